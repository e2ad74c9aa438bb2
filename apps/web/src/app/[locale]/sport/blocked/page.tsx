import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorIllustration } from '@/components/error-view/error-illustration';
import { ErrorView } from '@/components/error-view/error-view';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { localizedHref } from '@/lib/locale-href.server';
import { pageMetadata } from '@/lib/page-metadata.server';
import { getRequestCountry } from '@/lib/request-country.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'page.blocked' });
  return pageMetadata({
    locale,
    path: '/sport/blocked',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/**
 * account-platform §2.3: the blocked page, naming the country the visitor is in when the server
 * knows it (a trusted proxy's geo header or the demo override, decision 032), with a button to
 * the home page.
 */
export default async function BlockedPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, country] = await Promise.all([getTranslations('page'), getRequestCountry()]);
  const countryName = country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country)
    : undefined;
  return (
    <ErrorView
      kind="error"
      illustration={<ErrorIllustration />}
      testId="blocked-page"
      code={null}
      title={t('blocked.title')}
      description={
        countryName
          ? t('blocked.descriptionCountry', { country: countryName })
          : t('blocked.description')
      }
      homeLabel={t('error.home-button.title')}
      homeHref={localizedHref('/sport', locale)}
    />
  );
}
