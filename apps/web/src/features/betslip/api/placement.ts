import {
  slipBetType,
  systemTypeId,
  type CurrencyCode,
  type MarketUpdate,
  type PlacementResult,
  type QuickBetState,
  type SlipBet,
  type SlipError,
  type SlipSelection,
  type SlipState,
} from '@sportsbook/domain';
import { BetErrorCode, type ApiAnswer, type ApiBody } from '@sportsbook/contract/browser';
import type { BetBonusInput } from '@sportsbook/contract';

/**
 * The wire format of POST /sportsbook/api/v3/bets and /bets/max-stake (betting-core §3 "Bet
 * placement payload", §7) is the contract's: these are its types, and placement.test.ts parses
 * what this module builds with the contract's schemas.
 */
export type PlaceBetsBody = ApiBody<'placeBets'>;
export type MaxStakeBody = ApiBody<'maxStake'>;
export type PlaceBetsAnswer = ApiAnswer<'placeBets'>;
type PlaceBetsSelectionWire = PlaceBetsBody['bets'][number]['selections'][number];

export interface PlaceBetsBodyOptions {
  deviceId: string;
  locale: string;
  /** The bets to send; the slip's processingBets (what a placement is deciding on) by default. */
  bets?: readonly SlipBet[];
  /** A one-click quick bet (the placement meta's quick flag). */
  quick?: boolean;
  /** The bonus each bet carries, by slip bet id (betting-core §7 `bonus {id, type, odds}`). */
  bonuses?: Readonly<Record<string, BetBonusInput>>;
}

function selectionWire(selection: SlipSelection): PlaceBetsSelectionWire {
  // The price the player agreed to: the server refuses it (101) if the feed has moved on.
  return {
    match_id: selection.match.matchId,
    market_id: selection.market.marketId,
    specifier: selection.market.specifier,
    outcome_id: selection.outcome.outcomeId,
    odds: selection.acceptedOdds,
    // Racing at SP (decision 072): the server takes the starting price, not `odds`.
    ...(selection.oddsType === 'sp' ? { odds_type: 'sp' as const } : {}),
  };
}

/** The body for the bets a placement is deciding on (the slip's processingBets). */
export function placeBetsBody(state: SlipState, options: PlaceBetsBodyOptions): PlaceBetsBody {
  const bets = options.bets ?? state.processingBets;
  return {
    meta: {
      device_id: options.deviceId,
      quick: options.quick ?? false,
      type: slipBetType({ ...state, bets }) ?? 'single',
      locale: options.locale,
    },
    bets: bets.map((bet) => ({
      stake: { value: bet.stake.toString(), currency: bet.currency as CurrencyCode },
      selections: bet.selections.map(selectionWire),
      ...(bet.betType === 'system' && bet.systemType
        ? { system_id: systemTypeId(bet.systemType) }
        : {}),
      ...(options.bonuses?.[bet.id] ? { bonus: options.bonuses[bet.id] } : {}),
    })),
  };
}

/**
 * POST /bets/max-stake takes the placement body without stakes (betting-core §7): the answer is
 * the largest stake per bet that limits, the payout cap and the balance allow for these bets.
 */
export function maxStakeBody(
  state: SlipState,
  options: { deviceId: string; locale: string },
): MaxStakeBody {
  const body = placeBetsBody(state, { ...options, bets: state.bets });
  return { meta: body.meta, bets: body.bets.map(({ stake: _stake, ...bet }) => bet) };
}

/** A quick bet: one single at the approved stake (betting-core §4 "Quick bet"). */
export function quickBetBody(
  quickBet: Pick<QuickBetState, 'selection' | 'stake' | 'currency'>,
  options: { deviceId: string; locale: string },
): PlaceBetsBody | null {
  const { selection } = quickBet;
  if (!selection) return null;
  return {
    meta: { device_id: options.deviceId, quick: true, type: 'single', locale: options.locale },
    bets: [
      {
        stake: { value: quickBet.stake.toString(), currency: quickBet.currency as CurrencyCode },
        selections: [selectionWire(selection)],
      },
    ],
  };
}

/**
 * The answer's bets, in the order they were sent, against the slip bets they came from. Singles
 * the server refused alone (decision 063) are named in `errors_by_bet` and are not in `data`.
 */
export function placementResultsOf(
  sent: readonly SlipBet[],
  answer: PlaceBetsAnswer,
): PlacementResult[] {
  const refused = new Set((answer.errors_by_bet ?? []).map((error) => error.index));
  const placedFrom = sent.filter((_, index) => !refused.has(index));
  return placedFrom.flatMap((bet, index) => {
    const placed = answer.data[index];
    if (!placed) return [];
    return [
      { slipBetId: bet.id, betId: placed.bet_id, status: placed.status, isVip: placed.is_vip },
    ];
  });
}

