import {
  compareOdds,
  isBettableMatchStatus,
  isValidOdds,
  sameOdds,
  type MarketUpdate,
  type OddsAcceptMode,
} from '@sportsbook/domain';

/**
 * Custom bets in the bet slip (issue 21, decision 053): a bet builder's combination of outcomes of
 * one match is ONE line of the slip, next to the ordinary selections and never part of them. The
 * domain's slip reducer (singles, combos, systems and their conversions) does not see it, so it
 * can never be converted or merged; it is placed on its own (POST /bets with meta.type
 * custom_bet takes one custom bet per request). This module is the pure state of those lines:
 * added from the builder, re-priced from POST /bets/custom/odds under the player's acceptance
 * mode, suspended while a part's line is not open, and removed (with a notice) when its match is
 * no longer prematch or live (betting-core §4).
 */

/** One part of a custom bet: an outcome of the match's combinable markets. */
export interface CustomBetPart {
  marketId: number;
  specifier: string;
  outcomeId: string;
  marketName: string;
  outcomeName: string;
  /** Its line is open and the outcome active, as far as the slip has heard. */
  active: boolean;
}

export interface CustomBetMatch {
  matchId: number;
  matchSlug: string;
  sportKey: string;
  nameA: string;
  nameB: string;
  /** 0 prematch, 1 live; anything else removes the custom bet. */
  matchStatus: number;
}

export interface SlipCustomBet {
  /** `custom:<matchId>:<part keys, sorted>`: the same combination is one line. */
  id: string;
  match: CustomBetMatch;
  parts: readonly CustomBetPart[];
  /** Positions of parts implied by the others (priced once, still on the bet). */
  implied: readonly number[];
  /** The latest combined price from the server. */
  odds: number;
  /** The price the player agreed to; placement sends it as custom_odds. */
  acceptedOdds: number;
  /** The price moved in a way the acceptance mode does not take silently. */
  isChanged: boolean;
  /** A part's line is not open, or the combination cannot be priced now: placement blocked. */
  isSuspended: boolean;
  /** Subunits of `currency`; 0 until the player types a stake. */
  stake: bigint;
  currency: string;
  /** A placement of this line is in flight. */
  placing: boolean;
  /** The last placement's refusal, shown on the line. */
  error: { message: string; code: number | null } | null;
}

/** What a removed custom bet leaves behind: the slip says why it went. */
export interface RemovedCustomBet {
  id: string;
  match: CustomBetMatch;
}

/** A custom bet the server took, for the slip's receipt. */
export interface PlacedCustomBet {
  betId: string;
  match: CustomBetMatch;
  parts: readonly CustomBetPart[];
  odds: number;
  stake: bigint;
  potentialWin: bigint;
  currency: string;
}

export interface CustomSlipState {
  bets: readonly SlipCustomBet[];
  removed: readonly RemovedCustomBet[];
  placed: readonly PlacedCustomBet[];
}

export const EMPTY_CUSTOM_SLIP: CustomSlipState = { bets: [], removed: [], placed: [] };

/** At most this many custom bets wait in the slip; a new one beyond pushes out the oldest. */
export const MAX_CUSTOM_BETS = 10;

export interface CustomBetInput {
  match: CustomBetMatch;
  parts: readonly Omit<CustomBetPart, 'active'>[];
  implied: readonly number[];
  odds: number;
}

export type CustomSlipEvent =
  /** The builder's "Add bet": a new line, or the same combination again at its new price. */
  | { type: 'add'; bet: CustomBetInput }
  | { type: 'remove'; id: string }
  | { type: 'setStake'; id: string; stake: bigint; currency: string }
  /** A fresh price of the whole from POST /bets/custom/odds, taken under the acceptance mode. */
  | { type: 'priced'; id: string; odds: number; implied: readonly number[]; mode: OddsAcceptMode }
  /** The combination cannot be priced now (a part not open, or refused in play). */
  | { type: 'unpriced'; id: string }
  /** A market of the match changed (realtime): its status and outcomes' activity. */
  | { type: 'marketUpdate'; update: MarketUpdate }
  | { type: 'matchStatusChange'; matchId: number; matchStatus: number }
  | { type: 'acceptChanges'; id: string }
  | { type: 'placing'; id: string }
  | { type: 'placed'; id: string; placed: PlacedCustomBet }
  /** A refusal; `odds` is the new price when the answer was code 120. */
  | { type: 'failed'; id: string; message: string; code: number | null; odds?: number }
  | { type: 'dismissRemoved' }
  | { type: 'dismissPlaced' }
  | { type: 'clear' };

