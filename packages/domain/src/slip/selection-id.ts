import type { SelectionInput } from './slip-types';

/**
 * The catalogue's odds-button key, so the slip and the buttons agree on what is selected. On its
 * own so that the web app's first load (its odds buttons) takes this and not the slip's rules.
 */
export function selectionIdOf(
  selection: Pick<SelectionInput, 'match' | 'market' | 'outcome' | 'oddsType'>,
) {
  const { match, market, outcome } = selection;
  const id = `${match.matchId}/${market.marketId}/${market.specifier}/${outcome.outcomeId}`;
  // A runner at SP is another choice than the same runner at the price (decision 072).
  return selection.oddsType === 'sp' ? `${id}/sp` : id;
}
