import type { Match } from '@sportsbook/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { matchPath } from '../api/catalogue-paths';
import { cricketScore, cricketSideText, rowScoreText } from '../api/score-display';
import { CompetitorCrest } from './competitor-crest';
import styles from './result-row.module.css';

/**
 * One finished match on the results page: date, both sides with their period scores and the
 * final score. A result has nothing left to bet on, so no prices and no market count.
 */
export async function ResultRow({ match }: { match: Match }) {
  const [t, format] = await Promise.all([getTranslations('catalogue'), getFormatter()]);
  const start = new Date(match.startTime);
  const teams = [match.home, match.away].filter((team) => team !== null);
  const cricket = cricketScore(match);
  const winner =
    match.totalScore && match.totalScore.home !== match.totalScore.away
      ? match.totalScore.home > match.totalScore.away
        ? 'home'
        : 'away'
      : null;
  const periods = cricket ? [] : match.periodScores;
  return (
    <li className={styles.row} data-testid={`result-row-${match.id}`}>
      <LocaleLink href={matchPath(match)} className={styles.main} data-testid="match-link">
        <span className={styles.time}>
          <time dateTime={match.startTime}>
            {format.dateTime(start, { day: 'numeric', month: 'short' })}
          </time>
          <span className={styles.state}>{t('finished')}</span>
        </span>
        <span className={styles.teams}>
          {teams.map((team, index) => {
            const side = index === 0 ? 'home' : 'away';
            return (
              <span
                key={team.id}
                className={[styles.team, winner === side ? styles.winner : ''].join(' ')}
              >
                <CompetitorCrest competitor={team} size={18} />
                <span className={styles.teamName}>{team.name}</span>
                {periods.length > 0 ? (
                  <bdi
                    dir="ltr"
                    className={styles.periods}
                    aria-label={t('periodScores')}
                    data-testid={`result-periods-${side}`}
                  >
                    {periods.map((period) => (
                      <span key={`${period.periodKey}-${period.number}`} title={period.periodName}>
                        {period[side]}
                      </span>
                    ))}
                  </bdi>
                ) : null}
                <bdi dir="ltr" className={styles.final} data-testid={`result-score-${side}`}>
                  {cricket
                    ? cricketSideText(cricket[side], t('oversShort'))
                    : rowScoreText(match, side)}
                </bdi>
              </span>
            );
          })}
          <span className={styles.meta}>{match.sport.name}</span>
        </span>
      </LocaleLink>
    </li>
  );
}
