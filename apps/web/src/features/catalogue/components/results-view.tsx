import type { Locale, Sport } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { withQuery } from '../api/catalogue-paths';
import { getMatches } from '../api/catalogue.server';
import { first, listingQuery, type RawParams } from '../api/listing-params';
import { pickResultDay, resultDays, resultWindow } from '../api/results-window';
import { parsePage } from '../api/schedule-window';
import { DaySportFilters } from './day-sport-filters';
import { MatchList } from './match-list';
import { Pager } from './pager';

const PAGE_SIZE = 50;
const PATH = '/sport/results';

/**
 * Finished matches (status 4), newest first, with their final and period scores; filtered by
 * day (`?date=`, the last seven days or all) and sport (`?sport=`), paged.
 */
export async function ResultsView({
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
  const days = resultDays(now);
  const day = pickResultDay(first(query.date), days);
  const listing = listingQuery(query, now);
  const sportKey = sports.some((s) => s.key === listing.sport_key) ? listing.sport_key : undefined;
  const page = parsePage(first(query.page));
  const window = resultWindow(day);
  const matches = await getMatches(locale, {
    type: 'match',
    match_status: '4',
    sport_key: sportKey,
    sort_by: '-start_time',
    start_from: window.startFrom,
    start_to: window.startTo,
    page,
    limit: PAGE_SIZE,
  });
  const href = (next: { date?: string | undefined; sport?: string | undefined; page?: number }) =>
    withQuery(PATH, {
      date: next.date,
      sport: next.sport,
      page: next.page && next.page > 1 ? String(next.page) : undefined,
    });
  return (
    <>
      <DaySportFilters
        kind="results"
        days={days}
        day={day}
        allDays
        yesterday
        sports={sports}
        sportKey={sportKey}
        href={href}
      />
      {matches.items.length > 0 ? (
        <>
          <MatchList matches={matches.items} results testId="results-matches" />
          <Pager
            page={matches.page}
            lastPage={matches.lastPage}
            hrefFor={(n) => href({ date: day, sport: sportKey, page: n })}
          />
        </>
      ) : (
        <EmptyState
          icon={<CalendarIcon size={26} />}
          title={t('results.empty')}
          description={t('results.emptyHint')}
          data-testid="results-empty"
        />
      )}
    </>
  );
}
