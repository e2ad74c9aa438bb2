'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import type { WalletTransactionType } from '@sportsbook/contract/browser';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { formatAmount, formatBalance } from '../api/format-balance';
import { currencyInfo } from '../api/currencies';
import {
  listWalletTransactions,
  WALLET_TYPES,
  walletKeys,
  walletTransactionsCsvHref,
  type WalletFilter,
} from '../api/wallet-client';
import type { useCurrencies } from '../profile/use-profile';
import styles from './wallet.module.css';

/**
 * The wallet transactions page's list (account-platform §2.1, issue 16 §3): every movement of
 * the player's accounts, newest first, filtered by type, day range (the last three months by
 * default) and currency, more on demand; the CSV link downloads the same filter.
 */
export function WalletTransactions({
  currencyCodes,
  currencies,
}: {
  currencyCodes: string[];
  currencies: ReturnType<typeof useCurrencies>;
}) {
  const t = useTranslations('account.wallet.transactions');
  const locale = useLocale();
  const format = useFormatter();
  const [filter, setFilter] = useState<WalletFilter>({ types: [], from: '', to: '', currency: '' });
  const query = useInfiniteQuery({
    queryKey: walletKeys.transactions(filter),
    queryFn: ({ pageParam, signal }) => listWalletTransactions(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const rows = query.data?.pages.flatMap((page) => page.data) ?? [];
  const range = query.data?.pages[0];

  function toggleType(type: WalletTransactionType) {
    setFilter((current) => ({
      ...current,
      types: current.types.includes(type)
        ? current.types.filter((t) => t !== type)
        : [...current.types, type],
    }));
  }

  const signed = (amount: string, code: string) => {
    const value = BigInt(amount);
    const text = formatAmount(value < 0n ? -value : value, currencyInfo(code, currencies), locale);
    return `${value < 0n ? '−' : '+'}${text} ${code}`;
  };

  return (
    <section className={styles.card} aria-labelledby="wallet-transactions">
      <div className={styles.headingRow}>
        <h2 id="wallet-transactions" className={styles.heading}>
          {t('title')}
        </h2>
        <a
          href={walletTransactionsCsvHref(filter)}
          className={buttonClass('secondary', 'small')}
          download
          data-testid="wallet-csv"
        >
          {t('csv')}
        </a>
      </div>
      <div className={styles.filters}>
        <div className={styles.chips} role="group" aria-label={t('types')}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={filter.types.length === 0}
            onClick={() => setFilter((current) => ({ ...current, types: [] }))}
            data-testid="wallet-type-all"
          >
            {t('allTypes')}
          </button>
          {WALLET_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className={styles.chip}
              aria-pressed={filter.types.includes(type)}
              onClick={() => toggleType(type)}
              data-testid={`wallet-type-${type}`}
            >
              {t(`type.${type}`)}
            </button>
          ))}
        </div>
        <div className={styles.range}>
          <label className={styles.rangeField}>
            <span>{t('from')}</span>
            <input
              type="date"
              value={filter.from || range?.from || ''}
              max={filter.to || range?.to}
              onChange={(event) => setFilter((c) => ({ ...c, from: event.target.value }))}
              data-testid="wallet-from"
            />
          </label>
          <label className={styles.rangeField}>
            <span>{t('to')}</span>
            <input
              type="date"
              value={filter.to || range?.to || ''}
              onChange={(event) => setFilter((c) => ({ ...c, to: event.target.value }))}
              data-testid="wallet-to"
            />
          </label>
          {currencyCodes.length > 1 ? (
            <label className={styles.rangeField}>
              <span>{t('currency')}</span>
              <select
                value={filter.currency}
                onChange={(event) => setFilter((c) => ({ ...c, currency: event.target.value }))}
                data-testid="wallet-currency"
              >
                <option value="">{t('allCurrencies')}</option>
                {currencyCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      </div>
      {query.isError ? (
        <EmptyState compact role="alert" title={t('error')} />
      ) : query.isPending ? (
        <div className={styles.loading} aria-busy="true" />
      ) : rows.length === 0 ? (
        <EmptyState
          compact
          title={t('empty')}
          description={t('emptyHint')}
          data-testid="wallet-empty"
        />
      ) : (
        <>
          <ul className={styles.rows} data-testid="wallet-transactions">
            {rows.map((row) => {
              const credit = !row.amount.startsWith('-');
              return (
                <li
                  key={row.id}
                  className={styles.row}
                  data-testid="wallet-transaction"
                  data-type={row.type}
                >
                  <span className={styles.rowMain}>
                    <strong>
                      {/* A withdrawal's money coming back (failed or cancelled) says so. */}
                      {row.type === 'withdrawal' && credit
                        ? t('withdrawalReturned')
                        : t(`type.${row.type}`)}
                    </strong>
                    <span className={styles.muted}>
                      {format.dateTime(new Date(row.createdAt), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </span>
                    <span className={styles.reference} title={row.reference}>
                      {t('reference', { reference: row.reference })}
                    </span>
                  </span>
                  <span className={styles.rowAmounts}>
                    <strong
                      className={credit ? styles.credit : styles.debit}
                      data-testid="wallet-transaction-amount"
                    >
                      <bdi>{signed(row.amount, row.currency)}</bdi>
                    </strong>
                    <span className={styles.muted} data-testid="wallet-transaction-balance">
                      {t('balanceAfter', {
                        balance: formatBalance(row.balanceAfter, row.currency, locale, currencies),
                      })}
                    </span>
                  </span>
                </li>
              );
            })}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className={buttonClass('secondary', 'small')}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              data-testid="wallet-more"
            >
              {t('more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
