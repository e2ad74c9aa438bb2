'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Suspense, useEffect } from 'react';
import { SaferGamblingGate } from '@/features/safer-gambling';
import { IntlScope } from '@/i18n/intl-scope';
import { onUnauthorized } from '@/lib/api-fetch';
import { subscribe } from '@/lib/event-bus';
import { QueryProvider } from '@/lib/query-provider';
import { useSessionStore } from '@/lib/session-store';
import { knownMissedFields } from '../api/missed-fields';
import { updateLocale, type Account } from '../api/platform-client';
import { useModalStore } from '../modals/modal-store';
import { accountKeys, usePlayer, useProfileLoader, useSettings } from '../profile/use-profile';
import type { ReminderDue } from '../modals/use-reminder-due';
import { useSessionActions } from './use-session-actions';
import { ModalHost } from '../modals/modal-host';
import { SignUpReminder } from '../modals/sign-up-reminder';

/**
 * The account layer, loaded on first use (decision 018): the query client, the profile load, the
 * listeners that end a session on 401 and apply realtime balances, the modal host and the
 * sign-up reminder. The account provider mounts it when a session may exist, a modal opens (or
 * the address asks for one), another layer needs the account, or the reminder is due.
 */
export function AccountLayer({ reminderDue }: { reminderDue: ReminderDue | null }) {
  return (
    <IntlScope>
      <QueryProvider>
        <AccountEffects />
        <Suspense fallback={null}>
          <ModalHost />
        </Suspense>
        <SignUpReminder due={reminderDue} />
        {/* Reality check, activity tracking, limits' dialogs: signed-in players only (issue 18). */}
        <SaferGamblingGate />
      </QueryProvider>
    </IntlScope>
  );
}

function AccountEffects() {
  const status = useProfileLoader();
  const queryClient = useQueryClient();
  const { endSession } = useSessionActions();
  const player = usePlayer();

  // account-platform §8: a 401 during queries ends the session and prompts sign-in.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (useSessionStore.getState().status === 'loggedIn') endSession();
      }),
    [endSession],
  );

  // The player's language follows the site's (§7.1 update_locale), so mail arrives in it.
  const locale = useLocale();
  const language = player?.language;
  useEffect(() => {
    if (status !== 'loggedIn' || !language || language === locale) return;
    updateLocale(locale)
      .then(() => queryClient.invalidateQueries({ queryKey: accountKeys.player }))
      .catch((error: unknown) => console.warn('[account] locale update failed', error));
  }, [status, language, locale, queryClient]);

  // Realtime "balance changed" replaces the balance of the matching currency (§4).
  useEffect(
    () =>
      subscribe('balance-changed', (change) => {
        queryClient.setQueryData<Account[]>(accountKeys.accounts, (accounts) =>
          accounts?.map((account) =>
            account.currency === change.currency
              ? {
                  ...account,
                  balance: String(change.balance),
                  availableToBet: String(change.available_to_bet ?? account.availableToBet),
                }
              : account,
          ),
        );
      }),
    [queryClient],
  );

  // §2.2: the missing-fields dialog opens when the profile lists missing fields. Fields the
  // platform only needs for deposits are asked for before a deposit instead (§4 Deposit).
  const settings = useSettings();
  const depositOnly = settings?.platformSettings.depositMissedFieldsRequired
    ? settings.platformSettings.depositProfileFields
    : [];
  const missed =
    player && settings
      ? knownMissedFields(player.authFieldsMissed.filter((field) => !depositOnly.includes(field)))
      : [];
  const mustFill = status === 'loggedIn' && missed.length > 0;
  useEffect(() => {
    if (!mustFill) return;
    const { modal, open } = useModalStore.getState();
    if (modal !== 'missedFields' && modal !== 'deposit') open('missedFields');
  }, [mustFill]);

  return null;
}
