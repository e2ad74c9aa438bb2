import { z } from 'zod';
import { safeTextSchema } from './safe-input';
import { clockSchema, periodScoreSchema, scoreSchema } from './catalogue';
import { listSchema, queryInteger } from './pagination';
import { amountSchema, currencyCodeSchema } from './platform/money';

/**
 * Placed bets as history shows them (betting-core §3 "Bet (placed / history)", §7 GET /bets v3,
 * POST /bets/cashout) and the realtime events about one bet (account-platform §4: `bet changed`
 * carries a whole history bet, `bet cashout changed` its new to-cashout amount). Amounts are
 * integer subunits as decimal strings (docs/decisions/007); odds are decimal numbers.
 */

/** double, treble and accumulator are all `combo` here (betting-core §3). */
export const HISTORY_BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;

export const HISTORY_BET_STATUSES = [
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'rejected',
  'cashout_in_progress',
  'cashed_out',
  'withdrawn',
  'submitted',
] as const;

export const HISTORY_BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;

/** A selection's own result once its market is settled; null until then (or after a rollback). */
export const SELECTION_RESULTS = ['win', 'lose', 'void', 'half_win', 'half_lose'] as const;

/** Filters of the history (betting-core §3): which bets, and which outcomes of settled ones. */
export const HISTORY_STATUS_FILTERS = ['all', 'open', 'settled'] as const;
export const HISTORY_OUTCOME_FILTERS = ['all', 'win', 'lose', 'refund'] as const;

/** The match of a selection as it stands now: enough for the live score and the status badge. */
export const historyMatchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  sport_key: z.string(),
  /** 0 prematch, 1 live, 2 stopped, 3 closed, 4 finished, 5 not covered. */
  status: z.number().int(),
  is_live: z.boolean(),
  is_finished: z.boolean(),
  start_time: z.string(),
  home_name: z.string().nullable(),
  away_name: z.string().nullable(),
  clock: clockSchema.nullable(),
  total_score: scoreSchema.nullable(),
  game_score: scoreSchema.nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  period_scores: z.array(periodScoreSchema),
});

export const historySelectionSchema = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  /** The accepted price; for an SP selection the cap 40.00 that bounds it (decision 072). */
  odds: z.number(),
  /** `sp`: settled at the starting price (decision 072). */
  odds_type: z.literal('sp').optional(),
  /** An SP selection's starting price once its line settled, decimal. */
  starting_price: z.number().optional(),
  /** Names as they were at placement, so history shows what the player bet on. */
  match_name: z.string(),
  market_name: z.string(),
  outcome_name: z.string(),
  provider: z.string(),
  /** Placed in play. */
  live: z.boolean(),
  result: z.enum(SELECTION_RESULTS).nullable(),
  /** Only when a dead heat cut the win (0 < factor < 1). */
  dead_heat_factor: z.number().optional(),
  match: historyMatchSchema.nullable(),
});

export const historyBetSchema = z.object({
  id: z.string(),
  type: z.enum(HISTORY_BET_TYPES),
  /** A short reference to quote to support: the id's first 10 hex digits, upper case. */
  ref: z.string(),
  status: z.enum(HISTORY_BET_STATUSES),
  result: z.enum(HISTORY_BET_RESULTS),
  stake: z.object({ value: amountSchema, currency: currencyCodeSchema }),
  currency: currencyCodeSchema,
  /** Subunits in one unit of the currency ("100" for EUR, "1000000000000000000" for ETH). */
  subunits: amountSchema,
  /** Total price: the single's, the combo's product, potential_win / stake for a system. */
  odds: z.number(),
  /** Gross return if every selection wins, on the stake not yet cashed out. */
  potential_win: amountSchema,
  /**
   * What the bet has returned: settlement payouts plus cashouts. Null while nothing is decided
   * (an open bet without any cashout).
   */
  win_amount: amountSchema.nullable(),
  /** Part of the stake already cashed out, and what those cashouts paid. */
  cashed_out_stake: amountSchema,
  cashout_paid: amountSchema,
  /**
   * What a full cashout pays now; null when the bet cannot be cashed out (not open, a leg
   * suspended or its provider down, or already lost).
   */
  to_cashout: amountSchema.nullable(),
  system_type: z
    .object({
      /** "winCount/totalCount", as placement's system_id. */
      id: z.string(),
      win_count: z.number().int(),
      total_count: z.number().int(),
    })
    .nullable(),
  /** The bet's bonus (issue 19): freebet or comboboost, with the boosted odds; else null. */
  bonus: z
    .object({ id: z.union([z.string(), z.number()]), type: z.string(), odds: z.number() })
    .nullable(),
  used_in_jackpot: z.boolean(),
  is_vip: z.boolean(),
  selections: z.array(historySelectionSchema),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});

