import { HOME_PAGE_PATH } from '@sportsbook/contract/browser';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { CYBERSPORT_KEY } from '@/features/catalogue';
import { ContentBlockPage, getContentPage } from '@/features/content-blocks/index.server';
import {
  getSports,
  SportHeader,
  SportView,
  SportsLoadError,
} from '@/features/catalogue/index.server';
import type { RawParams } from '@/features/catalogue';
import { resolveLocale } from '@/i18n/resolve-locale.server';
import { localizedHref } from '@/lib/locale-href.server';
import { pageMetadata } from '@/lib/page-metadata.server';

type SportParams = Promise<{ locale: string; sport: string }>;

/**
 * Sports whose events have pages of their own (racecards, decision 048; the virtual arena,
 * decision 049): the sports list's link to the catalogue's sport page lands there. Keys as in
 * packages/feed (HORSE_RACING_SPORT_KEY, GREYHOUND_RACING_SPORT_KEY, VIRTUAL_FOOTBALL_SPORT_KEY,
 * VIRTUAL_RACING_SPORT_KEY).
 */
const OWN_PAGES: Record<string, string> = {
  'horse-racing': '/sport/racing',
  'greyhound-racing': '/sport/racing/greyhounds',
  'virtual-football': '/sport/virtual-gaming-arena',
  'virtual-horse-racing': '/sport/virtual-gaming-arena',
};

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
  if (!sport) {
    // A custom page path of the configuration (decision 050); the home's is /sport's.
    if (key === HOME_PAGE_PATH) return {};
    const page = await getContentPage(key, locale);
    if (page.status !== 'ok') return {};
    return pageMetadata({
      locale,
      path: `/sport/${key}`,
      title: page.page.content.title,
      description: page.page.content.description ?? page.page.content.title,
    });
  }
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
  const { locale, key, result, sport, cyberSports } = await findSport(params);
  const ownPage = OWN_PAGES[key];
  if (ownPage) permanentRedirect(localizedHref(ownPage, locale));
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
  if (!sport) {
    // The home's content page is the home itself (decision 070), at /sport.
    if (key === HOME_PAGE_PATH) redirect(localizedHref('/sport', locale));
    // Not a sport: a custom content page of the configuration, or nothing (decision 050).
    const page = await getContentPage(key, locale);
    if (page.status === 'ok') return <ContentBlockPage page={page.page} locale={locale} />;
    notFound();
  }
  return (
    <>
      <SportHeader sport={sport} />
      <SportView locale={locale} sport={sport} query={query} />
    </>
  );
}
