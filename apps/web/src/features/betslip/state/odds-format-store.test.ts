import { describe, expect, it } from 'vitest';
import { DEFAULT_ODDS_FORMAT, parseOddsFormat, showOdds } from './odds-format-store';

describe('odds format preference', () => {
  it('reads a stored format and falls back to European for anything else', () => {
    expect(parseOddsFormat('american')).toBe('american');
    expect(parseOddsFormat('percent')).toBe('percent');
    expect(parseOddsFormat(null)).toBe(DEFAULT_ODDS_FORMAT);
    expect(parseOddsFormat('decimal')).toBe(DEFAULT_ODDS_FORMAT);
  });

  it('shows a price in the chosen format, and a dash for no price', () => {
    expect(showOdds(2.5, 'european')).toBe('2.50');
    expect(showOdds(2.5, 'american')).toBe('+150');
    expect(showOdds(1, 'european')).toBe('–');
  });
});
