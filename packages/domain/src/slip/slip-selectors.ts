import { comboOdds } from './returns';
import { betReturn, betTypeOf, canChangeBetType, selectionsOf } from './slip-bets';
import type { BetType, SlipBet, SlipSelection, SlipState } from './slip-types';

/** Read-only views of the slip for the UI; derived, so they can never disagree with the bets. */

export function slipSelections(state: SlipState): SlipSelection[] {
  return selectionsOf(state.bets);
}

/** The outcomes to highlight in the catalogue (the ticket's selectedOutcomeIds). */
export function selectedOutcomeIds(state: SlipState): string[] {
  return selectionsOf(state.bets).map((selection) => selection.id);
}

/** 'single' for one or several singles, else the one bet's kind; null for an empty slip. */
export function slipBetType(state: SlipState): BetType | null {
  return betTypeOf(state.bets);
}

/** Several singles sharing the slip: placed together, one stake each. */
export function isMultiSingle(state: SlipState): boolean {
  return state.bets.length > 1 && state.bets.every((bet) => bet.betType === 'single');
}

/** The bet-type tabs the player may switch to (the current one included). */
export function allowedBetTypes(state: SlipState): BetType[] {
  const types: BetType[] = ['single', 'combo', 'system'];
  return types.filter(
    (type) =>
      betTypeOf(state.bets) === type ||
      canChangeBetType({ bets: state.bets, betType: type, systemTypes: state.systemTypes }),
  );
}

/** The price shown for a bet: a single's price, a combo's product; a system has none. */
export function betOdds(bet: SlipBet): number | null {
  switch (bet.betType) {
    case 'single':
      return bet.selections[0]?.odds ?? null;
    case 'combo':
      return comboOdds(bet.selections.map((selection) => selection.odds));
    case 'system':
      return null;
  }
}

export interface SlipTotals {
  totalStake: bigint;
  potentialReturn: bigint;
  /** Whether MAX_PAYOUT lowered any bet's return. */
  capped: boolean;
}

/** What the slip's footer shows: the sum over its bets. */
export function slipTotals(state: SlipState): SlipTotals {
  let totalStake = 0n;
  let potentialReturn = 0n;
  let capped = false;
  for (const bet of state.bets) {
    const result = betReturn(bet);
    totalStake += result.totalStake;
    potentialReturn += result.potentialReturn;
    capped ||= result.capped;
  }
  return { totalStake, potentialReturn, capped };
}
