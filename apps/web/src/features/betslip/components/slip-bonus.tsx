'use client';

import type { BonusWire } from '@sportsbook/contract';
import { betOdds, formatMoney, type CurrencyCode, type SlipBet } from '@sportsbook/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { dispatchSlip } from '../state/betslip-store';
import { useShowOdds } from '../state/odds-format-store';
import { bonusPreview, freebetBoostOf, type BonusPreview } from '../api/slip-bonuses';
import { useSlipBonusStore } from '../hooks/slip-bonus-store';
import styles from './slip-bonus.module.css';

const NOTE_KEYS = {
  freebet_only_win: 'onlyWinNote',
  freebet_all_win: 'allWinNote',
  freebet_no_risk: 'noRiskNote',
} as const;

/** A comboboost's multiplier with two decimals in the page's locale ("1.05", "1,05"). */
const multiplierFormat = (locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Boost ×2": a boost's multiplier as the bonuses area shows it. */
function BoostBadge({ multiplier }: { multiplier: number }) {
  const t = useTranslations('betslip.bonus');
  const locale = useLocale();
  const shown = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(multiplier);
  return (
    <span className={styles.badge} data-testid="slip-boost-badge">
      {t('boost', { multiplier: shown })}
    </span>
  );
}

/** A bonus's short label: "Freebet 5.00 €", "Boost ×2 Freebet 10.00 € ~~5.00 €~~", "Comboboost ×1.05". */
function BonusLabel({ bonus, count }: { bonus: BonusWire; count: number }) {
  const t = useTranslations('betslip.bonus');
  const locale = useLocale();
  if (bonus.bonus_type === 'freebet') {
    const currency = (bonus.currency ?? 'EUR') as CurrencyCode;
    const money = (amount: bigint) => formatMoney(amount, currency, locale);
    // A boosted freebet (decision 058) shows the boost and the amount it had before.
    const boost = freebetBoostOf(bonus);
    return (
      <>
        {boost ? <BoostBadge multiplier={boost.multiplier} /> : null}
        {t('freebet', { amount: money(BigInt(bonus.amount ?? '0')) })}
        {boost ? (
          <del
            className={styles.before}
            title={t('before', { amount: money(boost.from) })}
            data-testid="slip-boost-before"
          >
            <bdi dir="ltr">{money(boost.from)}</bdi>
          </del>
        ) : null}
      </>
    );
  }
  if (bonus.bonus_type === 'hunting' || bonus.bonus_type === 'tournament')
    return <>{t(bonus.bonus_type, { name: bonus.name })}</>;
  const range = bonus.ranges.find((r) => count >= r.min_count && count <= r.max_count);
  const multiplier = range ? multiplierFormat(locale).format(range.bonus_odds) : '—';
  return <>{t('comboboost', { multiplier })}</>;
}

/**
 * The slip's bonuses (betting-core §3 availableBonuses, §4): the bonuses the bet may carry, one
 * chosen (auto-selected comboboost, or the player's pick), the boosted odds and the bonus part of
 * the return. A freebet sets the bet's stake to its whole amount; the stake field is then fixed.
 */
export function SlipBonus({
  bet,
  available,
  selected,
  disabled,
  stakeWithout,
  compact = false,
}: {
  bet: SlipBet;
  available: readonly BonusWire[];
  selected: BonusWire | undefined;
  disabled: boolean;
  /**
   * One of several singles (decision 063): the stake it goes back to when its freebet is taken
   * off (the other singles' stake); absent on a slip of one bet.
   */
  stakeWithout?: bigint;
  /** One of several singles: a smaller block under its selection, without the heading. */
  compact?: boolean;
}) {
  const t = useTranslations('betslip.bonus');
  const locale = useLocale();
  const showOdds = useShowOdds();
  const choose = useSlipBonusStore((state) => state.choose);
  const preview: BonusPreview | undefined = selected ? bonusPreview(bet, selected) : undefined;
  const freebetStake = selected?.bonus_type === 'freebet' ? preview?.stake : undefined;

  // §4: activating a freebet sets the bet's stake to it.
  useEffect(() => {
    if (freebetStake !== undefined && bet.stake !== freebetStake)
      dispatchSlip({ type: 'setStake', stake: freebetStake, betId: bet.id });
  }, [freebetStake, bet.stake, bet.id]);

  const pick = (bonusId: string | null) => {
    choose(bet.id, bonusId, bet.currency);
    const next = available.find((bonus) => bonus.id === bonusId);
    // Off a freebet, a single of several goes back to the others' stake.
    if (freebetStake !== undefined && next?.bonus_type !== 'freebet' && stakeWithout !== undefined)
      dispatchSlip({ type: 'setStake', stake: stakeWithout, betId: bet.id });
  };

  if (available.length === 0) return null;
  const boost =
    selected?.bonus_type === 'comboboost' && preview?.odds != null ? preview.odds : undefined;
  const multiplier = boost
    ? selected?.ranges.find(
        (r) => bet.selections.length >= r.min_count && bet.selections.length <= r.max_count,
      )?.bonus_odds
    : undefined;
  return (
    <section
      className={styles.bonus}
      data-compact={compact || undefined}
      aria-label={t('label')}
      data-testid="slip-bonus"
      data-bet-id={bet.id}
    >
      {compact ? null : <p className={styles.head}>{t('label')}</p>}
      <div className={styles.choices} role="radiogroup" aria-label={t('label')}>
        <button
          type="button"
          role="radio"
          className={styles.choice}
          aria-checked={!selected}
          disabled={disabled}
          data-testid="slip-bonus-none"
          onClick={() => pick(null)}
        >
          {t('none')}
        </button>
        {available.map((bonus) => (
          <button
            key={bonus.id}
            type="button"
            role="radio"
            className={styles.choice}
            aria-checked={selected?.id === bonus.id}
            disabled={disabled}
            data-testid={`slip-bonus-${bonus.bonus_type}`}
            data-bonus-id={bonus.id}
            onClick={() => pick(bonus.id)}
          >
            <BonusLabel bonus={bonus} count={bet.selections.length} />
          </button>
        ))}
      </div>
      {selected && preview ? (
        <dl className={styles.totals}>
          {boost !== undefined ? (
            <div>
              <dt>
                {t('boostedOdds')}
                {multiplier ? <BoostBadge multiplier={multiplier} /> : null}
              </dt>
              <dd>
                {/* The odds before the boost, struck through, then the boosted ones. */}
                <del className={styles.before} data-testid="slip-odds-before-boost">
                  <bdi dir="ltr">{showOdds(betOdds(bet) ?? 0, { cap: false })}</bdi>
                </del>
                <bdi dir="ltr" data-testid="slip-boosted-odds">
                  {showOdds(boost, { cap: false })}
                </bdi>
              </dd>
            </div>
          ) : null}
          {selected.bonus_type === 'freebet' && !compact ? (
            <p className={styles.note} data-testid="slip-freebet-note">
              {t(NOTE_KEYS[selected.type ?? 'freebet_only_win'])}
            </p>
          ) : null}
          {selected.bonus_type === 'hunting' || selected.bonus_type === 'tournament' ? (
            <p className={styles.note} data-testid="slip-farming-note">
              {t('farmingNote', {
                points: formatMoney(bet.stake, bet.currency, locale),
                name: selected.name,
              })}
            </p>
          ) : (
            <div>
              <dt>{t('bonusPart')}</dt>
              <dd data-testid="slip-bonus-part">
                <bdi dir="ltr">{formatMoney(preview.bonusPart, bet.currency, locale)}</bdi>
              </dd>
            </div>
          )}
        </dl>
      ) : null}
    </section>
  );
}
