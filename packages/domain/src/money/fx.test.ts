import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contributionsOf } from '../jackpots/plans';
import type { ContributingLevel } from '../jackpots/plans';
import { planPlacement, validatePlan } from '../ledger';
import { CURRENCY_CODES, currencyOf } from './currencies';
import {
  amountInEurOf,
  convertAmount,
  normalizeRate,
  parseRate,
  rateInForce,
  rateProblem,
  ratesInForce,
} from './fx';
import type { FxRate, RateUsed } from './fx';

const usd: RateUsed = { currency: 'USD', perEur: '1.08' };
const eur: RateUsed = { currency: 'EUR', perEur: '1' };
const btc: RateUsed = { currency: 'BTC', perEur: '0.0000105' };

describe('FX-001 rates are exact decimals above zero', () => {
  it('accepts decimals up to 12 integer digits and 18 decimals, refuses the rest', () => {
    expect(rateProblem('1.08')).toBeUndefined();
    expect(rateProblem('0.000000000000000001')).toBeUndefined();
    expect(rateProblem('999999999999')).toBeUndefined();
    expect(rateProblem('0')).toBe('must be above zero');
    expect(rateProblem('0.000')).toBe('must be above zero');
    for (const bad of ['', '-1', '1e3', '1,08', '.5', '1.', '0.0000000000000000001', '1 ', 'NaN'])
      expect(rateProblem(bad), bad).toMatch(/must be a decimal/);
    expect(() => parseRate('abc')).toThrow(/FX-001/);
  });
  it('keeps the digits exactly, trailing zeros of a numeric column included', () => {
    expect(parseRate('1.080000000000000000')).toEqual({ digits: 108n, scale: 2n });
    expect(normalizeRate('1.080000000000000000')).toBe('1.08');
    expect(normalizeRate('007.000')).toBe('7');
  });
});

describe('FX-002 the rate in force', () => {
  const rates: FxRate[] = [
    { id: 1, currency: 'USD', perEur: '1.05', effectiveFrom: new Date('2026-01-01T00:00:00Z') },
    { id: 2, currency: 'USD', perEur: '1.10', effectiveFrom: new Date('2026-06-01T00:00:00Z') },
    { id: 3, currency: 'USD', perEur: '1.20', effectiveFrom: new Date('2027-01-01T00:00:00Z') },
    { id: 4, currency: 'GBP', perEur: '0.85', effectiveFrom: new Date('2026-03-01T00:00:00Z') },
  ];
  it('is the latest effective at or before the moment; none before the first', () => {
    expect(rateInForce(rates, 'USD', new Date('2026-05-31T23:59:59Z'))?.id).toBe(1);
    expect(rateInForce(rates, 'USD', new Date('2026-06-01T00:00:00Z'))?.id).toBe(2);
    expect(rateInForce(rates, 'USD', new Date('2030-01-01T00:00:00Z'))?.id).toBe(3);
    expect(rateInForce(rates, 'USD', new Date('2025-12-31T00:00:00Z'))).toBeUndefined();
    expect(rateInForce(rates, 'BRL', new Date('2030-01-01T00:00:00Z'))).toBeUndefined();
    expect(rateInForce([], 'EUR', new Date(0))).toEqual({ currency: 'EUR', perEur: '1' });
    const at = ratesInForce(rates, new Date('2026-04-01T00:00:00Z'));
    expect([...at.values()].map((r) => [r.currency, r.perEur])).toEqual([
      ['USD', '1.05'],
      ['GBP', '0.85'],
    ]);
  });
});

