import { describe, expect, it } from 'vitest';
import { SignInThrottle } from './sign-in-throttle';

describe('sign-in throttle (decision 022)', () => {
  it('lets a client fail five times, then makes it wait 60 s, doubling up to an hour', () => {
    let now = 0;
    const throttle = new SignInThrottle({ threshold: 5, now: () => now });
    const waits: number[] = [];
    for (let failure = 1; failure <= 12; failure += 1) {
      expect(throttle.waitSeconds('a@example.com', 'ip:x')).toBe(0);
      throttle.fail('a@example.com', 'ip:x');
      const wait = throttle.waitSeconds('a@example.com', 'ip:x');
      waits.push(wait);
      now += wait * 1000;
    }
    expect(waits).toEqual([0, 0, 0, 0, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
  });

  it('holds back only the failing client of the failing email', () => {
    const throttle = new SignInThrottle({ threshold: 2, now: () => 0 });
    throttle.fail('a@example.com', 'ip:x');
    throttle.fail('a@example.com', 'ip:x');
    expect(throttle.waitSeconds('a@example.com', 'ip:x')).toBe(60);
    expect(throttle.waitSeconds('a@example.com', 'ip:y')).toBe(0);
    expect(throttle.waitSeconds('a@example.com', 'device:d')).toBe(0);
    expect(throttle.waitSeconds('b@example.com', 'ip:x')).toBe(0);
  });

  it('starts again after a success, after the emailed link and after a quiet day', () => {
    let now = 0;
    const throttle = new SignInThrottle({ threshold: 1, now: () => now });
    throttle.fail('a@example.com', 'ip:x');
    throttle.succeed('a@example.com', 'ip:x');
    expect(throttle.waitSeconds('a@example.com', 'ip:x')).toBe(0);
    throttle.fail('a@example.com', 'ip:x');
    throttle.fail('a@example.com', 'ip:y');
    throttle.forgive('a@example.com');
    expect(throttle.waitSeconds('a@example.com', 'ip:y')).toBe(0);
    throttle.fail('a@example.com', 'ip:x');
    throttle.fail('a@example.com', 'ip:x');
    now = 24 * 3_600_000;
    expect(throttle.waitSeconds('a@example.com', 'ip:x')).toBe(0);
    expect(throttle.fail('a@example.com', 'ip:x')).toBe(1);
  });
});
