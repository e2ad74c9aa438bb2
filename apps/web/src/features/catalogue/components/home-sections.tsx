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
 * The home page's listings: top events, live now, and the next matches of every sport. Kept short
 * on purpose: every row is rendered twice (HTML and the server-component payload), and the sport,
 * league and live pages carry the long lists.
 */
const HOME_SECTION_SIZE = 8;
const UPCOMING_PER_SPORT = 2;
/** The sports (in the sidebar's order) whose next matches the home page shows. */
const UPCOMING_SPORTS = 6;

export async function HomeSections({ locale, sports }: { locale: Locale; sports: Sport[] }) {
  const t = await getTranslations('catalogue');
  const [top, live, upcoming] = await Promise.all([
    getMatches(locale, {
      type: 'match',
      match_status: '0',
      sort_by: 'tournament_priority:desc,start_time',
      limit: HOME_SECTION_SIZE,
    }),
    getMatches(locale, {
      type: 'match',
      match_status: '1',
      sort_by: 'start_time',
      limit: HOME_SECTION_SIZE,
    }),
    getMatches(locale, {
      type: 'match',
      match_status: '0',
      max_per_sport: UPCOMING_PER_SPORT,
      sort_by: 'tournament_sport_priority:desc,start_time',
      limit: 100,
    }),
  ]);
  const bySport = groupInOrder(upcoming.items, (match) => match.sport.key);
  const order = new Map(sports.map((sport, index) => [sport.key, index]));
  bySport.sort(([a], [b]) => (order.get(a) ?? 999) - (order.get(b) ?? 999));
  bySport.splice(UPCOMING_SPORTS);
  return (
    <>
      <SectionBlock
        title={t('liveNow')}
        icon={<LiveIcon size={20} />}
        link={live.items.length > 0 ? { href: '/sport/live', label: t('seeAll') } : undefined}
        testId="live-now"
      >
        {live.items.length > 0 ? (
          <MatchList matches={live.items} showSport />
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
      <SectionBlock title={t('topEvents')} icon={<TrophyIcon size={20} />} testId="top-events">
        <MatchList matches={top.items} showSport />
      </SectionBlock>
      <SectionBlock title={t('upcomingBySport')} testId="upcoming-by-sport">
        {bySport.map(([key, matches]) => {
          const sport = (matches[0] as Match).sport;
          return (
            <SectionBlock
              key={key}
              title={sport.name}
              icon={<SportIcon sportKey={key} size={18} />}
              link={{ href: sportPath(key), label: t('seeAll') }}
              testId={`upcoming-${key}`}
            >
              <MatchList matches={matches} />
            </SectionBlock>
          );
        })}
      </SectionBlock>
    </>
  );
}
