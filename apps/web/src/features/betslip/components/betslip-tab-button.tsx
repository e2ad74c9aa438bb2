'use client';

import { MyBetsIcon, TicketIcon } from '@/components/icons/ui-icons';
import type { BetslipTab } from '../hooks/betslip-ui-storage';
import { betslipActions, useBetslipUi } from '../hooks/use-betslip-ui';

/** Mobile tab bar item that opens the bet slip sheet on one of its tabs. */
export function BetslipTabButton({ tab, label }: { tab: BetslipTab; label: string }) {
  const { sheetOpen, tab: selected } = useBetslipUi();
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
    </button>
  );
}
