import { z } from 'zod';
import { listSchema, queryInteger } from './pagination';
import { booleanFlag } from './query-params';
import { safeTextSchema } from './safe-input';
import { promotionFieldsSchema } from './promotions';
import { lootboxPrizeInputSchema, lootboxSchema, type LootboxWire } from './lootboxes';

/**
 * Bonuses (account-platform §3, §4, §7.2, §9; issue 19, decision 044): the calls under
 * /sportsbook/api/v2/bonuses and the operator's under /operator/api/v1/bonuses.
 */

/** Bonuses a bet can carry (hunting and tournaments farm points on it: decision 055). */
export const BONUS_KINDS = ['comboboost', 'freebet', 'hunting', 'tournament'] as const;
/** Every bonus a player holds and lists (a lootbox is opened, never staked: decision 056). */
export const LISTED_BONUS_KINDS = [
  'comboboost',
  'freebet',
  'hunting',
  'tournament',
  'lootbox',
] as const;
export const BONUS_PLURALS = {
  comboboosts: 'comboboost',
  freebets: 'freebet',
  huntings: 'hunting',
  tournaments: 'tournament',
  lootboxes: 'lootbox',
} as const;
const PLURALS = ['comboboosts', 'freebets', 'huntings', 'tournaments', 'lootboxes'] as const;
export const FREEBET_TYPES = ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'] as const;
export const USER_BONUS_STATUSES = [
  'available',
  'active',
  'not_available',
  'deactivated',
  'bonus_over',
  'expired',
  'overridden',
] as const;
/** §9: page size 4 by default, lists up to 500. */
export const BONUS_PAGE_SIZE = 4;
export const BONUS_LIST_LIMIT = 500;

/** `active` (usable: available or active), `past` (ended in any way), or one status. */
const statusFilter = z.enum(['active', 'past', ...USER_BONUS_STATUSES]).default('active');

const bonusIdSchema = safeTextSchema()
  .min(1)
  .max(64)
  .regex(/^[0-9a-zA-Z-]+$/, 'must be a bonus id');

/** GET /bonuses: every type, a page of each. */
export const bonusesQuerySchema = z.object({
  status: statusFilter,
  available: booleanFlag,
  unseen: booleanFlag,
  limit_per_type: queryInteger({ min: 1, max: BONUS_LIST_LIMIT, fallback: BONUS_PAGE_SIZE }),
  type: z.enum(LISTED_BONUS_KINDS).optional(),
});

/** GET /bonuses/{typePlural}: one type, paged. */
export const bonusListQuerySchema = z.object({
  status: statusFilter,
  isAvailable: booleanFlag,
  page: queryInteger({ min: 1, max: 1_000_000, fallback: 1 }),
  limit: queryInteger({ min: 1, max: BONUS_LIST_LIMIT, fallback: BONUS_PAGE_SIZE }),
});

export const bonusTypePluralParamsSchema = z.object({
  typePlural: z.enum(PLURALS),
});
export const bonusByIdParamsSchema = z.object({
  typePlural: z.enum(PLURALS),
  id: bonusIdSchema,
});

/** GET /bonuses/tournaments/{id}/rating: the leaderboard, paged (decision 055). */
export const tournamentRatingQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 1_000_000, fallback: 1 }),
  limit: queryInteger({ min: 1, max: BONUS_LIST_LIMIT, fallback: 10 }),
});
export type TournamentRatingQuery = z.output<typeof tournamentRatingQuerySchema>;
export const bonusIdParamsSchema = z.object({ id: bonusIdSchema });

export const markBonusesSeenBodySchema = z
  .array(z.object({ id: bonusIdSchema, type: z.enum(LISTED_BONUS_KINDS) }))
  .min(1, 'name at least one bonus')
  .max(500, 'at most 500 at a time');

export const promoCodeBodySchema = z.object({
  code: safeTextSchema()
    .trim()
    .min(1, 'enter a promo code')
    .max(40, 'a promo code has at most 40 characters')
    .regex(/^[0-9A-Za-z_-]+$/, 'a promo code has letters, digits, - and _ only'),
});

/** The bonus of a bet being placed (betting-core §7). */
export const betBonusInputSchema = z.object({
  id: bonusIdSchema,
  type: z.enum(BONUS_KINDS),
  /** The boosted odds the player saw (comboboost), decimal. */
  odds: z.number().positive().max(100_000).optional(),
});

const eventConditionSchema = z
  .object({
    sport_type: z.enum(['regular', 'cyber', 'premium_cricket']).optional(),
    sport_id: z.number().int().positive().optional(),
    category_id: z.number().int().positive().optional(),
    tournament_id: z.number().int().positive().optional(),
    event_id: z.number().int().positive().optional(),
  })
  .strict();

