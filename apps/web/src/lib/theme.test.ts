import { describe, expect, it } from 'vitest';
import { otherTheme, parseTheme, themeCookie } from './theme';

describe('parseTheme', () => {
  it('accepts the known themes', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
  });

  it('falls back to dark for a missing or unknown value', () => {
    expect(parseTheme(undefined)).toBe('dark');
    expect(parseTheme('')).toBe('dark');
    expect(parseTheme('LIGHT')).toBe('dark');
    expect(parseTheme('solarized')).toBe('dark');
  });
});

describe('themeCookie', () => {
  it('stores the theme site-wide for a year', () => {
    expect(themeCookie('light')).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('otherTheme', () => {
  it('toggles between dark and light', () => {
    expect(otherTheme('dark')).toBe('light');
    expect(otherTheme('light')).toBe('dark');
  });
});
