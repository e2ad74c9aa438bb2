import { describe, expect, it } from 'vitest';
import { formatFromSettings, oddsTypeOf } from './odds-type';

describe('odds types in the settings', () => {
  it('saves each format under the settings call name', () => {
    expect(oddsTypeOf('european')).toBe('decimal');
    expect(oddsTypeOf('british')).toBe('fractional');
    expect(oddsTypeOf('malaysian')).toBe('malay');
    expect(oddsTypeOf('american')).toBe('american');
    // No percent on the wire: it is the decimal price shown as a probability.
    expect(oddsTypeOf('percent')).toBe('decimal');
  });

  it('applies the saved type unless the browser shows that type its own way', () => {
    expect(formatFromSettings('fractional', 'european')).toBe('british');
    expect(formatFromSettings('decimal', 'percent')).toBe('percent');
    expect(formatFromSettings('decimal', 'american')).toBe('european');
    expect(formatFromSettings('hongkong', 'hongkong')).toBe('hongkong');
    expect(formatFromSettings('unknown', 'american')).toBeNull();
  });
});
