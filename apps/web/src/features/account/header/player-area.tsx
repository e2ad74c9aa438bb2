'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { CheckIcon } from '@/components/icons/check-icon';
import { ChevronDownIcon } from '@/components/icons/chevron-down-icon';
import { LocaleLink } from '@/components/locale-routing/locale-link';
import { IntlScope } from '@/i18n/intl-scope';
import { isApiError } from '@/lib/api-fetch';
import { QueryProvider } from '@/lib/query-provider';
import { showToast } from '@/lib/toast-store';
import { displayName, initials } from '../api/display-name';
import { formatBalance } from '../api/format-balance';
import { createAccount, switchAccount } from '../api/platform-client';
import { openModal } from '../modals/modal-store';
import { useDropdown } from './use-dropdown';
import {
  accountKeys,
  activeAccountOf,
  useAccounts,
  useCurrencies,
  usePlayer,
  useSettings,
} from '../profile/use-profile';
import { useSessionActions } from '../session/use-session-actions';
import styles from './account-area.module.css';

/**
 * A signed-in player's header corner, loaded once the profile says signed in: the balance of the
 * active currency with the currency switch, the deposit button and the profile menu.
 */
export function SignedInArea() {
  return (
    <IntlScope>
      <QueryProvider>
        <PlayerArea />
      </QueryProvider>
    </IntlScope>
  );
}

function PlayerArea() {
  const t = useTranslations('account');
  const player = usePlayer();
  return (
    <div className={styles.player}>
      <CurrencySwitch />
      <button
        type="button"
        className={buttonClass('primary', 'small', styles.deposit)}
        onClick={() => openModal('deposit')}
        data-testid="deposit-button"
      >
        <span className={styles.plus} aria-hidden="true">
          +
        </span>
        <span className={styles.depositLabel}>{t('header.deposit')}</span>
      </button>
      {player ? <ProfileMenu name={displayName(player)} email={player.email} /> : null}
    </div>
  );
}

