'use client';

import type { RaceDisciplineWire, RaceSummaryWire } from '@sportsbook/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/empty-state/empty-state';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { disciplinePath, getRacing, racingKeys } from '../api/racing-client';
import { RaceTime } from './race-time';
import styles from './racing.module.css';

const POLL_MS = 10_000;

function DisciplineSwitch({ current }: { current: RaceDisciplineWire }) {
  const t = useTranslations('racing');
  return (
    <nav className={styles.switch} aria-label={t('disciplineLabel')} data-testid="racing-switch">
      {(['horse', 'greyhound'] as const).map((discipline) => (
        <LocaleLink
          key={discipline}
          href={disciplinePath(discipline)}
          className={styles.switchItem}
          aria-current={discipline === current ? 'page' : undefined}
          data-testid={`racing-switch-${discipline}`}
        >
          {t(`disciplines.${discipline}`)}
        </LocaleLink>
      ))}
    </nav>
  );
}

function NextToGo({ races }: { races: RaceSummaryWire[] }) {
  const t = useTranslations('racing');
  return (
    <section aria-labelledby="next-to-go">
      <h2 id="next-to-go" className={styles.heading}>
        {t('nextToGo')}
      </h2>
      <ol className={styles.strip} data-testid="next-to-go">
        {races.map((race) => (
          <li key={race.id}>
            <LocaleLink
              href={`/sport/racing/${race.id}`}
              className={styles.nextCard}
              data-testid="next-race"
            >
              <span className={styles.nextTime}>
                <RaceTime iso={race.start_time} />
              </span>
              <span className={styles.discipline} data-discipline={race.discipline}>
                {t(`disciplines.${race.discipline}`)}
              </span>
              <span className={styles.nextCourse}>{race.course}</span>
              <span className={styles.muted}>{race.title}</span>
              <span className={styles.muted}>
                {t('runners', { count: race.runners_count })} ·{' '}
                {race.places > 0
                  ? t('eachWayTerms', { fraction: race.place_fraction, places: race.places })
                  : t('winOnly')}
              </span>
            </LocaleLink>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RacingContent({ discipline }: { discipline: RaceDisciplineWire }) {
  const t = useTranslations('racing');
  const { data, isError } = useQuery({
    queryKey: racingKeys.overview,
    queryFn: getRacing,
    refetchInterval: POLL_MS,
  });
  if (isError) return <EmptyState title={t('loadError')} data-testid="racing-error" />;
  if (!data) return <div className={styles.loading} aria-busy="true" />;
  // The next to go across horses and greyhounds; meetings and results of this tab's.
  const meetings = data.meetings.filter((m) => m.discipline === discipline);
  const results = data.results.filter((r) => r.discipline === discipline);
  const both = data.is_horse_racing_enabled && data.is_greyhound_racing_enabled;
  return (
    <div className={styles.page} data-testid="racing" data-discipline={discipline}>
      {both ? <DisciplineSwitch current={discipline} /> : null}
      {data.next_to_go.length > 0 ? <NextToGo races={data.next_to_go} /> : null}
      {meetings.length === 0 ? <EmptyState title={t('empty')} data-testid="racing-empty" /> : null}
      <section aria-labelledby="meetings" hidden={meetings.length === 0}>
        <h2 id="meetings" className={styles.heading}>
          {t('meetings')}
        </h2>
        <div className={styles.meetings}>
          {meetings.map((meeting) => (
            <article key={meeting.id} className={styles.meeting} data-testid="meeting">
              <header className={styles.meetingHead}>
                <h3 className={styles.meetingName}>{meeting.course}</h3>
                <span className={styles.muted}>
                  {meeting.country_code} · {t('going', { going: meeting.going })}
                </span>
              </header>
              <ul className={styles.times}>
                {meeting.races.map((race) => (
                  <li key={race.id}>
                    <LocaleLink
                      href={`/sport/racing/${race.id}`}
                      className={styles.timeChip}
                      data-status={race.status}
                      aria-label={`${race.name} ${race.title}`}
                    >
                      <RaceTime iso={race.start_time} />
                    </LocaleLink>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </section>
      {results.length > 0 ? (
        <section aria-labelledby="racing-results">
          <h2 id="racing-results" className={styles.heading}>
            {t('results')}
          </h2>
          <ul className={styles.results} data-testid="racing-results">
            {results.map((race) => (
              <li key={race.id} className={styles.resultRow}>
                <LocaleLink href={`/sport/racing/${race.id}`} className={styles.resultName}>
                  {race.name}
                </LocaleLink>
                <ol className={styles.placed}>
                  {race.placed.map((group, index) => (
                    <li key={index}>{group.join(' = ')}</li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * /sport/racing and /sport/racing/greyhounds (issue 22, decisions 048 and 068): the next to go,
 * the discipline's meetings and its latest results.
 */
export function RacingView({ discipline }: { discipline: RaceDisciplineWire }) {
  return (
    <IntlScope>
      <QueryProvider>
        <RacingContent discipline={discipline} />
      </QueryProvider>
    </IntlScope>
  );
}
