import { promoCodeBodySchema } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-fetch';
import { PROMO_CODE_PATTERN, promoCodeErrorOf, redeemPromoCode } from './bonus-client';

describe('promo-code refusals are the field’s errors (decision 044)', () => {
  it('names unknown, expired and used by the answer’s code', () => {
    const refused = (status: number, code: string) => new ApiError({ status, code, message: '' });
    expect(promoCodeErrorOf(refused(404, 'promo_code_unknown'))).toBe('unknown');
    expect(promoCodeErrorOf(refused(410, 'promo_code_expired'))).toBe('expired');
    expect(promoCodeErrorOf(refused(409, 'promo_code_used'))).toBe('used');
    // Without a code, by status; a malformed body is the field's format error.
    expect(promoCodeErrorOf(refused(409, ''))).toBe('used');
    expect(promoCodeErrorOf(refused(400, 'validation'))).toBe('invalid');
    expect(promoCodeErrorOf(refused(503, 'down'))).toBe('failed');
    expect(promoCodeErrorOf(new Error('offline'))).toBe('failed');
  });

  it('refuses before the call what the contract refuses', async () => {
    for (const code of ['', 'two words', 'x'.repeat(41), 'ü', 'a\u0000b'])
      expect(await redeemPromoCode(code)).toEqual({ ok: false, error: 'invalid' });
    for (const code of ['WELCOME5', 'a-b_c', 'x'.repeat(40)]) {
      expect(PROMO_CODE_PATTERN.test(code)).toBe(true);
      expect(promoCodeBodySchema.safeParse({ code }).success).toBe(true);
    }
  });
});
