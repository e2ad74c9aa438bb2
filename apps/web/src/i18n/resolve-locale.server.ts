import 'server-only';
import { LOCALES, type Locale } from '@sportsbook/contract';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';

export type LocaleParams = Promise<{ locale: string }>;

/**
 * Reads and validates the `[locale]` segment of a layout or page and registers it for
 * next-intl's server APIs. An unknown segment is a 404, never a crash.
 */
export async function resolveLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(LOCALES, locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
