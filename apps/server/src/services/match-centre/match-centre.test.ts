import { describe, expect, it } from 'vitest';
import { surfaceOf } from './match-centre';

describe('the 2D view’s surface', () => {
  it('draws each sport on its own ground', () => {
    expect(surfaceOf('football')).toBe('pitch');
    expect(surfaceOf('basketball')).toBe('court');
    expect(surfaceOf('table-tennis')).toBe('table');
    // A baseball game on a football pitch was how it looked before.
    expect(surfaceOf('baseball')).toBe('diamond');
    expect(surfaceOf('cricket')).toBe('oval');
    expect(surfaceOf('darts')).toBe('arena');
  });
});
