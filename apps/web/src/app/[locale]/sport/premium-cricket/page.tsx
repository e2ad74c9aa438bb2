import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle, PremiumCricketView } from '@/features/catalogue';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'premiumCricket.page' });
  return pageMetadata({
    locale,
    path: '/sport/premium-cricket',
    title: t('title'),
    description: t('description'),
  });
}

/**
 * Premium cricket (issue 22, decision 054): live and upcoming matches of the premium_cricket
 * kind with their session runs, runs in an over and fall of the next wicket lines.
 */
export default async function PremiumCricketPage() {
  const t = await getTranslations('premiumCricket.page');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <PremiumCricketView />
    </>
  );
}
