import { z } from 'zod';

/**
 * The realtime protocol over Socket.IO at /realtime (account-platform §4, §7.3). Clients
 * `subscribe`/`unsubscribe` to channels and receive `publication` events `{channel, event_name,
 * message}`. Channel names: a public channel per locale, one per match, and private per-user
 * channels whose names start with `$` (they need a token from /websocket/authorize).
 */
export const REALTIME_PATH = '/realtime';
export const REALTIME_PROTOCOL_VERSION = 1;

export const RealtimeClientEvent = { subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;
export const RealtimeServerEvent = { publication: 'publication' } as const;

export const channels = {
  publicLocale: (locale: string) => `public:${locale === 'pt-BR' ? 'pt' : locale}`,
  match: (matchId: number) => `match:${matchId}`,
  user: (userId: string | number) => `$user:${userId}`,
};

export const channelNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^\$?[a-z]+:[A-Za-z0-9_-]+$/, 'must look like "public:en", "match:123" or "$user:42"');

export const isPrivateChannel = (channel: string) => channel.startsWith('$');

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

export type SubscribeAck = { ok: true } | { ok: false; error: { code: string; message: string } };