export const partKey = (part: { marketId: number; specifier: string; outcomeId: string }) =>
  `${part.marketId}/${part.specifier}/${part.outcomeId}`;

export function customBetIdOf(matchId: number, parts: readonly Parameters<typeof partKey>[0][]) {
  return `custom:${matchId}:${parts.map(partKey).sort().join('|')}`;
}

function mapBet(
  state: CustomSlipState,
  id: string,
  change: (bet: SlipCustomBet) => SlipCustomBet,
): CustomSlipState {
  let changed = false;
  const bets = state.bets.map((bet) => {
    if (bet.id !== id) return bet;
    const next = change(bet);
    if (next !== bet) changed = true;
    return next;
  });
  return changed ? { ...state, bets } : state;
}

/** The acceptance rule the slip applies to every price (domain `refreshSelection`). */
function takePrice(bet: SlipCustomBet, odds: number, mode: OddsAcceptMode): SlipCustomBet {
  const takes = mode === 'any' || (mode === 'higher' && compareOdds(odds, bet.acceptedOdds) >= 0);
  const acceptedOdds = takes ? odds : bet.acceptedOdds;
  return { ...bet, odds, acceptedOdds, isChanged: !sameOdds(odds, acceptedOdds) };
}

export function reduceCustomSlip(state: CustomSlipState, event: CustomSlipEvent): CustomSlipState {
  switch (event.type) {
    case 'add': {
      const { match, parts, implied, odds } = event.bet;
      if (parts.length < 2 || !isValidOdds(odds) || !isBettableMatchStatus(match.matchStatus)) {
        return state;
      }
      const id = customBetIdOf(match.matchId, parts);
      const existing = state.bets.find((bet) => bet.id === id);
      const bet: SlipCustomBet = {
        id,
        match,
        parts: parts.map((part) => ({ ...part, active: true })),
        implied: [...implied],
        odds,
        acceptedOdds: odds,
        isChanged: false,
        isSuspended: false,
        stake: existing?.stake ?? 0n,
        currency: existing?.currency ?? '',
        placing: false,
        error: null,
      };
      const others = state.bets.filter((other) => other.id !== id);
      return {
        ...state,
        bets: [...others, bet].slice(-MAX_CUSTOM_BETS),
        removed: state.removed.filter((removed) => removed.id !== id),
      };
    }
    case 'remove':
      return state.bets.some((bet) => bet.id === event.id)
        ? { ...state, bets: state.bets.filter((bet) => bet.id !== event.id) }
        : state;
    case 'setStake':
      return mapBet(state, event.id, (bet) =>
        bet.stake === event.stake && bet.currency === event.currency
          ? bet
          : { ...bet, stake: event.stake < 0n ? 0n : event.stake, currency: event.currency },
      );
    case 'priced':
      if (!isValidOdds(event.odds)) return state;
      return mapBet(state, event.id, (bet) => {
        const priced = takePrice(bet, event.odds, event.mode);
        // The server priced it, so every part was open just now.
        return {
          ...priced,
          implied: [...event.implied],
          parts: bet.parts.every((part) => part.active)
            ? bet.parts
            : bet.parts.map((part) => ({ ...part, active: true })),
          isSuspended: false,
        };
      });
    case 'unpriced':
      return mapBet(state, event.id, (bet) =>
        bet.isSuspended ? bet : { ...bet, isSuspended: true },
      );
    case 'marketUpdate': {
      const { update } = event;
      let changed = false;
      const bets = state.bets.map((bet) => {
        if (bet.match.matchId !== update.matchId) return bet;
        let touched = false;
        const parts = bet.parts.map((part) => {
          if (part.marketId !== update.marketId || part.specifier !== update.specifier) {
            return part;
          }
          const outcome = update.outcomes.find((o) => o.outcomeId === part.outcomeId);
          const active = update.marketStatus === 1 && outcome !== undefined && outcome.active;
          if (active === part.active) return part;
          touched = true;
          return { ...part, active };
        });
        if (!touched) return bet;
        changed = true;
        // A closed part blocks placement at once; reopening waits for the next price.
        const closed = parts.some((part) => !part.active);
        return { ...bet, parts, isSuspended: closed || bet.isSuspended };
      });
      return changed ? { ...state, bets } : state;
    }
    case 'matchStatusChange': {
      const gone = state.bets.filter(
        (bet) => bet.match.matchId === event.matchId && !isBettableMatchStatus(event.matchStatus),
      );
      const bets = state.bets.flatMap((bet) => {
        if (bet.match.matchId !== event.matchId) return [bet];
        if (!isBettableMatchStatus(event.matchStatus)) return [];
        return bet.match.matchStatus === event.matchStatus
          ? [bet]
          : [{ ...bet, match: { ...bet.match, matchStatus: event.matchStatus } }];
      });
      if (gone.length === 0 && bets.every((bet, index) => bet === state.bets[index])) return state;
      return {
        ...state,
        bets,
        removed: [
          ...state.removed,
          ...gone.map((bet) => ({
            id: bet.id,
            match: { ...bet.match, matchStatus: event.matchStatus },
          })),
        ],
      };
    }
    case 'acceptChanges':
      return mapBet(state, event.id, (bet) =>
        bet.isChanged ? { ...bet, acceptedOdds: bet.odds, isChanged: false, error: null } : bet,
      );
    case 'placing':
      return mapBet(state, event.id, (bet) => ({ ...bet, placing: true, error: null }));
    case 'placed':
      return {
        ...state,
        bets: state.bets.filter((bet) => bet.id !== event.id),
        placed: [...state.placed, event.placed],
      };
    case 'failed':
      return mapBet(state, event.id, (bet) => {
        const moved = event.odds !== undefined && isValidOdds(event.odds);
        return {
          ...bet,
          placing: false,
          error: { message: event.message, code: event.code },
          // Code 120: the new price is offered like any price change, to accept or leave.
          ...(moved
            ? { odds: event.odds!, isChanged: !sameOdds(event.odds!, bet.acceptedOdds) }
            : {}),
        };
      });
    case 'dismissRemoved':
      return state.removed.length === 0 ? state : { ...state, removed: [] };
    case 'dismissPlaced':
      return state.placed.length === 0 ? state : { ...state, placed: [] };
    case 'clear':
      return state.bets.length === 0 && state.removed.length === 0
        ? state
        : { ...state, bets: [], removed: [] };
  }
}

