import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { LoyaltyCard } from '@/features/jackpots';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'jackpots' });
  return pageMetadata({
    locale,
    path: '/sport/profile/loyalty',
    title: t('loyaltyTitle'),
    description: t('loyaltyTitle'),
    noindex: true,
  });
}

/** The player's loyalty (issue 20): points, status group, progress. Private. */
export default async function LoyaltyPage() {
  const t = await getTranslations('jackpots');
  return (
    <>
      <PageTitle title={t('loyaltyTitle')} testId="page-title" />
      <LoyaltyCard />
    </>
  );
}
