'use client';

import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import type { RealtimePublication } from '@/lib/realtime/realtime-client';
import {
  RealtimeEventName,
  channels,
  type JackpotPoolChangedWire,
  type JackpotWire,
} from '@sportsbook/contract/browser';
import { formatMoney } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { shownAmount } from '../api/converted';
import { jackpotKeys, jackpotsQuery, recentHitsQuery, withPools } from '../api/jackpots';
import { usePlayerCurrency } from '../api/player-currency';
import { ApproxAmount } from './jackpot-amount';
import styles from './jackpots.module.css';

/**
 * The jackpot banner and card (account-platform §3 content blocks "jackpot banner", "jackpot
 * card", "jackpot leaderboard"; issue 20): each active jackpot's levels with their pools, polled
 * every 15 s and live on the public channel, the recent hits refetched every 60 s. The winner's
 * hit modal is the shell's (jackpot-hit-modal.tsx), on every page. Amounts are in the jackpot's
 * currency and, for a player whose currency differs, also ≈ in theirs (decision 071).
 */
export function JackpotBanner() {
  return (
    <IntlScope>
      <QueryProvider>
        <Jackpots />
      </QueryProvider>
    </IntlScope>
  );
}

function Jackpots() {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const client = useQueryClient();
  const convertTo = usePlayerCurrency();
  const jackpots = useQuery(jackpotsQuery(convertTo));
  const hits = useQuery(recentHitsQuery(convertTo));
  useRealtimeChannel(channels.publicLocale(locale), (publication: RealtimePublication) => {
    if (publication.event_name !== RealtimeEventName.tournamentPoolChanged) return;
    const message = publication.message as JackpotPoolChangedWire;
    // A pool that fell back is a hit: the leaderboard shows it now, not at its next refetch.
    const before = client
      .getQueryData<JackpotWire[]>(jackpotKeys.list(convertTo))
      ?.find((j) => j.id === message.jackpot_id);
    // Every cached list, whatever currency it was converted into.
    client.setQueriesData<JackpotWire[]>({ queryKey: jackpotKeys.lists }, (list) =>
      list ? withPools(list, message) : list,
    );
    if (!before || BigInt(message.amount) <= BigInt(before.pool_amount))
      void client.invalidateQueries({ queryKey: jackpotKeys.hits });
  });
  if (!jackpots.data?.length) return null;
  return (
    <section className={styles.root} aria-label={t('title')} data-testid="jackpot-banner">
      {jackpots.data.map((jackpot) => (
        <article key={jackpot.id} className={styles.card} data-testid="jackpot-card">
          <header className={styles.head}>
            <span className={styles.kicker}>{t('title')}</span>
            <h2 className={styles.name}>{jackpot.name}</h2>
            <strong className={styles.total} data-testid="jackpot-total">
              {formatMoney(jackpot.pool_amount, jackpot.currency, locale)}
            </strong>
            <ApproxAmount
              shown={shownAmount(
                jackpot.pool_amount,
                jackpot.currency,
                jackpot.converted && {
                  amount: jackpot.converted.pool_amount,
                  currency: jackpot.converted.currency,
                },
                locale,
              )}
              testId="jackpot-total-converted"
            />
          </header>
          <ul className={styles.levels}>
            {jackpot.levels.map((level) => {
              const converted = jackpot.converted?.levels.find((l) => l.id === level.id);
              const into = jackpot.converted?.currency;
              const inPlayer = (amount: string | undefined) =>
                into && amount !== undefined ? { amount, currency: into } : undefined;
              return (
                <li
                  key={level.id}
                  className={styles.level}
                  data-testid={`jackpot-level-${level.code}`}
                >
                  <span className={styles.levelName}>{level.name}</span>
                  <span className={styles.levelPool} data-testid="jackpot-level-pool">
                    {formatMoney(level.pool_amount, jackpot.currency, locale)}
                  </span>
                  <ApproxAmount
                    shown={shownAmount(
                      level.pool_amount,
                      jackpot.currency,
                      inPlayer(converted?.pool_amount),
                      locale,
                    )}
                    testId="jackpot-level-pool-converted"
                  />
                  <span className={styles.levelRule}>
                    {t('mustHitBy', {
                      amount: formatMoney(level.must_hit_by, jackpot.currency, locale),
                    })}
                    <ApproxAmount
                      shown={shownAmount(
                        level.must_hit_by,
                        jackpot.currency,
                        inPlayer(converted?.must_hit_by),
                        locale,
                      )}
                      inline
                    />
                  </span>
                </li>
              );
            })}
          </ul>
        </article>
      ))}
      <aside className={styles.board} data-testid="jackpot-leaderboard">
        <h3 className={styles.boardTitle}>{t('recentHits')}</h3>
        {hits.data?.length ? (
          <ol className={styles.hits}>
            {hits.data.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <span className={styles.hitUser}>#{hit.user_hash}</span>
                <span className={styles.hitLevel}>{hit.level_name}</span>
                <span className={styles.hitAmount}>
                  {formatMoney(hit.amount, hit.currency, locale)}
                  <ApproxAmount
                    shown={shownAmount(hit.amount, hit.currency, hit.converted, locale)}
                    testId="jackpot-hit-converted"
                    inline
                  />
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className={styles.empty}>{t('noHits')}</p>
        )}
      </aside>
    </section>
  );
}
