import type { Match } from '@sportsbook/contract';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { slugPath, sportPath } from '../api/catalogue-paths';
import { CatalogueCrumbs } from './catalogue-crumbs';
import { CompetitorCrest } from './competitor-crest';
import { LiveScoreboard } from './live-match-parts';
import styles from './match-header.module.css';

const TIMELINE_TYPES = [
  'match_started',
  'period_start',
  'period_end',
  'goal',
  'score_change',
  'yellow_card',
  'red_card',
  'dangerous_attack',
  'stoppage_time_announced',
  'match_stopped',
  'match_resumed',
  'game_won',
  'wicket',
  'match_ended',
] as const;

/** The timeline's event names in the page's language, by feed type. */
export function timelineEvents(t: Awaited<ReturnType<typeof getTranslations<'catalogue'>>>) {
  return Object.fromEntries(TIMELINE_TYPES.map((type) => [type, t(`timeline.${type}`)]));
}

/** The match page's hero: breadcrumb, both teams with crests and the localized start time. */
export async function MatchHeader({ match }: { match: Match }) {
  const [t, format, locale] = await Promise.all([
    getTranslations('catalogue'),
    getFormatter(),
    getLocale(),
  ]);
  const start = new Date(match.startTime);
  const title = match.home && match.away ? `${match.home.name} – ${match.away.name}` : match.name;
  return (
    <header className={styles.header}>
      <CatalogueCrumbs
        items={[
          { label: match.sport.name, href: sportPath(match.sport.key) },
          {
            label: match.category.name,
            href: slugPath(match.sport.key, match.category.slug),
          },
          {
            label: match.tournament.name,
            href: slugPath(match.sport.key, match.tournament.slug),
          },
          { label: title ?? match.slug },
        ]}
      />
      <div className={styles.card}>
        <p className={styles.tournament}>
          {match.category.name} · {match.tournament.name}
        </p>
        {match.home && match.away ? (
          <div className={styles.teams}>
            <div className={styles.team}>
              <CompetitorCrest competitor={match.home} size={56} />
              <span className={styles.teamName}>{match.home.name}</span>
            </div>
            <div className={styles.center}>
              {match.isLive || match.totalScore ? (
                <LiveScoreboard
                  initialMatch={match}
                  locale={locale}
                  labels={{
                    live: t('live'),
                    finished: t('finished'),
                    stopped: t('stopped'),
                    timeline: t('periodScores'),
                    overs: t('oversShort'),
                    events: timelineEvents(t),
                    home: match.home.name,
                    away: match.away.name,
                  }}
                />
              ) : (
                <>
                  <time className={styles.time} dateTime={match.startTime}>
                    {format.dateTime(start, {
                      hour: '2-digit',
                      minute: '2-digit',
                      hourCycle: 'h23',
                    })}
                  </time>
                  <span className={styles.date}>
                    {format.dateTime(start, { weekday: 'short', day: 'numeric', month: 'long' })}
                  </span>
                </>
              )}
            </div>
            <div className={styles.team}>
              <CompetitorCrest competitor={match.away} size={56} />
              <span className={styles.teamName}>{match.away.name}</span>
            </div>
          </div>
        ) : (
          <p className={styles.outright}>
            <time dateTime={match.startTime}>
              {format.dateTime(start, { dateStyle: 'medium' })}
            </time>
          </p>
        )}
        <h1 className={styles.title} data-testid="match-title">
          {title}
        </h1>
        {match.stadium ? (
          <p className={styles.venue}>
            {match.stadium}
            {match.city ? `, ${match.city}` : ''}
          </p>
        ) : null}
      </div>
    </header>
  );
}
