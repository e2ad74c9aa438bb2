'use client';

import { MyBetsIcon } from '@/components/icons/my-bets-icon';
import { TicketIcon } from '@/components/icons/ticket-icon';
import { useSlipSummary } from '../state/betslip-picks';
import { useCustomSlip } from '../state/custom-bet-store';
import type { BetslipTab } from '../hooks/betslip-ui-storage';
import { betslipActions, useBetslipUi } from '../hooks/use-betslip-ui';
import styles from './betslip-tab-button.module.css';

/** Mobile tab bar item that opens the bet slip sheet on one of its tabs. */
export function BetslipTabButton({ tab, label }: { tab: BetslipTab; label: string }) {
  const { sheetOpen, tab: selected } = useBetslipUi();
  const count = useSlipSummary().selected.size + useCustomSlip().bets.length;
  const expanded = sheetOpen && selected === tab;
  return (
    <button
      type="button"
      aria-controls="betslip"
      aria-expanded={expanded}
      data-testid={`mobile-tab-${tab}`}
      onClick={() => betslipActions.toggleSheet(tab)}
    >
      {tab === 'BET_SLIP' ? <TicketIcon size={22} /> : <MyBetsIcon size={22} />}
      <span>{label}</span>
      {tab === 'BET_SLIP' && count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </button>
  );
}
