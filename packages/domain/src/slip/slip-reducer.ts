import type { CurrencyCode } from '../money';
import { isValidOdds, sameOdds } from './odds';
import { placementBlockers } from './placement-checks';
import {
  betTypeOf,
  buildBets,
  canChangeBetType,
  rescaleStake,
  selectionsOf,
  singleBetId,
} from './slip-bets';
import { createSelection, isFlagged, refreshSelection } from './slip-selection';
import type {
  BetType,
  MarketUpdate,
  RestoredBet,
  SelectionInput,
  SlipBet,
  SlipEvent,
  SlipSelection,
  SlipSettings,
  SlipState,
  StakeSource,
  TicketState,
} from './slip-types';
import {
  availableSystemTypes,
  normalizeSystemTypes,
  sameSystemType,
  systemTypesUpTo,
} from './system-types';
import type { SystemType } from './system-types';

/**
 * The bet slip as a pure reducer (betting-core §4). The web app keeps the state in a store and
 * feeds it the player's actions, the realtime updates and the placement answers; nothing here
 * performs I/O. An event that is not allowed returns the very same state object, so callers can
 * tell "nothing happened" by identity.
 *
 * While a placement is in flight the player's edits are ignored: the server is deciding on those
 * exact bets, and an edit would make the answer describe a slip that no longer exists. Feed
 * updates still apply, so the slip never shows a stale price.
 */

/** 'none' until the settings load: every price change must then be accepted explicitly. */
export const DEFAULT_SLIP_SETTINGS: SlipSettings = {
  oddsAcceptMode: 'none',
  providerStatuses: {},
  multiSingleAvailableByProvider: { betradar: true, oddin: true, betconstruct: true },
};

export interface CreateSlipOptions {
  currency?: CurrencyCode;
  /** Defaults to every system for 3 to 12 selections. */
  systemTypes?: readonly SystemType[];
  settings?: Partial<SlipSettings>;
}

export function createSlip(options: CreateSlipOptions = {}): SlipState {
  return {
    ticketState: 'initial',
    bets: [],
    processingBets: [],
    placedBets: [],
    error: null,
    inProgress: false,
    isRestoring: false,
    systemTypes: normalizeSystemTypes(options.systemTypes ?? systemTypesUpTo()),
    currency: options.currency ?? 'EUR',
    settings: { ...DEFAULT_SLIP_SETTINGS, ...options.settings },
  };
}

export function reduceSlip(state: SlipState, event: SlipEvent): SlipState {
  switch (event.type) {
    case 'addSelection':
      return addSelection(state, event.selection, false);
    case 'toggleSelection':
      return addSelection(state, event.selection, true);
    case 'removeSelection':
      return removeSelection(state, event.selectionId);
    case 'setStake':
      return setStake(state, event.stake, event.betId);
    case 'setStakeAsPotentialWin':
      return setStakeAsPotentialWin(state, event.potentialWin, event.betId);
    case 'changeBetType':
      return changeBetType(state, event.betType, event.systemType);
    case 'changeSystemType':
      return changeSystemType(state, event.systemType);
    case 'marketUpdate':
      return marketUpdate(state, event.update);
    case 'matchStatusChange':
      return commitUpdate(
        state,
        mapSelections(state.bets, (selection) =>
          selection.match.matchId === event.matchId && selection.matchStatus !== event.matchStatus
            ? refreshSelection({ ...selection, matchStatus: event.matchStatus }, state.settings)
            : selection,
        ),
      );
    case 'providerStatusChange':
      return changeSettings(state, {
        providerStatuses: { ...state.settings.providerStatuses, [event.provider]: event.active },
      });
    case 'settingsChange':
      return changeSettings(state, event.settings ?? {}, event.systemTypes);
    case 'acceptChanges':
      return acceptChanges(state);
    case 'currencyChange':
      return changeCurrency(state, event.currency);
    case 'clear':
      if (state.inProgress) return state;
      // Clearing keeps what came from the settings: system types, accept mode, currency.
      return {
        ...createSlip({ currency: state.currency, settings: state.settings }),
        systemTypes: state.systemTypes,
      };
    case 'restoreStarted':
      return state.isRestoring ? state : { ...state, isRestoring: true };
    case 'restoreFailed':
      return state.isRestoring ? { ...state, isRestoring: false } : state;
    case 'restore':
      return restore(state, event.bets);
    case 'placing':
      return placing(state, event.loggedIn);
    case 'placed': {
      if (!state.inProgress) return state;
      const refused = event.refused ?? {};
      const placed = state.processingBets.filter((bet) => !(bet.id in refused));
      return {
        ...state,
        ticketState: 'success',
        inProgress: false,
        // The bets placed leave the slip, so their outcomes stop being selected; a single the
        // server refused alone stays, with its message (SLIP-035).
        bets: state.bets.filter((bet) => !placed.some(({ id }) => id === bet.id)),
        placedBets: placed.map((bet) => ({
          bet,
          result: event.results.find((result) => result.slipBetId === bet.id) ?? null,
        })),
        processingBets: [],
        error:
          Object.keys(refused).length > 0
            ? { message: '', code: null, messagesByBet: refused, details: null, wrongOdds: false }
            : null,
      };
    }
    case 'failed':
      if (!state.inProgress) return state;
      return {
        ...state,
        // A 401 ends the session: the ticket goes back to initial and the error is not shown.
        ticketState: event.unauthorized ? 'initial' : 'error',
        error: event.unauthorized ? null : event.error,
        inProgress: false,
        processingBets: [],
      };
  }
}

