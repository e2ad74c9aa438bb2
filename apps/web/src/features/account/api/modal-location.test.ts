import { describe, expect, it } from 'vitest';
import { depositReturnHref, readModalFromAddress } from './modal-location';

describe('readModalFromAddress', () => {
  it('opens each hash modal and removes the hash', () => {
    for (const name of [
      'signIn',
      'signUp',
      'confirmation',
      'passwordEdit',
      'passwordNew',
      'unlock',
    ]) {
      expect(readModalFromAddress(`/sport/live?x=1#${name}`)).toEqual({
        modal: name,
        cleanHref: '/sport/live?x=1',
      });
    }
  });

  it('ignores hashes that are not modals (skip links, anchors) and leaves the address alone', () => {
    expect(readModalFromAddress('/sport#main')).toEqual({});
    expect(readModalFromAddress('/sport#deposit')).toEqual({});
  });

  it('opens ?modal= names including deposit and removes the parameter only', () => {
    expect(readModalFromAddress('/de/sport?modal=deposit&sortBy=start_time')).toEqual({
      modal: 'deposit',
      cleanHref: '/de/sport?sortBy=start_time',
    });
    expect(readModalFromAddress('/sport?modal=signUp#top')).toEqual({
      modal: 'signUp',
      cleanHref: '/sport#top',
    });
  });

  it('drops an unknown ?modal= value without opening anything', () => {
    expect(readModalFromAddress('/sport?modal=bogus')).toEqual({ cleanHref: '/sport' });
  });

  it('reads e-mailed tokens, opens their modal and never leaves the token in the address', () => {
    expect(readModalFromAddress('/sport?confirmation_token=abc')).toEqual({
      modal: 'confirmation',
      token: 'abc',
      cleanHref: '/sport',
    });
    expect(readModalFromAddress('/sport?reset_password_token=r1#passwordEdit')).toEqual({
      modal: 'passwordEdit',
      token: 'r1',
      cleanHref: '/sport',
    });
    expect(readModalFromAddress('/sport?modal=unlock&unlock_token=u1')).toEqual({
      modal: 'unlock',
      token: 'u1',
      cleanHref: '/sport',
    });
  });

  it('keeps the origin of an absolute address', () => {
    expect(readModalFromAddress('http://localhost:3100/sport?modal=signIn').cleanHref).toBe(
      'http://localhost:3100/sport',
    );
  });

  it('reads the deposit result the widget appended', () => {
    expect(readModalFromAddress('/sport/live?deposit_status=pending')).toEqual({
      depositResult: 'pending',
      cleanHref: '/sport/live',
    });
  });
});

describe('depositReturnHref', () => {
  it('is the current page plus the result parameter, without ?modal=', () => {
    expect(
      depositReturnHref('http://localhost:3100/sport/live?modal=deposit&a=1#x', 'success'),
    ).toBe('http://localhost:3100/sport/live?a=1&deposit_status=success#x');
    expect(depositReturnHref('/br/sport', 'error')).toBe('/br/sport?deposit_status=error');
  });
});
