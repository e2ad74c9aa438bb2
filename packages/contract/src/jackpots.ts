import { z } from 'zod';
import { booleanFlag } from './query-params';
import { safeTextSchema } from './safe-input';
import { amountSchema, currencyCodeSchema } from './platform/money';
import { JACKPOT_HITS_DEFAULT_LIMIT } from './jackpot-constants';

export * from './jackpot-constants';

/**
 * Jackpots (account-platform §3, §7.2; issue 20, decision 045). Amounts are integer subunits as
 * digits. A level's `commit_hash` is published before its cycle; a hit reveals the cycle's
 * `server_seed`, from which anyone recomputes `hit_point` (packages/domain jackpots, JP-004).
 */
export const JACKPOT_STATES = ['created', 'active', 'paused', 'finished', 'disabled'] as const;
export const JACKPOT_HIT_STATUSES = ['approved', 'paid'] as const;

export const jackpotLevelSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  state: z.enum(JACKPOT_STATES),
  active: z.boolean(),
  pool_amount: amountSchema,
  seed_amount: amountSchema,
  must_hit_by: amountSchema,
  contribution_ppm: z.number().int(),
  cycle: z.number().int(),
  commit_hash: z.string(),
});

/**
 * A jackpot's amounts in the currency the caller asked for (`convert_to`, decision 071): the
 * player's, when it is not the jackpot's. Converted by the server (FX-003: through EUR, rounded
 * down) at the rates in force when it answered, which it names, so a pool that ticks up on the
 * public channel is converted the same way (packages/domain `convertAmount`) until the next
 * poll. Approximate for the player: the pool is paid in the jackpot's currency.
 */
export const jackpotConvertedSchema = z.object({
  currency: currencyCodeSchema,
  subunits: z.number().int(),
  /** The rates used, units per EUR (FX-001): the jackpot's currency's and this currency's. */
  from_per_eur: z.string(),
  to_per_eur: z.string(),
  amount: amountSchema,
  pool_amount: amountSchema,
  hits_amount: amountSchema,
  levels: z.array(
    z.object({
      id: z.string(),
      pool_amount: amountSchema,
      seed_amount: amountSchema,
      must_hit_by: amountSchema,
    }),
  ),
});

/** An amount in the currency the caller asked for (`convert_to`, decision 071). */
export const convertedAmountSchema = z.object({
  currency: currencyCodeSchema,
  amount: amountSchema,
});

/**
 * `convert_to`: the player's currency; the answer adds `converted` to every jackpot (or hit) in
 * another currency when both currencies have a rate in force (decision 071).
 */
const convertToSchema = currencyCodeSchema.optional();

export const jackpotSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JACKPOT_STATES),
  currency: currencyCodeSchema,
  subunits: z.number().int(),
  /** The sum of the levels' pools. */
  amount: amountSchema,
  pool_amount: amountSchema,
  /** What the jackpot's hits have paid in all. */
  hits_amount: amountSchema,
  levels: z.array(jackpotLevelSchema),
  /** Only when asked with `convert_to` of another currency that has a rate (decision 071). */
  converted: jackpotConvertedSchema.optional(),
});

export const jackpotsListSchema = z.object({ data: z.array(jackpotSchema) });

export const jackpotHitSchema = z.object({
  id: z.string(),
  jackpot_id: z.string(),
  jackpot_name: z.string(),
  amount: amountSchema,
  /** The amount in EUR at the rate in force at the hit (decision 062); null only without one. */
  amount_in_eur: amountSchema.nullable(),
  currency: currencyCodeSchema,
  created_at: z.string(),
  level_code: z.string(),
  level_name: z.string(),
  status: z.enum(JACKPOT_HIT_STATUSES),
  user_hash: z.string(),
  seen: z.boolean(),
  cycle: z.number().int(),
  commit_hash: z.string(),
  server_seed: z.string(),
  hit_point: amountSchema,
  /**
   * Only when asked with `convert_to` of another currency (decision 071): the amount at the rates
   * in force when the server answered, rounded down — approximate; the hit is paid in `currency`.
   */
  converted: convertedAmountSchema.optional(),
});