const enumQuery = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(values[0]);

/**
 * GET /sportsbook/api/v3/bets. `outcome` narrows to settled bets by result: win (win_entire,
 * refund_half_win_other), lose (lose_entire, refund_half_lose_other), refund (refund_entire,
 * canceled); cashed-out bets show under `all` only. Newest first; default page size 20.
 */
export const betHistoryQuerySchema = z.object({
  status: enumQuery(HISTORY_STATUS_FILTERS),
  outcome: enumQuery(HISTORY_OUTCOME_FILTERS),
  page: queryInteger({ min: 1, max: 1_000_000, fallback: 1 }),
  limit: queryInteger({ min: 1, max: 500, fallback: 20 }),
  /** Names of the live match info; a language tag, `br` is pt-BR. Unknown ones fall back to en. */
  locale: z
    .string()
    .regex(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/, 'must be a language tag such as en or pt-BR')
    .optional(),
});

export const betHistoryListSchema = listSchema(historyBetSchema);

/**
 * POST /sportsbook/api/v3/bets/cashout. `to_cashout` is the amount the player was shown for the
 * part being cashed out: the whole bet's value, or with `partial_stake` the value of that part
 * of the remaining stake. The server takes it when it is within CASHOUT_TOLERANCE_PERMILLE of
 * its own value now and pays the lower of the two; otherwise 422 `cashout_value_changed` with the
 * new value in `details[0].to_cashout`. Send an Idempotency-Key header: a retry pays once
 * (docs/decisions/016).
 */
export const cashoutBodySchema = z.object({
  bet_id: safeTextSchema().min(1).max(100),
  to_cashout: amountSchema.max(60, 'must be at most 60 digits'),
  /** Cash out only this part of the remaining stake; the rest of the bet stays open. */
  partial_stake: amountSchema
    .max(60, 'must be at most 60 digits')
    .refine((value) => /^\d+$/.test(value) && BigInt(value) > 0n, 'must be greater than 0')
    .optional(),
  locale: z.string().min(2).max(10).optional(),
});

/** 1 % either way: prices tick between the player's look and the request. */
export const CASHOUT_TOLERANCE_PERMILLE = 10;

/** Codes of a refused cashout. */
export const CashoutErrorCode = {
  /** The value moved beyond the tolerance; details[0].to_cashout is the new one (or null). */
  valueChanged: 'cashout_value_changed',
  /** A leg is suspended, its provider is down, or the bet has lost: no value now. */
  unavailable: 'cashout_unavailable',
  /** The bet is not open (settled, cashed out, or a cashout of it is in progress). */
  notOpen: 'bet_not_open',
  /** partial_stake is not below the remaining stake, or the part's value rounds to 0. */
  invalidPart: 'invalid_partial_stake',
} as const;

export const cashoutResponseSchema = z.object({
  data: z.object({
    cashout_id: z.string(),
    /** What this cashout paid. */
    amount: amountSchema,
    /** The part of the stake it took. */
    stake: amountSchema,
    /** The bet after the cashout (cashed_out, or open again with a smaller stake). */
    bet: historyBetSchema,
  }),
});

/** `bet cashout changed` on `$user:<id>` (betting-core §4 "cashout update"). */
export const betCashoutChangedMessageSchema = z.object({
  bet_id: z.string(),
  to_cashout: amountSchema.nullable(),
});

/** `bet changed` on `$user:<id>`: the bet as GET /bets lists it. */
export const betChangedMessageSchema = historyBetSchema;

export type HistoryBetWire = z.infer<typeof historyBetSchema>;
export type HistorySelectionWire = z.infer<typeof historySelectionSchema>;
export type HistoryMatchWire = z.infer<typeof historyMatchSchema>;
export type HistoryBetType = (typeof HISTORY_BET_TYPES)[number];
export type HistoryBetStatus = (typeof HISTORY_BET_STATUSES)[number];
export type HistoryBetResult = (typeof HISTORY_BET_RESULTS)[number];
export type SelectionResult = (typeof SELECTION_RESULTS)[number];
export type HistoryStatusFilter = (typeof HISTORY_STATUS_FILTERS)[number];
export type HistoryOutcomeFilter = (typeof HISTORY_OUTCOME_FILTERS)[number];
export type BetHistoryQuery = z.output<typeof betHistoryQuerySchema>;
export type CashoutBody = z.output<typeof cashoutBodySchema>;
export type CashoutResponse = z.infer<typeof cashoutResponseSchema>;
export type BetCashoutChangedMessage = z.infer<typeof betCashoutChangedMessageSchema>;
