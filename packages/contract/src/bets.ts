import { z } from 'zod';
import { betBonusInputSchema } from './bonuses';
import { MAX_ID, idSchema, safeTextSchema } from './safe-input';
import { amountSchema, currencyCodeSchema } from './platform/money';
import { BET_TYPES, type PlacementBetType } from './bet-constants';
import { customBetSelectionSchema } from './custom-bets';
import { betErrorSchema } from './errors';

/**
 * Bet placement (betting-core §3 "Bet placement payload", §7 POST /bets, /bets/max-stake,
 * /bets/share-code). Placement lives under /sportsbook/api/v3, share codes under v2. Stakes and
 * potential wins are integer subunits as decimal strings, like deposits (docs/decisions/007);
 * odds are decimal numbers with at most three places.
 */

export * from './bet-constants';

const odds = z
  .number('must be a decimal price')
  .finite()
  .min(1.001, 'must be at least 1.001')
  .max(100_000, 'must be at most 100000');

export const betSelectionInputSchema = z.object({
  match_id: idSchema,
  market_id: z.number().int().min(0).max(MAX_ID, `must be at most ${MAX_ID}`),
  specifier: safeTextSchema().max(200),
  outcome_id: safeTextSchema().min(1).max(100),
  /** The price the player saw (for an SP selection, the price shown when SP was chosen). */
  odds,
  /**
   * Racing win and each-way place lines only (decision 072): `sp` takes the starting price, known
   * at the off, instead of `odds`. Singles only; absent means the price taken.
   */
  odds_type: z.enum(['taken', 'sp']).optional(),
});

const positiveAmount = amountSchema
  .max(60, 'must be at most 60 digits')
  // Refinements run even when the pattern failed; BigInt('1.5') would throw.
  .refine((value) => /^\d+$/.test(value) && BigInt(value) > 0n, 'must be greater than 0');

export const stakeSchema = z.object({
  value: positiveAmount,
  currency: currencyCodeSchema,
});

/** "winCount/totalCount", e.g. "2/3". */
export const systemIdSchema = z
  .string()
  .regex(/^[1-9]\d?\/[1-9]\d?$/, 'must be "winCount/totalCount", e.g. "2/3"');

export const placeBetInputSchema = z.object({
  stake: stakeSchema,
  selections: z.array(betSelectionInputSchema).min(1).max(20),
  system_id: systemIdSchema.optional(),
  /** custom_bet only: the combined price the player saw (POST /bets/custom/odds). */
  custom_odds: odds.optional(),
  /** The bonus the bet uses: a freebet or a comboboost (issue 19, decision 044). */
  bonus: betBonusInputSchema.optional(),
});

export const placeBetsMetaSchema = z.object({
  device_id: safeTextSchema().min(1).max(200),
  quick: z.boolean(),
  type: z.enum(BET_TYPES),
  locale: z.string().min(2).max(10).optional(),
});

type ShapeInput = {
  meta: { type: PlacementBetType };
  bets: {
    selections: unknown[];
    system_id?: string | undefined;
    custom_odds?: number | undefined;
  }[];
};

/**
 * The bet kinds' shapes: singles carry one selection each (several = multi-single), a combo or a
 * system is one bet of two or more selections, and only a system names its system.
 */
function checkShape(body: ShapeInput, ctx: z.RefinementCtx) {
  const { type } = body.meta;
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (type === 'single') {
    body.bets.forEach((bet, index) => {
      if (bet.selections.length !== 1) {
        issue(['bets', index, 'selections'], 'a single bet has exactly one selection');
      }
    });
  } else {
    if (body.bets.length !== 1) issue(['bets'], `a ${type} bet is one bet`);
    body.bets.forEach((bet, index) => {
      if (bet.selections.length < 2) {
        issue(['bets', index, 'selections'], `a ${type} bet has two or more selections`);
      }
    });
  }
  body.bets.forEach((bet, index) => {
    if (type === 'system' && !bet.system_id) {
      issue(['bets', index, 'system_id'], 'is required for a system bet');
    }
    if (type !== 'system' && bet.system_id) {
      issue(['bets', index, 'system_id'], 'is only allowed on a system bet');
    }
    if (type === 'custom_bet' && bet.custom_odds === undefined) {
      issue(['bets', index, 'custom_odds'], 'is required for a custom bet');
    }
    if (type !== 'custom_bet' && bet.custom_odds !== undefined) {
      issue(['bets', index, 'custom_odds'], 'is only allowed on a custom bet');
    }
  });
}

export const placeBetsBodySchema = z
  .object({
    meta: placeBetsMetaSchema,
    bets: z.array(placeBetInputSchema).min(1).max(20),
  })
  .superRefine(checkShape);

/** POST /bets/max-stake: the placement body; stakes are optional and ignored but for currency. */
export const maxStakeBodySchema = z
  .object({
    meta: placeBetsMetaSchema,
    bets: z
      .array(
        placeBetInputSchema.extend({
          stake: z.object({ value: amountSchema.max(60), currency: currencyCodeSchema }).optional(),
        }),
      )
      .min(1)
      .max(20),
  })
  .superRefine(checkShape);

