'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { onUnauthorized } from '@/lib/api-fetch';
import { onBalanceChanged } from '@/lib/balance-events';
import { onModalRequest } from '@/lib/modal-events';
import { useSessionStore } from '@/lib/session-store';
import { updateLocale, type Account } from '../api/platform-client';
import { openModal, useModalStore } from '../hooks/modal-store';
import {
  accountKeys,
  SessionHintContext,
  usePlayer,
  useProfileLoader,
  useSettings,
} from '../hooks/use-profile';
import { useSessionActions } from '../hooks/use-session-actions';
import { knownMissedFields } from '../api/missed-fields';
import { ModalHost } from './modal-host';
import { SignUpReminder } from './sign-up-reminder';

/**
 * The account layer of every page: the session hint from the server, the profile load, the
 * listeners that end a session on 401, apply realtime balances and open modals other features
 * ask for, and the modal host itself.
 */
export function AccountProvider({
  hasSession,
  children,
}: {
  hasSession: boolean;
  children: ReactNode;
}) {
  const [hint, setHint] = useState(hasSession);
  const value = useMemo(() => ({ hint, setHint }), [hint]);
  return (
    <SessionHintContext.Provider value={value}>
      <AccountEffects />
      {children}
      <Suspense fallback={null}>
        <ModalHost />
      </Suspense>
      <SignUpReminder />
    </SessionHintContext.Provider>
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
      onBalanceChanged((change) => {
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

  useEffect(
    () =>
      onModalRequest(({ modal, reason }) => {
        const signedIn = useSessionStore.getState().status === 'loggedIn';
        const needsSession =
          modal === 'deposit' || modal === 'phoneVerification' || modal === 'changePassword';
        if (needsSession && !signedIn) openModal('signIn', { reason: 'signInFirst' });
        else openModal(modal, { reason });
      }),
    [],
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
