import { describe, expect, it } from 'vitest';
import { signRealtimeToken, verifyRealtimeToken } from './tokens';

const secret = 'test-secret';
const now = Date.UTC(2026, 10, 22, 12);

describe('realtime tokens', () => {
  it('round-trips the claims of a fresh token', () => {
    const token = signRealtimeToken({
      secret,
      claims: { kind: 'channel', channel: '$user:7', playerId: 7, session: 'abc' },
      ttlSeconds: 60,
      now,
    });
    expect(verifyRealtimeToken(secret, token, now + 59_000)).toEqual({
      kind: 'channel',
      channel: '$user:7',
      playerId: 7,
      session: 'abc',
    });
  });

  it('refuses an expired token, another secret and a tampered body', () => {
    const token = signRealtimeToken({
      secret,
      claims: { kind: 'connection', playerId: null, session: null },
      ttlSeconds: 60,
      now,
    });
    expect(verifyRealtimeToken(secret, token, now + 60_000)).toBeNull();
    expect(verifyRealtimeToken('other', token, now)).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ claims: { kind: 'connection', playerId: 1 }, exp: 9e9 }),
    ).toString('base64url');
    expect(verifyRealtimeToken(secret, `${forged}.${mac}`, now)).toBeNull();
    expect(verifyRealtimeToken(secret, `${body}`, now)).toBeNull();
    expect(verifyRealtimeToken(secret, 'garbage', now)).toBeNull();
  });
});
