import type { BetslipTab } from '../hooks/betslip-ui-storage';

/**
 * The words of the slip's light part (the panel, its tabs, the top bar and the empty state),
 * given by the server layout: the first load carries no client i18n (decision 018). The ticket
 * and the rest of the slip's layer load later and translate for themselves.
 */
export interface BetslipLabels {
  label: string;
  open: string;
  close: string;
  collapse: string;
  tabsLabel: string;
  tabs: Record<BetslipTab, string>;
  emptyTitle: string;
  emptyHint: string;
  quickBet: string;
  quickBetHint: string;
  preferences: string;
}
