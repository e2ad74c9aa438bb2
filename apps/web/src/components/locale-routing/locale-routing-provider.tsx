'use client';

import type { Locale } from '@sportsbook/contract';
import { createContext, useContext, type ReactNode } from 'react';
import { localizeHref, type LocalePathOptions } from '@/lib/locale-path';

interface LocaleRouting extends LocalePathOptions {
  locale: Locale;
}

const LocaleRoutingContext = createContext<LocaleRouting | null>(null);

/**
 * Gives client components the current locale and the runtime "locale in URL" setting, which
 * only the server can read, so links are prefixed the same way on both sides.
 */
export function LocaleRoutingProvider({
  locale,
  localeInUrl,
  children,
}: LocaleRouting & { children: ReactNode }) {
  return (
    <LocaleRoutingContext.Provider value={{ locale, localeInUrl }}>
      {children}
    </LocaleRoutingContext.Provider>
  );
}

export function useLocaleRouting(): LocaleRouting {
  const value = useContext(LocaleRoutingContext);
  if (!value) throw new Error('useLocaleRouting must be used inside <LocaleRoutingProvider>');
  return value;
}

/** `href → locale-prefixed href` for the current locale. */
export function useLocalizeHref(): (href: string) => string {
  const { locale, localeInUrl } = useLocaleRouting();
  return (href) => localizeHref(href, locale, { localeInUrl });
}
