import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import {
  resolveCataloguePage,
  CategoryView,
  LeagueView,
  MatchView,
  SportsLoadError,
} from '@/features/catalogue/index.server';
import { MatchCentre, MatchVideo } from '@/features/match-centre';
import { resolveLocale } from '@/i18n/resolve-locale.server';
import { pageMetadata } from '@/lib/page-metadata.server';

type Params = Promise<{ locale: string; sport: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await resolveLocale(params);
  const { sport: sportKey, slug } = await params;
  const page = await resolveCataloguePage(locale, sportKey, slug);
  const t = await getTranslations({ locale, namespace: 'meta' });
  const path = `/sport/${sportKey}/${slug}`;
  switch (page.kind) {
    case 'match': {
      const match = page.value;
      const name =
        match.home && match.away ? `${match.home.name} – ${match.away.name}` : (match.name ?? slug);
      return pageMetadata({
        locale,
        path,
        title: t('match.title', { match: name }),
        description: t('match.description', {
          match: name,
          league: match.tournament.name,
          sport: match.sport.name,
        }),
      });
    }
    case 'tournament':
    case 'category':
      return pageMetadata({
        locale,
        path,
        title: t('league.title', { name: page.value.name, sport: page.sport.name }),
        description: t('league.description', { name: page.value.name, sport: page.sport.name }),
      });
    default:
      return {};
  }
}

/** A category, a league or a match of a sport, by slug (betting-core §2); anything else is 404. */
export default async function CataloguePage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const locale = await resolveLocale(params);
  const { sport: sportKey, slug } = await params;
  const query = await searchParams;
  const page = await resolveCataloguePage(locale, sportKey, slug);
  const path = `/sport/${sportKey}/${slug}`;
  switch (page.kind) {
    case 'error':
      return <SportsLoadError />;
    case 'match': {
      const centre =
        page.value.home && page.value.away
          ? {
              matchId: page.value.id,
              sportKey: page.value.sport.key,
              isLive: page.value.isLive,
              hasVideo: page.value.hasVideo,
              homeName: page.value.home.name,
              awayName: page.value.away.name,
            }
          : null;
      return (
        <>
          <MatchView
            locale={locale}
            match={page.value}
            group={one(query.group) ?? 'all'}
            path={path}
            livePicture={
              centre?.hasVideo
                ? (tracker) => <MatchVideo {...centre} fallback={tracker} />
                : undefined
            }
          />
          {centre ? <MatchCentre {...centre} /> : null}
        </>
      );
    }
    case 'tournament':
      return (
        <LeagueView
          locale={locale}
          sport={page.sport}
          tournament={page.value}
          tab={one(query.tab) === 'outrights' ? 'outrights' : 'matches'}
          path={path}
        />
      );
    case 'category':
      return <CategoryView locale={locale} sport={page.sport} category={page.value} />;
    default:
      notFound();
  }
}
