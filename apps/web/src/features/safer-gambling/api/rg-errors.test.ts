import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-fetch';
import { blockOf, isBlockedCode, outOfLimitOf } from './rg-errors';

const limit = {
  id: 3,
  type: 'deposit',
  period_name: 'day',
  amount: '2000',
  currency: 'EUR',
  used: '0',
  remaining: '2000',
  resets_at: '2026-11-25T00:00:00.000Z',
};
const block = {
  type: 'coolingoff',
  starts_at: '2026-11-24T15:00:00.000Z',
  ends_at: '2026-11-25T15:00:00.000Z',
  help_url: 'https://www.begambleaware.org',
  withdrawal_allowed: true,
};

function refusal(code: string, extra: Record<string, unknown>) {
  return new ApiError({
    status: code === 'out_of_limit' ? 422 : 403,
    code,
    message: 'refused',
    body: { error: { code, message: 'refused', ...extra } },
  });
}

describe('responsible-gambling refusals', () => {
  it('reads the limit of an out-of-limit answer and of a slip error', () => {
    expect(outOfLimitOf(refusal('out_of_limit', { limit }))).toEqual(limit);
    expect(outOfLimitOf({ limit })).toEqual(limit);
    expect(outOfLimitOf(refusal('out_of_limit', {}))).toBeUndefined();
    expect(outOfLimitOf(null)).toBeUndefined();
  });

  it('reads the block of a refused sign-in, only for the block codes', () => {
    const error = refusal('timed_out', { blocked: block });
    expect(isBlockedCode(error.code)).toBe(true);
    expect(blockOf(error)).toEqual(block);
    expect(isBlockedCode('unauthorized')).toBe(false);
    expect(blockOf(refusal('self_excluded', {}))).toBeUndefined();
  });
});
