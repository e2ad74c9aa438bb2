import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows the limit per window per key, then tells how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 10_000, now: () => now });
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    now = 4_000;
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 6 });
    now = 10_000;
    expect(limiter.hit('a').allowed).toBe(true);
  });
});
