import { describe, expect, it } from 'vitest';
import { comboReturn, MAX_PAYOUT, singleReturn } from '../slip/returns';
import { settleBet } from './settle-bet';
import type { SettleBetInput } from './settle-bet';
import type { OutcomeResult, SettledLeg } from './leg-factor';

const EUR = 'EUR';
const leg = (odds: number, result: OutcomeResult, deadHeatFactor?: number): SettledLeg => ({
  oddsThousandths: Math.round(odds * 1000),
  result,
  ...(deadHeatFactor === undefined ? {} : { deadHeatFactor }),
});
const single = (stake: bigint, l: SettledLeg, currency = EUR) =>
  settleBet({ type: 'single', stake, currency, legs: [l] });
const combo = (stake: bigint, legs: SettledLeg[], currency = EUR) =>
  settleBet({ type: 'combo', stake, currency, legs });
const system = (stake: bigint, systemWinCount: number, legs: SettledLeg[]) =>
  settleBet({ type: 'system', stake, currency: EUR, systemWinCount, legs });

describe('bet settlement', () => {
  it('SETTLE-001 a leg returns odds on a win, nothing on a loss, the stake on a void, and half of each on half results', () => {
    expect(single(1000n, leg(2, 'win'))).toEqual({ payout: 2000n, result: 'win_entire' });
    expect(single(1000n, leg(2, 'lose'))).toEqual({ payout: 0n, result: 'lose_entire' });
    expect(single(1000n, leg(2, 'void'))).toEqual({ payout: 1000n, result: 'refund_entire' });
    expect(single(1000n, leg(2, 'half_win'))).toEqual({
      payout: 1500n,
      result: 'refund_half_win_other',
    });
    expect(single(1000n, leg(2, 'half_lose'))).toEqual({
      payout: 500n,
      result: 'refund_half_lose_other',
    });
  });

  it('SETTLE-001 stake 10.00 at 2.00 on Asian handicap −0.25 after a draw returns 5.00', () => {
    // −0.25 is half on 0 (void after a draw) and half on −0.5 (lost): a half loss.
    expect(single(1000n, leg(2, 'half_lose'))).toEqual({
      payout: 500n,
      result: 'refund_half_lose_other',
    });
    // −0.75 after a one-goal win at 1.90: half at 1.90, half back.
    expect(single(1000n, leg(1.9, 'half_win')).payout).toBe(1450n);
  });

  it('SETTLE-002 a combo with a void leg counts that leg at 1', () => {
    const withVoid = combo(1000n, [leg(2, 'win'), leg(3, 'void'), leg(1.5, 'win')]);
    expect(withVoid).toEqual({ payout: 3000n, result: 'win_entire' });
    expect(withVoid.payout).toBe(comboReturn({ stake: 1000n, odds: [2, 1.5], currency: EUR }));
  });

  it('SETTLE-002 half results in a combo apply to their own leg', () => {
    // 10.00 × (1 + 2)/2 × 2 = 30.00
    expect(combo(1000n, [leg(2, 'half_win'), leg(2, 'win')])).toEqual({
      payout: 3000n,
      result: 'refund_half_win_other',
    });
    // 10.00 × 1.5 × 0.5 × 2 = 15.00: the half loss names the result.
    expect(combo(1000n, [leg(2, 'half_win'), leg(1.8, 'half_lose'), leg(2, 'win')])).toEqual({
      payout: 1500n,
      result: 'refund_half_lose_other',
    });
    expect(combo(1000n, [leg(2, 'half_win'), leg(2, 'lose')])).toEqual({
      payout: 0n,
      result: 'lose_entire',
    });
  });

  it('SETTLE-003 a system 2/3 with one lost leg pays its one surviving double', () => {
    // Doubles 2×3, 2×4, 3×4 at a third of the stake each; the 4.00 leg lost: only 2×3 = 6 pays.
    expect(system(300n, 2, [leg(2, 'win'), leg(3, 'win'), leg(4, 'lose')])).toEqual({
      payout: 600n,
      result: 'win_entire',
    });
    // 10.00 over three doubles is 3.33⅓ each, kept exact: 10/3 × 6 = 20.00.
    expect(system(1000n, 2, [leg(2, 'win'), leg(3, 'win'), leg(4, 'lose')]).payout).toBe(2000n);
    expect(system(1000n, 2, [leg(2, 'win'), leg(3, 'lose'), leg(4, 'lose')])).toEqual({
      payout: 0n,
      result: 'lose_entire',
    });
    // A void leg in a system counts at 1 in each of its combinations: (2 + 3 + 2×3)/3 × 10.00.
    expect(system(1000n, 2, [leg(2, 'win'), leg(3, 'win'), leg(4, 'void')]).payout).toBe(3666n);
  });

  it('SETTLE-007 a dead heat pays the shared place at full odds on its share of the stake', () => {
    expect(single(1000n, leg(5, 'win', 0.5))).toEqual({ payout: 2500n, result: 'win_entire' });
    // 1/3 is exact: 10.00 × 3.00 × ⅓ = 10.00, not 9.99.
    expect(single(1000n, leg(3, 'win', 1 / 3)).payout).toBe(1000n);
    expect(combo(1000n, [leg(4, 'win', 0.5), leg(2, 'win')]).payout).toBe(4000n);
  });

  it('SETTLE-004 rounds down once, to the subunit of the currency', () => {
    const legs = [leg(1.333, 'win'), leg(1.333, 'win'), leg(1.333, 'win')];
    // 1.333³ = 2.368593037
    expect(combo(1000n, legs).payout).toBe(2368n);
    expect(combo(10_000_000n, legs, 'BTC').payout).toBe(23_685_930n);
    expect(combo(10n ** 18n, legs, 'ETH').payout).toBe(2_368_593_037_000_000_000n);
    // One cent at a half win of 1.333: 1.1665 cents → 1.
    expect(single(1n, leg(1.333, 'half_win')).payout).toBe(1n);
    expect(single(1n, leg(1.333, 'half_lose'))).toEqual({
      payout: 0n,
      result: 'refund_half_lose_other',
    });
  });

  it('SETTLE-004 caps the payout at MAX_PAYOUT and each price at 40, as placement did', () => {
    const forties = Array.from({ length: 5 }, () => leg(40, 'win'));
    expect(combo(100_000n, forties).payout).toBe(MAX_PAYOUT.EUR);
    expect(combo(100_000n, forties, 'BTC').payout).toBe(MAX_PAYOUT.BTC);
    expect(single(1000n, leg(100, 'win')).payout).toBe(40_000n);
    expect(single(1000n, leg(100, 'win')).payout).toBe(
      singleReturn({ stake: 1000n, odds: 100, currency: EUR }),
    );
  });

  it('SETTLE-005 a bet whose legs are all void refunds the stake', () => {
    expect(combo(1234n, [leg(2, 'void'), leg(3, 'void')])).toEqual({
      payout: 1234n,
      result: 'refund_entire',
    });
    expect(system(1000n, 2, [leg(2, 'void'), leg(3, 'void'), leg(4, 'void')])).toEqual({
      payout: 1000n,
      result: 'refund_entire',
    });
  });

  it('SETTLE-006 a system whose only surviving legs are void is a part refund', () => {
    // Only the void/void double survives: a third of the stake back.
    expect(system(900n, 2, [leg(2, 'void'), leg(3, 'void'), leg(4, 'lose')])).toEqual({
      payout: 300n,
      result: 'refund_half_lose_other',
    });
    // A lost leg in a system does not name the result; the surviving legs do.
    expect(system(900n, 2, [leg(2, 'half_win'), leg(3, 'win'), leg(4, 'lose')]).result).toBe(
      'refund_half_win_other',
    );
  });

  it('SETTLE-008 refuses bets placement could not have made', () => {
    const bad: SettleBetInput[] = [
      { type: 'single', stake: -1n, currency: EUR, legs: [leg(2, 'win')] },
      { type: 'single', stake: 1n, currency: 'XYZ', legs: [leg(2, 'win')] },
      { type: 'single', stake: 1n, currency: EUR, legs: [leg(2, 'win'), leg(2, 'win')] },
      { type: 'combo', stake: 1n, currency: EUR, legs: [] },
      { type: 'system', stake: 1n, currency: EUR, legs: [leg(2, 'win'), leg(2, 'win')] },
      {
        type: 'system',
        stake: 1n,
        currency: EUR,
        systemWinCount: 3,
        legs: [leg(2, 'win'), leg(2, 'win')],
      },
      { type: 'single', stake: 1n, currency: EUR, legs: [{ oddsThousandths: 999, result: 'win' }] },
      { type: 'single', stake: 1n, currency: EUR, legs: [leg(2, 'win', 0)] },
      { type: 'single', stake: 1n, currency: EUR, legs: [leg(2, 'win', 1.5)] },
    ];
    for (const input of bad) expect(() => settleBet(input)).toThrow(RangeError);
  });
});
