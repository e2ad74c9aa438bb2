import type { CurrencyCode } from '../money';
import { potentialReturn, stakeFromPotentialWin } from './returns';
import type { PotentialReturn, ReturnBet } from './returns';
import { hasSharedMatch, providersOf } from './slip-selection';
import type { BetType, SlipBet, SlipSelection, StakeSource } from './slip-types';
import { availableSystemTypes, isSystemType } from './system-types';
import type { SystemType } from './system-types';

/**
 * How the slip's bet list is built from its selections (betting-core §4 Selections, Bet type
 * change). Every change to the selections goes through buildBets, so the structural rules (one
 * selection is a single, a combo never holds one match twice, a system fits its count) are
 * enforced in one place.
 */

export function singleBetId(selectionId: string): string {
  return `single:${selectionId}`;
}

export function betIdFor(betType: BetType, selections: readonly SlipSelection[]): string {
  if (betType !== 'single') return betType;
  return singleBetId(selections[0]?.id ?? '');
}

/** Every selection of a bet list, in order, each once. */
export function selectionsOf(bets: readonly SlipBet[]): SlipSelection[] {
  return uniqueSelections(bets.flatMap((bet) => bet.selections));
}

/** The first of each selection id, in order. */
export function uniqueSelections(selections: readonly SlipSelection[]): SlipSelection[] {
  const seen = new Set<string>();
  return selections.filter((selection) => {
    if (seen.has(selection.id)) return false;
    seen.add(selection.id);
    return true;
  });
}

/** 'single' for a list of singles (one or many), else the kind of its one bet; null when empty. */
export function betTypeOf(bets: readonly SlipBet[]): BetType | null {
  return bets[0]?.betType ?? null;
}

export interface BuildBetsOptions {
  /** The kind the player has (or asked for); the rules may fall back to another. */
  betType: BetType;
  selections: readonly SlipSelection[];
  /** The system wanted, for betType 'system'; otherwise ignored. */
  systemType: SystemType | null;
  systemTypes: readonly SystemType[];
  /** The bets being replaced: singles keep their stakes, a new bet takes the first one's. */
  previous: readonly SlipBet[];
  currency: CurrencyCode;
}

/**
 * - no selection, no bet; one selection is a single whatever was asked;
 * - a combo or system holding one match twice becomes singles, since only singles can be placed;
 * - a system takes the wanted type if it fits the count, else the same winCount at the new size,
 *   else the smallest system of that size, else it becomes a combo.
 */
export function buildBets(options: BuildBetsOptions): SlipBet[] {
  const { previous, currency } = options;
  const selections = uniqueSelections(options.selections);
  if (selections.length === 0) return [];
  let betType: BetType = selections.length === 1 ? 'single' : options.betType;
  if (betType !== 'single' && hasSharedMatch(selections)) betType = 'single';
  let systemType: SystemType | null = null;
  if (betType === 'system') {
    systemType = pickSystemType({
      wanted: options.systemType,
      selectionCount: selections.length,
      systemTypes: options.systemTypes,
    });
    if (systemType === null) betType = 'combo';
  }
  const template = previous[0];
  if (betType === 'single') {
    const singles = new Map(
      previous.filter((bet) => bet.betType === 'single').map((bet) => [bet.id, bet]),
    );
    return selections.map((selection) => {
      const id = singleBetId(selection.id);
      const kept = singles.get(id);
      if (kept)
        return kept.selections[0] === selection ? kept : { ...kept, selections: [selection] };
      return newBet({ id, betType, selections: [selection], systemType: null, template, currency });
    });
  }
  return [newBet({ id: betType, betType, selections, systemType, template, currency })];
}

interface NewBetOptions {
  id: string;
  betType: BetType;
  selections: readonly SlipSelection[];
  systemType: SystemType | null;
  template: SlipBet | undefined;
  currency: CurrencyCode;
}

/**
 * A bet carries the template's stake ("keeping the first bet's stake"). A wanted win carries
 * over only to the same kind of bet: the win asked of a combo means nothing for its singles.
 */