function addSelection(state: SlipState, input: SelectionInput, toggles: boolean): SlipState {
  if (state.inProgress) return state;
  const selection = createSelection(input, state.settings);
  if (selection === null) return state;
  const current = selectionsOf(state.bets);
  if (current.some(({ id }) => id === selection.id)) {
    return toggles ? removeSelection(state, selection.id) : state;
  }
  return commitEdit(
    state,
    buildBets({
      betType: grownBetType(state.bets, [...current, selection]),
      selections: [...current, selection],
      systemType: state.bets[0]?.systemType ?? null,
      systemTypes: state.systemTypes,
      previous: state.bets,
      currency: state.currency,
    }),
  );
}

/**
 * The first selection is a single and the second turns a single into a combo; a player who chose
 * several singles keeps singles, and a combo or system grows; an SP selection makes singles.
 */
function grownBetType(bets: readonly SlipBet[], selections: readonly SlipSelection[]): BetType {
  const kind = betTypeOf(bets);
  if (kind === null) return 'single';
  // SP is taken on singles only (decision 072): a slip with an SP selection is singles.
  if (selections.some((s) => s.oddsType === 'sp')) return 'single';
  if (kind === 'single') return bets.length === 1 ? 'combo' : 'single';
  return kind;
}

function removeSelection(state: SlipState, selectionId: string): SlipState {
  if (state.inProgress) return state;
  const current = selectionsOf(state.bets);
  if (!current.some(({ id }) => id === selectionId)) return state;
  return commitEdit(
    state,
    buildBets({
      betType: betTypeOf(state.bets) ?? 'single',
      selections: current.filter(({ id }) => id !== selectionId),
      systemType: state.bets[0]?.systemType ?? null,
      systemTypes: state.systemTypes,
      previous: state.bets,
      currency: state.currency,
    }),
  );
}

function setStake(state: SlipState, stake: bigint, betId: string | undefined): SlipState {
  if (state.inProgress || stake < 0n) return state;
  if (betId !== undefined && !state.bets.some((bet) => bet.id === betId)) return state;
  return commitEdit(
    state,
    state.bets.map((bet) =>
      (betId === undefined || bet.id === betId) &&
      (bet.stake !== stake || bet.stakeSource !== 'stake')
        ? { ...bet, stake, stakeSource: 'stake', potentialWinTarget: null }
        : bet,
    ),
  );
}

function setStakeAsPotentialWin(
  state: SlipState,
  potentialWin: bigint,
  betId: string | undefined,
): SlipState {
  if (state.inProgress || potentialWin < 0n) return state;
  if (betId !== undefined && !state.bets.some((bet) => bet.id === betId)) return state;
  return commitEdit(
    state,
    state.bets.map((bet) =>
      betId === undefined || bet.id === betId
        ? { ...bet, stakeSource: 'potentialWin', potentialWinTarget: potentialWin }
        : bet,
    ),
  );
}

function changeBetType(
  state: SlipState,
  betType: BetType,
  systemType: SystemType | undefined,
): SlipState {
  if (state.inProgress) return state;
  const current = state.bets[0];
  if (current?.betType === betType && (betType !== 'system' || systemType === undefined)) {
    return state;
  }
  if (
    !canChangeBetType({ bets: state.bets, betType, systemTypes: state.systemTypes, systemType })
  ) {
    return state;
  }
  if (
    betType === 'system' &&
    systemType &&
    sameSystemType(current?.systemType ?? null, systemType)
  ) {
    return state;
  }
  return commitEdit(
    state,
    buildBets({
      betType,
      selections: selectionsOf(state.bets),
      systemType: systemType ?? null,
      systemTypes: state.systemTypes,
      // Splitting and merging keep the first bet's stake, nothing of the others (§4).
      previous: state.bets.slice(0, 1),
      currency: state.currency,
    }),
  );
}

