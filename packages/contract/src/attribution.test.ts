import { describe, expect, it } from 'vitest';
import {
  TRACKING_VALUE_MAX,
  decodeAffiliateCookie,
  decodeConsent,
  encodeAffiliateCookie,
  encodeConsent,
  isDeviceId,
  trackingTagsFrom,
} from './attribution';

describe('tracking parameters (account-platform §9)', () => {
  it('keeps ctag, btag, stag, qtag and gclid and nothing else', () => {
    const tags = trackingTagsFrom(
      new URLSearchParams('btag=a_12b_7c_&gclid=Cj0KCQ-x_Y&utm_source=mail&ctag=&stag=s1&qtag=q.2'),
    );
    expect(tags).toEqual({ btag: 'a_12b_7c_', gclid: 'Cj0KCQ-x_Y', stag: 's1', qtag: 'q.2' });
  });

  it('drops values with foreign characters or over the length limit', () => {
    const long = 'x'.repeat(TRACKING_VALUE_MAX + 1);
    const tags = trackingTagsFrom(
      new URLSearchParams({ btag: '<script>', ctag: long, stag: 'ok', qtag: 'a b' }),
    );
    expect(tags).toEqual({ stag: 'ok' });
  });

  it('round-trips through the cookie and validates what comes back', () => {
    const cookie = encodeAffiliateCookie({ btag: 'b1', gclid: 'g-2' });
    expect(decodeAffiliateCookie(cookie)).toEqual({ btag: 'b1', gclid: 'g-2' });
    expect(decodeAffiliateCookie(encodeURIComponent(cookie))).toEqual({ btag: 'b1', gclid: 'g-2' });
    expect(decodeAffiliateCookie('btag=%3Cx%3E&stag=ok')).toEqual({ stag: 'ok' });
    expect(decodeAffiliateCookie('%E0%A4%A')).toEqual({});
    expect(decodeAffiliateCookie('btag=' + 'a'.repeat(5000))).toEqual({});
    expect(decodeAffiliateCookie(undefined)).toEqual({});
  });

  it('accepts only UUIDs as device ids', () => {
    expect(isDeviceId('0b6f1c3e-8a1d-4c2e-9f00-123456789abc')).toBe(true);
    expect(isDeviceId('0B6F1C3E-8A1D-4C2E-9F00-123456789ABC')).toBe(false);
    expect(isDeviceId('../../etc')).toBe(false);
  });
});

describe('consent cookie', () => {
  it('round-trips every choice and ignores anything else', () => {
    for (const analytics of [true, false]) {
      for (const marketing of [true, false]) {
        expect(decodeConsent(encodeConsent({ analytics, marketing }))).toEqual({
          analytics,
          marketing,
        });
      }
    }
    expect(decodeConsent('v2.a1.m1')).toBeNull();
    expect(decodeConsent('')).toBeNull();
    expect(decodeConsent(undefined)).toBeNull();
  });
});
