/**
 * The realtime protocol over Socket.IO at /realtime (account-platform §4, §7.3). Clients
 * `subscribe`/`unsubscribe` to channels and receive `publication` events `{channel, event_name,
 * message}`. Channel names: a public channel per locale, one per match, and private per-user
 * channels whose names start with `$` (they need a token from /websocket/authorize).
 *
 * Names and constants only, no schema: browser code imports them, and keeping zod out of this
 * module keeps it out of the page's JavaScript (the schemas are in realtime.ts).
 */
import { catalogueLocaleOf, isLocale } from './locales';

export const REALTIME_PATH = '/realtime';

/**
 * The protocol's version. Every `publication` the server delivers carries it (`version`), and a
 * client sends the one it speaks in the handshake (`auth.protocol`): a server refuses a client
 * of another version (connect error 107), and a client drops a publication of another version
 * (realtime-messages.ts). Bump it when a message changes in a way old clients cannot read.
 */
export const REALTIME_PROTOCOL_VERSION = 1;

export const RealtimeClientEvent = { subscribe: 'subscribe', unsubscribe: 'unsubscribe' } as const;

export const RealtimeServerEvent = {
  publication: 'publication',
  /** The server ended a subscription: `{ channel, reason }` (a private one when its session ended). */
  unsubscribed: 'unsubscribed',
} as const;

export const channels = {
  /**
   * One public channel per catalogue language (locales.ts): a page in fi or en-AU reads the
   * catalogue in English, so it listens to the English channel. pt-BR's is `public:pt` (§7.3).
   */
  publicLocale: (locale: string) => {
    const catalogue = isLocale(locale) ? catalogueLocaleOf(locale) : locale;
    return `public:${catalogue === 'pt-BR' ? 'pt' : catalogue}`;
  },
  match: (matchId: number) => `match:${matchId}`,
  user: (userId: string | number) => `$user:${userId}`,
};

export const isPrivateChannel = (channel: string) => channel.startsWith('$');

/**
 * Realtime error codes (account-platform §8). Connect errors below 100 and 109 (token expired,
 * refresh it) are worth a reconnect; the others end the connection for good.
 */
export const RealtimeErrorCode = {
  internal: 100,
  unauthorized: 101,
  unknownChannel: 102,
  permissionDenied: 103,
  /** Too many channels on one socket (REALTIME_MAX_CHANNELS_PER_SOCKET). */
  limitExceeded: 106,
  badRequest: 107,
  tokenExpired: 109,
} as const;

export interface RealtimeError {
  code: number;
  message: string;
}

export type SubscribeAck = { ok: true } | { ok: false; error: RealtimeError };

/**
 * Realtime constants (account-platform §9). The server pings every `pingIntervalMs`; a client
 * that hears nothing for that plus `maxServerPingDelayMs` reconnects ('no ping').
 */
export const REALTIME_CONSTANTS = {
  requestTimeoutMs: 5_000,
  reconnectDelayMinMs: 500,
  reconnectDelayMaxMs: 20_000,
  maxServerPingDelayMs: 10_000,
  pingIntervalMs: 25_000,
  tokenRefreshRetryMinMs: 5_000,
  tokenRefreshRetryMaxMs: 10_000,
  /** Lifetime of a connection token from POST /websocket/token. */
  connectionTokenTtlSeconds: 300,
} as const;

/** Publication event names (account-platform §4). */
export const RealtimeEventName = {
  /** public:<locale> and match:<id>: a match (GET /matches/{id} shape) after any change. */
  matchChanged: 'match changed',
  /** public:<locale>: a match moved between prematch, live, stopped, finished, closed. */
  matchStatusChanged: 'match status changed',
  /** match:<id>: changed lines with full outcomes; public:<locale>: main markets only. */
  marketsChanged: 'markets changed',
  /** public:<locale>: a producer went down (its selections unavailable) or came back. */
  providerStatusChanged: 'provider status changed',
  tournamentPoolChanged: 'tournament pool changed',
  // $user:<id> — wired now, published by later issues.
  balanceChanged: 'balance changed',
  betChanged: 'bet changed',
  betCashoutChanged: 'bet cashout changed',
  notification: 'notification',
  unreadCountersChanged: 'unread counters changed',
  bonusIssued: 'bonus issued',
} as const;

export type RealtimeEventName = (typeof RealtimeEventName)[keyof typeof RealtimeEventName];
