import { z } from 'zod';
import { VOTE_CHOICES } from './match-centre-constants';
import { idSchema, idTextSchema } from './safe-input';

/**
 * The match centre (issue 21, decision 047): the widget statistics of a match, its video and
 * streams, and the "who wins" poll (betting-core §7: GET /matches/{id}/{widget statistics type},
 * /video, /streams, GET and POST /vote).
 */

export * from './match-centre-constants';

export const widgetStatisticsParamsSchema = z.object({
  id: idTextSchema,
  type: z.string().max(64, 'must be at most 64 characters'),
});

const sides = { home: z.number().int(), away: z.number().int() };

export const statisticRowSchema = z.object({ key: z.string(), ...sides });

export const liveStatisticsSchema = z.object({
  type: z.literal('statistics'),
  match_id: z.number().int(),
  /** Which set of rows the sport has: football, tennis, points, maps or score. */
  kind: z.enum(['football', 'tennis', 'points', 'maps', 'score']).nullable(),
  /** True while the match is in play: the numbers still move. */
  live: z.boolean(),
  rows: z.array(statisticRowSchema),
  periods: z.array(
    z.object({
      period_key: z.string(),
      period_name: z.string(),
      number: z.number().int(),
      ...sides,
    }),
  ),
});

export const headToHeadSchema = z.object({
  type: z.literal('head_to_head'),
  match_id: z.number().int(),
  home_competitor_id: z.number().int(),
  away_competitor_id: z.number().int(),
  meetings: z.array(
    z.object({
      date: z.string(),
      home_competitor_id: z.number().int(),
      away_competitor_id: z.number().int(),
      home_score: z.number().int(),
      away_score: z.number().int(),
    }),
  ),
  summary: z.object({ home: z.number().int(), draws: z.number().int(), away: z.number().int() }),
});

const formEntrySchema = z.object({
  date: z.string(),
  result: z.enum(['W', 'D', 'L']),
  score_for: z.number().int(),
  score_against: z.number().int(),
  at_home: z.boolean(),
});

export const formSchema = z.object({
  type: z.literal('form'),
  match_id: z.number().int(),
  home: z.array(formEntrySchema),
  away: z.array(formEntrySchema),
});

export const widgetStatisticsResponseSchema = z.object({
  data: z.discriminatedUnion('type', [liveStatisticsSchema, headToHeadSchema, formSchema]),
});

/** A stream of a match. Simulated matches have one: a 2D visualisation drawn from live events. */
export const streamSchema = z.object({
  id: z.string(),
  match_id: z.number().int(),
  /** `visualisation`: the page draws it from the match's live events (no media file). */
  type: z.literal('visualisation'),
  name: z.string(),
  /** The surface it is drawn on: a diamond for baseball, an oval for cricket. */
  surface: z.enum(['pitch', 'court', 'table', 'diamond', 'oval', 'arena']),
  live: z.boolean(),
  /** Where the live events come from: the match's realtime channel and the match call. */
  channel: z.string(),
});

export const videoResponseSchema = z.object({ data: streamSchema });
export const streamsResponseSchema = z.object({ data: z.array(streamSchema) });

export const voteQuerySchema = z.object({ prediction_id: idTextSchema });

export const voteBodySchema = z.object({
  /** The poll: one per match, named by the match's id. */
  prediction_id: idSchema,
  data: z.object({
    choice: z.enum(VOTE_CHOICES, { error: `must be one of ${VOTE_CHOICES.join(', ')}` }),
  }),
});

export const predictionSchema = z.object({
  id: z.number().int(),
  match_id: z.number().int(),
  choices: z.array(z.enum(VOTE_CHOICES)),
  /** False once the match has finished: no more votes. */
  open: z.boolean(),
  votes: z.object({ home: z.number().int(), draw: z.number().int(), away: z.number().int() }),
  total: z.number().int(),
  /** Whole percentages summing to 100 (0 each when nobody voted). */
  percentages: z.object({
    home: z.number().int(),
    draw: z.number().int(),
    away: z.number().int(),
  }),
  /** The signed-in player's vote: data and created at; null otherwise. */
  vote: z
    .object({ data: z.object({ choice: z.enum(VOTE_CHOICES) }), created_at: z.string() })
    .nullable(),
});

export const predictionResponseSchema = z.object({ data: predictionSchema });

export type WidgetStatisticsWire = z.infer<typeof widgetStatisticsResponseSchema>['data'];
export type LiveStatisticsWire = z.infer<typeof liveStatisticsSchema>;
export type HeadToHeadWire = z.infer<typeof headToHeadSchema>;
export type FormWire = z.infer<typeof formSchema>;
export type StreamWire = z.infer<typeof streamSchema>;
export type VoteBody = z.output<typeof voteBodySchema>;
export type PredictionWire = z.infer<typeof predictionSchema>;
