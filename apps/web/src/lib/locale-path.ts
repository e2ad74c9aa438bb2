import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_URL_SEGMENTS,
  type Locale,
} from '@sportsbook/contract/browser';

/**
 * Locale-aware URLs (betting-core §2): the default locale has no prefix unless the setting that
 * requires the locale in the URL is on; pt-BR travels as `br`; external links are never touched.
 */
export interface LocalePathOptions {
  /** "always" mode: the default locale is prefixed too (`/en/sport`). */
  localeInUrl: boolean;
}

/** Any scheme (`http:`, `https:`, `sms:`, `mailto:`, `tel:` …) or a protocol-relative `//host`. */
const EXTERNAL_HREF = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export function isExternalHref(href: string): boolean {
  return EXTERNAL_HREF.test(href.trim());
}

const LOCALE_BY_SEGMENT = new Map<string, Locale>(
  LOCALES.map((locale) => [LOCALE_URL_SEGMENTS[locale], locale]),
);

/** The locale a URL segment stands for (`br` → pt-BR), if any. */
export function localeFromSegment(segment: string | undefined): Locale | undefined {
  return segment === undefined ? undefined : LOCALE_BY_SEGMENT.get(segment);
}

/** `''` for the unprefixed default locale, otherwise `/de`, `/br`, … */
export function localePrefix(locale: Locale, options: LocalePathOptions): string {
  if (locale === DEFAULT_LOCALE && !options.localeInUrl) return '';
  return `/${LOCALE_URL_SEGMENTS[locale]}`;
}

/** Splits `/br/sport/x` into pt-BR and `/sport/x`; a path without a locale segment keeps it all. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const [, first, ...rest] = pathname.split('/');
  const locale = localeFromSegment(first);
  if (!locale) return { locale: undefined, path: pathname || '/' };
  return { locale, path: `/${rest.join('/')}` };
}

/**
 * Prefixes an internal absolute path with the locale. Leaves alone: external links, fragment-
 * or query-only links, relative paths, and paths that already carry a locale segment.
 */
export function localizeHref(href: string, locale: Locale, options: LocalePathOptions): string {
  if (isExternalHref(href) || !href.startsWith('/')) return href;
  const pathEnd = href.search(/[?#]/);
  const pathname = pathEnd === -1 ? href : href.slice(0, pathEnd);
  const suffix = pathEnd === -1 ? '' : href.slice(pathEnd);
  if (splitLocalePath(pathname).locale) return href;
  const prefix = localePrefix(locale, options);
  if (!prefix) return href;
  return `${prefix}${pathname === '/' ? '' : pathname}${suffix}`;
}

/**
 * The same page in another language: rewrites the locale segment and keeps the query string and
 * hash. Accepts an absolute URL (returns one) or a path with optional query and hash.
 */
export function switchLocaleHref(href: string, target: Locale, options: LocalePathOptions): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(href);
  const url = new URL(href, 'http://placeholder.invalid');
  const { path } = splitLocalePath(url.pathname);
  const prefix = localePrefix(target, options);
  url.pathname = prefix && path === '/' ? prefix : `${prefix}${path}`;
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}
