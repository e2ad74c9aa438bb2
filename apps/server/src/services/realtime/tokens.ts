import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Realtime tokens (account-platform §7.2): a short-lived connection token from
 * POST /websocket/token, and a channel token from POST /websocket/authorize that lets one player
 * subscribe to their own private channel. Both name the session they were issued to (its id hash,
 * the sessions table's key; the cookie's value is not derivable from it), so a channel token works
 * only on a socket of the same session, and the gateway can end the subscription with the session
 * (issue 14, finding 9; docs/decisions/023). Stateless HMAC-SHA256 over a JSON payload, so any
 * realtime node that shares REALTIME_TOKEN_SECRET verifies them without a database round trip.
 */
export type RealtimeTokenClaims =
  | { kind: 'connection'; playerId: number | null; session: string | null }
  | { kind: 'channel'; channel: string; playerId: number; session: string };

interface SignedPayload {
  claims: RealtimeTokenClaims;
  /** Expiry, epoch seconds. */
  exp: number;
}

export interface SignRealtimeTokenOptions {
  secret: string;
  claims: RealtimeTokenClaims;
  ttlSeconds: number;
  now?: number;
}

export function signRealtimeToken(options: SignRealtimeTokenOptions): string {
  const now = options.now ?? Date.now();
  const payload: SignedPayload = {
    claims: options.claims,
    exp: Math.floor(now / 1000) + options.ttlSeconds,
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${signature(options.secret, body)}`;
}

/** The claims of a valid, unexpired token; null for anything else (never throws). */
export function verifyRealtimeToken(
  secret: string,
  token: string,
  now: number = Date.now(),
): RealtimeTokenClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedPayload;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null;
    return payload.claims;
  } catch {
    return null;
  }
}

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}
