'use client';

import { useLocale, useTranslations } from 'next-intl';
import { buttonClass } from '@/components/button/button-class';
import { EmptyState } from '@/components/empty-state/empty-state';
import { IntlScope } from '@/i18n/intl-scope';
import { publish } from '@/lib/event-bus';
import { QueryProvider } from '@/lib/query-provider';
import { useAuthStatus } from '@/lib/session-store';
import { formatBalance } from '../api/format-balance';
import { activeAccountOf, useAccounts, useCurrencies, usePlayer } from '../profile/use-profile';
import { RecentWithdrawals } from './pending-withdrawals';
import { WalletTransactions } from './wallet-transactions';
import { WithdrawalForm } from './withdrawal-form';
import styles from './wallet.module.css';

/**
 * The wallet transactions page (account-platform §2.1; issue 16 §3): the balance with deposit
 * and withdrawal, the recent withdrawals (a pending one can be cancelled), and the list of every
 * movement with its filters and CSV export. A private page.
 */
function WalletViewContent() {
  const t = useTranslations('account.wallet');
  const locale = useLocale();
  const status = useAuthStatus();
  const player = usePlayer();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const account = activeAccountOf(accounts, player);

  if (status === 'notLoggedIn') {
    return (
      <EmptyState
        title={t('signedOut.title')}
        description={t('signedOut.hint')}
        data-testid="wallet-signed-out"
        action={
          <button
            type="button"
            className={buttonClass('primary')}
            onClick={() => publish('modal-requested', { modal: 'signIn' })}
          >
            {t('signedOut.signIn')}
          </button>
        }
      />
    );
  }
  if (status !== 'loggedIn' || !account) {
    return <div className={styles.loading} aria-busy="true" data-testid="wallet-loading" />;
  }
  return (
    <div className={styles.wallet} data-testid="wallet">
      <section className={`${styles.card} ${styles.summary}`} aria-labelledby="wallet-balance">
        <div className={styles.balance}>
          <h2 id="wallet-balance" className={styles.caption}>
            {t('balance')}
          </h2>
          <strong className={styles.balanceValue} data-testid="wallet-balance">
            <bdi>{formatBalance(account.balance, account.currency, locale, currencies)}</bdi>
          </strong>
          <button
            type="button"
            className={buttonClass('secondary', 'small')}
            onClick={() => publish('modal-requested', { modal: 'deposit' })}
            data-testid="wallet-deposit"
          >
            {t('deposit')}
          </button>
        </div>
        <div className={styles.withdraw}>
          <h2 className={styles.heading}>{t('withdraw.title')}</h2>
          <WithdrawalForm account={account} currencies={currencies} />
        </div>
      </section>
      <RecentWithdrawals currencies={currencies} />
      <WalletTransactions currencyCodes={accounts.map((a) => a.currency)} currencies={currencies} />
    </div>
  );
}

/** Loaded with its page: it carries the query client the wallet needs. */
export function WalletView() {
  return (
    <IntlScope>
      <QueryProvider>
        <WalletViewContent />
      </QueryProvider>
    </IntlScope>
  );
}
