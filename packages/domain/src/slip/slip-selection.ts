import { compareOdds, isValidOdds, sameOdds } from './odds';
import { selectionIdOf } from './selection-id';
import type { SelectionInput, SlipSelection, SlipSettings } from './slip-types';

/**
 * One selection's flags. They are recomputed from the selection's data and the settings after
 * every change, so that "suspended", "changed" and "not available" can never disagree with the
 * price, status and provider they describe.
 */

/** Prematch (0) and live (1) can be bet on; stopped, closed, finished and not covered cannot. */
export function isBettableMatchStatus(status: number): boolean {
  return status === 0 || status === 1;
}

/** A new slip selection, or null when its price cannot be bet on at all. */
export function createSelection(
  input: SelectionInput,
  settings: SlipSettings,
): SlipSelection | null {
  if (!isValidOdds(input.odds)) return null;
  return refreshSelection(
    {
      ...input,
      id: selectionIdOf(input),
      acceptedOdds: input.odds,
      initialOdds: input.odds,
      isSuspended: false,
      isChanged: false,
      isNotAvailable: false,
    },
    settings,
  );
}

/**
 * Applies the settings to a selection: the accept mode to its price (betting-core §4), its match
 * and outcome status to isSuspended, its provider's status to isNotAvailable. Returns the same
 * object when nothing changes, so that unchanged selections keep their identity.
 *
 * The accept mode compares the current price with the accepted one:
 * - any: every price is accepted as it comes;
 * - higher: a rise (or no move) is accepted, a drop below the accepted price is flagged;
 * - none: any difference from the accepted price is flagged, and a return to it unflags.
 */
export function refreshSelection(selection: SlipSelection, settings: SlipSettings): SlipSelection {
  const mode = settings.oddsAcceptMode;
  const takesPrice =
    mode === 'any' ||
    (mode === 'higher' && compareOdds(selection.odds, selection.acceptedOdds) >= 0);
  const acceptedOdds = takesPrice ? selection.odds : selection.acceptedOdds;
  const isChanged = !sameOdds(selection.odds, acceptedOdds);
  const isSuspended = !selection.active || !isBettableMatchStatus(selection.matchStatus);
  const isNotAvailable = settings.providerStatuses[selection.provider] === false;
  if (
    acceptedOdds === selection.acceptedOdds &&
    isChanged === selection.isChanged &&
    isSuspended === selection.isSuspended &&
    isNotAvailable === selection.isNotAvailable
  ) {
    return selection;
  }
  return { ...selection, acceptedOdds, isChanged, isSuspended, isNotAvailable };
}

/** Anything that keeps the selection from being placed as it stands. */
export function isFlagged(selection: SlipSelection): boolean {
  return selection.isChanged || selection.isSuspended || selection.isNotAvailable;
}

/** Whether two of the selections belong to one match (they cannot be combined, §5). */
export function hasSharedMatch(selections: readonly SlipSelection[]): boolean {
  const matches = new Set<number>();
  for (const selection of selections) {
    if (matches.has(selection.match.matchId)) return true;
    matches.add(selection.match.matchId);
  }
  return false;
}

export function providersOf(selections: readonly SlipSelection[]): Set<string> {
  return new Set(selections.map((selection) => selection.provider));
}