/** Replaces the bet list with one system bet of that type (§4), if the type fits. */
function changeSystemType(state: SlipState, systemType: SystemType): SlipState {
  return changeBetType(state, 'system', systemType);
}

function marketUpdate(state: SlipState, update: MarketUpdate): SlipState {
  const outcomes = new Map(update.outcomes.map((outcome) => [outcome.outcomeId, outcome]));
  return commitUpdate(
    state,
    mapSelections(state.bets, (selection) => {
      const { match, market } = selection;
      if (
        match.matchId !== update.matchId ||
        market.marketId !== update.marketId ||
        market.specifier !== update.specifier
      ) {
        return selection;
      }
      // A missing outcome, an inactive one, a closed market or an unusable price all mean the
      // selection cannot be bet on now; it keeps its last good price for display.
      const outcome = outcomes.get(selection.outcome.outcomeId);
      const priced = outcome !== undefined && isValidOdds(outcome.odds);
      const active = priced && update.marketStatus === 1 && outcome.active;
      // An SP selection takes no price: the feed's moves change only whether it can be bet.
      const odds =
        priced && selection.oddsType !== 'sp' && !sameOdds(outcome.odds, selection.odds)
          ? outcome.odds
          : selection.odds;
      if (active === selection.active && odds === selection.odds) return selection;
      return refreshSelection({ ...selection, active, odds }, state.settings);
    }),
  );
}

function changeSettings(
  state: SlipState,
  patch: Partial<SlipSettings>,
  systemTypes?: readonly SystemType[],
): SlipState {
  const settings: SlipSettings = { ...state.settings, ...patch };
  const types = systemTypes === undefined ? state.systemTypes : normalizeSystemTypes(systemTypes);
  let bets = mapSelections(state.bets, (selection) => refreshSelection(selection, settings));
  const current = bets[0];
  if (current?.betType === 'system') {
    const fits = availableSystemTypes(types, current.selections.length).some((type) =>
      sameSystemType(type, current.systemType),
    );
    if (!fits) {
      bets = buildBets({
        betType: 'system',
        selections: selectionsOf(bets),
        systemType: current.systemType,
        systemTypes: types,
        previous: bets,
        currency: state.currency,
      });
    }
  }
  const unchanged =
    settingsEqual(settings, state.settings) && systemTypesEqual(types, state.systemTypes);
  return commitUpdate(unchanged ? state : { ...state, settings, systemTypes: types }, bets);
}

/**
 * Accepting returns to initial: every shown price becomes the accepted one, suspended and
 * unavailable selections leave the slip, and a bet left with none goes with them (§4).
 */
function acceptChanges(state: SlipState): SlipState {
  if (state.inProgress) return state;
  const accepted = mapSelections(state.bets, (selection) =>
    selection.isChanged
      ? { ...selection, acceptedOdds: selection.odds, isChanged: false }
      : selection,
  );
  const selections = selectionsOf(accepted);
  const kept = selections.filter(
    (selection) => !selection.isSuspended && !selection.isNotAvailable,
  );
  const bets =
    kept.length === selections.length
      ? accepted
      : buildBets({
          betType: betTypeOf(accepted) ?? 'single',
          selections: kept,
          systemType: accepted[0]?.systemType ?? null,
          systemTypes: state.systemTypes,
          previous: accepted,
          currency: state.currency,
        });
  if (bets === state.bets && state.ticketState === 'initial' && state.error === null) return state;
  return { ...state, bets: bets.map(rescaleStake), ticketState: 'initial', error: null };
}

/** A new currency voids every stake: subunits of one currency mean nothing in another (§4). */
function changeCurrency(state: SlipState, currency: CurrencyCode): SlipState {
  if (currency === state.currency) return state;
  const bets = state.bets.map((bet): SlipBet => ({
    ...bet,
    currency,
    stake: 0n,
    stakeSource: 'sharing',
    potentialWinTarget: null,
  }));
  // Allowed during a placement too: the account has switched whatever the answer will be.
  if (state.inProgress) return { ...state, currency, bets };
  return commitEdit({ ...state, currency }, bets);
}

/**
 * Rebuilds the slip from bets re-fetched after a reload or from a share code. The result obeys
 * the same rules as a slip built by hand; a bet in another currency keeps its selections but not
 * its stake (§4 "a currency mismatch converts bets to the user's currency").
 */
