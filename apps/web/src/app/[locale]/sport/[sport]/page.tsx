import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CYBERSPORT_KEY } from '@/features/catalogue/api/catalogue-paths';
import { getSports } from '@/features/catalogue/api/get-sports.server';
import type { RawParams } from '@/features/catalogue/api/listing-params';
import { SportHeader } from '@/features/catalogue/components/sport-header';
import { SportView } from '@/features/catalogue/components/sport-view';
import { SportsLoadError } from '@/features/catalogue/components/sports-load-error';
import { resolveLocale } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

type SportParams = Promise<{ locale: string; sport: string }>;

async function findSport(params: SportParams) {
  const locale = await resolveLocale(params);
  const { sport: key } = await params;
  const result = await getSports(locale);
  const sports = result.status === 'ok' ? result.sports : [];
  const sport = sports.find((s) => s.key === key);
  const cyberSports = key === CYBERSPORT_KEY ? sports.filter((s) => s.type === 'cyber') : [];
  return { locale, key, result, sport, cyberSports };
}

export async function generateMetadata({ params }: { params: SportParams }): Promise<Metadata> {
  const { locale, key, sport, cyberSports } = await findSport(params);
  if (!sport && cyberSports.length > 0) {
    const t = await getTranslations({ locale, namespace: 'meta.cybersport' });
    return pageMetadata({
      locale,
      path: `/sport/${key}`,
      title: t('title'),
      description: t('description'),
    });
  }
  if (!sport) return {};
  const t = await getTranslations({ locale, namespace: 'meta.sport' });
  return pageMetadata({
    locale,
    path: `/sport/${key}`,
    title: t('title', { sport: sport.name }),
    description: t('description', { sport: sport.name }),
  });
}

/** A sport's page (or /sport/cybersport, every esport): categories and upcoming matches. */
export default async function SportPage({
  params,
  searchParams,
}: {
  params: SportParams;
  searchParams: Promise<RawParams>;
}) {
  const { locale, result, sport, cyberSports } = await findSport(params);
  if (result.status === 'error') return <SportsLoadError />;
  const query = await searchParams;
  if (!sport && cyberSports.length > 0) {
    const t = await getTranslations('catalogue');
    return (
      <>
        <SportHeader
          sport={{
            id: 0,
            urnId: '',
            key: CYBERSPORT_KEY,
            name: t('cybersport'),
            priority: 0,
            type: 'cyber',
            provider: 'oddin',
          }}
        />
        <SportView locale={locale} cyberSports={cyberSports} query={query} />
      </>
    );
  }
  if (!sport) notFound();
  return (
    <>
      <SportHeader sport={sport} />
      <SportView locale={locale} sport={sport} query={query} />
    </>
  );
}
