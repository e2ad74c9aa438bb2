'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/api-fetch';
import { showToast } from '@/lib/toast-store';
import { formatBalance } from '../api/format-balance';
import { cancelWithdrawal, listWithdrawals, walletKeys } from '../api/wallet-client';
import { accountKeys, type useCurrencies } from '../profile/use-profile';
import styles from './wallet.module.css';

/** Polled while a withdrawal is pending: the provider's answer arrives on the server. */
const PENDING_POLL_MS = 2000;

/** The player's recent withdrawals; a pending one can be cancelled (its money comes back). */
export function RecentWithdrawals({
  currencies,
}: {
  currencies: ReturnType<typeof useCurrencies>;
}) {
  const t = useTranslations('account.wallet.withdrawals');
  const locale = useLocale();
  const format = useFormatter();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: walletKeys.withdrawals,
    queryFn: listWithdrawals,
    refetchInterval: (query) =>
      query.state.data?.some((w) => w.status === 'pending') ? PENDING_POLL_MS : false,
  });
  // When a pending withdrawal ends (paid, failed), the balance and the list may have moved.
  const pendingCount = data?.filter((w) => w.status === 'pending').length ?? 0;
  const lastPending = useRef(pendingCount);
  useEffect(() => {
    if (pendingCount < lastPending.current) {
      void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
    }
    lastPending.current = pendingCount;
  }, [pendingCount, queryClient]);
  const cancel = useMutation({
    mutationFn: cancelWithdrawal,
    onError: (error) =>
      showToast({
        tone: 'error',
        title: t('cancelFailed'),
        description: isApiError(error) ? error.displayMessage : undefined,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.all });
      await queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
    },
  });

  const withdrawals = (data ?? []).slice(0, 5);
  if (withdrawals.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="recent-withdrawals">
      <h2 id="recent-withdrawals" className={styles.heading}>
        {t('title')}
      </h2>
      <ul className={styles.withdrawals} data-testid="withdrawals">
        {withdrawals.map((w) => (
          <li
            key={w.id}
            className={styles.withdrawal}
            data-testid="withdrawal"
            data-status={w.status}
          >
            <span className={styles.withdrawalMain}>
              <strong>
                <bdi>{formatBalance(w.amount, w.currency, locale, currencies)}</bdi>
              </strong>
              <span className={styles.muted}>
                {format.dateTime(new Date(w.createdAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </span>
            </span>
            <span className={styles.status} data-tone={w.status} data-testid="withdrawal-status">
              {t(`status.${w.status}`)}
            </span>
            {w.status === 'pending' ? (
              <button
                type="button"
                className={styles.textButton}
                disabled={cancel.isPending}
                onClick={() => cancel.mutate(w.id)}
                data-testid="withdrawal-cancel"
              >
                {t('cancel')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
