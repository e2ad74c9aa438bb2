'use client';

import type { RgLimitWire } from '@sportsbook/contract/browser';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { formatLimitValue, usedShare } from '../api/rg-format';
import styles from './safer-gambling.module.css';

/**
 * One limit: what it allows, what is used in this period and when the period resets, and a
 * pending increase or removal with the time it takes effect and, once it may, the confirm step.
 */
export function LimitCard({
  limit,
  busy,
  onChange,
  onRemove,
  onConfirm,
}: {
  limit: RgLimitWire;
  busy: boolean;
  onChange: () => void;
  onRemove: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('saferGambling');
  const format = useFormatter();
  const locale = useLocale();
  const value = (amount: string | bigint) =>
    formatLimitValue(limit.type, amount, limit.currency, locale);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const share = usedShare(limit.used, limit.amount);
  const pending = limit.pending;
  return (
    <li
      className={styles.limit}
      data-testid={`limit-${limit.type}`}
      data-period={limit.period_name ?? ''}
    >
      <div className={styles.limitHead}>
        <span className={styles.limitName}>
          {t(`types.${limit.type as 'deposit'}`)}
          {limit.period_name ? ` · ${t(`periods.${limit.period_name}`)}` : ''}
        </span>
        <span className={styles.limitAmount} data-testid="limit-amount">
          <bdi>{limit.amount === null ? '' : value(limit.amount)}</bdi>
        </span>
      </div>
      {limit.used !== null ? (
        <>
          <div
            className={styles.bar}
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(share * 100)}
            aria-label={t('limits.usedLabel')}
          >
            <div
              className={[styles.barFill, share >= 1 ? styles.barFull : ''].join(' ')}
              style={{ width: `${share * 100}%` }}
            />
          </div>
          <dl className={styles.facts}>
            <dt>{t('limits.used')}</dt>
            <dd data-testid="limit-used">
              <bdi>{value(limit.used.startsWith('-') ? '0' : limit.used)}</bdi>
            </dd>
            <dt>{t('limits.remaining')}</dt>
            <dd data-testid="limit-remaining">
              <bdi>{value(limit.remaining ?? '0')}</bdi>
            </dd>
            {limit.resets_at ? (
              <>
                <dt>{t('limits.resets')}</dt>
                <dd data-testid="limit-resets">{when(limit.resets_at)}</dd>
              </>
            ) : null}
          </dl>
        </>
      ) : (
        <p className={styles.muted}>
          {limit.type === 'bet' ? t('limits.perBet') : t('limits.perSession')}
        </p>
      )}
      {pending ? (
        <div className={styles.pending} data-testid="limit-pending">
          <span>
            {pending.strategy === 'removal'
              ? t('limits.pendingRemoval', { time: when(pending.effective_at) })
              : t('limits.pendingIncrease', {
                  amount: value(pending.amount ?? '0'),
                  time: when(pending.effective_at),
                })}
          </span>
          {pending.confirmable ? (
            <>
              <span>{t('limits.confirmHint', { time: when(pending.confirm_until) })}</span>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={buttonClass('primary', 'small')}
                  disabled={busy}
                  onClick={onConfirm}
                  data-testid="limit-confirm"
                >
                  {pending.strategy === 'removal'
                    ? t('limits.confirmRemoval')
                    : t('limits.confirmIncrease')}
                </button>
              </div>
            </>
          ) : (
            <span className={styles.muted}>{t('limits.waitHint')}</span>
          )}
        </div>
      ) : (
        <div className={styles.actions}>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            disabled={busy}
            onClick={onChange}
            data-testid="limit-change"
          >
            {t('limits.change')}
          </button>
          <button
            type="button"
            className={buttonClass('ghost', 'small')}
            disabled={busy}
            onClick={onRemove}
            data-testid="limit-remove"
          >
            {t('limits.remove')}
          </button>
        </div>
      )}
    </li>
  );
}
