import 'server-only';
import type { Locale } from '@sportsbook/contract';
import type { Metadata } from 'next';
import { buildAlternates } from './alternates';
import { getWebConfig } from './config.server';
import { getSiteUrl } from './site-url.server';

export interface PageMetadataOptions {
  locale: Locale;
  /** The page's path without locale prefix, e.g. `/sport/football`. */
  path: string;
  title: string;
  description: string;
  /** Error pages and other pages search engines should not index. */
  noindex?: boolean;
}

/** Title, description, canonical + hreflang alternates and social card tags of one page. */
export async function pageMetadata(options: PageMetadataOptions): Promise<Metadata> {
  const { locale, path, title, description, noindex } = options;
  const alternates = buildAlternates(path, locale, { localeInUrl: getWebConfig().localeInUrl });
  return {
    metadataBase: new URL(await getSiteUrl()),
    title,
    description,
    alternates,
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: {
      type: 'website',
      siteName: 'Sportsbook',
      title,
      description,
      url: alternates.canonical,
      locale: locale.replace('-', '_'),
    },
    twitter: { card: 'summary', title, description },
  };
}
