import type { Match } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { ChevronEndIcon } from '@/components/icons/chevron-end-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { groupInOrder, slugPath } from '../api/catalogue-paths';
import { leagueLabel } from '../api/league-label';
import styles from './match-list.module.css';
import { MatchRow } from './match-row';
import { ResultRow } from './result-row';

/**
 * Matches grouped by tournament, in the order the API returned them: a tournament header (the
 * category's code and the league's name, linking to the league) over compact match rows.
 */
export async function MatchList({
  matches,
  showSport,
  headers = true,
  testId,
  results = false,
}: {
  matches: Match[];
  /** Finished matches: scores instead of prices (ResultRow). */
  results?: boolean;
  showSport?: boolean;
  /** False on a league's own page, where the header would repeat the title. */
  headers?: boolean;
  testId?: string;
}) {
  const t = await getTranslations('catalogue');
  const groups = groupInOrder(matches, (match) => match.tournament.id);
  return (
    <div className={styles.list} data-testid={testId}>
      {groups.map(([tournamentId, items]) => {
        const first = items[0] as Match;
        return (
          <section
            key={tournamentId}
            className={styles.group}
            data-testid={`tournament-group-${tournamentId}`}
          >
            {headers ? (
              <header className={styles.header}>
                <span className={styles.code} aria-hidden="true">
                  {first.category.countryCode ?? first.category.name.slice(0, 2).toUpperCase()}
                </span>
                <LocaleLink
                  href={slugPath(first.sport.key, first.tournament.slug)}
                  className={styles.league}
                  data-testid="league-link"
                >
                  <span className={styles.category}>{first.category.name}</span>
                  <span className={styles.sep} aria-hidden="true">
                    ·
                  </span>
                  <span>{first.tournament.name}</span>
                  <ChevronEndIcon size={14} />
                </LocaleLink>
                <span className={styles.columns} aria-hidden="true">
                  {results ? null : (first.mainMarket?.outcomes.length ?? 0) === 3 ? (
                    <>
                      <span>1</span>
                      <span>X</span>
                      <span>2</span>
                    </>
                  ) : (first.mainMarket?.outcomes.length ?? 0) === 2 ? (
                    <>
                      <span>1</span>
                      <span>2</span>
                    </>
                  ) : null}
                </span>
              </header>
            ) : null}
            <ul
              className={styles.rows}
              aria-label={leagueLabel({ name: first.tournament.name, category: first.category })}
            >
              {items.map((match) =>
                results ? (
                  <ResultRow key={match.id} match={match} />
                ) : (
                  <MatchRow key={match.id} match={match} showSport={showSport} />
                ),
              )}
            </ul>
          </section>
        );
      })}
      {groups.length === 0 ? <p className={styles.none}>{t('noMatches')}</p> : null}
    </div>
  );
}
