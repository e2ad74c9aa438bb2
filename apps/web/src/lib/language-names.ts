import type { Locale } from '@sportsbook/contract';

/**
 * Each language in its own name (endonym), as a language switch shows them whatever the current
 * locale is, so a reader who lands on the wrong language still finds their own. Regional
 * variants name their region, in that language.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'en-NZ': 'English (New Zealand)',
  es: 'Español',
  fi: 'Suomi',
  'fr-CA': 'Français (Canada)',
  he: 'עברית',
  it: 'Italiano',
  no: 'Norsk',
  tr: 'Türkçe',
};

/** The short code shown on the compact switch button. */
export const LANGUAGE_SHORT_NAMES: Record<Locale, string> = {
  en: 'EN',
  de: 'DE',
  'pt-BR': 'PT',
  ar: 'AR',
  'en-AU': 'AU',
  'en-CA': 'CA',
  'en-NZ': 'NZ',
  es: 'ES',
  fi: 'FI',
  'fr-CA': 'FR',
  he: 'HE',
  it: 'IT',
  no: 'NO',
  tr: 'TR',
};
