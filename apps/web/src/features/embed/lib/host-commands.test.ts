import { describe, expect, it } from 'vitest';
import { betCode, hostLocale, hostOddsFormat, hostViewport, sportsbookPath } from './host-commands';

describe('host commands carry checked input', () => {
  it('navigates only to sportsbook paths on this site', () => {
    expect(sportsbookPath('/sport/football')).toBe('/sport/football');
    expect(sportsbookPath('/de/sport/live?x=1')).toBe('/de/sport/live?x=1');
    for (const bad of [
      'https://evil.example/sport',
      '//evil.example/sport',
      '/admin',
      '/sport//x',
      'javascript:alert(1)',
      42,
    ]) {
      expect(sportsbookPath(bad)).toBeUndefined();
    }
  });

  it('takes bet codes, locales, odds formats and viewports it knows', () => {
    expect(betCode('AB12-x_')).toBe('AB12-x_');
    expect(betCode('<script>')).toBeUndefined();
    expect(hostLocale('pt-BR')).toBe('pt-BR');
    expect(hostLocale('xx')).toBeUndefined();
    expect(hostOddsFormat('fractional')).toBe('british');
    expect(hostOddsFormat('roman')).toBeUndefined();
    expect(hostViewport({ width: 390, height: 700, top: 64, scrollY: 120 })).toEqual({
      width: 390,
      height: 700,
      top: 64,
      scrollY: 120,
    });
    expect(hostViewport({ width: 390, height: Number.NaN, top: 0, scrollY: 0 })).toBeUndefined();
  });
});
