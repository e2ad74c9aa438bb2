import {
  createSlip,
  isCurrencyCode,
  reduceSlip,
  slipInvariantViolations,
  type PlacedSlipBet,
  type SlipBet,
  type SlipError,
  type SlipState,
  type TicketState,
} from '@sportsbook/domain';

/**
 * The slip as sessionStorage keeps it (betting-core §4 "Session restore", §9 "session storage
 * keys hold bets and ticket state"). Stakes are bigint subunits, which JSON cannot hold, so they
 * are written as `{ "$bigint": "<digits>" }` and read back exactly (never through a number).
 */
const VERSION = 1;

interface StoredSlip {
  version: typeof VERSION;
  currency: string;
  ticketState: TicketState;
  bets: readonly SlipBet[];
  placedBets: readonly PlacedSlipBet[];
  error: SlipError | null;
}

const BIGINT_TAG = '$bigint';

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? { [BIGINT_TAG]: value.toString() } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const tagged = (value as Record<string, unknown>)[BIGINT_TAG];
    if (typeof tagged === 'string' && /^-?\d+$/.test(tagged) && Object.keys(value).length === 1) {
      return BigInt(tagged);
    }
  }
  return value;
}

export function serializeSlip(state: SlipState): string {
  const stored: StoredSlip = {
    version: VERSION,
    currency: state.currency,
    ticketState: state.ticketState,
    bets: state.bets,
    placedBets: state.placedBets,
    error: state.error,
  };
  return JSON.stringify(stored, replacer);
}

/**
 * Reads a stored slip into a fresh state (settings and system types come from the current
 * settings later). A placement cannot survive a reload — its answer went with the page — so a
 * stored "processing" comes back as the slip before placing. Anything that would break the
 * slip's invariants is rebuilt by the reducer's restore rules instead, and junk gives an empty
 * slip: a broken session entry must never break the page.
 */
export function parseSlip(raw: string | null, fallback: SlipState = createSlip()): SlipState {
  if (!raw) return fallback;
  let stored: StoredSlip;
  try {
    stored = JSON.parse(raw, reviver) as StoredSlip;
  } catch {
    return fallback;
  }
  if (
    typeof stored !== 'object' ||
    stored === null ||
    stored.version !== VERSION ||
    !Array.isArray(stored.bets) ||
    typeof stored.currency !== 'string' ||
    !isCurrencyCode(stored.currency)
  ) {
    return fallback;
  }
  const base: SlipState = { ...fallback, currency: stored.currency };
  const ticketState: TicketState =
    stored.ticketState === 'processing' ? 'initial' : (stored.ticketState ?? 'initial');
  const direct: SlipState = {
    ...base,
    bets: stored.bets,
    ticketState,
    placedBets: Array.isArray(stored.placedBets) ? stored.placedBets : [],
    error: ticketState === 'error' ? (stored.error ?? null) : null,
  };
  try {
    if (slipInvariantViolations(direct).length === 0) return direct;
    return reduceSlip(base, {
      type: 'restore',
      bets: stored.bets.map((bet) => ({
        betType: bet.betType,
        selections: bet.selections,
        stake: bet.stake,
        currency: bet.currency,
        systemType: bet.systemType,
        stakeSource: bet.stakeSource,
      })),
    });
  } catch {
    return fallback;
  }
}