export const jackpotHitsListSchema = z.object({ data: z.array(jackpotHitSchema) });

const idText = safeTextSchema().min(1).max(100);

export const jackpotIdParamsSchema = z.object({ id: idText });

export const jackpotsQuerySchema = z.object({
  state: z.enum(JACKPOT_STATES).optional(),
  convert_to: convertToSchema,
});

/** GET /jackpots/{id}. */
export const jackpotQuerySchema = z.object({ convert_to: convertToSchema });

/** POST /jackpots: the jackpots of these ids (the banner's batch read). */
export const jackpotsBodySchema = z.object({
  ids: z.array(idText).max(50).optional(),
  convert_to: convertToSchema,
});

export const jackpotHitsQuerySchema = z.object({
  jackpot_id: idText.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(JACKPOT_HITS_DEFAULT_LIMIT),
  /** One status or several, comma-separated. */
  status: z
    .string()
    .optional()
    .refine(
      (raw) =>
        raw === undefined ||
        raw.split(',').every((s) => (JACKPOT_HIT_STATUSES as readonly string[]).includes(s)),
      'must be approved, paid or both comma-separated',
    ),
  for_user: booleanFlag,
  unseen: booleanFlag,
  convert_to: convertToSchema,
});

export const markJackpotHitsSeenBodySchema = z.object({
  ids: z.array(idText).min(1).max(100),
});

export const markJackpotHitsSeenResponseSchema = z.object({ changed: z.number().int() });

/** Public channel `tournament pool changed`: a jackpot's pools now. */
export const jackpotPoolChangedSchema = z.object({
  jackpot_id: z.string(),
  currency: currencyCodeSchema,
  amount: amountSchema,
  levels: z.array(z.object({ id: z.string(), code: z.string(), pool_amount: amountSchema })),
});

const positiveAmount = amountSchema
  .max(30, 'is too large')
  .refine((v) => BigInt(v) >= 0n, 'must not be negative');

export const operatorJackpotLevelBodySchema = z
  .object({
    code: safeTextSchema().trim().min(1).max(40),
    name: safeTextSchema().trim().min(1).max(100),
    seed_amount: positiveAmount,
    must_hit_by: positiveAmount,
    contribution_ppm: z.number().int().min(1).max(1_000_000),
  })
  .refine((l) => BigInt(l.must_hit_by) > BigInt(l.seed_amount), {
    message: 'must be above the seed amount',
    path: ['must_hit_by'],
  });

export const operatorCreateJackpotBodySchema = z.object({
  name: safeTextSchema().trim().min(1).max(100),
  currency: currencyCodeSchema,
  /** `active` starts taking contributions at once; `created` waits for a resume. */
  state: z.enum(['created', 'active']).default('active'),
  levels: z
    .array(operatorJackpotLevelBodySchema)
    .min(1)
    .max(10)
    .refine((levels) => new Set(levels.map((l) => l.code)).size === levels.length, {
      message: 'level codes must differ',
    }),
});

/** POST /operator/api/v1/jackpot-hits/{id}/pay (decision 057): the approved hit, now paid. */
export const operatorJackpotHitPaidSchema = z.object({
  id: z.string(),
  status: z.literal('paid'),
  amount: amountSchema,
  currency: currencyCodeSchema,
  /** The winner's balance in the hit's currency after the payment. */
  balance: amountSchema,
});

export type JackpotWire = z.infer<typeof jackpotSchema>;
export type JackpotLevelWire = z.infer<typeof jackpotLevelSchema>;
export type JackpotConvertedWire = z.infer<typeof jackpotConvertedSchema>;
export type JackpotHitWire = z.infer<typeof jackpotHitSchema>;
export type JackpotPoolChangedWire = z.infer<typeof jackpotPoolChangedSchema>;
export type OperatorCreateJackpotBody = z.infer<typeof operatorCreateJackpotBodySchema>;
export type JackpotHitsQuery = z.infer<typeof jackpotHitsQuerySchema>;
export type OperatorJackpotHitPaidWire = z.infer<typeof operatorJackpotHitPaidSchema>;
