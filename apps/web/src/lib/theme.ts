/**
 * Layout theme (betting-core §2: dark or light). The choice lives in a cookie so the server
 * renders `<html data-theme>` right away and the page never flashes the other theme.
 */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'dark';
export const THEME_COOKIE = 'theme';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function parseTheme(value: string | undefined): Theme {
  return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/** A `document.cookie` assignment that remembers the theme for a year on every path. */
export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
