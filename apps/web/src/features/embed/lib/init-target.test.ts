import { describe, expect, it } from 'vitest';
import { initTarget, initToken } from './init-target';

describe('/init-sportsbook inputs (decision 050)', () => {
  it('follows only pages of the sportsbook', () => {
    expect(initTarget('/sport/live')).toBe('/sport/live');
    expect(initTarget('/sport?betcode=ABC')).toBe('/sport?betcode=ABC');
    expect(initTarget('/sport')).toBe('/sport');
    for (const raw of [
      'https://evil.example/sport',
      '//evil.example',
      '/sport//evil.example',
      '/sportsbook-elsewhere',
      '/sport\\..\\evil',
      'javascript:alert(1)',
      undefined,
      ['/sport/live'],
      `/sport/${'a'.repeat(600)}`,
    ]) {
      expect(initTarget(raw), String(raw)).toBe('/sport');
    }
  });

  it('passes on only what looks like a host token', () => {
    expect(initToken('eyJob3N0IjoiZGVtbyJ9.c2lnbmF0dXJlLXZhbHVl')).toBe(
      'eyJob3N0IjoiZGVtbyJ9.c2lnbmF0dXJlLXZhbHVl',
    );
    expect(initToken('not a token')).toBeUndefined();
    expect(initToken(['a.b'])).toBeUndefined();
    expect(initToken(undefined)).toBeUndefined();
  });
});
