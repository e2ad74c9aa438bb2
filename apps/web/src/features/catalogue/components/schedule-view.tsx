import type { Locale, Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { withQuery } from '../api/catalogue-paths';
import { getMatches } from '../api/catalogue.server';
import { first, listingQuery, type RawParams } from '../api/listing-params';
import { dayWindow, parsePage, pickScheduleDay, scheduleDays } from '../api/schedule-window';
import { DaySportFilters } from './day-sport-filters';
import { MatchList } from './match-list';
import { Pager } from './pager';

const PAGE_SIZE = 50;
const PATH = '/sport/schedule';

/** Matches of one day (`?date=`), optionally of one sport (`?sport=`), in start order, paged. */
export async function ScheduleView({
  locale,
  sports,
  query,
}: {
  locale: Locale;
  sports: Sport[];
  query: RawParams;
}) {
  const t = await getTranslations('catalogue');
  const now = new Date();
  const days = scheduleDays(now);
  const day = pickScheduleDay(first(query.date), days);
  const listing = listingQuery(query, now);
  const sportKey = sports.some((s) => s.key === listing.sport_key) ? listing.sport_key : undefined;
  const page = parsePage(first(query.page));
  const window = dayWindow(day, now);
  const matches = await getMatches(locale, {
    type: 'match',
    match_status: '0,1',
    sport_key: sportKey,
    sport_type: listing.sport_type,
    bettable: listing.bettable,
    sort_by: listing.sort_by ?? 'start_time,tournament_priority:desc',
    start_from: window.startFrom,
    start_to: window.startTo,
    page,
    limit: PAGE_SIZE,
  });
  const href = (next: { date?: string; sport?: string; page?: number }) =>
    withQuery(PATH, {
      date: next.date === days[0] ? undefined : next.date,
      sport: next.sport,
      page: next.page && next.page > 1 ? String(next.page) : undefined,
    });
  return (
    <>
      <DaySportFilters
        kind="schedule"
        days={days}
        day={day}
        sports={sports}
        sportKey={sportKey}
        href={href}
      />
      {matches.items.length > 0 ? (
        <>
          <MatchList matches={matches.items} showSport={!sportKey} testId="schedule-matches" />
          <Pager
            page={matches.page}
            lastPage={matches.lastPage}
            hrefFor={(n) => href({ date: day, sport: sportKey, page: n })}
          />
        </>
      ) : (
        <EmptyState
          icon={<CalendarIcon size={26} />}
          title={t('schedule.empty')}
          description={t('schedule.emptyHint')}
          data-testid="schedule-empty"
        />
      )}
    </>
  );
}