/** Why the line's place button is off; none when it can be placed. */
export type CustomBetBlocker = 'suspended' | 'odds_changed' | 'no_stake' | 'above_max' | 'placing';

/**
 * Why the line cannot be placed now. `maxStake` is the custom bet's own maximum in the player's
 * currency, as POST /bets/custom/odds answered it with the price (BB-008, decision 064).
 */
export function customBetBlockers(
  bet: SlipCustomBet,
  currency: string,
  maxStake?: bigint | null,
): CustomBetBlocker[] {
  const blockers: CustomBetBlocker[] = [];
  if (bet.placing) blockers.push('placing');
  if (bet.isSuspended || bet.parts.some((part) => !part.active)) blockers.push('suspended');
  if (bet.isChanged) blockers.push('odds_changed');
  if (bet.stake <= 0n || bet.currency !== currency) blockers.push('no_stake');
  else if (maxStake != null && bet.stake > maxStake) blockers.push('above_max');
  return blockers;
}

/** Stake × accepted price, rounded down, as the server computes a custom bet's potential win. */
export function customBetPotentialWin(bet: Pick<SlipCustomBet, 'stake' | 'acceptedOdds'>): bigint {
  return (bet.stake * BigInt(Math.round(bet.acceptedOdds * 1000))) / 1000n;
}

