'use client';

import type { Locale } from '@sportsbook/contract/browser';
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientMessages } from './client-messages';

/** The error pages' strings, translated by the server for the error boundaries under it. */
export interface ErrorPageTexts {
  title: string;
  description: string;
  home: string;
  retry: string;
  /** The brand link's label on the standalone error page. */
  siteHome: string;
}

export interface ClientIntlData {
  locale: Locale;
  messages: ClientMessages;
  timeZone: string;
  errorPage: ErrorPageTexts;
}

const ClientIntlDataContext = createContext<ClientIntlData | null>(null);

/**
 * Carries the client's messages as plain data. It deliberately does not import next-intl:
 * next-intl's provider pulls use-intl's translator and formatters (~4 KB gzipped with the
 * precompiled messages, ~12 KB with the ICU parser) into every page's first load. <IntlScope>
 * builds that provider from this data inside each part that translates in the browser, all of
 * them loaded on first use (decision 018; intl-scope.test.ts checks none is left without one).
 * The error boundaries, which are in every page's first load, read their strings from here
 * already translated.
 */
export function ClientIntlDataProvider({
  children,
  ...data
}: ClientIntlData & { children: ReactNode }) {
  return <ClientIntlDataContext.Provider value={data}>{children}</ClientIntlDataContext.Provider>;
}

export function useClientIntlData(): ClientIntlData {
  const value = useContext(ClientIntlDataContext);
  if (!value) throw new Error('useClientIntlData must be used inside <ClientIntlDataProvider>');
  return value;
}

export function useErrorPageTexts(): ErrorPageTexts {
  return useClientIntlData().errorPage;
}
