import type { Locale } from '@sportsbook/contract';
import type en from '../../messages/en.json';
import { mergeMessages } from './merge-messages';

export type Messages = typeof en;

const english = () => import('../../messages/en.json').then((module) => module.default);

/** en with a variant's overrides on top (merge-messages.ts). */
const englishVariant =
  (overrides: () => Promise<{ default: unknown }>) => async (): Promise<Messages> => {
    const [base, own] = await Promise.all([english(), overrides()]);
    return mergeMessages(base, own.default);
  };

/** One lazy chunk per locale, so a page only ships the language it renders. */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  en: english,
  de: () => import('../../messages/de.json').then((module) => module.default),
  'pt-BR': () => import('../../messages/pt-BR.json').then((module) => module.default),
  ar: () => import('../../messages/ar.json').then((module) => module.default),
  'en-AU': englishVariant(() => import('../../messages/overrides/en-AU.json')),
  'en-CA': englishVariant(() => import('../../messages/overrides/en-CA.json')),
  'en-NZ': englishVariant(() => import('../../messages/overrides/en-NZ.json')),
  es: () => import('../../messages/es.json').then((module) => module.default),
  fi: () => import('../../messages/fi.json').then((module) => module.default),
  'fr-CA': () => import('../../messages/fr-CA.json').then((module) => module.default),
  he: () => import('../../messages/he.json').then((module) => module.default),
  it: () => import('../../messages/it.json').then((module) => module.default),
  no: () => import('../../messages/no.json').then((module) => module.default),
  tr: () => import('../../messages/tr.json').then((module) => module.default),
};
