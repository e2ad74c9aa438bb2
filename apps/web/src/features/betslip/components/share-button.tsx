'use client';

import type { SlipState } from '@sportsbook/domain';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ShareIcon } from '@/components/icons/share-icon';
import { isApiError } from '@/lib/api-fetch';
import { publish } from '@/lib/event-bus';
import { settledAuthStatus } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { getCustomSlip, useCustomSlip } from '../state/custom-bet-store';
import styles from './slip.module.css';

const ShareLinkDialog = dynamic(
  () => import('./share-dialogs').then((module) => module.ShareLinkDialog),
  { ssr: false },
);

/**
 * Share the slip (betting-core §2 betcode): a code for its selections and a link to this page
 * with ?betcode=. Creating a code needs the session (§6), so a visitor is asked to sign in; a
 * player whose profile is still loading is not.
 */
export function ShareButton({ slip }: { slip: SlipState }) {
  const t = useTranslations('betslip.share');
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const customCount = useCustomSlip().bets.length;

  async function share() {
    setBusy(true);
    try {
      if ((await settledAuthStatus()) !== 'loggedIn') {
        publish('modal-requested', { modal: 'signIn' });
        return;
      }
      // Loaded on the first share: most players never press it.
      const { createShareCode, shareLinkOf } = await import('../api/share-code');
      const code = await createShareCode(slip, getCustomSlip().bets);
      setLink(shareLinkOf(code, window.location.href));
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('failed'),
        description: isApiError(error) ? error.displayMessage : undefined,
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.iconAction}
        disabled={busy || (slip.bets.length === 0 && customCount === 0)}
        aria-busy={busy}
        data-testid="slip-share"
        onClick={() => void share()}
      >
        <ShareIcon size={16} />
        <span>{t('button')}</span>
      </button>
      {link ? <ShareLinkDialog link={link} onClose={() => setLink(null)} /> : null}
    </>
  );
}