describe('FX-003 conversions through EUR round down, exactly', () => {
  it('converts known amounts', () => {
    // 10.80 USD = 10.00 EUR; 10.81 USD = 10.009… EUR → 10.00.
    expect(convertAmount(1080n, usd, eur)).toBe(1000n);
    expect(convertAmount(1081n, usd, eur)).toBe(1000n);
    expect(convertAmount(1000n, eur, usd)).toBe(1080n);
    // 1 BTC = 1 / 0.0000105 EUR = 95 238.095… EUR → 9 523 809 cents.
    expect(convertAmount(100_000_000n, btc, eur)).toBe(9_523_809n);
    // 1 cent of EUR in satoshi: 0.01 × 0.0000105 BTC = 105 sat × 10^-2… = 10.5 sat → 10.
    expect(convertAmount(1n, eur, btc)).toBe(10n);
    expect(convertAmount(0n, usd, eur)).toBe(0n);
    expect(convertAmount(77n, usd, usd)).toBe(77n);
    expect(() => convertAmount(-1n, usd, eur)).toThrow(/FX-003/);
  });

  const currency = fc.constantFrom(...CURRENCY_CODES);
  const rate = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 0, max: 18 }))
    .map(([digits, scale]) => {
      const text = digits.toString().padStart(scale + 1, '0');
      const cut = text.length - scale;
      const value = scale === 0 ? text : `${text.slice(0, cut)}.${text.slice(cut)}`;
      return value.replace(/^0+(?=\d)/, '');
    })
    .filter((text) => rateProblem(text) === undefined);

  it('is the floor of the exact rational, never above it (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        currency,
        currency,
        rate,
        rate,
        (amount, fromCode, toCode, fromRate, toRate) => {
          fc.pre(fromCode !== toCode);
          const from = { currency: fromCode, perEur: fromCode === 'EUR' ? '1' : fromRate };
          const to = { currency: toCode, perEur: toCode === 'EUR' ? '1' : toRate };
          const out = convertAmount(amount, from, to);
          // out ≤ exact < out + 1, with exact = amount·10^dT·rT / (10^dF·rF), cross-multiplied.
          const f = parseRate(from.perEur);
          const t = parseRate(to.perEur);
          const num =
            amount * 10n ** BigInt(currencyOf(toCode).decimals) * t.digits * 10n ** f.scale;
          const den = 10n ** BigInt(currencyOf(fromCode).decimals) * f.digits * 10n ** t.scale;
          expect(out * den <= num).toBe(true);
          expect((out + 1n) * den > num).toBe(true);
          // A rate written with trailing zeros converts the same.
          expect(
            convertAmount(
              amount,
              { ...from, perEur: `${from.perEur}${from.perEur.includes('.') ? '' : '.'}00` },
              to,
            ),
          ).toBe(out);
        },
      ),
    );
  });

  it('is monotonic: more in never gives less out (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (a, d) => {
          expect(convertAmount(a + d, usd, eur) >= convertAmount(a, usd, eur)).toBe(true);
          expect(convertAmount(a + d, btc, usd) >= convertAmount(a, btc, usd)).toBe(true);
        },
      ),
    );
  });
});

