/**
 * Locales of the product. The first is the default and carries no URL prefix (betting-core §2).
 * pt-BR travels as `br` in URLs; the sportsbook API receives it as pt-BR in Accept-Language.
 */
export const LOCALES = ['en', 'de', 'pt-BR', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** URL segment of each locale; only pt-BR differs from its code. */
export const LOCALE_URL_SEGMENTS: Record<Locale, string> = {
  en: 'en',
  de: 'de',
  'pt-BR': 'br',
  ar: 'ar',
};

export const RTL_LANGUAGES = ['ar', 'he', 'fa', 'ur'] as const;

export function isRtl(locale: string): boolean {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the best supported locale from an Accept-Language header (`br` and `pt` map to pt-BR).
 * Unknown or missing languages fall back to the default locale.
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
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function matchLocale(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (lower === 'br' || lower === 'pt' || lower.startsWith('pt-')) return 'pt-BR';
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase() === language);
}