const odds = z.number().min(1.001).max(1000);
const subunits = z.string().regex(/^[1-9]\d{0,15}$/, 'must be a positive amount in subunits');

/** POST /operator/api/v1/bonuses/campaigns. Amounts in subunits as strings. */
export const createBonusCampaignBodySchema = z
  .object({
    /** `amb`: an average-bets freebet campaign (decision 058). */
    type: z.enum([...LISTED_BONUS_KINDS, 'amb']),
    /** Freebet: boostable once by this multiplier of its amount (decision 058), e.g. 2. */
    boost_multiplier: z.number().min(1.001).max(10).optional(),
    /** Average-bets freebet: the qualifying bets needed (decision 058). */
    bets_count: z.number().int().min(1).max(1000).optional(),
    /** Average-bets freebet: from an average stake (subunits), the freebet's amount. */
    average_stake_ranges: z
      .array(z.object({ from_average_stake: subunits, amount: subunits }))
      .max(20)
      .default([]),
    name: safeTextSchema().trim().min(1).max(120),
    freebet_type: z.enum(FREEBET_TYPES).optional(),
    amount: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, 'must be a positive amount in subunits')
      .optional(),
    currency: z.enum(['EUR', 'USD', 'GBP', 'BRL', 'CAD', 'BTC', 'ETH', 'USDT']).optional(),
    min_odds: odds.optional(),
    max_odds: odds.optional(),
    selection_count_from: z.number().int().min(1).max(20).default(1),
    selection_count_to: z.number().int().min(1).max(20).default(20),
    match_status: z.enum(['prematch', 'live', 'any']).default('any'),
    event_conditions: z.array(eventConditionSchema).max(50).default([]),
    ranges: z
      .array(
        z.object({
          min_count: z.number().int().min(2).max(20),
          max_count: z.number().int().min(2).max(20),
          bonus_odds: z.number().min(1.001).max(10),
        }),
      )
      .max(20)
      .default([]),
    uses_count: z.number().int().min(1).max(1000).default(1),
    only_verified: z.boolean().default(false),
    country_codes: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(300)
      .default([]),
    open_to_all: z.boolean().default(false),
    valid_days: z.number().int().min(1).max(3650).default(30),
    valid_to: z.iso.datetime().optional(),
    /** Lootbox: the prize table (decision 056). */
    prizes: z.array(lootboxPrizeInputSchema).max(50).default([]),
    /** Hunting and tournaments (decision 055): the least stake that farms, subunits. */
    min_stake: subunits.optional(),
    farm_once_per_event: z.boolean().default(true),
    /** Hunting: points (subunits staked) that give a freebet of `amount`. */
    thresholds: z
      .array(z.object({ points: subunits, amount: subunits }))
      .max(20)
      .default([]),
    /** Tournament: the pool paid out at the end, and each rank's share in basis points. */
    initial_pool: subunits.optional(),
    prize_shares: z.array(z.number().int().min(1).max(10_000)).max(100).default([]),
    /** Listed on /sport/promotions with a banner and a description (decision 067). */
    ...promotionFieldsSchema,
  })
  .superRefine((body, ctx) => {
    if (body.type === 'lootbox' && body.prizes.length === 0)
      ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'a lootbox needs a prize' });
    if (body.type === 'freebet') {
      if (!body.freebet_type)
        ctx.addIssue({ code: 'custom', path: ['freebet_type'], message: 'required for a freebet' });
      if (!body.amount)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'required for a freebet' });
      if (!body.currency)
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'required for a freebet' });
    }
    if (body.boost_multiplier !== undefined && body.type !== 'freebet')
      ctx.addIssue({
        code: 'custom',
        path: ['boost_multiplier'],
        message: 'only a freebet is boosted',
      });
    if (body.type === 'amb') {
      if (!body.currency)
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'required for amb' });
      if (!body.bets_count)
        ctx.addIssue({ code: 'custom', path: ['bets_count'], message: 'required for amb' });
      if (body.average_stake_ranges.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['average_stake_ranges'],
          message: 'an average-bets freebet needs a range',
        });
      if (body.freebet_type === 'freebet_no_risk')
        ctx.addIssue({
          code: 'custom',
          path: ['freebet_type'],
          message: 'average-bets freebets are only_win or all_win',
        });
    }
    if (body.type === 'hunting' || body.type === 'tournament') {
      if (!body.currency)
        ctx.addIssue({ code: 'custom', path: ['currency'], message: 'required for farming' });
      if (body.freebet_type === 'freebet_no_risk')
        ctx.addIssue({
          code: 'custom',
          path: ['freebet_type'],
          message: 'farmed freebets are only_win or all_win',
        });
    }
    if (body.type === 'hunting' && body.thresholds.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['thresholds'],
        message: 'a hunting needs a threshold',
      });
    if (body.type === 'tournament') {
      if (!body.initial_pool)
        ctx.addIssue({ code: 'custom', path: ['initial_pool'], message: 'required' });
      if (!body.valid_to)
        ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'a tournament needs an end' });
      if (body.prize_shares.length === 0)
        ctx.addIssue({ code: 'custom', path: ['prize_shares'], message: 'name a share per rank' });
      if (body.prize_shares.reduce((a, b) => a + b, 0) > 10_000)
        ctx.addIssue({
          code: 'custom',
          path: ['prize_shares'],
          message: 'the shares add up to more than the pool',
        });
    }
    if (body.type === 'comboboost' && body.ranges.length === 0)
      ctx.addIssue({ code: 'custom', path: ['ranges'], message: 'a comboboost needs a range' });
    for (const [i, r] of body.ranges.entries())
      if (r.min_count > r.max_count)
        ctx.addIssue({ code: 'custom', path: ['ranges', i], message: 'min_count above max_count' });
    if (body.selection_count_from > body.selection_count_to)
      ctx.addIssue({
        code: 'custom',
        path: ['selection_count_to'],
        message: 'below selection_count_from',
      });
  });

