import type { Sport } from '@sportsbook/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LinkTabs } from './link-tabs';

/** The query a filter tab links to; the view turns it into its own address. */
export interface DaySportHref {
  (next: { date?: string | undefined; sport?: string | undefined }): string;
}

/**
 * The day tabs and the sport chips above a list of matches (the schedule and the results pages):
 * the first day is "Today", and with `yesterday` the second is "Yesterday"; others are named by
 * weekday and date. With `allDays`, an "All days" tab leads (an undefined `day` selects it).
 */
export async function DaySportFilters({
  kind,
  days,
  day,
  allDays = false,
  yesterday = false,
  sports,
  sportKey,
  href,
}: {
  /** Names the test ids (`<kind>-day-…`, `<kind>-sport-…`) and the day tabs' label. */
  kind: 'schedule' | 'results';
  days: readonly string[];
  day: string | undefined;
  allDays?: boolean;
  yesterday?: boolean;
  sports: Sport[];
  sportKey: string | undefined;
  href: DaySportHref;
}) {
  const [t, format] = await Promise.all([getTranslations('catalogue'), getFormatter()]);
  const dayName = (key: string, index: number) =>
    index === 0
      ? t('schedule.today')
      : index === 1 && yesterday
        ? t('results.yesterday')
        : format.dateTime(new Date(`${key}T12:00:00Z`), {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
          });
  const dayTabs = days.map((key, index) => ({
    key,
    label: dayName(key, index),
    href: href({ date: key, sport: sportKey }),
  }));
  return (
    <>
      <LinkTabs
        label={kind === 'results' ? t('results.days') : t('schedule.days')}
        current={day ?? 'all'}
        testIdPrefix={`${kind}-day`}
        tabs={
          allDays
            ? [
                { key: 'all', label: t('results.allDays'), href: href({ sport: sportKey }) },
                ...dayTabs,
              ]
            : dayTabs
        }
      />
      <LinkTabs
        variant="chips"
        label={t('schedule.sportFilter')}
        current={sportKey ?? 'all'}
        testIdPrefix={`${kind}-sport`}
        tabs={[
          { key: 'all', label: t('schedule.allSports'), href: href({ date: day }) },
          ...sports.map((sport) => ({
            key: sport.key,
            label: sport.name,
            href: href({ date: day, sport: sport.key }),
          })),
        ]}
      />
    </>
  );
}
