/**
 * What the bet slip panel remembers for the browser tab (betting-core §2: "its state is kept in
 * session storage"): whether it is open and which tab is selected.
 */
export const BETSLIP_TABS = ['BET_SLIP', 'MY_BETS'] as const;
export type BetslipTab = (typeof BETSLIP_TABS)[number];

export interface StoredBetslipUi {
  open: boolean;
  tab: BetslipTab;
}

export const DEFAULT_BETSLIP_UI: StoredBetslipUi = { open: true, tab: 'BET_SLIP' };
export const BETSLIP_UI_STORAGE_KEY = 'sportsbook.betslip.ui';

export function isBetslipTab(value: unknown): value is BetslipTab {
  return (BETSLIP_TABS as readonly unknown[]).includes(value);
}

/** Reads stored state; anything missing, malformed or from an older shape falls back. */
export function parseBetslipUi(raw: string | null): StoredBetslipUi {
  if (!raw) return DEFAULT_BETSLIP_UI;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_BETSLIP_UI;
    const { open, tab } = value as Record<string, unknown>;
    return {
      open: typeof open === 'boolean' ? open : DEFAULT_BETSLIP_UI.open,
      tab: isBetslipTab(tab) ? tab : DEFAULT_BETSLIP_UI.tab,
    };
  } catch {
    return DEFAULT_BETSLIP_UI;
  }
}

export function serializeBetslipUi({ open, tab }: StoredBetslipUi): string {
  return JSON.stringify({ open, tab });
}
