import type { Match } from '@sportsbook/contract';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { matchPath } from '../api/catalogue-paths';
import { isOutcomeLocked } from '../api/markets-layout';
import { selectionInputOf, selectionMatchInfoOf } from '../api/selection-input';
import styles from './market-board.module.css';
import { OddsButton } from './odds-button';

/** Season and stage events with their winner market's prices. */
export async function OutrightList({ events }: { events: Match[] }) {
  const [t, format] = await Promise.all([getTranslations('catalogue'), getFormatter()]);
  return (
    <div className={styles.blocks} data-testid="outrights">
      {events.map((event) => {
        const market = event.mainMarket;
        return (
          <section key={event.id} className={styles.block} data-testid={`outright-${event.id}`}>
            <h2 className={styles.name}>
              <LocaleLink href={matchPath(event)}>{event.name ?? event.tournament.name}</LocaleLink>
              <span className={styles.badge}>
                {market?.marketName ?? t('outrights')}
                {event.endTime
                  ? ` · ${format.dateTime(new Date(event.endTime), { dateStyle: 'medium' })}`
                  : ''}
              </span>
            </h2>
            {market ? (
              <div className={[styles.line, styles.wide].join(' ')}>
                {market.outcomes.map((outcome) => (
                  <OddsButton
                    key={outcome.outcomeId}
                    selection={selectionInputOf(selectionMatchInfoOf(event), market, outcome)}
                    label={outcome.name}
                    ariaLabel={outcome.name}
                    locked={isOutcomeLocked(market.marketStatus, outcome)}
                  />
                ))}
              </div>
            ) : (
              <p className={styles.none}>{t('noOdds')}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
