import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidOdds, ODDS_CAP, sameOdds, toOddsThousandths } from './odds';
import { FRACTIONAL_LADDER, formatOdds, nearestFraction, oddsFormatOf } from './odds-format';

describe('odds formats', () => {
  it('ODDS-001 prices are integer thousandths; below 1.001 or not finite is no price', () => {
    expect(toOddsThousandths(1.91)).toBe(1910);
    expect(toOddsThousandths(1.001)).toBe(1001);
    expect(sameOdds(1.91, 1.9100000000000001)).toBe(true);
    expect(isValidOdds(1)).toBe(false);
    expect(isValidOdds(Number.NaN)).toBe(false);
    expect(isValidOdds(Number.POSITIVE_INFINITY)).toBe(false);
    expect(() => toOddsThousandths(0.5)).toThrow(RangeError);
    expect(() => formatOdds(1, 'european')).toThrow(RangeError);
  });

  it('ODDS-002 prices over 40 are shown as 40 unless the cap is turned off', () => {
    expect(ODDS_CAP).toBe(40);
    expect(formatOdds(55, 'european')).toBe('40.00');
    expect(formatOdds(55, 'american')).toBe('+3900');
    expect(formatOdds(55, 'british')).toBe('39/1');
    expect(formatOdds(55, 'european', { cap: false })).toBe('55.00');
  });

  it('ODDS-003 european shows two decimals, three when the third carries information', () => {
    expect(formatOdds(1.91, 'european')).toBe('1.91');
    expect(formatOdds(1.5, 'european')).toBe('1.50');
    expect(formatOdds(2, 'european')).toBe('2.00');
    expect(formatOdds(1.055, 'european')).toBe('1.055');
  });

  it('ODDS-004 british shows the nearest entry of the bookmaker ladder', () => {
    expect(formatOdds(1.91, 'british')).toBe('10/11');
    expect(formatOdds(2, 'british')).toBe('1/1');
    expect(formatOdds(1.5, 'british')).toBe('1/2');
    expect(formatOdds(3, 'british')).toBe('2/1');
    expect(formatOdds(2.5, 'british')).toBe('6/4');
    expect(formatOdds(1.8, 'british')).toBe('4/5');
    expect(formatOdds(5.5, 'british')).toBe('9/2');
    expect(formatOdds(1.001, 'british')).toBe('1/1000');
    // 2.025 is exactly between 1/1 and 21/20: the shorter price wins the tie.
    expect(nearestFraction(2025)).toBe('1/1');
  });

  it('ODDS-005 hongkong shows the profit per unit staked', () => {
    expect(formatOdds(1.91, 'hongkong')).toBe('0.91');
    expect(formatOdds(3, 'hongkong')).toBe('2.00');
    expect(formatOdds(1.005, 'hongkong')).toBe('0.01');
  });

  it('ODDS-006 american: at 2.00 and above +(o-1)*100, below -100/(o-1)', () => {
    expect(formatOdds(2, 'american')).toBe('+100');
    expect(formatOdds(2.5, 'american')).toBe('+150');
    expect(formatOdds(1.91, 'american')).toBe('-110');
    expect(formatOdds(1.5, 'american')).toBe('-200');
    expect(formatOdds(1.999, 'american')).toBe('-100');
    expect(formatOdds(1.001, 'american')).toBe('-100000');
  });

  it('ODDS-007 indonesian: o-1 from 2.00 up, -1/(o-1) below', () => {
    expect(formatOdds(2.5, 'indonesian')).toBe('1.50');
    expect(formatOdds(2, 'indonesian')).toBe('1.00');
    expect(formatOdds(1.5, 'indonesian')).toBe('-2.00');
    expect(formatOdds(1.91, 'indonesian')).toBe('-1.10');
  });

  it('ODDS-008 malaysian: o-1 up to 2.00, -1/(o-1) above', () => {
    expect(formatOdds(1.5, 'malaysian')).toBe('0.50');
    expect(formatOdds(2, 'malaysian')).toBe('1.00');
    expect(formatOdds(3, 'malaysian')).toBe('-0.50');
    expect(formatOdds(2.5, 'malaysian')).toBe('-0.67');
  });

  it('ODDS-009 percent shows the implied probability to one decimal', () => {
    expect(formatOdds(2, 'percent')).toBe('50%');
    expect(formatOdds(4, 'percent')).toBe('25%');
    expect(formatOdds(1.91, 'percent')).toBe('52.4%');
    expect(formatOdds(3, 'percent')).toBe('33.3%');
  });

  it('ODDS-010 the settings names decimal, fractional and malay map to formats', () => {
    expect(oddsFormatOf('decimal')).toBe('european');
    expect(oddsFormatOf('fractional')).toBe('british');
    expect(oddsFormatOf('malay')).toBe('malaysian');
    expect(oddsFormatOf('american')).toBe('american');
    expect(oddsFormatOf('percent')).toBe('percent');
    expect(oddsFormatOf('roman')).toBeNull();
  });

  it('ODDS-011 every price up to the cap formats consistently in every format', () => {
    const ladder = new Set(FRACTIONAL_LADDER.map(([num, den]) => `${num}/${den}`));
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 45_000 }), (thousandths) => {
        const odds = thousandths / 1000;
        const shown = Math.min(thousandths, 40_000);
        expect(Math.round(Number(formatOdds(odds, 'european')) * 1000)).toBe(shown);
        expect(ladder.has(formatOdds(odds, 'british'))).toBe(true);
        expect(formatOdds(odds, 'american').startsWith('+')).toBe(shown >= 2000);
        expect(Math.abs(Number(formatOdds(odds, 'malaysian')))).toBeLessThanOrEqual(1);
        expect(Number(formatOdds(odds, 'indonesian')) >= 1).toBe(shown >= 2000);
        const percent = Number(formatOdds(odds, 'percent').replace('%', ''));
        expect(percent).toBeGreaterThanOrEqual(2.5);
        expect(percent).toBeLessThanOrEqual(99.9);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