function CurrencySwitch() {
  const t = useTranslations('account.header');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const player = usePlayer();
  const accounts = useAccounts();
  const currencies = useCurrencies();
  const settings = useSettings();
  const { open, setOpen, root, trigger } = useDropdown();
  const active = activeAccountOf(accounts, player);
  const held = new Set<string>(accounts.map((account) => account.currency));
  const addable = (
    settings?.currencies.map((currency) => currency.code) ?? [...currencies.keys()]
  ).filter((code) => !held.has(code));
  const [toAdd, setToAdd] = useState('');
  const addChoice = addable.includes(toAdd) ? toAdd : (addable[0] ?? '');

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.accounts }),
      queryClient.invalidateQueries({ queryKey: accountKeys.player }),
    ]);
  const onError = (error: unknown) =>
    showToast({
      tone: 'error',
      title: t('currencyError'),
      description: isApiError(error) ? error.displayMessage : undefined,
    });

  // account-platform §4: skipped when it is the current currency or no account has it.
  const change = useMutation({
    mutationFn: async (currency: string) => {
      if (currency === active?.currency || !held.has(currency)) return;
      await switchAccount(currency);
    },
    onSuccess: refresh,
    onError,
  });
  const add = useMutation({
    mutationFn: (currency: string) => createAccount(currency),
    onSuccess: refresh,
    onError,
  });

  if (!active) return <div className={styles.balanceSkeleton} aria-hidden="true" />;
  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.balance}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('balanceLabel', {
          balance: formatBalance(active.balance, active.currency, locale, currencies),
        })}
        onClick={() => setOpen((value) => !value)}
        data-testid="currency-switch"
      >
        <span className={styles.balanceCaption}>{t('balance')}</span>
        <span className={styles.balanceValue} data-testid="header-balance">
          <bdi>{formatBalance(active.balance, active.currency, locale, currencies)}</bdi>
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open ? (
        <div className={styles.menu} data-testid="currency-menu">
          <p className={styles.menuTitle}>{t('accounts')}</p>
          <ul className={styles.accountList}>
            {accounts.map((account) => (
              <li key={account.currency}>
                <button
                  type="button"
                  className={styles.accountItem}
                  aria-current={account.currency === active.currency ? 'true' : undefined}
                  disabled={change.isPending}
                  onClick={() => {
                    change.mutate(account.currency);
                    setOpen(false);
                  }}
                  data-testid={`currency-option-${account.currency}`}
                >
                  <span className={styles.code}>{account.currency}</span>
                  <span className={styles.amount}>
                    <bdi>
                      {formatBalance(account.balance, account.currency, locale, currencies)}
                    </bdi>
                  </span>
                  {account.currency === active.currency ? (
                    <CheckIcon size={16} />
                  ) : (
                    <span className={styles.checkSpace} />
                  )}
                </button>
              </li>
            ))}
          </ul>
          {addable.length > 0 ? (
            <form
              className={styles.addForm}
              onSubmit={(event) => {
                event.preventDefault();
                if (addChoice) add.mutate(addChoice);
              }}
            >
              <label className={styles.menuTitle} htmlFor="add-account-currency">
                {t('addAccount')}
              </label>
              <div className={styles.addRow}>
                <select
                  id="add-account-currency"
                  className={styles.addSelect}
                  value={addChoice}
                  onChange={(event) => setToAdd(event.target.value)}
                  data-testid="add-account-currency"
                >
                  {addable.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </select>
                <button
                  type="submit"
                  className={buttonClass('secondary', 'small')}
                  disabled={add.isPending}
                  data-testid="add-account-submit"
                >
                  {t('add')}
                </button>
              </div>
            </form>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ProfileMenu({ name, email }: { name: string; email: string }) {
  const t = useTranslations('account.header');
  const { signOut } = useSessionActions();
  const { open, setOpen, root, trigger } = useDropdown();
  const item = (label: string, action: () => void, testId: string) => (
    <li>
      <button
        type="button"
        className={styles.menuItem}
        onClick={() => {
          setOpen(false);
          action();
        }}
        data-testid={testId}
      >
        {label}
      </button>
    </li>
  );
  return (
    <div className={styles.menuRoot} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.profile}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('profileMenu', { name })}
        onClick={() => setOpen((value) => !value)}
        data-testid="profile-menu"
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <span className={styles.profileName} data-testid="profile-name">
          {name}
        </span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {open ? (
        <div className={`${styles.menu} ${styles.profileMenu}`} data-testid="profile-dropdown">
          <div className={styles.who}>
            <span className={styles.avatarLarge} aria-hidden="true">
              {initials(name)}
            </span>
            <span className={styles.whoText}>
              <strong>{name}</strong>
              {email && email !== name ? <span>{email}</span> : null}
            </span>
          </div>
          <ul className={styles.menuList}>
            {item(t('deposit'), () => openModal('deposit'), 'menu-deposit')}
            <li>
              <LocaleLink
                href="/sport/profile/wallet/transactions"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
                data-testid="menu-wallet"
              >
                {t('wallet')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink
                href="/sport/favorites"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
              >
                {t('favourites')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink
                href="/sport/bets-history"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
                data-testid="menu-bets-history"
              >
                {t('betsHistory')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink
                href="/sport/profile/bonuses"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
                data-testid="menu-bonuses"
              >
                {t('bonuses')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink
                href="/sport/profile/loyalty"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
                data-testid="menu-loyalty"
              >
                {t('loyalty')}
              </LocaleLink>
            </li>
            <li>
              <LocaleLink
                href="/sport/profile/safer-gambling"
                className={styles.menuItem}
                onClick={() => setOpen(false)}
                data-testid="menu-safer-gambling"
              >
                {t('saferGambling')}
              </LocaleLink>
            </li>
            {item(t('verifyPhone'), () => openModal('phoneVerification'), 'menu-phone')}
            {item(t('changePassword'), () => openModal('changePassword'), 'menu-change-password')}
          </ul>
          <ul className={styles.menuList}>
            {item(t('signOut'), () => void signOut(), 'sign-out')}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
