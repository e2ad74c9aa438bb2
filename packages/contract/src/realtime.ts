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

export type MatchStatusChangedMessage = z.infer<typeof matchStatusChangedMessageSchema>;

export type ProviderStatusChangedMessage = z.infer<typeof providerStatusChangedMessageSchema>;
