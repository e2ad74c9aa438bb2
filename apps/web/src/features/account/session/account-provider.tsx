'use client';

import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadLayer, useLayerWanted } from '@/lib/deferred-layers';
import { subscribe } from '@/lib/event-bus';
import { useSessionStore } from '@/lib/session-store';
import { readModalFromAddress } from '../api/modal-location';
import { openModal, useModalStore } from '../modals/modal-store';
import { DemoMailboxContext } from '../demo-mailbox/demo-mailbox';
import { SessionHintContext } from './session-hint';
import { useReminderDue } from '../modals/use-reminder-due';

const AccountLayer = lazy(() =>
  import('./account-layer').then((module) => ({ default: module.AccountLayer })),
);

/**
 * The account layer of every page, light in the first load: the session hint from the server, a
 * visitor's status, the listener for modals other features ask for and the reminder's timer. The
 * rest (TanStack Query, the profile load, the modal host) is `AccountLayer`, loaded at once when
 * the hint says a session may exist, and otherwise on first use: a modal opens or the address
 * asks for one, the slip's layer needs the account, or the sign-up reminder is due.
 */
export function AccountProvider({
  hasSession,
  demoMailbox = false,
  children,
}: {
  hasSession: boolean;
  /** Demo mode (decision 021): the check-your-mail steps offer the demo mailbox. */
  demoMailbox?: boolean;
  children: ReactNode;
}) {
  const [hint, setHint] = useState(hasSession);
  const value = useMemo(() => ({ hint, setHint }), [hint]);
  const wanted = useLayerWanted('account');
  const status = useSessionStore((state) => state.status);
  const setSession = useSessionStore((state) => state.setSession);
  const reminderDue = useReminderDue(status);

  useEffect(() => {
    // Without a session cookie the visitor is known at once: no profile to wait for.
    if (hint) loadLayer('account');
    else if (useSessionStore.getState().status === 'unknown') setSession('notLoggedIn');
  }, [hint, setSession]);

  useEffect(() => {
    if (reminderDue) loadLayer('account');
  }, [reminderDue]);

  // A modal opened from anywhere (a header button, the reminder) needs the host to show it.
  useEffect(() => {
    if (useModalStore.getState().modal !== null) loadLayer('account');
    return useModalStore.subscribe((state) => {
      if (state.modal !== null) loadLayer('account');
    });
  }, []);

  useEffect(
    () =>
      subscribe('modal-requested', ({ modal, reason }) => {
        const signedIn = useSessionStore.getState().status === 'loggedIn';
        const needsSession =
          modal === 'deposit' || modal === 'phoneVerification' || modal === 'changePassword';
        if (needsSession && !signedIn) openModal('signIn', { reason: 'signInFirst' });
        else openModal(modal, { reason });
      }),
    [],
  );

  return (
    <SessionHintContext.Provider value={value}>
      <DemoMailboxContext.Provider value={demoMailbox}>
        {children}
        <Suspense fallback={null}>
          <AddressModalWatch />
        </Suspense>
        {wanted ? (
          <Suspense fallback={null}>
            <AccountLayer reminderDue={reminderDue} />
          </Suspense>
        ) : null}
      </DemoMailboxContext.Provider>
    </SessionHintContext.Provider>
  );
}

/**
 * A modal in the address (#signIn, ?modal=, an e-mailed token, a deposit's return) loads the
 * layer; its modal host then reads the address itself, as it does on every navigation.
 */
function AddressModalWatch() {
  const searchParams = useSearchParams();
  useEffect(() => {
    const read = () => {
      const found = readModalFromAddress(window.location.href);
      if (found.modal || found.depositResult) loadLayer('account');
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [searchParams]);
  return null;
}
