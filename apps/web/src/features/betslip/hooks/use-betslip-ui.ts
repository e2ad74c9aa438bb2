import { MOBILE_MEDIA_QUERY } from '@/lib/breakpoints';
import { createStore, useStore } from '@/lib/create-store';
import { registerSlipReveal } from '@/lib/host-handoff';
import {
  BETSLIP_UI_STORAGE_KEY,
  DEFAULT_BETSLIP_UI,
  parseBetslipUi,
  serializeBetslipUi,
  type BetslipTab,
  type StoredBetslipUi,
} from './betslip-ui-storage';

/** Panel state: `open` is the desktop column, `sheetOpen` the mobile sheet (never persisted). */
export interface BetslipUi extends StoredBetslipUi {
  sheetOpen: boolean;
}

export const BETSLIP_SHEET_ID = 'betslip';

function readStorage(): StoredBetslipUi {
  try {
    return parseBetslipUi(window.sessionStorage.getItem(BETSLIP_UI_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy settings, sandboxed iframes); the panel still works.
    return DEFAULT_BETSLIP_UI;
  }
}

function writeStorage(ui: StoredBetslipUi): void {
  try {
    window.sessionStorage.setItem(BETSLIP_UI_STORAGE_KEY, serializeBetslipUi(ui));
  } catch {
    // Not remembering the tab is acceptable.
  }
}

const store = createStore<BetslipUi>(() => ({ ...readStorage(), sheetOpen: false }), {
  ...DEFAULT_BETSLIP_UI,
  sheetOpen: false,
});

function update(patch: Partial<BetslipUi>): void {
  store.set((current) => {
    const next = { ...current, ...patch };
    writeStorage(next);
    return next;
  });
}

export const betslipActions = {
  selectTab: (tab: BetslipTab) => update({ tab }),
  setOpen: (open: boolean) => update({ open }),
  /** Mobile tab bar: opens the sheet on `tab`, or closes it when that tab is already showing. */
  toggleSheet: (tab: BetslipTab) => {
    const { sheetOpen, tab: current } = store.get();
    update(sheetOpen && current === tab ? { sheetOpen: false } : { sheetOpen: true, tab });
  },
  closeSheet: () => update({ sheetOpen: false }),
  /** Shows a tab wherever the slip lives: the column on desktop, the sheet on mobile. */
  reveal: (tab: BetslipTab) => {
    const mobile = window.matchMedia(MOBILE_MEDIA_QUERY).matches;
    update(mobile ? { tab, sheetOpen: true } : { tab, open: true });
  },
};

export function useBetslipUi(): BetslipUi {
  return useStore(store);
}

// An embedding host's "open the slip" (decision 039) shows it wherever the slip lives.
registerSlipReveal(() => betslipActions.reveal('BET_SLIP'));