/** The singles refused alone in a placement that went through (decision 063), by slip bet id. */
export function refusedBetsOf(
  sent: readonly SlipBet[],
  answer: PlaceBetsAnswer,
): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const error of answer.errors_by_bet ?? []) {
    const bet = sent[error.index];
    if (bet) refused[bet.id] = error.message;
  }
  return refused;
}

/** What a refused placement means for the slip. */
export interface PlacementFailure {
  error: SlipError;
  /** A 401: the session has ended; the slip is kept and sign-in opens. */
  unauthorized: boolean;
  /** Fresh prices from a 101 answer's details, applied as market updates. */
  oddsUpdates: MarketUpdate[];
  /**
   * The server decided (a 4xx): retrying the same bets with the same idempotency key would only
   * replay that answer, so the next press is a new attempt. A network failure or 5xx is not a
   * decision, and a retry must reuse the key so a bet that did go through is not placed twice.
   */
  decided: boolean;
}

interface ErrorLike {
  status: number;
  code: string | number;
  message: string;
  localizedMessage?: string;
  body?: unknown;
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `details` of a 101 answer: the selections with the bookmaker's current price. */
function oddsUpdatesOf(details: unknown): MarketUpdate[] {
  const list = Array.isArray(details) ? details : record(details)?.selections;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const entry = record(item);
    if (!entry) return [];
    const matchId = Number(entry.match_id);
    const marketId = Number(entry.market_id);
    const odds = Number(entry.odds);
    const outcomeId = entry.outcome_id;
    if (!Number.isFinite(matchId) || !Number.isFinite(marketId) || !Number.isFinite(odds)) {
      return [];
    }
    if (typeof outcomeId !== 'string') return [];
    return [
      {
        matchId,
        marketId,
        specifier: typeof entry.specifier === 'string' ? entry.specifier : '',
        marketStatus: 1,
        outcomes: [{ outcomeId, odds, active: true }],
      },
    ];
  });
}

/** Maps a refused placement (the error envelope, DESIGN §3) onto the slip's ticket error. */
export function placementFailureOf(error: ErrorLike, sent: readonly SlipBet[]): PlacementFailure {
  const envelope = record(record(error.body)?.error);
  const numeric = Number(error.code);
  const code = Number.isInteger(numeric) && error.status !== 0 ? numeric : null;
  const messagesByBet: Record<string, string> = {};
  const byBet = envelope?.errors_by_bet;
  if (Array.isArray(byBet)) {
    for (const item of byBet) {
      const entry = record(item);
      const bet = typeof entry?.index === 'number' ? sent[entry.index] : undefined;
      if (bet && typeof entry?.message === 'string') messagesByBet[bet.id] = entry.message;
    }
  }
  // A refusal by a responsible-gambling limit carries the limit (on the envelope or per bet);
  // it travels in `details` so the ticket can say which limit and when it resets (issue 18).
  const limit =
    record(envelope?.limit) ??
    (Array.isArray(byBet)
      ? byBet.map((item) => record(record(item)?.limit)).find(Boolean)
      : undefined);
  const details = envelope?.details ?? (limit ? { limit } : undefined);
  const wrongOdds = code === BetErrorCode.invalidOdds;
  return {
    error: {
      message: error.localizedMessage || error.message,
      code,
      messagesByBet,
      details: details ?? null,
      wrongOdds,
    },
    unauthorized: error.status === 401,
    oddsUpdates: wrongOdds ? oddsUpdatesOf(details) : [],
    decided: error.status >= 400 && error.status < 500,
  };
}

/** The message key (in the `error` messages) the ticket shows for an error (betting-core §8). */
export type PlacementErrorKey =
  'place_bets.invalid_odds' | 'platform.pve_player_bet_forbidden' | 'place_bets.default';

export function placementErrorKey(error: SlipError): PlacementErrorKey {
  if (error.code === BetErrorCode.invalidOdds) return 'place_bets.invalid_odds';
  if (error.code === BetErrorCode.pvePlayerForbidden) return 'platform.pve_player_bet_forbidden';
  return 'place_bets.default';
}

/** One press of the place button: the body sent and the idempotency key it travels with. */
export interface PlacementAttempt {
  fingerprint: string;
  key: string;
}

/** Reuses the key for a retry of the same bets; different bets are a new attempt. */
export function nextAttempt(
  previous: PlacementAttempt | null,
  body: PlaceBetsBody,
  newKey: () => string,
): PlacementAttempt {
  // device_id and locale do not make a different bet; stakes, prices and outcomes do.
  const fingerprint = JSON.stringify({ type: body.meta.type, bets: body.bets });
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
