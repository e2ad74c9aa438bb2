import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorIllustration } from '@/components/error-view/error-illustration';
import { ErrorView } from '@/components/error-view/error-view';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { localizedHref } from '@/lib/locale-href.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'page.error' });
  return pageMetadata({
    locale,
    path: '/sport/500',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/**
 * The spec's "error" route (betting-core §2), e.g. where a failed flow sends the player. Same
 * content as the error boundary; nothing failed here, so there is nothing to retry.
 */
export default async function ErrorRoute({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('page');
  return (
    <ErrorView
      kind="error"
      illustration={<ErrorIllustration />}
      title={t('error.title')}
      description={t('error.description')}
      homeLabel={t('error.home-button.title')}
      homeHref={localizedHref('/sport', locale)}
    />
  );
}
