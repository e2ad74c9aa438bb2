'use client';

import type { AverageBetsProgressWire, BonusWire } from '@sportsbook/contract';
import { formatMoney, type CurrencyCode } from '@sportsbook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { bonusKeys } from '@/lib/bonus-keys';
import { averageBetsProgress, boostBonus, issueAverageBetsFreebet } from '../api/bonus-client';
import { averageBetsView, boostView } from '../api/average-bets';
import farming from './farming.module.css';
import styles from './bonuses.module.css';

/**
 * Average-bets freebets and freebet boost in the bonuses area (issue 19, decision 058). The
 * progress section is behind the server's AVERAGE_BETS_FREEBET_ENABLED: off, its call answers
 * 404 and nothing shows.
 */

const useMoney = () => {
  const locale = useLocale();
  return (subunits: string | bigint, currency: string | null) =>
    formatMoney(BigInt(subunits), (currency ?? 'EUR') as CurrencyCode, locale);
};

export function AverageBetsSection({ enabled }: { enabled: boolean }) {
  const t = useTranslations('bonuses.averageBets');
  const progress = useQuery({
    queryKey: bonusKeys.averageBets,
    queryFn: ({ signal }) => averageBetsProgress(signal),
    enabled,
  });
  const list = progress.data ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} data-testid="bonuses-average-bets">
      <h2 className={styles.sectionTitle}>{t('title')}</h2>
      <ul className={styles.list}>
        {list.map((p) => (
          <li key={p.id}>
            <AverageBetsCard progress={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AverageBetsCard({ progress: p }: { progress: AverageBetsProgressWire }) {
  const t = useTranslations('bonuses.averageBets');
  const format = useFormatter();
  const money = useMoney();
  const queryClient = useQueryClient();
  const view = averageBetsView(p);
  const issue = useMutation({
    mutationFn: () => issueAverageBetsFreebet(p.id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
  return (
    <div className={styles.card} data-kind="amb" data-testid="average-bets-card">
      <span className={styles.cardKind}>{t('kind')}</span>
      <strong className={styles.cardName}>{p.name}</strong>
      <span className={farming.progress}>
        <span className={farming.points}>
          <span>{t('bets')}</span>
          <strong data-testid="average-bets-count">
            <bdi dir="ltr">
              {p.progress_count} / {p.possible_progress_count}
            </bdi>
          </strong>
        </span>
        <span
          className={farming.bar}
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={p.possible_progress_count}
          aria-valuenow={p.progress_count}
        >
          <span className={farming.fill} style={{ inlineSize: `${view.perMille / 10}%` }} />
        </span>
        <span className={farming.next}>
          {t('minStake', { amount: money(p.min_stake, p.stake_currency) })}
        </span>
        {p.progress_count > 0 ? (
          <span className={farming.next} data-testid="average-bets-average">
            {BigInt(p.amount) > 0n
              ? t('average', {
                  stake: money(p.average_stake, p.stake_currency),
                  amount: money(p.amount, p.stake_currency),
                })
              : t('belowRanges', { stake: money(p.average_stake, p.stake_currency) })}
          </span>
        ) : null}
        <span className={farming.next}>
          {p.ranges
            .map((r) =>
              t('range', {
                stake: money(r.from_average_stake, r.currency),
                amount: money(r.issued_amount, r.currency),
              }),
            )
            .join(' · ')}
        </span>
        {p.issue_to ? (
          <span className={farming.next}>
            {t('issueTo', {
              date: format.dateTime(new Date(p.issue_to), { dateStyle: 'medium' }),
            })}
          </span>
        ) : null}
      </span>
      {view.issued ? (
        <p className={styles.success} data-testid="average-bets-issued">
          {t('issued')}
        </p>
      ) : view.canIssue ? (
        <button
          type="button"
          className={buttonClass('primary', 'medium')}
          disabled={issue.isPending}
          data-testid="average-bets-issue"
          onClick={() => issue.mutate()}
        >
          {t('issue', { amount: money(p.amount, p.stake_currency) })}
        </button>
      ) : null}
      {issue.isError ? (
        <p className={styles.fieldError} role="alert">
          {t('issueFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** The card's boost line: "Boost ×2" while boostable, "Boosted ×2 from 5,00 €" after. */
export function BoostBadge({ bonus }: { bonus: BonusWire }) {
  const t = useTranslations('bonuses.boost');
  const money = useMoney();
  const boost = boostView(bonus);
  if (!boost || (!boost.boostable && !boost.boosted)) return null;
  return (
    <span className={styles.boost} data-testid="bonus-boost-badge">
      {boost.boosted && boost.from !== null
        ? t('boosted', { multiplier: boost.multiplier, from: money(boost.from, bonus.currency) })
        : t('badge', { multiplier: boost.multiplier })}
    </span>
  );
}

/** The detail's boost: the button with what it gives; `onBoosted` gets the boosted freebet. */
export function BoostButton({
  bonus,
  onBoosted,
}: {
  bonus: BonusWire;
  onBoosted(bonus: BonusWire): void;
}) {
  const t = useTranslations('bonuses.boost');
  const money = useMoney();
  const queryClient = useQueryClient();
  const boost = boostView(bonus);
  const mutation = useMutation({
    mutationFn: () => boostBonus(bonus),
    onSuccess: (boosted) => onBoosted(boosted),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
  });
  if (!boost) return null;
  if (boost.boosted)
    return (
      <p className={styles.success} data-testid="bonus-boosted">
        {t('done', {
          amount: money(boost.boostedAmount, bonus.currency),
          multiplier: boost.multiplier,
        })}
      </p>
    );
  if (!boost.boostable) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', 'medium')}
        disabled={mutation.isPending}
        data-testid="bonus-boost"
        onClick={() => mutation.mutate()}
      >
        {t('button', {
          multiplier: boost.multiplier,
          amount: money(boost.boostedAmount, bonus.currency),
        })}
      </button>
      {mutation.isError ? (
        <p className={styles.fieldError} role="alert">
          {t('failed')}
        </p>
      ) : null}
    </>
  );
}
