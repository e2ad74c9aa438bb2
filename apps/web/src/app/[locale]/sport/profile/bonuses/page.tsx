import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { BonusesView } from '@/features/bonuses';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'bonuses' });
  return pageMetadata({
    locale,
    path: '/sport/profile/bonuses',
    title: t('title'),
    description: t('title'),
    noindex: true,
  });
}

/** The player's bonuses (issue 19): promo code, active, available and past. Private. */
export default async function BonusesPage() {
  const t = await getTranslations('bonuses');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <BonusesView />
    </>
  );
}
