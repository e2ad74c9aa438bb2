import { z } from 'zod';
import { marketSchema, matchSchema } from './catalogue';
import { providerStatusSchema } from './sports';

/** Schemas of the realtime protocol's requests and messages; names are in realtime-protocol.ts. */

export const channelNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^\$?[a-z]+:[A-Za-z0-9_-]+$/, 'must look like "public:en", "match:123" or "$user:42"');

export const subscribeRequestSchema = z.object({
  channel: channelNameSchema,
  /** Subscription token for a private channel. */
  token: z.string().optional(),
});

export const publicationSchema = z.object({
  channel: channelNameSchema,
  event_name: z.string().min(1),
  message: z.unknown(),
});

export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

export type Publication = z.infer<typeof publicationSchema>;

/** POST /sportsbook/api/v2/websocket/token: a connection token for `auth.token`. */
export const websocketTokenResponseSchema = z.object({ token: z.string() });

export type WebsocketTokenResponse = z.infer<typeof websocketTokenResponseSchema>;

/** 'match changed': the match exactly as GET /matches/{id} answers it. */
export const matchChangedMessageSchema = matchSchema;

/** 'markets changed': market lines exactly as GET /matches/{id}/markets lists them. */
export const marketsChangedMessageSchema = z.object({
  match_id: z.number().int(),
  markets: z.array(marketSchema),
});

/**
 * 'markets changed' on a match channel: only what moves — each changed line's status and its
 * outcomes' prices and states. Names and groups never change in play, and the channel has no
 * language, so clients keep their own and fetch the match's markets (in their language) when a
 * line they do not know appears. A tenth of the full shape's size: it is what lets one process
 * push a thousand price changes a second to thousands of viewers (docs/decisions/015).
 */
export const marketOddsSchema = z.object({
  market_id: z.number().int(),
  specifier: z.string(),
  market_status: z.number().int(),
  outcomes: z.array(z.object({ outcome_id: z.string(), odds: z.number(), active: z.boolean() })),
});

export const matchMarketsChangedMessageSchema = z.object({
  match_id: z.number().int(),
  markets: z.array(marketOddsSchema),
});

/** 'match status changed'. */
export const matchStatusChangedMessageSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  sport_id: z.number().int(),
  status: z.number().int(),
  is_live: z.boolean(),
  is_finished: z.boolean(),
  /** Prematch and live are bettable; stopped, closed, finished and not covered are not. */
  bettable: z.boolean(),
  start_time: z.string(),
});

/** 'provider status changed': while inactive, the provider's selections are unavailable. */
export const providerStatusChangedMessageSchema = providerStatusSchema;

export type MarketsChangedMessage = z.infer<typeof marketsChangedMessageSchema>;

export type MarketOddsWire = z.infer<typeof marketOddsSchema>;

export type MatchMarketsChangedMessage = z.infer<typeof matchMarketsChangedMessageSchema>;

export type MatchStatusChangedMessage = z.infer<typeof matchStatusChangedMessageSchema>;

export type ProviderStatusChangedMessage = z.infer<typeof providerStatusChangedMessageSchema>;
