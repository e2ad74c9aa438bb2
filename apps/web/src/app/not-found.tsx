import '../styles/globals.css';
import { DEFAULT_LOCALE } from '@sportsbook/contract/browser';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/error-view/error-view';
import { NotFoundIllustration } from '@/components/error-view/not-found-illustration';
import { HydrationMark } from '@/components/hydration-mark/hydration-mark';
import { localizedHref } from '@/lib/locale-href.server';

/**
 * Last-resort 404 for requests outside any locale (paths the proxy does not handle, e.g. with a
 * file extension, or an unknown locale segment). It renders its own document in the default
 * language; localized 404s live in app/[locale]/not-found.tsx and app/[locale]/sport/.
 */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'page.not-found' });
  return { title: `${t('title')} | Sportsbook`, robots: { index: false } };
}

export default async function RootNotFound() {
  // Rendered for each request, never prerendered: its scripts need the request's CSP nonce
  // (decision 033), and a build-time document would carry none, so the browser would refuse them.
  await connection();
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'page' });
  return (
    <html lang={DEFAULT_LOCALE} dir="ltr" data-theme="dark">
      <body>
        <main>
          <ErrorView
            kind="not-found"
            illustration={<NotFoundIllustration />}
            title={t('not-found.title')}
            description={t('not-found.description')}
            homeLabel={t('error.home-button.title')}
            homeHref={localizedHref('/sport', DEFAULT_LOCALE)}
          />
        </main>
        <HydrationMark />
      </body>
    </html>
  );
}
