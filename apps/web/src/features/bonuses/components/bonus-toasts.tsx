'use client';

import type { BonusWire } from '@sportsbook/contract';
import { RealtimeEventName } from '@sportsbook/contract/browser';
import { useEffect } from 'react';
import { bonusKeys } from '@/lib/bonus-keys';
import { subscribePrivateEvent } from '@/lib/event-bus';
import { useAuthStatus } from '@/lib/session-store';
import { showToast, useToastStore } from '@/lib/toast-store';

/**
 * `bonus issued` on the player's private channel (account-platform §4): a bonus toast, and the
 * slip's and the area's lists read again. The toast closes on logout. The title comes from the
 * layout's messages (this part is in every page's first load: no formatter here).
 */
export function BonusToasts({ title }: { title: string }) {
  const signedIn = useAuthStatus() === 'loggedIn';
  useEffect(() => {
    if (!signedIn) return;
    return subscribePrivateEvent(RealtimeEventName.bonusIssued, (message) => {
      const bonus = message as Partial<BonusWire> | null;
      showToast({ tone: 'bonus', title, description: bonus?.name ?? undefined });
      // The lists read again; the query client loads with the parts that use it (decision 018).
      void import('@/lib/query-provider').then(({ getQueryClient }) =>
        getQueryClient().invalidateQueries({ queryKey: bonusKeys.all }),
      );
    });
  }, [signedIn, title]);
  useEffect(() => {
    if (signedIn) return;
    const { toast, dismiss } = useToastStore.getState();
    if (toast?.tone === 'bonus') dismiss(toast.id);
  }, [signedIn]);
  return null;
}
