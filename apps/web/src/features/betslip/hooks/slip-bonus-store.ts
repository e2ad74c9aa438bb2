import { create } from 'zustand';

/** The slip asks for this many usable bonuses of each type (the list's limit is 500, §9). */
export const BONUS_LIST_LIMIT_WEB = 50;

/**
 * The bonus chosen for each slip bet (betting-core §3 `bonus`): a bonus id, or null when the
 * player took the bonus off (auto-select then leaves the bet alone). Absent: not decided yet.
 * Kept beside the slip's state rather than in it: the reducer stays the domain's (decision 052).
 */
interface SlipBonusState {
  chosen: Readonly<Record<string, string | null>>;
  /** The currency the choices were made in; a currency change resets them (§4). */
  currency: string | null;
  choose(betId: string, bonusId: string | null, currency: string): void;
  reset(currency: string | null): void;
}

export const useSlipBonusStore = create<SlipBonusState>((set, get) => ({
  chosen: {},
  currency: null,
  choose: (betId, bonusId, currency) =>
    set({
      chosen: { ...(get().currency === currency ? get().chosen : {}), [betId]: bonusId },
      currency,
    }),
  reset: (currency) => set({ chosen: {}, currency }),
}));
