'use client';

import { useQuery } from '@tanstack/react-query';
import type { FormWire, LiveStatisticsWire } from '@sportsbook/contract/browser';
import { useTranslations } from 'next-intl';
import { getForm, getLiveStatistics } from '../api/match-centre-client';
import type { MatchCentreProps } from './match-centre-props';
import { matchCentreKeys } from './match-centre-keys';
import styles from './match-centre.module.css';

/** While a match is in play its statistics are refetched at least this often. */
const LIVE_REFRESH_MS = 10_000;

const STAT_KEYS = [
  'possession',
  'shots',
  'shots_on_target',
  'corners',
  'yellow_cards',
  'red_cards',
  'dangerous_attacks',
  'aces',
  'double_faults',
  'break_points',
  'breaks',
  'points_won',
  'three_pointers',
  'two_pointers',
  'free_throws',
  'maps_won',
  'rounds_won',
  'wickets',
  'score_changes',
] as const;
type StatKey = (typeof STAT_KEYS)[number];
const isStatKey = (key: string): key is StatKey => (STAT_KEYS as readonly string[]).includes(key);

function StatRow({
  label,
  home,
  away,
  percent,
}: {
  label: string;
  home: number;
  away: number;
  percent: boolean;
}) {
  const total = home + away;
  const share = total === 0 ? 50 : (home * 100) / total;
  return (
    <li className={styles.stat}>
      <span className={styles.statValue} data-side="home">
        {home}
        {percent ? '%' : ''}
      </span>
      <span className={styles.statLabel}>{label}</span>
      <span className={styles.statValue} data-side="away">
        {away}
        {percent ? '%' : ''}
      </span>
      <span className={styles.statBar} aria-hidden="true">
        <span className={styles.statHome} style={{ inlineSize: `${share}%` }} />
        <span className={styles.statAway} style={{ inlineSize: `${100 - share}%` }} />
      </span>
    </li>
  );
}

function Form({ form, props }: { form: FormWire; props: MatchCentreProps }) {
  const t = useTranslations('matchCentre');
  const line = (name: string, entries: FormWire['home'], testId: string) => (
    <div className={styles.formLine} data-testid={testId}>
      <span className={styles.formName}>{name}</span>
      <span className={styles.formResults}>
        {entries.map((entry) => (
          <span
            key={entry.date}
            className={styles.formResult}
            data-result={entry.result}
            title={`${entry.date} ${entry.score_for}–${entry.score_against}`}
          >
            {t(`result.${entry.result}`)}
          </span>
        ))}
      </span>
    </div>
  );
  return (
    <div className={styles.form}>
      <h3 className={styles.subheading}>{t('form')}</h3>
      {line(props.homeName, form.home, 'form-home')}
      {line(props.awayName, form.away, 'form-away')}
    </div>
  );
}

export function StatisticsPanel(props: MatchCentreProps) {
  const t = useTranslations('matchCentre');
  const statistics = useQuery({
    queryKey: matchCentreKeys.statistics(props.matchId),
    queryFn: () => getLiveStatistics(props.matchId),
    refetchInterval: props.isLive ? LIVE_REFRESH_MS : false,
  });
  const form = useQuery({
    queryKey: matchCentreKeys.form(props.matchId),
    queryFn: () => getForm(props.matchId),
    staleTime: Infinity,
  });
  const data: LiveStatisticsWire | undefined = statistics.data;
  const rows = (data?.rows ?? []).flatMap((row) =>
    isStatKey(row.key) ? [{ ...row, key: row.key }] : [],
  );
  return (
    <section className={styles.panel} data-testid="match-statistics" aria-labelledby="mc-stats">
      <h2 id="mc-stats" className={styles.heading}>
        {t('statistics')}
        {data?.live ? <span className={styles.liveDot} aria-hidden="true" /> : null}
      </h2>
      <div className={styles.teams} aria-hidden="true">
        <span>{props.homeName}</span>
        <span>{props.awayName}</span>
      </div>
      {rows.length > 0 ? (
        <ul className={styles.stats}>
          {rows.map((row) => (
            <StatRow
              key={row.key}
              label={t(`stat.${row.key}`)}
              home={row.home}
              away={row.away}
              percent={row.key === 'possession'}
            />
          ))}
        </ul>
      ) : statistics.isPending ? null : (
        <p className={styles.muted}>{t('noStatistics')}</p>
      )}
      {data && data.periods.length > 0 ? (
        <table className={styles.periods} data-testid="period-scores">
          <caption className={styles.subheading}>{t('periods')}</caption>
          <thead>
            <tr>
              <th scope="col" />
              {data.periods.map((period) => (
                <th scope="col" key={period.period_key}>
                  {period.number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{side === 'home' ? props.homeName : props.awayName}</th>
                {data.periods.map((period) => (
                  <td key={period.period_key}>{period[side]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {form.data ? <Form form={form.data} props={props} /> : null}
    </section>
  );
}
