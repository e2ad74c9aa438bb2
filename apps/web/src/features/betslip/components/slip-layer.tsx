'use client';

import type { PlacedSlipBet } from '@sportsbook/domain';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { IntlScope } from '@/i18n/intl-scope';
import { dispatchSlip, useSlip } from '../state/betslip-store';
import { usePlayerBetting } from '../state/player-betting';
import { QueryProvider } from '@/lib/query-provider';
import { useBetSettings } from '../hooks/use-bet-settings';
import { useQuickBetRunner } from '../hooks/use-quick-bet';
import { useSharedSlip } from '../hooks/use-shared-slip';
import { useSlipSync } from '../hooks/use-slip-sync';
import { useCustomSlip } from '../state/custom-bet-store';
import { SlipCustomBets } from './slip-custom-bets';
import { SlipLiveUpdates } from './slip-live-updates';
import { SlipReceipt } from './slip-receipt';
import { SlipTicket } from './slip-ticket';

const ShareProblemDialog = dynamic(
  () => import('./share-dialogs').then((module) => module.ShareProblemDialog),
  { ssr: false },
);

/**
 * The slip's layer, loaded on first use (decision 018): the ticket and the receipt, and the
 * runners behind them — the slip kept in step with the account, quick bet, shared slips
 * (?betcode=) and live price updates. The light panel mounts it when the slip has something to
 * show or restore, a session may exist, a quick-bet pick waits, a shared link is opened or the
 * mobile sheet opens; until then (and while it loads) the panel shows its empty state.
 */
export function SlipLayer({ shareBetOn, empty }: { shareBetOn: boolean; empty: ReactNode }) {
  return (
    <IntlScope>
      <QueryProvider>
        <SlipContent shareBetOn={shareBetOn} empty={empty} />
      </QueryProvider>
    </IntlScope>
  );
}

function SlipContent({ shareBetOn, empty }: { shareBetOn: boolean; empty: ReactNode }) {
  const slip = useSlip();
  const player = usePlayerBetting();
  const settings = useBetSettings(player);
  useSlipSync(player, settings.acceptMode);
  useQuickBetRunner(player);
  const shared = useSharedSlip(shareBetOn);
  // The receipt stays until the player is done with it; a reload shows it again (it is stored).
  const [dismissed, setDismissed] = useState<readonly PlacedSlipBet[] | null>(null);
  const showReceipt =
    slip.ticketState === 'success' && slip.placedBets.length > 0 && dismissed !== slip.placedBets;
  // Custom bets (decision 053) are lines of their own above the ordinary ticket.
  const custom = useCustomSlip();
  const hasCustom = custom.bets.length > 0 || custom.removed.length > 0 || custom.placed.length > 0;

  return (
    <>
      {showReceipt ? (
        <SlipReceipt
          placed={slip.placedBets}
          onDone={() =>
            slip.bets.length === 0 ? dispatchSlip({ type: 'clear' }) : setDismissed(slip.placedBets)
          }
        />
      ) : null}
      <SlipCustomBets player={player} acceptMode={slip.settings.oddsAcceptMode} />
      {slip.bets.length > 0 ? (
        <SlipTicket slip={slip} player={player} shareBetOn={shareBetOn} />
      ) : showReceipt || hasCustom ? null : (
        empty
      )}
      <SlipLiveUpdates slip={slip} />
      {shared.problem ? (
        <ShareProblemDialog problem={shared.problem} onClose={shared.dismiss} />
      ) : null}
    </>
  );
}
