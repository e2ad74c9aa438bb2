import { z } from 'zod';
import { idSchema, idTextSchema, safeTextSchema } from './safe-input';
import type { CamelCased } from './case';
import { listSchema, paginationQuerySchema, queryInteger } from './pagination';
import { providerSchema, sportKindSchema } from './sports';
import { booleanFlag, idList, isoTime, keyList, sportTypeList, statusList } from './query-params';

/**
 * Catalogue wire shapes (betting-core §3) and the query schemas of their read calls (§7).
 * Names arrive in the language asked for by Accept-Language.
 */

export const EVENT_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export const EVENT_TYPES = ['match', 'stage', 'season', 'simple_tournament'] as const;
export const MARKET_STATUS = { allowed: 1, suspended: -1, notAllowed: 0 } as const;

/** Stopped, closed, finished and not covered are not bettable (betting-core §3). */
export const isBettableStatus = (status: number) => status === 0 || status === 1;

const sportRefSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  type: sportKindSchema,
});
const categoryRefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  country_code: z.string().nullable(),
});
const tournamentRefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  priority: z.number(),
});

export const categorySchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  country_code: z.string().nullable(),
  sport: sportRefSchema,
});

export const tournamentSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  priority: z.number().int(),
  category: categoryRefSchema,
  sport: sportRefSchema,
  provider: providerSchema,
});

export const outcomeSchema = z.object({
  outcome_id: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** Decimal odds, three places at most. */
  odds: z.number(),
});

export const marketSchema = z.object({
  match_urn_id: z.string(),
  market_id: z.number().int(),
  market_name: z.string(),
  market_status: z.number().int(),
  specifier: z.string(),
  priority: z.number().int(),
  most_balanced: z.boolean(),
  market_groups: z.array(z.string()),
  outcomes: z.array(outcomeSchema),
  provider: providerSchema,
  next_bet_stop: z.string().nullable(),
});

const hexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/**
 * A generated crest's colours (#rrggbb): the shield, its lower corner, and the abbreviation's
 * text that reads on the shield. Optional: a backend whose logos are real images leaves it out
 * and the web shows `logo` (decision 075).
 */
export const crestColorsSchema = z.object({
  primary: hexColorSchema,
  secondary: hexColorSchema,
  text: hexColorSchema,
});

export const competitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  abbreviation: z.string(),
  country_code: z.string().nullable(),
  logo: z.string(),
  colors: crestColorsSchema.optional(),
});

export const scoreSchema = z.object({ home: z.number(), away: z.number() });

export const periodScoreSchema = z.object({
  home: z.number(),
  away: z.number(),
  period_key: z.string(),
  period_name: z.string(),
  number: z.number().int(),
  type: z.string(),
  /** Cricket innings: wickets lost and legal balls bowled (a scoreboard shows overs, balls / 6). */
  wickets: z.number().int().optional(),
  balls: z.number().int().optional(),
});

export const clockSchema = z.object({
  match_time: z.string().nullable(),
  stoppage_time: z.string().nullable(),
  stoppage_time_announced: z.string().nullable(),
  remaining_time: z.string().nullable(),
  remaining_time_in_period: z.string().nullable(),
  stopped: z.boolean(),
  clock_updated_at: z.string(),
});

/** One entry of a live match's timeline (GET /matches/{id} and the match channel only). */
export const timelineEventSchema = z.object({
  id: z.number().int(),
  /** match_started, period_start, period_end, goal, score_change, yellow_card, red_card,
   * dangerous_attack, stoppage_time_announced, match_stopped, match_resumed, game_won, wicket,
   * match_ended. */
  type: z.string(),
  side: z.enum(['home', 'away']).nullable(),
  at: z.string(),
  match_time: z.string().nullable(),
  period_number: z.number().int().nullable(),
  score: scoreSchema,
  points: z.number().optional(),
  minutes: z.number().optional(),
});

