import { dictionary } from '@zxcvbn-ts/language-common';
import { PlatformErrorCode } from '@sportsbook/contract';
import { unprocessable } from './http-errors';

/**
 * NIST 800-63B §5.1.1.2 for a chosen password: at least 8 characters and up to 128 (the
 * contract checks both, so long passphrases pass), no composition rules, but refused when it is
 * a commonly used or breached password, contains the player's email, or is only whitespace.
 * The list is zxcvbn-ts's common-password dictionary: the ~49,000 most frequent passwords of
 * public breach corpora, ranked, shipped inside the npm package (no network at run time).
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  // Built on first use: decompressing the list takes a moment the server's start need not pay.
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return common;
}

/**
 * Why `password` may not be chosen by the owner of `email`, or undefined when it may; an empty
 * email checks the other rules only.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  if (password.trim() === '') return 'must not be only spaces';
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  // A local part of one or two letters would refuse half the dictionary for no gain.
  const hasAddress = address !== '' && lower.includes(address);
  if (hasAddress || (localPart.length >= 3 && lower.includes(localPart))) {
    return 'must not contain your email address';
  }
  const squeezed = lower.replace(/\s+/g, '');
  if (commonPasswords().has(lower) || commonPasswords().has(squeezed)) {
    return 'is too common: it is on lists of leaked passwords, choose another';
  }
  return undefined;
}

/** Throws the 422 field error of `passwordProblem` for `field`. */
export function assertPasswordAllowed(password: string, email: string, field = 'password'): void {
  const problem = passwordProblem(password, email);
  if (problem) throw unprocessable(field, problem, PlatformErrorCode.weakPassword);
}
