import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PlatformErrorCode, embedTokenPayloadSchema } from '@sportsbook/contract';
import type { EmbedTokenPayload } from '@sportsbook/contract';
import { HttpError } from '../../errors';

/**
 * Host tokens (docs/decisions/039): `base64url(JSON payload).base64url(HMAC-SHA256(secret,
 * base64url(JSON payload)))`. A host signs one on its server for its signed-in player; the
 * sportsbook in the host's iframe exchanges it once for a session. A JWT with HS256 would do
 * the same, but needs a header whose algorithm field has to be refused; this has no choices.
 */

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** What a host's server does; the demo operator and the tests use it. */
export function signHostToken(payload: EmbedTokenPayload, secret: string): string {
  const body = encode(JSON.stringify(payload));
  return `${body}.${mac(secret, body)}`;
}

/** A fresh nonce for a host token. */
export const newHostTokenNonce = () => randomBytes(18).toString('base64url');

export interface VerifyHostTokenOptions {
  token: string;
  /** Host id → secret (EMBED_HOST_SECRETS). */
  secrets: ReadonlyMap<string, string>;
  /** Unix seconds. */
  now: number;
  maxAgeSeconds: number;
}

const refused = (message: string) =>
  new HttpError(401, PlatformErrorCode.embedTokenInvalid, message);

/**
 * The token's payload once its signature, host and times check out; a 401 otherwise (the
 * nonce is spent by the caller, in the database). The host is read before the signature is
 * checked, since it chooses the key; nothing else of the payload is trusted before.
 */
export function verifyHostToken(options: VerifyHostTokenOptions): EmbedTokenPayload {
  const [body = '', signature = ''] = options.token.split('.');
  let claimed: unknown;
  try {
    claimed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw refused('The host token is not readable');
  }
  const host = (claimed as { host?: unknown } | null)?.host;
  const secret = typeof host === 'string' ? options.secrets.get(host) : undefined;
  if (!secret) throw refused('The host token names no configured host');
  const expected = Buffer.from(mac(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refused('The host token’s signature does not match');
  }
  const parsed = embedTokenPayloadSchema.safeParse(claimed);
  if (!parsed.success) throw refused('The host token’s payload is not one this server reads');
  const payload = parsed.data;
  if (payload.exp <= options.now) throw refused('The host token has expired');
  if (
    payload.exp - payload.iat > options.maxAgeSeconds ||
    payload.exp - options.now > options.maxAgeSeconds
  ) {
    throw refused(`A host token may live at most ${options.maxAgeSeconds} seconds`);
  }
  return payload;
}
