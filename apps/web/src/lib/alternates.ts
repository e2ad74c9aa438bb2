import { DEFAULT_LOCALE, LOCALES, type Locale } from '@sportsbook/contract/browser';
import { localizeHref, type LocalePathOptions } from './locale-path';

/**
 * Canonical and hreflang links of one page (account-platform §2.4): the page in the current
 * locale is canonical; every locale gets an alternate, and x-default points at the default one.
 * Paths are relative; Next resolves them against `metadataBase`.
 */
export function buildAlternates(
  path: string,
  locale: Locale,
  options: LocalePathOptions,
): { canonical: string; languages: Record<string, string> } {
  const languages: Record<string, string> = {};
  for (const candidate of LOCALES) languages[candidate] = localizeHref(path, candidate, options);
  languages['x-default'] = localizeHref(path, DEFAULT_LOCALE, options);
  return { canonical: localizeHref(path, locale, options), languages };
}
