import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { LotteriesView } from '@/features/lotteries';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'lotteries.page' });
  return pageMetadata({
    locale,
    path: '/sport/lotteries',
    title: t('title'),
    description: t('description'),
  });
}

/** Lotteries (issue 22, decision 051): next draws, their markets, results with the proof. */
export default async function LotteriesPage() {
  const t = await getTranslations('lotteries.page');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <LotteriesView />
    </>
  );
}
