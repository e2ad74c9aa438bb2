import type { Locale } from '@sportsbook/contract';

/**
 * Each language in its own name (endonym), as a language switch shows them whatever the current
 * locale is, so a reader who lands on the wrong language still finds their own.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};

/** The short code shown on the compact switch button. */
export const LANGUAGE_SHORT_NAMES: Record<Locale, string> = {
  en: 'EN',
  de: 'DE',
  'pt-BR': 'PT',
  ar: 'AR',
};
