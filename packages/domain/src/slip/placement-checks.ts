import type { CurrencyCode } from '../money';
import { singleReturn } from './returns';
import type { QuickBetState } from './quick-bet';
import { isWellFormedBet } from './slip-bets';
import { hasSharedMatch, providersOf } from './slip-selection';
import { slipSelections, slipTotals } from './slip-selectors';
import type { Provider, SlipState } from './slip-types';
import { availableSystemTypes, sameSystemType } from './system-types';

/**
 * Why the place button is disabled (betting-core §5), as explicit codes the UI can show. An
 * empty list means placement is allowed. Codes come in the order of PLACEMENT_BLOCKERS, each once.
 */
export const PLACEMENT_BLOCKERS = [
  'no_bets',
  'placement_in_progress',
  'restoring',
  'stake_required',
  'same_match_in_combo',
  'mixed_providers',
  'system_type_mismatch',
  'system_second_provider',
  'multi_single_provider_unsupported',
  'selection_suspended',
  'selection_unavailable',
  'odds_changed',
  'currency_mismatch',
  'stake_above_max',
  'pve_player',
  'balance_too_low',
] as const;
export type PlacementBlocker = (typeof PLACEMENT_BLOCKERS)[number];

/**
 * Providers whose selections cannot go into a system bet ("a system bet cannot use the second
 * provider", §5): the second provider is oddin, the esports feed.
 */
export const SYSTEM_UNSUPPORTED_PROVIDERS: readonly Provider[] = ['oddin'];

export interface PlacementContext {
  /** Players flagged pve cannot bet. */
  isPve?: boolean;
  /** The active account's balance in subunits; null or absent when unknown (not checked). */
  balance?: bigint | null;
  /** The active account's currency; absent when unknown. */
  currency?: CurrencyCode | null;
  /** The largest stake the server allows per bet (POST /bets/max-stake); absent when unknown. */
  maxStake?: bigint | null;
  /**
   * CHECK-014: the slip bets whose stake a freebet pays from the bonus budget (decision 044):
   * neither the balance nor the max stake limits them.
   */
  stakedByBonus?: ReadonlySet<string>;
}

export function placementBlockers(
  state: SlipState,
  context: PlacementContext = {},
): PlacementBlocker[] {
  const found = new Set<PlacementBlocker>();
  const { bets, settings } = state;
  if (bets.length === 0) found.add('no_bets');
  if (state.inProgress) found.add('placement_in_progress');
  if (state.isRestoring) found.add('restoring');
  const multiSingle = bets.length > 1 && bets.every((bet) => bet.betType === 'single');
  const selections = slipSelections(state);
  for (const bet of bets) {
    if (bet.stake <= 0n) found.add('stake_required');
    if (bet.betType === 'single') continue;
    // Two outcomes of one match are correlated; the combined price would be wrong (§5).
    if (hasSharedMatch(bet.selections)) found.add('same_match_in_combo');
    if (providersOf(bet.selections).size > 1) found.add('mixed_providers');
    if (bet.betType === 'system') {
      const fits =
        isWellFormedBet(bet) &&
        availableSystemTypes(state.systemTypes, bet.selections.length).some((type) =>
          sameSystemType(type, bet.systemType),
        );
      if (!fits) found.add('system_type_mismatch');
      if (bet.selections.some((s) => SYSTEM_UNSUPPORTED_PROVIDERS.includes(s.provider))) {
        found.add('system_second_provider');
      }
    }
  }
  if (multiSingle) {
    if (providersOf(selections).size > 1) found.add('mixed_providers');
    const supported = (provider: Provider) =>
      settings.multiSingleAvailableByProvider[provider] === true;
    if (!selections.every((selection) => supported(selection.provider))) {
      found.add('multi_single_provider_unsupported');
    }
  }
  if (selections.some((selection) => selection.isSuspended)) found.add('selection_suspended');
  if (selections.some((selection) => selection.isNotAvailable)) found.add('selection_unavailable');
  // Suspended and unavailable selections put the ticket in odds_changed too, but they have their
  // own codes; this one is for prices the player has not accepted yet.
  if (selections.some((selection) => selection.isChanged)) found.add('odds_changed');
  if (context.currency && bets.some((bet) => bet.currency !== context.currency)) {
    found.add('currency_mismatch');
  }
  const { maxStake } = context;
  const cashBets = bets.filter((bet) => !context.stakedByBonus?.has(bet.id));
  if (maxStake !== undefined && maxStake !== null && cashBets.some((bet) => bet.stake > maxStake)) {
    found.add('stake_above_max');
  }
  if (context.isPve) found.add('pve_player');
  const { balance } = context;
  if (
    balance !== undefined &&
    balance !== null &&
    slipTotals({ ...state, bets: cashBets }).totalStake > balance
  ) {
    found.add('balance_too_low');
  }
  return PLACEMENT_BLOCKERS.filter((code) => found.has(code));
}

export const QUICK_BET_BLOCKERS = [
  'quick_bet_disabled',
  'no_selection',
  'placement_in_progress',
  'quick_bet_warning',
  'quick_bet_not_approved',
  'stake_required',
  'win_not_above_stake',
  'selection_suspended',
  'selection_unavailable',
  'currency_mismatch',
  'stake_above_max',
  'pve_player',
  'balance_too_low',
] as const;
export type QuickBetBlocker = (typeof QUICK_BET_BLOCKERS)[number];

/**
 * A quick bet places one single with one action, so it needs the player's standing approval and
 * a return strictly above the stake (§5): at 1.001 a stake of 1.00 returns 1.00, which is no bet.
 */
export function quickBetBlockers(
  quickBet: QuickBetState,
  context: PlacementContext = {},
): QuickBetBlocker[] {
  const found = new Set<QuickBetBlocker>();
  const { selection, stake } = quickBet;
  if (!quickBet.isEnabled) found.add('quick_bet_disabled');
  if (selection === null) found.add('no_selection');
  if (quickBet.state === 'processing') found.add('placement_in_progress');
  if (quickBet.state === 'warning') found.add('quick_bet_warning');
  if (!quickBet.isApproved) found.add('quick_bet_not_approved');
  if (stake <= 0n) found.add('stake_required');
  if (selection !== null) {
    const win = singleReturn({ stake, odds: selection.odds, currency: quickBet.currency });
    if (stake > 0n && win <= stake) found.add('win_not_above_stake');
    if (selection.isSuspended) found.add('selection_suspended');
    if (selection.isNotAvailable) found.add('selection_unavailable');
  }
  if (context.currency && quickBet.currency !== context.currency) found.add('currency_mismatch');
  const { maxStake, balance } = context;
  if (maxStake !== undefined && maxStake !== null && stake > maxStake) found.add('stake_above_max');
  if (context.isPve) found.add('pve_player');
  if (balance !== undefined && balance !== null && stake > balance) found.add('balance_too_low');
  return QUICK_BET_BLOCKERS.filter((code) => found.has(code));
}