export const campaignIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});
export const campaignStatusParamsSchema = campaignIdParamsSchema.extend({
  action: z.enum(['pause', 'resume', 'end']),
});
export const issueBonusBodySchema = z.object({
  player_ids: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(2 ** 31 - 1),
    )
    .min(1)
    .max(1000),
});
export const createPromoCodeBodySchema = z.object({
  code: promoCodeBodySchema.shape.code,
  campaign_id: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  valid_to: z.iso.datetime().optional(),
});

export type BonusesQuery = z.output<typeof bonusesQuerySchema>;
export type BonusListQuery = z.output<typeof bonusListQuerySchema>;
export type BetBonusInput = z.infer<typeof betBonusInputSchema>;
export type CreateBonusCampaignBody = z.output<typeof createBonusCampaignBodySchema>;

/** One bonus as the player sees it. */
export interface BonusWire {
  id: string;
  bonus_type: (typeof LISTED_BONUS_KINDS)[number];
  type: (typeof FREEBET_TYPES)[number] | null;
  name: string;
  status: (typeof USER_BONUS_STATUSES)[number];
  seen: boolean;
  currency: string | null;
  amount: string | null;
  times_used: number;
  uses_count: number;
  min_odds: number | null;
  max_odds: number | null;
  selection_count_from: number;
  selection_count_to: number;
  match_status: 'prematch' | 'live' | 'any';
  event_conditions: Array<Record<string, string | number>>;
  ranges: Array<{ min_count: number; max_count: number; bonus_odds: number }>;
  only_verified: boolean;
  country_codes: string[];
  created_at: string;
  activated_at: string | null;
  expired_at: string | null;
  /** Lootboxes only: the prize table and the fairness proof. */
  lootbox?: LootboxWire;
  /** Hunting and tournaments (decision 055): farming stats, amounts in subunits. */
  farming?: FarmingWire;
  /** Freebets with boost data (decision 058): present when the freebet can be or was boosted. */
  boost?: BoostWire;
}

/** account-platform §3 Freebet "boost data, boost multiplier" (decision 058). */
export interface BoostWire {
  multiplier: number;
  /** It can be boosted now (POST /bonuses/{id}/boost). */
  boostable: boolean;
  boosted: boolean;
  /** The amount before the boost (subunits), once boosted. */
  boosted_from: string | null;
}

/** account-platform §3 "Average-bets freebet progress" (decision 058); amounts in subunits. */
export interface AverageBetsProgressWire {
  id: string;
  name: string;
  type: 'freebet_only_win' | 'freebet_all_win';
  progress_count: number;
  possible_progress_count: number;
  ranges: Array<{
    from_average_stake: string;
    number_of_bets: number;
    number_of_freebets: number;
    issued_amount: string;
    currency: string;
  }>;
  stake_currency: string;
  min_stake: string;
  average_stake: string;
  /** The freebet the progress gives now (0 below every range). */
  amount: string;
  complete: boolean;
  /** The freebet was issued (its id), or null. */
  issued_freebet_id: string | null;
  /** The last moment the freebet may be issued, or null. */
  issue_to: string | null;
}

