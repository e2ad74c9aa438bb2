import type { Match } from '@sportsbook/contract';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { FavouriteToggle, favouriteLabels } from '@/features/favourites';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { matchPath } from '../api/catalogue-paths';
import { isOutcomeLocked } from '../api/markets-layout';
import { rowScoreText } from '../api/score-display';
import { selectionInputOf, selectionMatchInfoOf } from '../api/selection-input';
import { CompetitorCrest } from './competitor-crest';
import styles from './match-row.module.css';
import { LiveMainMarket, LiveRowScore, LiveRowStatus } from './live-row';
import { OddsButton } from './odds-button';

/** One compact line of a match list: time, teams, the main market's prices and "+N" markets. */
export async function MatchRow({ match, showSport }: { match: Match; showSport?: boolean }) {
  const [t, tFavourites, format, locale] = await Promise.all([
    getTranslations('catalogue'),
    getTranslations('favourites'),
    getFormatter(),
    getLocale(),
  ]);
  const start = new Date(match.startTime);
  const market = match.mainMarket;
  // The API counts markets as the match page shows them (lines of one market folded), so "+N"
  // is the number of market blocks a player finds behind the link.
  const more = match.availableMarketsCount;
  const href = matchPath(match);
  const teams = [match.home, match.away].filter((team) => team !== null);
  const info = selectionMatchInfoOf(match);
  const name = match.name ?? teams.map((team) => team.name).join(' – ');
  return (
    <li className={styles.row} data-testid={`match-row-${match.id}`}>
      <FavouriteToggle matchId={match.id} labels={favouriteLabels(tFavourites, name)} />
      <LocaleLink href={href} className={styles.main} data-testid="match-link">
        <span className={styles.time}>
          {match.isLive ? (
            <LiveRowStatus
              initialMatch={match}
              locale={locale}
              liveLabel={t('live')}
              className={styles.live}
              phaseClassName={styles.date}
            />
          ) : (
            <>
              <time dateTime={match.startTime}>
                {format.dateTime(start, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}
              </time>
              <span className={styles.date}>
                {format.dateTime(start, { day: 'numeric', month: 'short' })}
              </span>
            </>
          )}
        </span>
        <span className={styles.teams}>
          {teams.length > 0 ? (
            teams.map((team, index) => (
              <span key={team.id} className={styles.team}>
                <CompetitorCrest competitor={team} size={18} />
                <span className={styles.teamName}>{team.name}</span>
                {match.totalScore && match.isLive ? (
                  <LiveRowScore
                    initialMatch={match}
                    side={index === 0 ? 'home' : 'away'}
                    locale={locale}
                    className={styles.score}
                  />
                ) : match.totalScore ? (
                  <span className={styles.score}>
                    {rowScoreText(match, index === 0 ? 'home' : 'away')}
                  </span>
                ) : null}
              </span>
            ))
          ) : (
            <span className={styles.team}>
              <span className={styles.teamName}>{match.name}</span>
            </span>
          )}
          {showSport ? <span className={styles.meta}>{match.sport.name}</span> : null}
        </span>
      </LocaleLink>
      <div
        className={[styles.odds, market?.outcomes.length === 2 ? styles.two : ''].join(' ')}
        role="group"
        aria-label={market?.marketName ?? t('noOdds')}
      >
        {market && match.isLive ? (
          <LiveMainMarket match={info} initialMarket={market} locale={locale} />
        ) : market ? (
          market.outcomes.map((outcome) => (
            <OddsButton
              key={outcome.outcomeId}
              selection={selectionInputOf(info, market, outcome)}
              ariaLabel={outcome.name}
              locked={isOutcomeLocked(market.marketStatus, outcome)}
            />
          ))
        ) : (
          <span className={styles.noOdds}>{t('noOdds')}</span>
        )}
      </div>
      <LocaleLink
        href={href}
        className={styles.more}
        aria-label={t('moreMarkets', { count: more })}
        data-testid="more-markets"
      >
        <bdi dir="ltr">+{more}</bdi>
      </LocaleLink>
    </li>
  );
}
