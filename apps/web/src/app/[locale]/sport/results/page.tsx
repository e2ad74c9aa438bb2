import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSports } from '@/features/catalogue/api/get-sports.server';
import type { RawParams } from '@/features/catalogue/api/listing-params';
import { PageTitle } from '@/features/catalogue/components/page-title';
import { ResultsView } from '@/features/catalogue/components/results-view';
import { SportsLoadError } from '@/features/catalogue/components/sports-load-error';
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
