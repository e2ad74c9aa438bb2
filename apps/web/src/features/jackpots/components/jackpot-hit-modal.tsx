'use client';

import { ModalDialog } from '@/components/dialog/modal-dialog';
import { IntlScope } from '@/i18n/intl-scope';
import { QueryProvider } from '@/lib/query-provider';
import { useRealtimeChannel } from '@/lib/realtime/realtime-provider';
import type { RealtimePublication } from '@/lib/realtime/realtime-client';
import { useAuthStatus } from '@/lib/session-store';
import { RealtimeEventName, channels } from '@sportsbook/contract/browser';
import { formatMoney } from '@sportsbook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { shownAmount } from '../api/converted';
import { jackpotKeys, markHitsSeen, unseenHitsQuery } from '../api/jackpots';
import { usePlayerCurrency } from '../api/player-currency';
import { ApproxAmount } from './jackpot-amount';
import styles from './jackpots.module.css';

/**
 * The winner's hit modal (issue 20, account-platform §4): the signed-in player's unseen hits,
 * polled every 15 s and looked for at once when a pool changes, shown on whatever sportsbook
 * page the player is on, and marked seen when closed.
 */
export function JackpotHitModal() {
  return (
    <IntlScope>
      <QueryProvider>
        <HitModal />
      </QueryProvider>
    </IntlScope>
  );
}

function HitModal() {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const client = useQueryClient();
  const signedIn = useAuthStatus() === 'loggedIn';
  const [closed, setClosed] = useState<string[]>([]);
  const convertTo = usePlayerCurrency();
  const unseen = useQuery({ ...unseenHitsQuery(convertTo), enabled: signedIn, retry: false });
  // A hit pushes the winner's balance: look for the hit at once instead of at the next poll.
  useRealtimeChannel(
    signedIn ? channels.publicLocale(locale) : null,
    (publication: RealtimePublication) => {
      if (publication.event_name === RealtimeEventName.tournamentPoolChanged)
        void client.invalidateQueries({ queryKey: jackpotKeys.unseen });
    },
  );
  const hit = unseen.data?.find((h) => !closed.includes(h.id));
  if (!signedIn || !hit) return null;
  const close = () => {
    setClosed((ids) => [...ids, hit.id]);
    void markHitsSeen([hit.id]).then(() => client.invalidateQueries({ queryKey: jackpotKeys.all }));
  };
  return (
    <ModalDialog open onClose={close} title={t('hitTitle')} testId="jackpot-hit-modal">
      <div className={styles.modal}>
        <p className={styles.modalLevel}>
          {hit.jackpot_name} · {hit.level_name}
        </p>
        <p className={styles.modalAmount} data-testid="jackpot-hit-amount">
          {formatMoney(hit.amount, hit.currency, locale)}
        </p>
        <ApproxAmount
          shown={shownAmount(hit.amount, hit.currency, hit.converted, locale)}
          testId="jackpot-hit-amount-converted"
        />
        <p className={styles.modalBody}>{t('hitBody')}</p>
        <button type="button" className={styles.modalButton} onClick={close}>
          {t('collect')}
        </button>
      </div>
    </ModalDialog>
  );
}
