'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useAuthStatus } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import {
  PAYMENT_RETURN_MESSAGE,
  readModalFromAddress,
  type DepositResult,
} from '../api/modal-location';
import { useModalStore, type AccountModal } from './modal-store';
import { accountKeys, usePlayer, useSettings } from '../profile/use-profile';
import { knownMissedFields } from '../api/missed-fields';

/**
 * The dialogs (Radix) and every form load on first open, not with the page: most visits never
 * open one, and they are a third of the page's JavaScript otherwise.
 */
const OpenModal = dynamic(() => import('./open-modal').then((module) => module.OpenModal), {
  ssr: false,
});

/** After a pending deposit the balance changes later: look again a few times. */
const PENDING_REFETCH_MS = [3_000, 8_000, 15_000, 30_000];

/**
 * Opens account modals from the address (hash, ?modal=, e-mailed tokens), removes what it read
 * from the address, and renders the one open modal. Deposit needs a session and, when the
 * platform requires it, the missed profile fields first (account-platform §4 Deposit).
 */
export function ModalHost() {
  const t = useTranslations('account');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const status = useAuthStatus();
  const player = usePlayer();
  const settings = useSettings();
  const { modal, token, reason, then, open, close } = useModalStore();

  function onDepositResult(result: DepositResult) {
    void queryClient.invalidateQueries({ queryKey: accountKeys.accounts });
    if (result === 'pending') {
      for (const delay of PENDING_REFETCH_MS) {
        window.setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: accountKeys.accounts }),
          delay,
        );
      }
    }
    showToast(
      result === 'success'
        ? { tone: 'success', title: t('deposit.success') }
        : result === 'pending'
          ? { tone: 'warning', title: t('deposit.pending'), description: t('deposit.pendingHint') }
          : { tone: 'error', title: t('deposit.failed'), description: t('deposit.failedHint') },
    );
  }

  // The address: on navigation (pathname/query) and on hash changes.
  useEffect(() => {
    const read = () => {
      const found = readModalFromAddress(window.location.href);
      if (found.cleanHref) window.history.replaceState(window.history.state, '', found.cleanHref);
      if (found.modal) open(found.modal, { token: found.token });
      if (found.depositResult) onDepositResult(found.depositResult);
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read on every navigation
  }, [pathname, searchParams]);

  // The widget inside the deposit modal returns through the page: a soft navigation to the
  // return address (current page + deposit_status), no reload.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; url?: string } | null;
      if (data?.type !== PAYMENT_RETURN_MESSAGE || typeof data.url !== 'string') return;
      const target = new URL(data.url, window.location.href);
      if (target.origin !== window.location.origin) return;
      close();
      router.replace(`${target.pathname}${target.search}${target.hash}`, { scroll: false });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [close, router]);

  // Modals that need a session wait for the profile, then send visitors to sign in.
  const needsSession: AccountModal[] = ['deposit', 'phoneVerification', 'changePassword'];
  const waiting = modal !== null && needsSession.includes(modal) && status !== 'loggedIn';
  useEffect(() => {
    if (waiting && status === 'notLoggedIn') open('signIn', { reason: 'signInFirst' });
  }, [waiting, status, open]);

  // Deposit: the mandatory missed-fields form comes first when the platform requires it.
  const depositFields = settings?.platformSettings.depositMissedFieldsRequired
    ? knownMissedFields(
        (player?.authFieldsMissed ?? []).filter((field) =>
          settings.platformSettings.depositProfileFields.includes(field),
        ),
      )
    : [];
  const profileMissing = player ? knownMissedFields(player.authFieldsMissed) : [];
  useEffect(() => {
    if (modal === 'deposit' && status === 'loggedIn' && depositFields.length > 0) {
      open('missedFields', { then: 'deposit' });
    }
  }, [modal, status, depositFields.length, open]);

  // The missed-fields step: the deposit's fields before a deposit, else the profile's.
  const missedFields =
    then === 'deposit' && depositFields.length > 0 ? depositFields : profileMissing;
  const nothingMissing = modal === 'missedFields' && missedFields.length === 0;
  useEffect(() => {
    // Nothing (left) to fill: carry on.
    if (nothingMissing) {
      if (then) open(then);
      else close();
    }
  }, [nothingMissing, then, open, close]);

  if (!modal || waiting) return null;

  const reasonText =
    reason === 'sessionExpired'
      ? t('signIn.sessionExpired')
      : reason === 'signInFirst'
        ? t('signIn.signInFirst')
        : undefined;

  return (
    <OpenModal
      modal={modal}
      token={token}
      reasonText={reasonText}
      then={then}
      missedFields={missedFields}
      depositBlocked={depositFields.length > 0}
      open={open}
      close={close}
    />
  );
}
