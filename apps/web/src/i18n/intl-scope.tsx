'use client';

import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { useClientIntlData } from './client-intl-data';
import { missingMessageFallback } from './missing-message';

/**
 * next-intl's provider for a part that calls `useTranslations`, `useFormatter` or `useNow`. Put it
 * inside the part's lazily loaded module (or around a part that is loaded on first use), so the
 * formatter loads with that part and not with the page: anything imported by a page's first load
 * that imports next-intl ships the formatter to every visitor.
 */
export function IntlScope({ children }: { children: ReactNode }) {
  const { locale, messages, timeZone } = useClientIntlData();
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={messages}
      timeZone={timeZone}
      getMessageFallback={missingMessageFallback}
    >
      {children}
    </NextIntlClientProvider>
  );
}
