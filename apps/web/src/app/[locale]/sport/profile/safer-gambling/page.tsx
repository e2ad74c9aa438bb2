import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { SaferGamblingView } from '@/features/safer-gambling';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'saferGambling.page' });
  return pageMetadata({
    locale,
    path: '/sport/profile/safer-gambling',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** The safer-gambling area (issue 18): limits, reality check, breaks, activity. Private. */
export default async function SaferGamblingPage() {
  const t = await getTranslations('saferGambling.page');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <SaferGamblingView />
    </>
  );
}