describe('FX-004 cross-currency jackpot contributions', () => {
  const eurLevel: ContributingLevel = {
    id: 'grand',
    jackpotId: 'j',
    currency: 'EUR',
    contributionPpm: 10_000,
  };
  const rates = new Map([['USD', { id: 9, currency: 'USD', perEur: '1.08' }]]);

  it('are two transfers through the fx positions: the share in USD, its conversion in EUR', () => {
    // 1 % of 123.45 USD = 1.23 USD (floored) = 1.1388… EUR → 1.13 EUR.
    const { transfers, skipped } = contributionsOf(
      { id: 'b1', stake: 12_345n, currency: 'USD' },
      [eurLevel],
      rates,
    );
    expect(skipped).toEqual([]);
    expect(transfers.map((t) => [t.kind, t.reference, t.currency])).toEqual([
      ['jackpot_contribution_fx', 'b1/grand', 'USD'],
      ['jackpot_contribution', 'b1/grand', 'EUR'],
    ]);
    expect(transfers[0]!.postings).toEqual([
      { account: { system: 'house', currency: 'USD' }, amount: -123n },
      { account: { system: 'fx_position', currency: 'USD' }, amount: 123n },
    ]);
    expect(transfers[1]!.postings).toEqual([
      { account: { system: 'fx_position', currency: 'EUR' }, amount: -113n },
      { account: { system: 'jackpot', currency: 'EUR' }, amount: 113n },
    ]);
    expect(transfers[1]!.metadata).toMatchObject({
      levelId: 'grand',
      betId: 'b1',
      fx: { from: { currency: 'USD', perEur: '1.08', id: 9 }, share: '123', converted: '113' },
    });
  });

  it('skip the level (never the bet) when a rate is missing, and none when it converts to zero', () => {
    const usdLevel = { ...eurLevel, id: 'u', currency: 'USD' };
    const noRates = contributionsOf(
      { id: 'b2', stake: 10_000n, currency: 'GBP' },
      [eurLevel, usdLevel],
      rates,
    );
    expect(noRates.transfers).toEqual([]);
    expect(noRates.skipped).toEqual([
      { levelId: 'grand', jackpotId: 'j', missingRate: 'GBP' },
      { levelId: 'u', jackpotId: 'j', missingRate: 'GBP' },
    ]);
    const jackpotSide = contributionsOf(
      { id: 'b3', stake: 10_000n, currency: 'EUR' },
      [{ ...eurLevel, currency: 'BRL' }],
      rates,
    );
    expect(jackpotSide.skipped).toEqual([{ levelId: 'grand', jackpotId: 'j', missingRate: 'BRL' }]);
    // 1 % of 1.00 USD = 1 cent = 0.92 EUR cents → 0: no contribution, nothing skipped.
    expect(contributionsOf({ id: 'b4', stake: 100n, currency: 'USD' }, [eurLevel], rates)).toEqual({
      transfers: [],
      skipped: [],
    });
    // The placement of a bet whose rate is missing is still a valid plan with the stake in it.
    const plan = planPlacement({
      playerId: 1,
      accountId: 1,
      currency: 'GBP',
      createdAt: new Date(0),
      bets: [{ ...betOf('b5'), stake: 10_000n }],
      idempotency: {
        playerId: 1,
        scope: 'bets',
        key: 'k',
        requestHash: 'h',
        statusCode: 200,
        response: {},
      },
      jackpots: [eurLevel],
      rates,
    });
    validatePlan(plan);
    expect(plan.transfers.map((t) => t.kind)).toEqual(['bet']);
    expect(plan.inserts[0]!.rows[0]).toMatchObject({ usedInJackpot: false });
  });

  it('balance every currency, convert the share exactly and round down (property)', () => {
    const currency = fc.constantFrom(...CURRENCY_CODES);
    const allRates = new Map<string, RateUsed>([
      ['USD', { currency: 'USD', perEur: '1.0837' }],
      ['GBP', { currency: 'GBP', perEur: '0.8512' }],
      ['BRL', { currency: 'BRL', perEur: '6.2291' }],
      ['CAD', { currency: 'CAD', perEur: '1.5118' }],
      ['BTC', { currency: 'BTC', perEur: '0.0000104' }],
      ['ETH', { currency: 'ETH', perEur: '0.000312' }],
      ['USDT', { currency: 'USDT', perEur: '1.0841' }],
    ]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            stake: fc.bigInt({ min: 1n, max: 10n ** 22n }),
            currency,
            jackpotCurrency: currency,
            ppm: fc.integer({ min: 1, max: 1_000_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (bets) => {
          const byCurrency = new Map<string, bigint>();
          let pools = 0n;
          bets.forEach((bet, i) => {
            const level = {
              id: `l${i}`,
              jackpotId: 'j',
              currency: bet.jackpotCurrency,
              contributionPpm: bet.ppm,
            };
            const { transfers } = contributionsOf(
              { id: `b${i}`, stake: bet.stake, currency: bet.currency },
              [level],
              allRates,
            );
            validatePlan({ checks: [], inserts: [], transfers });
            for (const t of transfers)
              for (const p of t.postings)
                byCurrency.set(t.currency, (byCurrency.get(t.currency) ?? 0n) + p.amount);
            const share = (bet.stake * BigInt(bet.ppm)) / 1_000_000n;
            const expected =
              bet.currency === bet.jackpotCurrency
                ? share
                : convertAmount(
                    share,
                    allRates.get(bet.currency) ?? { currency: 'EUR', perEur: '1' },
                    allRates.get(bet.jackpotCurrency) ?? { currency: 'EUR', perEur: '1' },
                  );
            const intoPool = transfers
              .flatMap((t) => t.postings)
              .filter((p) => 'system' in p.account && p.account.system === 'jackpot')
              .reduce((s, p) => s + p.amount, 0n);
            expect(intoPool).toBe(expected);
            pools += intoPool;
            if (bet.currency !== bet.jackpotCurrency && expected > 0n) {
              // What the bet side gave is the share, in its own currency.
              expect(transfers[0]!.postings[1]!.amount).toBe(share);
            }
          });
          for (const sum of byCurrency.values()) expect(sum).toBe(0n);
          expect(pools >= 0n).toBe(true);
        },
      ),
    );
  });
});

describe('FX-005 a hit in EUR', () => {
  it('is the amount converted at the hit rates; EUR is itself; null without a rate', () => {
    const rates = new Map([['USD', usd]]);
    expect(amountInEurOf(rates, 1081n, 'USD')).toBe(1000n);
    expect(amountInEurOf(rates, 1234n, 'EUR')).toBe(1234n);
    expect(amountInEurOf(rates, 1234n, 'GBP')).toBeNull();
  });
});

function betOf(id: string) {
  return {
    id,
    type: 'single' as const,
    stake: 0n,
    potentialWin: 0n,
    oddsThousandths: 2000n,
    systemWinCount: null,
    systemTotalCount: null,
    quick: false,
    deviceId: 'd',
    selections: [],
  };
}
