import 'server-only';
import type { Locale } from '@sportsbook/contract';
import { getWebConfig } from './config.server';
import { localizeHref } from './locale-path';

/** Server-side twin of `useLocalizeHref`, for redirects, metadata and plain links. */
export function localizedHref(href: string, locale: Locale): string {
  return localizeHref(href, locale, { localeInUrl: getWebConfig().localeInUrl });
}
