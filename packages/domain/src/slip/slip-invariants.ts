import { isValidOdds } from './odds';
import { betIdFor, isWellFormedBet, rescaleStake } from './slip-bets';
import { refreshSelection } from './slip-selection';
import type { SlipState } from './slip-types';
import { sameSystemType } from './system-types';

/**
 * What must hold of every slip the reducer returns. The fuzz tests check it after every event;
 * the web app can check a slip read back from session storage before trusting it.
 * Returns one message per broken rule; an empty list means the slip is sound.
 */
export function slipInvariantViolations(state: SlipState): string[] {
  const problems: string[] = [];
  const { bets } = state;
  if (bets.length > 1 && bets.some((bet) => bet.betType !== 'single')) {
    problems.push('a combo or system bet must be the only bet');
  }
  const selectionIds = new Set<string>();
  const betIds = new Set<string>();
  for (const bet of bets) {
    if (!isWellFormedBet(bet)) problems.push(`bet ${bet.id} is malformed`);
    if (bet.stake < 0n) problems.push(`bet ${bet.id} has a negative stake`);
    if (bet.selections.length === 0) problems.push(`bet ${bet.id} has no selections`);
    if (bet.id !== betIdFor(bet.betType, bet.selections))
      problems.push(`bet ${bet.id} has a wrong id`);
    if (betIds.has(bet.id)) problems.push(`bet id ${bet.id} is repeated`);
    betIds.add(bet.id);
    if (bet.currency !== state.currency) problems.push(`bet ${bet.id} is in another currency`);
    if ((bet.stakeSource === 'potentialWin') !== (bet.potentialWinTarget !== null)) {
      problems.push(`bet ${bet.id} has a potential win without that stake source, or the reverse`);
    }
    if (rescaleStake(bet) !== bet) problems.push(`bet ${bet.id} has a stake that misses its win`);
    if (
      bet.betType === 'system' &&
      !state.systemTypes.some((type) => sameSystemType(type, bet.systemType))
    ) {
      problems.push(`bet ${bet.id} uses a system type that is not offered`);
    }
    for (const selection of bet.selections) {
      if (selectionIds.has(selection.id)) problems.push(`selection ${selection.id} is repeated`);
      selectionIds.add(selection.id);
      if (!isValidOdds(selection.odds))
        problems.push(`selection ${selection.id} has no valid price`);
      if (refreshSelection(selection, state.settings) !== selection) {
        problems.push(`selection ${selection.id} has stale flags`);
      }
    }
  }
  const processing = state.ticketState === 'processing';
  if (state.processingBets.length > 0 && !processing) {
    problems.push('processingBets outside processing');
  }
  if (state.inProgress !== processing) problems.push('inProgress disagrees with the ticket state');
  if (state.processingBets.some((bet) => bet.stake <= 0n)) {
    problems.push('a bet without a stake is being placed');
  }
  return problems;
}