/** account-platform §3 "farming stats" of a hunting or a tournament. */
export interface FarmingWire {
  points: string;
  available_points: string;
  potential_points: string;
  potential_freebet_amount: string;
  bets_count: number;
  average_stake: string;
  min_stake: string;
  farm_once_per_event: boolean;
  farmed_event_ids: number[];
  farming_freebet_type: 'freebet_only_win' | 'freebet_all_win';
  thresholds: Array<{ points: string; amount: string }>;
  next_threshold: { points: string; amount: string } | null;
  initial_pool: string | null;
  prizes: string[];
  valid_to: string | null;
}

/** account-platform §3 "Leaderboard entry". */
export interface LeaderboardEntryWire {
  position: number;
  current_user: boolean;
  email: string;
  farmed_amount: string;
  currency_code: string;
  farmed_freebets_count: number;
}

/** The answers' schemas (the web parses them; BonusWire above is their shape). */
export const bonusSchema = z.object({
  id: z.string(),
  bonus_type: z.enum(LISTED_BONUS_KINDS),
  type: z.enum(FREEBET_TYPES).nullable(),
  name: z.string(),
  status: z.enum(USER_BONUS_STATUSES),
  seen: z.boolean(),
  currency: z.string().nullable(),
  amount: z.string().nullable(),
  times_used: z.number().int(),
  uses_count: z.number().int(),
  min_odds: z.number().nullable(),
  max_odds: z.number().nullable(),
  selection_count_from: z.number().int(),
  selection_count_to: z.number().int(),
  match_status: z.enum(['prematch', 'live', 'any']),
  event_conditions: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  ranges: z.array(
    z.object({ min_count: z.number().int(), max_count: z.number().int(), bonus_odds: z.number() }),
  ),
  only_verified: z.boolean(),
  country_codes: z.array(z.string()),
  created_at: z.string(),
  activated_at: z.string().nullable(),
  expired_at: z.string().nullable(),
  lootbox: lootboxSchema.optional(),
  farming: z
    .object({
      points: z.string(),
      available_points: z.string(),
      potential_points: z.string(),
      potential_freebet_amount: z.string(),
      bets_count: z.number().int(),
      average_stake: z.string(),
      min_stake: z.string(),
      farm_once_per_event: z.boolean(),
      farmed_event_ids: z.array(z.number().int()),
      farming_freebet_type: z.enum(['freebet_only_win', 'freebet_all_win']),
      thresholds: z.array(z.object({ points: z.string(), amount: z.string() })),
      next_threshold: z.object({ points: z.string(), amount: z.string() }).nullable(),
      initial_pool: z.string().nullable(),
      prizes: z.array(z.string()),
      valid_to: z.string().nullable(),
    })
    .optional(),
  boost: z
    .object({
      multiplier: z.number(),
      boostable: z.boolean(),
      boosted: z.boolean(),
      boosted_from: z.string().nullable(),
    })
    .optional(),
});
export const bonusesResponseSchema = z.object({ data: z.array(bonusSchema) });
export const bonusListResponseSchema = listSchema(bonusSchema);
export const bonusResponseSchema = z.object({ data: bonusSchema });
export const bonusTermsResponseSchema = z.object({
  data: z.object({ id: z.string(), terms: z.string() }),
});
export const markBonusesSeenResponseSchema = z.object({
  data: z.object({ changed: z.number().int().nonnegative() }),
});

export const leaderboardEntrySchema = z.object({
  position: z.number().int().positive(),
  current_user: z.boolean(),
  email: z.string(),
  farmed_amount: z.string(),
  currency_code: z.string(),
  farmed_freebets_count: z.number().int().nonnegative(),
});
/** The rating's answer: a page of entries and the player's own entry (null: not ranked). */
export const tournamentRatingResponseSchema = listSchema(leaderboardEntrySchema).extend({
  current_user: leaderboardEntrySchema.nullable(),
});

/** GET /bonuses/freebets/amb (decision 058). */
export const averageBetsProgressSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['freebet_only_win', 'freebet_all_win']),
  progress_count: z.number().int(),
  possible_progress_count: z.number().int(),
  ranges: z.array(
    z.object({
      from_average_stake: z.string(),
      number_of_bets: z.number().int(),
      number_of_freebets: z.number().int(),
      issued_amount: z.string(),
      currency: z.string(),
    }),
  ),
  stake_currency: z.string(),
  min_stake: z.string(),
  average_stake: z.string(),
  amount: z.string(),
  complete: z.boolean(),
  issued_freebet_id: z.string().nullable(),
  issue_to: z.string().nullable(),
});
export const averageBetsProgressResponseSchema = z.object({
  data: z.array(averageBetsProgressSchema),
});
/** POST /bonuses/freebets/amb: the progress to issue (its id); `{}`: the first complete one. */
export const issueAverageBetsBodySchema = z.object({ id: bonusIdSchema.optional() }).strict();
