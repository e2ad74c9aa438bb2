import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSports, ResultsView, SportsLoadError } from '@/features/catalogue/index.server';
import type { RawParams } from '@/features/catalogue';
import { PageTitle } from '@/features/catalogue';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.results' });
  return pageMetadata({
    locale,
    path: '/sport/results',
    title: t('title'),
    description: t('description'),
  });
}

/** Finished matches with their scores, by day and sport. */
export default async function ResultsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<RawParams>;
}) {
  const locale = await resolveLocale(params);
  const [t, sports, query] = await Promise.all([
    getTranslations('meta.results'),
    getSports(locale),
    searchParams,
  ]);
  if (sports.status === 'error') return <SportsLoadError />;
  return (
    <>
      <PageTitle title={t('title')} testId="page-title" />
      <ResultsView locale={locale} sports={sports.sports} query={query} />
    </>
  );
}