export const matchSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  type: z.enum(EVENT_TYPES),
  name: z.string().nullable(),
  status: z.number().int(),
  is_live: z.boolean(),
  is_finished: z.boolean(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  sport: sportRefSchema,
  category: categoryRefSchema,
  tournament: tournamentRefSchema,
  home: competitorSchema.nullable(),
  away: competitorSchema.nullable(),
  competitors: z.array(competitorSchema),
  stadium: z.string().nullable(),
  city: z.string().nullable(),
  clock: clockSchema.nullable(),
  total_score: scoreSchema.nullable(),
  game_score: scoreSchema.nullable(),
  current_server: z.enum(['home', 'away']).nullable(),
  period_scores: z.array(periodScoreSchema),
  max_period_number: z.number().int().nullable(),
  available_markets_count: z.number().int(),
  main_market: marketSchema.nullable(),
  has_video: z.boolean(),
  bets_count: z.number().int(),
  provider: providerSchema,
  /**
   * Provider stats availability, for betradar only (betting-core §3; issue 21): whether GET
   * /matches/{id}/statistics has the live statistics yet. null for the other providers.
   */
  provider_stats_available: z.boolean().nullable().optional(),
  /** Latest live events, oldest first: on GET /matches/{id} and `match:<id>` only, not lists. */
  timeline: z.array(timelineEventSchema).optional(),
});

export type CategoryWire = z.infer<typeof categorySchema>;
export type TournamentWire = z.infer<typeof tournamentSchema>;
export type MarketWire = z.infer<typeof marketSchema>;
export type OutcomeWire = z.infer<typeof outcomeSchema>;
export type MatchWire = z.infer<typeof matchSchema>;
export type CompetitorWire = z.infer<typeof competitorSchema>;
export type CrestColorsWire = z.infer<typeof crestColorsSchema>;
export type TimelineEventWire = z.infer<typeof timelineEventSchema>;
export type ClockWire = z.infer<typeof clockSchema>;
export type PeriodScoreWire = z.infer<typeof periodScoreSchema>;
export type Category = CamelCased<CategoryWire>;
export type Tournament = CamelCased<TournamentWire>;
export type Market = CamelCased<MarketWire>;
export type Match = CamelCased<MatchWire>;

export const categoriesListSchema = listSchema(categorySchema);
export const tournamentsListSchema = listSchema(tournamentSchema);
export const matchesListSchema = listSchema(matchSchema);
export const marketsListSchema = listSchema(marketSchema);

/** Sort keys of betting-core §2; `-` in front sorts descending. */
export const MATCH_SORT_KEYS = [
  'tournament_sport_id',
  'tournament_sport_priority',
  'category_id',
  'category_priority',
  'tournament_id',
  'tournament_priority',
  'start_time',
  'bets_count',
] as const;
export type MatchSortKey = (typeof MATCH_SORT_KEYS)[number];
export interface MatchSort {
  key: MatchSortKey;
  descending: boolean;
}

const sortBy = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    const sorts: MatchSort[] = [];
    for (const part of raw.split(',').map((p) => p.trim())) {
      const descending = part.startsWith('-');
      const [name = '', direction] = (descending ? part.slice(1) : part).split(':');
      if (
        !(MATCH_SORT_KEYS as readonly string[]).includes(name) ||
        (direction && !['asc', 'desc'].includes(direction))
      ) {
        ctx.addIssue({
          code: 'custom',
          message: `must be sort keys (${MATCH_SORT_KEYS.join(', ')}), each optionally prefixed by - or suffixed by :asc or :desc, got "${part}"`,
        });
        return z.NEVER;
      }
      sorts.push({ key: name as MatchSortKey, descending: descending || direction === 'desc' });
    }
    return sorts;
  });

/** A catalogue page's slug (the web resolves a URL segment with it). */
const slug = safeTextSchema().max(200).optional();

export const categoriesQuerySchema = paginationQuerySchema.extend({
  slug,
  sport_id: idList('sport'),
  sport_key: keyList,
  sport_type: sportTypeList,
});

