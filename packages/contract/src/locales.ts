/**
 * Locales of the product. The first is the default and carries no URL prefix (betting-core §2).
 * pt-BR travels as `br` in URLs; the sportsbook API receives it as pt-BR in Accept-Language.
 * Adding one: here, its URL segment, a message file in apps/web/messages (the missing-key test
 * lists what it lacks), and the server's notification texts (decision 031).
 */
export const LOCALES = [
  'en',
  'de',
  'pt-BR',
  'ar',
  'en-AU',
  'en-CA',
  'en-NZ',
  'es',
  'fi',
  'fr-CA',
  'he',
  'it',
  'no',
  'tr',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * URL segment of each locale: lower case, stable (links and search engines keep them). pt-BR is
 * `br` (betting-core §2); the regional English and French keep their region.
 */
export const LOCALE_URL_SEGMENTS: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  'pt-BR': 'br',
  ar: 'ar',
  'en-AU': 'en-au',
  'en-CA': 'en-ca',
  'en-NZ': 'en-nz',
  es: 'es',
  fi: 'fi',
  'fr-CA': 'fr-ca',
  he: 'he',
  it: 'it',
  no: 'no',
  tr: 'tr',
};

/**
 * Languages the catalogue (sports, leagues, markets, outcomes) is named in. Names in another
 * locale fall back to these (English variants read English; the rest read English until the
 * feed names things in them), so realtime publications and cached catalogue answers exist once
 * per catalogue language, not once per product locale (decision 031).
 */
export const CATALOGUE_LOCALES = ['en', 'de', 'pt-BR', 'ar'] as const satisfies readonly Locale[];
export type CatalogueLocale = (typeof CATALOGUE_LOCALES)[number];

export function catalogueLocaleOf(locale: Locale): CatalogueLocale {
  return (CATALOGUE_LOCALES as readonly string[]).includes(locale)
    ? (locale as CatalogueLocale)
    : 'en';
}

/** The catalogue language to answer an Accept-Language header in (cache keys use it too). */
export function catalogueLocaleFromAcceptLanguage(header: string | undefined): CatalogueLocale {
  return catalogueLocaleOf(localeFromAcceptLanguage(header));
}

export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

export function isRtl(locale: string): boolean {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Regional and legacy codes that name a supported locale (account-platform §2.4). A language
 * with no entry here and no locale of its own is not supported: `sr` would map to `sr-ME`, which
 * the product does not have, so it falls through to the next language the reader accepts, and
 * finally to the default (the error shell's fallback is en).
 */
const LANGUAGE_ALIASES: Record<string, Locale> = {
  br: 'pt-BR',
  pt: 'pt-BR',
  nb: 'no',
  nn: 'no',
  fr: 'fr-CA',
  iw: 'he',
};

/**
 * The supported locale a language tag means, if any: an exact match (any case), then a
 * regional variant of a supported language (de-AT → de, es-MX → es, en-GB → en, pt-PT → pt-BR,
 * fr-FR → fr-CA, nb-NO → no).
 */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return undefined;
  const exact = LOCALES.find(
    (locale) => locale.toLowerCase() === lower || LOCALE_URL_SEGMENTS[locale] === lower,
  );
  if (exact) return exact;
  const language = lower.split('-')[0] ?? '';
  return LANGUAGE_ALIASES[language] ?? LOCALES.find((locale) => locale.toLowerCase() === language);
}

/**
 * Picks the best supported locale from an Accept-Language header (betting-core §7: `br` and `pt`
 * map to pt-BR). Unknown or missing languages fall back to the default locale.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}
