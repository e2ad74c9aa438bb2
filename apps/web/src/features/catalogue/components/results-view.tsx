import type { Locale, Sport } from '@sportsbook/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/empty-state/empty-state';
import { CalendarIcon } from '@/components/icons/calendar-icon';
import { withQuery } from '../api/catalogue-paths';
import { getMatches } from '../api/catalogue.server';
import { first, listingQuery, type RawParams } from '../api/listing-params';
import { pickResultDay, resultDays, resultWindow } from '../api/results-window';
import { parsePage } from '../api/schedule-window';
import { LinkTabs } from './link-tabs';
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
  const [t, format] = await Promise.all([getTranslations('catalogue'), getFormatter()]);
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
      <LinkTabs
        label={t('results.days')}
        current={day ?? 'all'}
        testIdPrefix="results-day"
        tabs={[
          { key: 'all', label: t('results.allDays'), href: href({ sport: sportKey }) },
          ...days.map((key, index) => ({
            key,
            label:
              index === 0
                ? t('schedule.today')
                : index === 1
                  ? t('results.yesterday')
                  : format.dateTime(new Date(`${key}T12:00:00Z`), {
                      weekday: 'short',
                      day: 'numeric',
                      month: 'short',
                    }),
            href: href({ date: key, sport: sportKey }),
          })),
        ]}
      />
      <LinkTabs
        variant="chips"
        label={t('schedule.sportFilter')}
        current={sportKey ?? 'all'}
        testIdPrefix="results-sport"
        tabs={[
          { key: 'all', label: t('schedule.allSports'), href: href({ date: day }) },
          ...sports.map((sport) => ({
            key: sport.key,
            label: sport.name,
            href: href({ date: day, sport: sport.key }),
          })),
        ]}
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
