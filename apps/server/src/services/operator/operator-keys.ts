import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Staff roles of the operator API (decision 043). Each route names the roles it admits:
 * `operator` runs campaigns, jackpots and pages; `content` edits pages only; `support` reads.
 */
export const OPERATOR_ROLES = ['operator', 'content', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Who called the operator API: the key's name (for audit trails) and its role. */
export interface OperatorPrincipal {
  name: string;
  role: OperatorRole;
}

export interface OperatorKey extends OperatorPrincipal {
  /** SHA-256 of the secret: keys are compared by digest, in constant time. */
  digest: Buffer;
}

const digestOf = (secret: string): Buffer => createHash('sha256').update(secret, 'utf8').digest();

/** Parses OPERATOR_API_KEYS entries `name:role:secret` (already validated by the env schema). */
export function parseOperatorKeys(entries: readonly string[]): OperatorKey[] {
  return entries.map((entry) => {
    const [name, role, ...rest] = entry.split(':');
    return { name: name!, role: role as OperatorRole, digest: digestOf(rest.join(':')) };
  });
}

/** The demo operator's key: made up per process unless OPERATOR_DEMO_KEY names one. */
export function demoOperatorKey(secret?: string): { key: OperatorKey; secret: string } {
  const value = secret ?? randomBytes(24).toString('base64url');
  return { key: { name: 'demo', role: 'operator', digest: digestOf(value) }, secret: value };
}

/** The key a bearer secret belongs to, or undefined. Every key is compared, so timing tells nothing. */
export function findOperatorKey(
  keys: readonly OperatorKey[],
  secret: string,
): OperatorKey | undefined {
  const digest = digestOf(secret);
  let found: OperatorKey | undefined;
  for (const key of keys) {
    if (timingSafeEqual(key.digest, digest)) found ??= key;
  }
  return found;
}