/* Storage: sessionStorage like the rest of the slip (betting-core §4 "Session restore"). */

export const CUSTOM_SLIP_STORAGE_KEY = 'sportsbook.betslip.custom';
const VERSION = 1;
const BIGINT_TAG = '$bigint';

export function serializeCustomSlip(state: CustomSlipState): string {
  return JSON.stringify(
    {
      version: VERSION,
      // A placement cannot survive a reload: the line comes back as before placing.
      bets: state.bets.map((bet) => ({ ...bet, placing: false })),
      removed: state.removed,
      placed: state.placed,
    },
    (_key, value: unknown) =>
      typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value,
  );
}

function isPart(value: unknown): value is CustomBetPart {
  const part = value as CustomBetPart;
  return (
    typeof part === 'object' &&
    part !== null &&
    Number.isInteger(part.marketId) &&
    typeof part.specifier === 'string' &&
    typeof part.outcomeId === 'string' &&
    typeof part.marketName === 'string' &&
    typeof part.outcomeName === 'string' &&
    typeof part.active === 'boolean'
  );
}

function isMatch(value: unknown): value is CustomBetMatch {
  const match = value as CustomBetMatch;
  return (
    typeof match === 'object' &&
    match !== null &&
    Number.isInteger(match.matchId) &&
    typeof match.matchSlug === 'string' &&
    typeof match.sportKey === 'string' &&
    typeof match.nameA === 'string' &&
    typeof match.nameB === 'string' &&
    Number.isInteger(match.matchStatus)
  );
}

function isBet(value: unknown): value is SlipCustomBet {
  const bet = value as SlipCustomBet;
  return (
    typeof bet === 'object' &&
    bet !== null &&
    typeof bet.id === 'string' &&
    isMatch(bet.match) &&
    Array.isArray(bet.parts) &&
    bet.parts.length >= 2 &&
    bet.parts.every(isPart) &&
    bet.id === customBetIdOf(bet.match.matchId, bet.parts) &&
    Array.isArray(bet.implied) &&
    isValidOdds(bet.odds) &&
    isValidOdds(bet.acceptedOdds) &&
    typeof bet.stake === 'bigint' &&
    bet.stake >= 0n &&
    typeof bet.currency === 'string'
  );
}

function isPlaced(value: unknown): value is PlacedCustomBet {
  const placed = value as PlacedCustomBet;
  return (
    typeof placed === 'object' &&
    placed !== null &&
    typeof placed.betId === 'string' &&
    isMatch(placed.match) &&
    Array.isArray(placed.parts) &&
    placed.parts.every(isPart) &&
    typeof placed.odds === 'number' &&
    typeof placed.stake === 'bigint' &&
    typeof placed.potentialWin === 'bigint' &&
    typeof placed.currency === 'string'
  );
}

/** Reads what `serializeCustomSlip` wrote; anything unsound is dropped, never thrown. */
export function parseCustomSlip(raw: string | null): CustomSlipState {
  if (!raw) return EMPTY_CUSTOM_SLIP;
  try {
    const stored = JSON.parse(raw, (_key, value: unknown) => {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const tagged = (value as Record<string, unknown>)[BIGINT_TAG];
        if (typeof tagged === 'string' && /^-?\d+$/.test(tagged)) return BigInt(tagged);
      }
      return value;
    }) as { version?: unknown; bets?: unknown; removed?: unknown; placed?: unknown } | null;
    if (!stored || stored.version !== VERSION || !Array.isArray(stored.bets)) {
      return EMPTY_CUSTOM_SLIP;
    }
    return {
      bets: stored.bets
        .filter(isBet)
        .map((bet) => ({ ...bet, placing: false }))
        .slice(-MAX_CUSTOM_BETS),
      removed: Array.isArray(stored.removed)
        ? (stored.removed as RemovedCustomBet[]).filter(
            (removed) => typeof removed?.id === 'string' && isMatch(removed.match),
          )
        : [],
      placed: Array.isArray(stored.placed) ? stored.placed.filter(isPlaced) : [],
    };
  } catch {
    return EMPTY_CUSTOM_SLIP;
  }
}
