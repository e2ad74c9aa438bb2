import type { Locale, Match, Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/button/button-class';
import { LiveIcon } from '@/components/icons/live-icon';
import { TrophyIcon } from '@/components/icons/trophy-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { groupInOrder, sportPath } from '../api/catalogue-paths';
import { getMatches } from '../api/catalogue.server';
import styles from './home-sections.module.css';
import { MatchList } from './match-list';
import { SectionBlock } from './section-block';
import { SportIcon } from './sport-icon';

/**
 * The home page's listings: live now, top events, and the next matches of every sport. Kept
 * short on purpose: every row is rendered twice (HTML and the server-component payload), and the
 * sport, league and live pages carry the long lists. Each section runs its own query, so a
 * content page (decision 070) asks only for the sections it places.
 */
export const HOME_SECTION_SIZE = 8;
const UPCOMING_PER_SPORT = 2;
/** The sports (in the sidebar's order) whose next matches the home page shows. */
export const UPCOMING_SPORTS = 6;

/** The live matches (of one sport when given), or the way to the schedule when none is live. */
export async function LiveNowSection({
  locale,
  title,
  sport,
  limit = HOME_SECTION_SIZE,
}: {
  locale: Locale;
  title?: string | undefined;
  sport?: string | undefined;
  limit?: number;
}) {
  const t = await getTranslations('catalogue');
  const live = await getMatches(locale, {
    type: 'match',
    match_status: '1',
    ...(sport ? { sport_key: sport } : {}),
    sort_by: 'start_time',
    limit,
  });
  return (
    <SectionBlock
      title={title ?? t('liveNow')}
      icon={<LiveIcon size={20} />}
      link={live.items.length > 0 ? { href: '/sport/live', label: t('seeAll') } : undefined}
      testId="live-now"
    >
      {live.items.length > 0 ? (
        <MatchList matches={live.items} showSport={!sport} />
      ) : (
        <div className={styles.liveEmpty} data-testid="live-empty">
          <span className={styles.liveIcon}>
            <LiveIcon size={20} />
          </span>
          <div className={styles.liveText}>
            <p className={styles.liveTitle}>{t('liveEmpty')}</p>
            <p className={styles.liveHint}>{t('liveEmptyHint')}</p>
          </div>
          <LocaleLink href="/sport/schedule" className={buttonClass('secondary', 'small')}>
            {t('openSchedule')}
          </LocaleLink>
        </div>
      )}
    </SectionBlock>
  );
}

/** The most important leagues' next matches. */
export async function TopEventsSection({
  locale,
  title,
  limit = HOME_SECTION_SIZE,
}: {
  locale: Locale;
  title?: string | undefined;
  limit?: number;
}) {
  const t = await getTranslations('catalogue');
  const top = await getMatches(locale, {
    type: 'match',
    match_status: '0',
    sort_by: 'tournament_priority:desc,start_time',
    limit,
  });
  return (
    <SectionBlock
      title={title ?? t('topEvents')}
      icon={<TrophyIcon size={20} />}
      testId="top-events"
    >
      <MatchList matches={top.items} showSport />
    </SectionBlock>
  );
}

/**
 * The next matches: without a sport, two of each of the first `limit` sports (in the sidebar's
 * order) under "Upcoming by sport"; with one, that sport's next `limit` matches. `order` `top`
 * puts the important leagues first, `all` goes by start time only.
 */
export async function UpcomingSection({
  locale,
  sports,
  title,
  sport,
  limit = UPCOMING_SPORTS,
  order = 'top',
}: {
  locale: Locale;
  sports: Sport[];
  title?: string | undefined;
  sport?: string | undefined;
  limit?: number;
  order?: 'top' | 'all';
}) {
  const t = await getTranslations('catalogue');
  if (sport) {
    const known = sports.find((entry) => entry.key === sport);
    const upcoming = await getMatches(locale, {
      type: 'match',
      match_status: '0',
      sport_key: sport,
      sort_by: order === 'top' ? 'tournament_priority:desc,start_time' : 'start_time',
      limit,
    });
    return (
      <SectionBlock
        title={title ?? known?.name ?? t('upcomingBySport')}
        icon={<SportIcon sportKey={sport} size={18} />}
        link={{ href: sportPath(sport), label: t('seeAll') }}
        testId={`upcoming-${sport}`}
      >
        <MatchList matches={upcoming.items} />
      </SectionBlock>
    );
  }
  const upcoming = await getMatches(locale, {
    type: 'match',
    match_status: '0',
    max_per_sport: UPCOMING_PER_SPORT,
    sort_by: order === 'top' ? 'tournament_sport_priority:desc,start_time' : 'start_time',
    limit: 100,
  });
  const bySport = groupInOrder(upcoming.items, (match) => match.sport.key);
  const rank = new Map(sports.map((entry, index) => [entry.key, index]));
  bySport.sort(([a], [b]) => (rank.get(a) ?? 999) - (rank.get(b) ?? 999));
  bySport.splice(limit);
  return (
    <SectionBlock title={title ?? t('upcomingBySport')} testId="upcoming-by-sport">
      {bySport.map(([key, matches]) => {
        const first = (matches[0] as Match).sport;
        return (
          <SectionBlock
            key={key}
            title={first.name}
            icon={<SportIcon sportKey={key} size={18} />}
            link={{ href: sportPath(key), label: t('seeAll') }}
            testId={`upcoming-${key}`}
          >
            <MatchList matches={matches} />
          </SectionBlock>
        );
      })}
    </SectionBlock>
  );
}

/** The fixed home's listings (when the home's content page cannot be read, decision 070). */
export function HomeSections({ locale, sports }: { locale: Locale; sports: Sport[] }) {
  return (
    <>
      <LiveNowSection locale={locale} />
      <TopEventsSection locale={locale} />
      <UpcomingSection locale={locale} sports={sports} />
    </>
  );
}
