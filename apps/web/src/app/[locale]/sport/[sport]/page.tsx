import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/ui-icons';
import { getSports } from '@/features/catalogue/api/get-sports.server';
import { SportHeader } from '@/features/catalogue/components/sport-header';
import { SportsLoadError } from '@/features/catalogue/components/sports-load-error';
import { resolveLocale } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

type SportParams = Promise<{ locale: string; sport: string }>;

async function findSport(params: SportParams) {
  const locale = await resolveLocale(params);
  const { sport: key } = await params;
  const result = await getSports(locale);
  const sport = result.status === 'ok' ? result.sports.find((s) => s.key === key) : undefined;
  return { locale, key, result, sport };
}

export async function generateMetadata({ params }: { params: SportParams }): Promise<Metadata> {
  const { locale, key, sport } = await findSport(params);
  if (!sport) return {};
  const t = await getTranslations({ locale, namespace: 'meta.sport' });
  return pageMetadata({
    locale,
    path: `/sport/${key}`,
    title: t('title', { sport: sport.name }),
    description: t('description', { sport: sport.name }),
  });
}

/** A sport's page. Its match lists come later; the key must be a sport the API knows. */
export default async function SportPage({ params }: { params: SportParams }) {
  const { result, sport } = await findSport(params);
  if (result.status === 'error') return <SportsLoadError />;
  if (!sport) notFound();
  const t = await getTranslations('sport.noEvents');
  return (
    <>
      <SportHeader sport={sport} />
      <EmptyState
        icon={<CalendarIcon size={26} />}
        title={t('title')}
        description={t('description', { sport: sport.name })}
      />
    </>
  );
}
