'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import { dispatchSlip, getSlip } from '../state/betslip-store';
import { dispatchCustomSlip, getCustomSlip } from '../state/custom-bet-store';
import { onSharedSlipRequest } from '@/lib/host-handoff';
import type { ShareLoadProblem } from '../api/share-code';
import { withoutBetcode } from '../api/share-link';
import { betslipActions } from './use-betslip-ui';

/**
 * Opens a shared slip (betting-core §2 betcode, §4 "A shared-bet restore follows a similar path",
 * §8): when the address carries ?betcode= and the site allows sharing (isShareBetOn), the code is
 * removed from the address, its selections are loaded into the slip with today's prices, and the
 * slip opens. The problem to show, if any, is returned until dismissed.
 */
export function useSharedSlip(shareBetOn: boolean): {
  problem: ShareLoadProblem | null;
  dismiss(): void;
} {
  const locale = useLocale();
  const [problem, setProblem] = useState<ShareLoadProblem | null>(null);

  useEffect(() => {
    if (!shareBetOn) return;
    const { code, cleanHref } = withoutBetcode(window.location.href);
    // An embedding host's bet code (decision 039) opens the same way, without a reload.
    const stopListening = onSharedSlipRequest((hostCode) =>
      loadSharedSlip(hostCode, locale, setProblem),
    );
    if (!code) return stopListening;
    // Removed at once: a reload or a second effect run must not load the code again. The load
    // is not cancelled on unmount; the slip it fills outlives this component.
    window.history.replaceState(window.history.state, '', cleanHref);
    loadSharedSlip(code, locale, setProblem);
    return stopListening;
  }, [shareBetOn, locale]);

  return { problem, dismiss: () => setProblem(null) };
}

function loadSharedSlip(
  code: string,
  locale: string,
  setProblem: (problem: ShareLoadProblem | null) => void,
): void {
  dispatchSlip({ type: 'restoreStarted' });
  // The loader is fetched with the link that needs it, not with every page.
  import('../api/share-code')
    .then(({ loadSharedBets }) => loadSharedBets(code, { locale, currency: getSlip().currency }))
    .then((result) => {
      if (!result.ok) {
        dispatchSlip({ type: 'restoreFailed' });
        setProblem(result.problem);
        return;
      }
      const before = getSlip().bets;
      const customBefore = getCustomSlip().bets;
      // Custom bets join the slip as their own lines (decision 059), beside the restored ticket.
      for (const bet of result.customBets) dispatchCustomSlip({ type: 'add', bet });
      const customAdded = getCustomSlip().bets !== customBefore;
      // A restore that keeps nothing usable leaves the slip as it was: nothing to bet on.
      const restored =
        result.bets.length > 0 &&
        dispatchSlip({ type: 'restore', bets: result.bets }).bets !== before;
      if (!restored) dispatchSlip({ type: 'restoreFailed' });
      if (!restored && !customAdded) {
        setProblem('tryAnother');
      } else {
        betslipActions.reveal('BET_SLIP');
      }
    })
    .catch((error: unknown) => {
      console.warn('[betslip] shared slip failed to load', error);
      dispatchSlip({ type: 'restoreFailed' });
      setProblem('tryLater');
    });
}
