import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/features/catalogue';
import { RacingView } from '@/features/racing';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'racing.page' });
  return pageMetadata({
    locale,
    path: '/sport/racing',
    title: t('title'),
    description: t('description'),
  });
}

/**
 * Horse racing (issue 22): the next to go (horses and greyhounds), today's meetings and results;
 * the greyhounds' own meetings are at /sport/racing/greyhounds (decision 068).
 */
export default async function RacingPage() {
  const t = await getTranslations('racing.page');
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <RacingView discipline="horse" />
    </>
  );
}