function restore(state: SlipState, restored: readonly RestoredBet[]): SlipState {
  const done: SlipState = state.isRestoring ? { ...state, isRestoring: false } : state;
  if (state.inProgress) return done;
  const previous: SlipBet[] = [];
  for (const bet of restored) {
    const selections = bet.selections
      .map((input) => createSelection(input, state.settings))
      .filter((selection): selection is SlipSelection => selection !== null);
    if (selections.length === 0) continue;
    const sameCurrency = bet.currency === state.currency;
    // The wanted win was not saved, so a restored stake is a plain stake.
    const stakeSource: StakeSource = !sameCurrency
      ? 'sharing'
      : bet.stakeSource === 'potentialWin'
        ? 'stake'
        : bet.stakeSource;
    const template = {
      stake: sameCurrency && bet.stake > 0n ? bet.stake : 0n,
      currency: state.currency,
      stakeSource,
      potentialWinTarget: null,
    };
    if (bet.betType === 'single') {
      for (const selection of selections) {
        previous.push({
          ...template,
          id: singleBetId(selection.id),
          betType: 'single',
          selections: [selection],
          systemType: null,
        });
      }
    } else {
      previous.push({
        ...template,
        id: bet.betType,
        betType: bet.betType,
        selections,
        systemType: bet.betType === 'system' ? bet.systemType : null,
      });
    }
  }
  const first = previous[0];
  // Nothing usable (a share code that resolves to nothing): the slip stays as it was.
  if (first === undefined) return done;
  const bets = buildBets({
    betType: first.betType,
    selections: selectionsOf(previous),
    systemType: first.systemType,
    systemTypes: state.systemTypes,
    previous,
    currency: state.currency,
  }).map(rescaleStake);
  return {
    ...state,
    bets,
    ticketState: ticketStateFor(bets),
    error: null,
    placedBets: [],
    isRestoring: false,
  };
}

/**
 * Placing takes the bets with a stake (§4 "processingBets holds the bets with stake over 0").
 * An anonymous player's attempt resets the ticket; the web app opens sign-in. A slip that
 * placementBlockers would refuse is not placed even if the UI lets the event through: the
 * reducer is the last place that knows the slip is unsound before money moves.
 */
function placing(state: SlipState, loggedIn: boolean): SlipState {
  if (state.inProgress) return state;
  if (!loggedIn) {
    return state.ticketState === 'initial' && state.error === null
      ? state
      : { ...state, ticketState: 'initial', error: null };
  }
  if (placementBlockers(state).length > 0) return state;
  const processingBets = state.bets.filter((bet) => bet.stake > 0n);
  if (processingBets.length === 0) return state;
  return {
    ...state,
    ticketState: 'processing',
    inProgress: true,
    processingBets,
    placedBets: [],
    error: null,
  };
}

/** After an edit by the player: odds changed if a selection is still flagged, else initial. */
function commitEdit(state: SlipState, bets: readonly SlipBet[]): SlipState {
  const next = bets.map(rescaleStake);
  if (sameItems(next, state.bets)) return state;
  return { ...state, bets: next, ticketState: ticketStateFor(next), error: null, placedBets: [] };
}

/**
 * After a feed or settings update: a flagged selection gives odds changed, unless a placement is
 * in flight or has just succeeded (§4); an update that clears the last flag goes back to initial.
 */
function commitUpdate(state: SlipState, bets: readonly SlipBet[]): SlipState {
  const next = bets.map(rescaleStake);
  const base = sameItems(next, state.bets) ? state : { ...state, bets: next };
  if (base === state) return state;
  const { ticketState } = state;
  if (ticketState === 'processing' || ticketState === 'success') return base;
  const flagged = next.some((bet) => bet.selections.some(isFlagged));
  if (flagged && ticketState !== 'odds_changed') return { ...base, ticketState: 'odds_changed' };
  if (!flagged && ticketState === 'odds_changed') return { ...base, ticketState: 'initial' };
  return base;
}

function ticketStateFor(bets: readonly SlipBet[]): TicketState {
  return bets.some((bet) => bet.selections.some(isFlagged)) ? 'odds_changed' : 'initial';
}

/** Applies fn to every selection; bets (and the list) whose selections did not change are kept. */
function mapSelections(
  bets: readonly SlipBet[],
  fn: (selection: SlipSelection) => SlipSelection,
): readonly SlipBet[] {
  let changed = false;
  const next = bets.map((bet) => {
    const selections = bet.selections.map(fn);
    if (sameItems(selections, bet.selections)) return bet;
    changed = true;
    return { ...bet, selections };
  });
  return changed ? next : bets;
}

function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

function settingsEqual(a: SlipSettings, b: SlipSettings): boolean {
  return (
    a.oddsAcceptMode === b.oddsAcceptMode &&
    recordEqual(a.providerStatuses, b.providerStatuses) &&
    recordEqual(a.multiSingleAvailableByProvider, b.multiSingleAvailableByProvider)
  );
}

function recordEqual(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}

function systemTypesEqual(a: readonly SystemType[], b: readonly SystemType[]): boolean {
  return a.length === b.length && a.every((type, index) => sameSystemType(type, b[index] ?? null));
}