function newBet(options: NewBetOptions): SlipBet {
  const { id, betType, selections, systemType, template, currency } = options;
  const sameKind = template?.betType === betType && betType !== 'single';
  const keepsTarget = sameKind && template?.stakeSource === 'potentialWin';
  const stakeSource: StakeSource =
    template === undefined || (template.stakeSource === 'potentialWin' && !keepsTarget)
      ? 'stake'
      : template.stakeSource;
  return {
    id,
    betType,
    selections,
    stake: template?.stake ?? 0n,
    currency,
    systemType,
    stakeSource,
    potentialWinTarget: keepsTarget ? (template?.potentialWinTarget ?? null) : null,
  };
}

export interface PickSystemTypeOptions {
  wanted: SystemType | null;
  selectionCount: number;
  systemTypes: readonly SystemType[];
}

/** The wanted winCount at this size if offered, else the smallest system of this size. */
export function pickSystemType(options: PickSystemTypeOptions): SystemType | null {
  const { wanted, selectionCount, systemTypes } = options;
  const available = availableSystemTypes(systemTypes, selectionCount);
  if (wanted !== null) {
    const sameWinCount = available.find((type) => type.winCount === wanted.winCount);
    if (sameWinCount) return sameWinCount;
  }
  return available[0] ?? null;
}

export interface CanChangeBetTypeOptions {
  bets: readonly SlipBet[];
  betType: BetType;
  systemTypes: readonly SystemType[];
  /** A particular system asked for; without it, any system of the right size will do. */
  systemType?: SystemType;
}

/** Whether the bet list can be switched to `betType` (§4: disallowed changes change nothing). */
/** SP selections are singles only (decision 072). */
const hasStartingPrice = (selections: readonly SlipSelection[]) =>
  selections.some((selection) => selection.oddsType === 'sp');

export function canChangeBetType(options: CanChangeBetTypeOptions): boolean {
  const { bets, betType, systemTypes, systemType } = options;
  const selections = selectionsOf(bets);
  const count = selections.length;
  switch (betType) {
    case 'single':
      // Multi-single is disallowed when selections come from different providers (§4).
      return count >= 1 && providersOf(selections).size === 1;
    case 'combo':
      return count >= 2 && !hasSharedMatch(selections) && !hasStartingPrice(selections);
    case 'system': {
      if (count < 3 || hasSharedMatch(selections) || hasStartingPrice(selections)) return false;
      const available = availableSystemTypes(systemTypes, count);
      if (systemType === undefined) return available.length > 0;
      return available.some(
        (type) =>
          type.winCount === systemType.winCount && type.totalCount === systemType.totalCount,
      );
    }
  }
}

/** The bet as the returns module sees it. */
export function returnBetOf(bet: SlipBet): ReturnBet {
  const odds = bet.selections.map((selection) => selection.odds);
  switch (bet.betType) {
    case 'single':
      return { kind: 'single', odds: odds[0] ?? Number.NaN };
    case 'combo':
      return { kind: 'combo', odds };
    case 'system':
      return { kind: 'system', odds, winCount: bet.systemType?.winCount ?? 0 };
  }
}

/** Potential return of one slip bet at its selections' current prices. */
export function betReturn(bet: SlipBet): PotentialReturn {
  return potentialReturn({ ...returnBetOf(bet), stake: bet.stake, currency: bet.currency });
}

/** Whether a bet is structurally sound: the shape every reducer result must have. */
export function isWellFormedBet(bet: SlipBet): boolean {
  if (bet.stake < 0n) return false;
  const count = bet.selections.length;
  switch (bet.betType) {
    case 'single':
      return count === 1 && bet.systemType === null;
    case 'combo':
      return count >= 2 && !hasSharedMatch(bet.selections) && bet.systemType === null;
    case 'system':
      return (
        bet.systemType !== null &&
        isSystemType(bet.systemType) &&
        bet.systemType.totalCount === count &&
        !hasSharedMatch(bet.selections)
      );
  }
}

/**
 * A stake entered as a potential win follows the prices: the stake is recomputed from the wanted
 * win whenever the bet's prices or selections change (§4).
 */
export function rescaleStake(bet: SlipBet): SlipBet {
  if (bet.stakeSource !== 'potentialWin' || bet.potentialWinTarget === null) return bet;
  const stake = stakeFromPotentialWin({
    ...returnBetOf(bet),
    potentialWin: bet.potentialWinTarget,
    currency: bet.currency,
  });
  return stake === bet.stake ? bet : { ...bet, stake };
}
