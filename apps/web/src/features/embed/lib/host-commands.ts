import { LOCALES } from '@sportsbook/contract/browser';
import type { OddsFormat } from '@sportsbook/domain';

/**
 * What host commands carry, checked before anything is done with it: a host is trusted for
 * its origin, not for well-formed input.
 */

/** A path inside the sportsbook: no scheme, no other host, no protocol-relative `//`. */
export function sportsbookPath(path: unknown): string | undefined {
  if (typeof path !== 'string' || path.length > 500) return undefined;
  if (
    !/^\/sport(\/|\?|#|$)/.test(path) &&
    !/^\/[a-z]{2}(-[A-Z]{2})?\/sport(\/|\?|#|$)/.test(path)
  ) {
    return undefined;
  }
  return /[\\\s]|\/\//.test(path) ? undefined : path;
}

export const betCode = (code: unknown) =>
  typeof code === 'string' && /^[A-Za-z0-9_-]{1,32}$/.test(code) ? code : undefined;

export const hostLocale = (locale: unknown) =>
  typeof locale === 'string' ? LOCALES.find((known) => known === locale) : undefined;

export const hostCurrency = (currency: unknown) =>
  typeof currency === 'string' && /^[A-Z]{3,5}$/.test(currency) ? currency : undefined;

export const searchQuery = (query: unknown) =>
  typeof query === 'string' && query.trim().length > 0 ? query.trim().slice(0, 100) : undefined;

/** The protocol's odds format names (the settings call's) to the app's. */
const ODDS_FORMATS: Record<string, OddsFormat> = {
  decimal: 'european',
  fractional: 'british',
  american: 'american',
  hongkong: 'hongkong',
  indo: 'indonesian',
  malay: 'malaysian',
};

export const hostOddsFormat = (format: unknown): OddsFormat | undefined =>
  typeof format === 'string' ? ODDS_FORMATS[format] : undefined;

/** A viewport report's numbers: finite, not absurd. */
export function hostViewport(
  value: unknown,
): { width: number; height: number; top: number; scrollY: number } | undefined {
  const record = value as Record<string, unknown> | null;
  const numbers = ['width', 'height', 'top', 'scrollY'].map((key) => record?.[key]);
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n) && Math.abs(n) < 1e6)) {
    return undefined;
  }
  const [width, height, top, scrollY] = numbers as number[];
  return { width: width!, height: height!, top: top!, scrollY: scrollY! };
}
