import '@/styles/globals.css';
import { isRtl } from '@sportsbook/contract/browser';
import type { Metadata, Viewport } from 'next';
import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { LocaleRoutingProvider } from '@/components/locale-routing/locale-routing-provider';
import { ApiConfigScript } from '@/components/api-config/api-config-script';
import { BodyAttributes } from '@/components/body-attributes/body-attributes';
import { ErrorReportingLoader } from '@/components/error-reporting/error-reporting-loader';
import { HydrationMark } from '@/components/hydration-mark/hydration-mark';
import { IconSprite } from '@/components/icon-sprite/icon-sprite';
import { MissingTranslationsReporter } from '@/components/missing-translations/missing-translations-reporter';
import { RouteProgress } from '@/components/route-progress/route-progress';
import { ConsentManager } from '@/features/consent/index.server';
import { EmbedLoader } from '@/features/embed';
import { StyleNonce } from '@/components/style-nonce/style-nonce';
import { ClientIntlDataProvider } from '@/i18n/client-intl-data';
import { pickClientMessages } from '@/i18n/client-messages';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { getWebConfig } from '@/lib/config.server';
import { getRequestCountry } from '@/lib/request-country.server';
import { hasSessionCookie } from '@/lib/session-hint.server';
import { getNonce } from '@/lib/csp-nonce.server';
import { getSiteUrl } from '@/lib/site-url.server';
import { getTheme } from '@/lib/theme.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(await getSiteUrl()),
    title: { template: `%s | ${t('siteName')}`, default: t('siteName') },
    description: t('home.description'),
    keywords: t('keywords'),
    applicationName: t('siteName'),
  };
}

export async function generateViewport(): Promise<Viewport> {
  const theme = await getTheme();
  return {
    width: 'device-width',
    initialScale: 1,
    viewportFit: 'cover',
    themeColor: theme === 'light' ? '#ffffff' : '#11171f',
    colorScheme: theme,
  };
}

/**
 * The document for every localized page: language and direction on <html> (account-platform
 * §2.4), the theme from the cookie so the first paint is already right, the client's messages
 * (as data: the parts that translate in the browser bring next-intl's provider, <IntlScope>, with
 * them), the route progress bar and, when a DSN is configured, the error reporting loader.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  const { errorReporting, iframeMode, localeInUrl, publicApiUrls, embedMessageOrigins } =
    getWebConfig();
  const [theme, messages, timeZone, t, country, hasSession] = await Promise.all([
    getTheme(),
    getMessages(),
    getTimeZone(),
    getTranslations({ locale }),
    getRequestCountry(),
    hasSessionCookie(),
  ]);
  // Body attributes of account-platform §2.4; BodyAttributes keeps page, scroll and iframe
  // current in the browser.
  return (
    <html lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'} data-theme={theme}>
      <body
        data-locale={locale}
        data-iframe={iframeMode ? 'true' : 'false'}
        data-scroll="top"
        data-user-country={country ?? ''}
      >
        <StyleNonce />
        <ApiConfigScript urls={publicApiUrls} />
        <IconSprite />
        <ClientIntlDataProvider
          locale={locale}
          messages={pickClientMessages(messages)}
          timeZone={timeZone}
          errorPage={{
            title: t('page.error.title'),
            description: t('page.error.description'),
            home: t('page.error.home-button.title'),
            retry: t('page.error.retry'),
            siteHome: t('header.homeLink'),
          }}
        >
          <LocaleRoutingProvider locale={locale} localeInUrl={localeInUrl}>
            <Suspense fallback={null}>
              <RouteProgress />
            </Suspense>
            {children}
          </LocaleRoutingProvider>
        </ClientIntlDataProvider>
        <MissingTranslationsReporter />
        <HydrationMark />
        <BodyAttributes />
        <ConsentManager />
        <EmbedLoader
          origins={embedMessageOrigins}
          locale={locale}
          localeInUrl={localeInUrl}
          hasSession={hasSession}
          sessionBlockedLabels={{
            title: t('embedSession.title'),
            askAccess: t('embedSession.askAccess', { site: t('meta.siteName') }),
            allow: t('embedSession.allow'),
            waiting: t('embedSession.waiting'),
            newTab: t('embedSession.newTab', { site: t('meta.siteName') }),
            openTab: t('embedSession.openTab'),
            opened: t('embedSession.opened'),
            opening: t('embedSession.opening', { site: t('meta.siteName') }),
          }}
        />
        {errorReporting ? <ErrorReportingLoader {...errorReporting} /> : null}
        <OrganizationData />
      </body>
    </html>
  );
}

/** Organization structured data (account-platform §2.4) for search engines. */
async function OrganizationData() {
  const [url, nonce] = await Promise.all([getSiteUrl(), getNonce()]);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Sportsbook',
    url,
    logo: `${url}/icon.svg`,
  };
  return (
    <script
      type="application/ld+json"
      // A data block runs nothing, but every script element carries the nonce (decision 033).
      nonce={nonce}
      // JSON-LD must be raw JSON; `<` is escaped so the content cannot close the script tag.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
