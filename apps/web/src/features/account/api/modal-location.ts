import { DEPOSIT_RETURN_PARAM } from '@sportsbook/contract/browser';

/**
 * Modals opened from the address (account-platform §2.2): a hash (`#signIn`) or `?modal=` (the
 * same names plus `deposit`), with the tokens of e-mailed links. Once a modal is open the keys are
 * removed from the address, so a reload or a shared link does not open it again and no token
 * stays in the history.
 */
export const HASH_MODALS = [
  'signIn',
  'signUp',
  'confirmation',
  'passwordEdit',
  'passwordNew',
  'unlock',
] as const;
export const QUERY_MODALS = [...HASH_MODALS, 'deposit'] as const;

export type AddressModal = (typeof QUERY_MODALS)[number];

/** Query keys of e-mailed links; each one alone opens its modal. */
export const TOKEN_KEYS = {
  confirmation: 'confirmation_token',
  passwordEdit: 'reset_password_token',
  unlock: 'unlock_token',
} as const;

/** The query parameter the payment widget adds to the return address (contract: deposit_status). */
export const DEPOSIT_RESULT_KEY = DEPOSIT_RETURN_PARAM;
export const DEPOSIT_RESULTS = ['success', 'pending', 'error'] as const;
export type DepositResult = (typeof DEPOSIT_RESULTS)[number];

export interface ModalFromAddress {
  modal?: AddressModal;
  /** The token of an e-mailed link, if the address had one. */
  token?: string;
  depositResult?: DepositResult;
  /** The address without the keys that were read; undefined when nothing changes. */
  cleanHref?: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function readModalFromAddress(href: string): ModalFromAddress {
  const url = new URL(href, 'http://localhost');
  const result: ModalFromAddress = {};
  let changed = false;

  const hash = decodeURIComponent(url.hash.slice(1));
  if (isOneOf(HASH_MODALS, hash)) {
    result.modal = hash;
    url.hash = '';
    changed = true;
  }

  const queryModal = url.searchParams.get('modal');
  if (queryModal !== null) {
    if (isOneOf(QUERY_MODALS, queryModal)) result.modal ??= queryModal;
    url.searchParams.delete('modal');
    changed = true;
  }

  for (const [modal, key] of Object.entries(TOKEN_KEYS) as [keyof typeof TOKEN_KEYS, string][]) {
    const token = url.searchParams.get(key);
    if (token === null) continue;
    url.searchParams.delete(key);
    changed = true;
    if (!token) continue;
    if (result.modal === undefined || result.modal === modal) {
      result.modal = modal;
      result.token = token;
    }
  }

  const deposit = url.searchParams.get(DEPOSIT_RESULT_KEY);
  if (deposit !== null) {
    if (isOneOf(DEPOSIT_RESULTS, deposit)) result.depositResult = deposit;
    url.searchParams.delete(DEPOSIT_RESULT_KEY);
    changed = true;
  }

  if (changed) {
    const origin = /^[a-z][a-z\d+.-]*:\/\//i.test(href) ? url.origin : '';
    result.cleanHref = `${origin}${url.pathname}${url.search}${url.hash}`;
  }
  return result;
}

/**
 * The payment widget's return address: the page the player was on plus the result parameter
 * (account-platform §2.1), without any modal or token keys it may still carry.
 */
export function depositReturnHref(currentHref: string, outcome: DepositResult): string {
  const url = new URL(currentHref, 'http://localhost');
  url.searchParams.delete('modal');
  url.searchParams.set(DEPOSIT_RESULT_KEY, outcome);
  const origin = /^[a-z][a-z\d+.-]*:\/\//i.test(currentHref) ? url.origin : '';
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}

/** Message that the demo payment widget posts to the page around it (same origin only). */
export const PAYMENT_RETURN_MESSAGE = 'sportsbook:payment-return';
