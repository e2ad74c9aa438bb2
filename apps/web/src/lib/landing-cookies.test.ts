import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { rememberDemoCountry, rememberLanding } from './landing-cookies';

function land(url: string, cookie?: string) {
  const request = new NextRequest(url, cookie ? { headers: { cookie } } : {});
  const response = NextResponse.next();
  rememberLanding(request, response);
  return response.cookies;
}

describe('landing cookies (account-platform §9)', () => {
  it('keeps valid tracking parameters in the affiliate cookie for 30 days', () => {
    const cookies = land('http://localhost/sport/football?btag=a_1b_2&gclid=G-x&utm=z&stag=<b>');
    const affiliate = cookies.get('sb_affiliate');
    expect(affiliate?.value).toBe('btag=a_1b_2&gclid=G-x');
    expect(affiliate?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(affiliate?.httpOnly).toBe(true);
  });

  it('leaves the affiliate cookie alone without tracking parameters', () => {
    expect(land('http://localhost/sport?page=2').get('sb_affiliate')).toBeUndefined();
  });

  it('gives a browser a device id for 7300 days, once', () => {
    const first = land('http://localhost/sport').get('sb_device_id');
    expect(first?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.maxAge).toBe(7300 * 24 * 60 * 60);
    const again = land('http://localhost/sport', `sb_device_id=${first?.value}`);
    expect(again.get('sb_device_id')).toBeUndefined();
    const forged = land('http://localhost/sport', 'sb_device_id=../x').get('sb_device_id');
    expect(forged?.value).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('demo country override (decision 032)', () => {
  const demo = (url: string) => {
    const response = NextResponse.next();
    rememberDemoCountry(new NextRequest(url), response);
    return response.cookies.get('sb_demo_country');
  };
  it('sets, forgets and ignores', () => {
    expect(demo('http://localhost/sport?demo_country=us')?.value).toBe('US');
    expect(demo('http://localhost/sport?demo_country=')?.value).toBe('');
    expect(demo('http://localhost/sport')).toBeUndefined();
  });
});