export const placedSelectionSchema = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  /** The accepted price; for an SP selection the cap 40.00 it is bounded by (decision 072). */
  odds: z.number(),
  /** `sp`: settled at the starting price (decision 072). */
  odds_type: z.literal('sp').optional(),
  market_name: z.string(),
  outcome_name: z.string(),
  match_name: z.string(),
});

export const placedBetSchema = z.object({
  bet_id: z.string(),
  status: z.literal('waiting_results'),
  is_vip: z.boolean(),
  type: z.enum(BET_TYPES),
  stake: z.object({ value: amountSchema, currency: currencyCodeSchema }),
  /** Gross return if every selection wins, rounded down, capped at MAX_PAYOUT. */
  potential_win: amountSchema,
  /** Total price: the single's, the combo's product, or potential_win / stake for a system. */
  odds: z.number(),
  system_id: systemIdSchema.optional(),
  /** custom_bet: the selections are its parts, priced together at `odds`. */
  selections: z.array(placedSelectionSchema),
  created_at: z.string(),
});

/**
 * The placed bets in the request's order. Several singles may be placed without some of them:
 * those refused alone for their bonus (decision 063) are left out of `data` and named, by their
 * index in the request, in `errors_by_bet`.
 */
export const placeBetsResponseSchema = z.object({
  data: z.array(placedBetSchema),
  errors_by_bet: z.array(betErrorSchema).optional(),
});

export const maxStakeResponseSchema = z.object({
  data: z.object({ max_stake: amountSchema, currency: currencyCodeSchema }),
});

export const shareSelectionInputSchema = betSelectionInputSchema.extend({
  odds: odds.optional(),
});

/** Most custom bets one shared slip carries: as many as the slip holds (decision 053). */
export const MAX_SHARED_CUSTOM_BETS = 10;

/**
 * A shared slip: its ordinary bets' selections and, optionally, its custom bets' parts (each a
 * bet builder combination of one match, decision 059). Prices are not kept: they are read (and
 * custom bets re-priced) when the code is used. At least one bet of either kind.
 */
export const createShareCodeBodySchema = z
  .object({
    bets: z
      .array(z.object({ selections: z.array(shareSelectionInputSchema).min(1).max(20) }))
      .max(20),
    custom_bets: z
      .array(z.object({ selections: z.array(customBetSelectionSchema).min(2).max(10) }))
      .max(MAX_SHARED_CUSTOM_BETS)
      .optional(),
  })
  .refine((body) => body.bets.length + (body.custom_bets?.length ?? 0) > 0, {
    message: 'must share at least one bet',
    path: ['bets'],
  });

export const shareCodeQuerySchema = z.object({
  code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'must be a share code'),
  locale: z.string().min(2).max(10).optional(),
});

export const shareCodeResponseSchema = z.object({ data: z.object({ code: z.string() }) });

/** A shared selection as it stands now: gone lines are left out, suspended ones flagged. */
export const sharedSelectionSchema = z.object({
  match_id: z.number().int(),
  market_id: z.number().int(),
  specifier: z.string(),
  outcome_id: z.string(),
  odds: z.number(),
  market_name: z.string(),
  outcome_name: z.string(),
  match_name: z.string(),
  match_status: z.number().int(),
  market_status: z.number().int(),
  active: z.boolean(),
  provider: z.string(),
  /**
   * Shared at the starting price (decision 072): still a racing win or place line of a race
   * with a card. Absent means at the price.
   */
  odds_type: z.literal('sp').optional(),
});

/**
 * A shared custom bet as it stands now (decision 059): its parts with today's names and states
 * and the combination re-priced from the match's model; `odds` is null while it cannot be priced
 * (a part suspended, or the combination refused in play). One whose match is over, or whose part
 * no longer exists, is left out.
 */
export const sharedCustomBetSchema = z.object({
  match_id: z.number().int(),
  selections: z.array(sharedSelectionSchema),
  odds: z.number().nullable(),
  implied: z.array(z.number().int()),
});

export const sharedBetsResponseSchema = z.object({
  data: z.object({
    bets: z.array(z.object({ selections: z.array(sharedSelectionSchema) })),
    custom_bets: z.array(sharedCustomBetSchema),
  }),
});

export type BetSelectionInput = z.infer<typeof betSelectionInputSchema>;
export type PlaceBetsBody = z.output<typeof placeBetsBodySchema>;
export type PlaceBetInput = PlaceBetsBody['bets'][number];
export type MaxStakeBody = z.output<typeof maxStakeBodySchema>;
export type PlacedBetWire = z.infer<typeof placedBetSchema>;
export type PlaceBetsAnswer = z.infer<typeof placeBetsResponseSchema>;
export type PlacedSelectionWire = z.infer<typeof placedSelectionSchema>;
export type CreateShareCodeBody = z.output<typeof createShareCodeBodySchema>;
export type SharedSelectionWire = z.infer<typeof sharedSelectionSchema>;
export type SharedCustomBetWire = z.infer<typeof sharedCustomBetSchema>;
