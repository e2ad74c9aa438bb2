import type { Locale } from '@sportsbook/contract';
import type en from '../../messages/en.json';

export type Messages = typeof en;

/** One lazy chunk per locale, so a page only ships the language it renders. */
export const messageLoaders: Record<Locale, () => Promise<Messages>> = {
  en: () => import('../../messages/en.json').then((module) => module.default),
  de: () => import('../../messages/de.json').then((module) => module.default),
  'pt-BR': () => import('../../messages/pt-BR.json').then((module) => module.default),
  ar: () => import('../../messages/ar.json').then((module) => module.default),
};
