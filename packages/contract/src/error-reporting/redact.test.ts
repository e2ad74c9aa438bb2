import { describe, expect, it } from 'vitest';
import { REDACTED, redactBody } from './redact';
import { isNotFoundTransaction } from './rules';

describe('redactBody', () => {
  it('cuts secrets by key at any depth and card numbers inside text', () => {
    expect(
      redactBody({
        email: 'a@b.c',
        password: 'x',
        nested: { reset_password_token: 't', list: [{ cvv: '123' }] },
        note: 'card 4111-1111-1111-1111 please',
      }),
    ).toEqual({
      email: 'a@b.c',
      password: REDACTED,
      nested: { reset_password_token: REDACTED, list: [{ cvv: REDACTED }] },
      note: `card ${REDACTED} please`,
    });
  });

  it('redacts a JSON body sent as text field by field', () => {
    expect(redactBody('{"token":"abc","stake":5}')).toBe('{"token":"[redacted]","stake":5}');
  });

  it('leaves numbers, booleans and null alone', () => {
    expect(redactBody({ stake: 100, ok: true, none: null })).toEqual({
      stake: 100,
      ok: true,
      none: null,
    });
  });
});

describe('isNotFoundTransaction', () => {
  it('knows the 404 route by name or by answer', () => {
    expect(isNotFoundTransaction({ transaction: '/[locale]/sport/404' })).toBe(true);
    expect(isNotFoundTransaction({ transaction: '/_not-found' })).toBe(true);
    expect(
      isNotFoundTransaction({
        transaction: 'GET /x',
        contexts: { trace: { data: { 'http.response.status_code': 404 } } },
      }),
    ).toBe(true);
    expect(isNotFoundTransaction({ transaction: '/[locale]/sport/live' })).toBe(false);
  });
});