export const tournamentsQuerySchema = paginationQuerySchema.extend({
  slug,
  sport_id: idList('sport'),
  sport_key: keyList,
  sport_type: sportTypeList,
  category_id: idList('category'),
});

export const matchesQuerySchema = paginationQuerySchema.extend({
  slug,
  limit: queryInteger({ min: 1, max: 500, fallback: 50 }),
  id: idList('match'),
  type: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const types = raw.split(',').map((t) => t.trim());
      const unknown = types.filter((t) => !(EVENT_TYPES as readonly string[]).includes(t));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${EVENT_TYPES.join(', ')}, got "${unknown.join(', ')}"`,
        });
        return z.NEVER;
      }
      return types as (typeof EVENT_TYPES)[number][];
    }),
  sport_key: keyList,
  sport_type: sportTypeList,
  category_id: idList('category'),
  tournament_id: idList('tournament'),
  match_status: statusList,
  sort_by: sortBy,
  start_from: isoTime,
  start_to: isoTime,
  bettable: booleanFlag,
  max_per_sport: z.union([queryInteger({ min: 1, max: 500, fallback: 0 }), z.undefined()]),
  favourite: booleanFlag,
  has_video: booleanFlag,
});

export const marketsQuerySchema = paginationQuerySchema.extend({
  group_key: safeTextSchema().max(50).optional(),
  market_id: idList('market'),
});

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'is required' })
    .transform((raw) => raw.trim())
    .pipe(z.string().min(3, 'must be 3 to 50 characters').max(50, 'must be 3 to 50 characters')),
  sport_type: sportTypeList,
  match_status: statusList,
  only_events_name: booleanFlag,
});

export const idParamSchema = z.object({ id: idTextSchema });

export type CategoriesQuery = z.output<typeof categoriesQuerySchema>;
export type TournamentsQuery = z.output<typeof tournamentsQuerySchema>;
export type MatchesQuery = z.output<typeof matchesQuerySchema>;
export type MarketsQuery = z.output<typeof marketsQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

const idOrIds = z
  .union([idSchema, z.array(idSchema).max(500)], {
    error: 'must be an id or a list of ids',
  })
  .optional()
  .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]));

/** POST /counters body (betting-core §7). Numbers are JSON numbers here, not query text. */
export const countersBodySchema = z
  .object({
    sport_id: idOrIds,
    category_id: idOrIds,
    tournament_id: idOrIds,
    match_status: z
      .union([z.number().int().min(0).max(5), z.array(z.number().int().min(0).max(5))], {
        error: 'must be a status from 0 to 5 or a list of them',
      })
      .optional()
      .transform((value) =>
        value === undefined ? undefined : Array.isArray(value) ? value : [value],
      ),
    has_video: z.boolean({ error: 'must be true or false' }).optional(),
    sport_type: z
      .array(sportKindSchema)
      .or(sportKindSchema.transform((kind) => [kind]))
      .optional(),
    type: z
      .array(z.enum(EVENT_TYPES))
      .or(z.enum(EVENT_TYPES).transform((t) => [t]))
      .optional(),
    start_from: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
    start_to: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' }).optional(),
  })
  .strict()
  .prefault({});

const countEntry = z.object({
  id: z.number().int(),
  games_count: z.number().int(),
  outrights_count: z.number().int(),
});

export const countersSchema = z.object({
  live: z.number().int(),
  sports: z.array(countEntry),
  categories: z.array(countEntry),
  tournaments: z.array(countEntry),
});

export const searchResultSchema = z.object({
  data: z.object({ matches: z.array(matchSchema), tournaments: z.array(tournamentSchema) }),
});

export type CountersBody = z.output<typeof countersBodySchema>;
export type CountersWire = z.infer<typeof countersSchema>;
export type SearchResultWire = z.infer<typeof searchResultSchema>;
