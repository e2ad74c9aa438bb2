'use client';

import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { buttonClass } from '@/components/button/button-class';
import { useAuthStatus } from '@/lib/session-store';
import { openModal } from '../modals/modal-store';
import { useSessionHint } from '../session/session-hint';
import styles from './account-area.module.css';

const loadSignedInArea = () => import('./player-area');
const SignedInArea = lazy(() =>
  loadSignedInArea().then((module) => ({ default: module.SignedInArea })),
);

/** The header corner's words, from the server layout (no client i18n in the first load). */
export interface AccountAreaLabels {
  signIn: string;
  signUp: string;
  loading: string;
}

/**
 * The header's account corner: Sign In / Sign Up for visitors; for players the balance, deposit
 * and profile menu, loaded once the profile says signed in. The visitor's buttons are links to
 * the modal hashes the modal host reads, so they work before the page is interactive too.
 */
export function AccountArea({ labels }: { labels: AccountAreaLabels }) {
  const status = useAuthStatus();
  // The hint is known on the server too, so a visitor's first paint already has the buttons.
  const { hint } = useSessionHint();
  // A session may exist: fetched beside the profile, so the balance shows as soon as it is known.
  useEffect(() => {
    if (hint) void loadSignedInArea();
  }, [hint]);
  const skeleton = (
    <div
      className={styles.skeleton}
      aria-busy="true"
      aria-label={labels.loading}
      data-testid="account-pending"
    />
  );

  if (hint && status === 'loggedIn') {
    return (
      <Suspense fallback={skeleton}>
        <SignedInArea />
      </Suspense>
    );
  }
  if (hint) return skeleton;
  const open = (modal: 'signIn' | 'signUp') => (event: MouseEvent<HTMLAnchorElement>) => {
    // No hash in the history: the modal opens in place, as the hash would open it.
    event.preventDefault();
    openModal(modal);
  };
  return (
    <div className={styles.guest}>
      <a
        href="#signIn"
        className={buttonClass('ghost', 'small')}
        onClick={open('signIn')}
        data-testid="sign-in"
      >
        {labels.signIn}
      </a>
      <a
        href="#signUp"
        className={buttonClass('primary', 'small')}
        onClick={open('signUp')}
        data-testid="sign-up"
      >
        {labels.signUp}
      </a>
    </div>
  );
}
