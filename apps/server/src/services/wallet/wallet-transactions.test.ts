import { describe, expect, it } from 'vitest';
import { csvCell, rangeOf } from './wallet-transactions';

describe('CSV cells', () => {
  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps negative amounts, defuses formulas', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('transaction ranges', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('defaults to the last three months, today inclusive', () => {
    const range = rangeOf({}, now);
    expect(range.to).toBe('2026-11-24');
    expect(range.from).toBe('2026-08-24');
    expect(range.end.toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});
