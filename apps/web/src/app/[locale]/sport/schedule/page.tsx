import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSports, ScheduleView, SportsLoadError } from '@/features/catalogue/index.server';
import type { RawParams } from '@/features/catalogue';
import { PageTitle } from '@/features/catalogue';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { resolveLocale, type LocaleParams } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'meta.schedule' });
  return pageMetadata({
    locale,
    path: '/sport/schedule',
    title: t('title'),
    description: t('description'),
  });
}

/** The next seven days of matches, by day and sport. */
export default async function SchedulePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<RawParams>;
}) {
  const locale = await resolveLocale(params);
  const [t, sports, query] = await Promise.all([
    getTranslations('meta.schedule'),
    getSports(locale),
    searchParams,
  ]);
  if (sports.status === 'error') return <SportsLoadError />;
  return (
    <>
      <PageTitle badge={<CalendarIcon size={22} />} title={t('title')} testId="page-title" />
      <ScheduleView locale={locale} sports={sports.sports} query={query} />
    </>
  );
}
