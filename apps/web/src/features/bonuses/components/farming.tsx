'use client';

import type { BonusWire } from '@sportsbook/contract';
import { formatMoney, type CurrencyCode } from '@sportsbook/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { bonusKeys } from '@/lib/bonus-keys';
import { RATING_PAGE_SIZE, tournamentRating } from '../api/bonus-client';
import { progressPerMille } from '../api/farming-progress';
import styles from './farming.module.css';

/**
 * Hunting and tournaments in the bonuses area (issue 19, decision 055): the points farmed, the
 * next threshold with a progress bar, and a tournament's leaderboard with the player's own rank.
 * Points are subunits staked, so they show as money of the campaign's currency.
 */

const useMoney = (bonus: BonusWire) => {
  const locale = useLocale();
  return (subunits: string) =>
    formatMoney(BigInt(subunits), (bonus.currency ?? 'EUR') as CurrencyCode, locale);
};

/** The card's farming lines: points, pending points, next threshold and its bar. */
export function FarmingProgress({ bonus }: { bonus: BonusWire }) {
  const t = useTranslations('bonuses.farming');
  const money = useMoney(bonus);
  const farming = bonus.farming;
  if (!farming) return null;
  const next = farming.next_threshold;
  const perMille = progressPerMille(farming.available_points, next?.points ?? null);
  return (
    <span className={styles.progress} data-testid="farming-progress">
      <span className={styles.points}>
        <span>{t('points')}</span>
        <strong data-testid="farming-points">
          <bdi dir="ltr">{money(farming.available_points)}</bdi>
        </strong>
      </span>
      {farming.potential_points !== '0' ? (
        <span className={styles.pending}>
          {t('pending', { points: money(farming.potential_points) })}
        </span>
      ) : null}
      {bonus.bonus_type === 'hunting' ? (
        <>
          <span
            className={styles.bar}
            role="progressbar"
            aria-label={t('progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.floor(perMille / 10)}
          >
            <span className={styles.fill} style={{ inlineSize: `${perMille / 10}%` }} />
          </span>
          <span className={styles.next} data-testid="farming-next">
            {next
              ? t('next', { amount: money(next.amount), points: money(next.points) })
              : t('allReached')}
          </span>
        </>
      ) : farming.initial_pool ? (
        <span className={styles.next}>{t('pool', { amount: money(farming.initial_pool) })}</span>
      ) : null}
    </span>
  );
}

/** A tournament's leaderboard, a page at a time, the player's own row marked. */
export function Leaderboard({ bonus }: { bonus: BonusWire }) {
  const t = useTranslations('bonuses.farming');
  const money = useMoney(bonus);
  const [page, setPage] = useState(1);
  const rating = useQuery({
    queryKey: bonusKeys.rating(bonus.id, page),
    queryFn: ({ signal }) => tournamentRating(bonus.id, page, signal),
  });
  const prizes = bonus.farming?.prizes ?? [];
  if (rating.isPending) return <p className={styles.empty}>{t('loading')}</p>;
  if (rating.isError || !rating.data) return <p className={styles.empty}>{t('ratingFailed')}</p>;
  const { data, pagination, current_user: own } = rating.data;
  const ownOnPage = data.some((e) => e.current_user);
  return (
    <section className={styles.board} data-testid="leaderboard">
      <h3 className={styles.boardTitle}>{t('leaderboard')}</h3>
      {data.length === 0 ? (
        <p className={styles.empty}>{t('noRanks')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('player')}</th>
                <th scope="col" className={styles.num}>
                  {t('farmed')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('prize')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...data, ...(own && !ownOnPage ? [own] : [])].map((entry) => (
                <tr
                  key={entry.position}
                  className={entry.current_user ? styles.own : undefined}
                  data-testid={entry.current_user ? 'leaderboard-own' : 'leaderboard-row'}
                  aria-current={entry.current_user ? 'true' : undefined}
                >
                  <td>{entry.position}</td>
                  <td className={styles.who}>
                    <bdi dir="ltr">{entry.email}</bdi>
                    {entry.current_user ? <span className={styles.you}>{t('you')}</span> : null}
                  </td>
                  <td className={styles.num}>
                    <bdi dir="ltr">{money(entry.farmed_amount)}</bdi>
                  </td>
                  <td className={styles.num}>
                    {prizes[entry.position - 1] ? (
                      <bdi dir="ltr">{money(prizes[entry.position - 1]!)}</bdi>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!own ? <p className={styles.empty}>{t('notRanked')}</p> : null}
      {pagination.last_page > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('previous')}
          </button>
          <span>{t('page', { page, pages: pagination.last_page })}</span>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={page >= pagination.last_page || data.length < RATING_PAGE_SIZE}
            onClick={() => setPage(page + 1)}
          >
            {t('nextPage')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
