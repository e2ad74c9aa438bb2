import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { RacingView } from '@/features/racing';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'racing.greyhoundPage' });
  return pageMetadata({
    locale,
    path: '/sport/racing/greyhounds',
    title: t('title'),
    description: t('description'),
  });
}

/**
 * Greyhound racing (decision 068): the racing page's second tab, a path of its own (it is a
 * sport of its own, and a static segment wins over the racecards' `[id]`).
 */
export default async function GreyhoundRacingPage() {
  const t = await getTranslations('racing.greyhoundPage');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <RacingView discipline="greyhound" />
    </>
  );
}
