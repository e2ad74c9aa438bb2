import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { BetsHistoryView } from '@/features/my-bets';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'myBets.history' });
  return pageMetadata({
    locale,
    path: '/sport/bets-history',
    title: t('title'),
    description: t('description'),
    noindex: true,
  });
}

/** Section bets_history (betting-core §2): the player's bets, a private page. */
export default async function BetsHistoryPage() {
  const t = await getTranslations('myBets.history');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <BetsHistoryView />
    </>
  );
}
