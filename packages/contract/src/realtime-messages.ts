/**
 * What a realtime client accepts from the server, checked by hand (no zod: browser code runs
 * this on every message, and zod would add its weight to the page and its cost to a stream of
 * a thousand price changes a second). The checks cover the envelope and the fields a client
 * reads to route a message (ids, lists, amounts); the server builds every message from the zod
 * schemas in realtime.ts, so this only has to stop a malformed or foreign message from reaching
 * code that would otherwise cast it.
 */
import { REALTIME_PROTOCOL_VERSION, RealtimeEventName } from './realtime-protocol';

/** A publication as the server delivers it: the protocol's version travels with each one. */
export interface RealtimeDelivery {
  version: number;
  channel: string;
  event_name: string;
  message: unknown;
}

export interface RealtimeUnsubscribed {
  channel: string;
  reason: string;
}

/** Why a message was dropped: said in the report, never shown to a player. */
export type MalformedRealtimeMessage = { ok: false; reason: string };

type Checked<T> = { ok: true; value: T } | MalformedRealtimeMessage;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInteger = (value: unknown) => Number.isInteger(value);
const isDigits = (value: unknown) => typeof value === 'string' && /^\d+$/.test(value);
const CHANNEL = /^\$?[a-z]+:[A-Za-z0-9_-]+$/;

const isMarketLine = (line: unknown) =>
  isObject(line) && isInteger(line.market_id) && Array.isArray(line.outcomes);

/** The fields each event's consumers read; an event not listed only needs to be an object. */
const MESSAGE_CHECKS: Partial<Record<RealtimeEventName, (message: Fields) => boolean>> = {
  [RealtimeEventName.matchChanged]: (m) => isInteger(m.id),
  [RealtimeEventName.matchStatusChanged]: (m) => isInteger(m.id) && isInteger(m.status),
  [RealtimeEventName.marketsChanged]: (m) =>
    isInteger(m.match_id) && Array.isArray(m.markets) && m.markets.every(isMarketLine),
  [RealtimeEventName.providerStatusChanged]: (m) =>
    typeof m.provider === 'string' && typeof m.is_active === 'boolean',
  [RealtimeEventName.balanceChanged]: (m) =>
    typeof m.currency === 'string' && isDigits(m.balance) && isDigits(m.available_to_bet),
  [RealtimeEventName.betChanged]: (m) => typeof m.id === 'string',
  [RealtimeEventName.betCashoutChanged]: (m) =>
    typeof m.bet_id === 'string' && (m.to_cashout === null || isDigits(m.to_cashout)),
  [RealtimeEventName.notification]: (m) => isInteger(m.id),
  [RealtimeEventName.unreadCountersChanged]: (m) => isInteger(m.unread),
};

/** Checks a `publication` event; a wrong protocol version is as malformed as a wrong shape. */
export function checkRealtimeDelivery(value: unknown): Checked<RealtimeDelivery> {
  if (!isObject(value)) return { ok: false, reason: 'not an object' };
  if (value.version !== REALTIME_PROTOCOL_VERSION) {
    return {
      ok: false,
      reason: `protocol version ${String(value.version)}, expected ${REALTIME_PROTOCOL_VERSION}`,
    };
  }
  const { channel, event_name: eventName, message } = value;
  if (typeof channel !== 'string' || !CHANNEL.test(channel)) {
    return { ok: false, reason: 'no valid channel' };
  }
  if (typeof eventName !== 'string' || eventName === '') {
    return { ok: false, reason: 'no event name' };
  }
  const check = MESSAGE_CHECKS[eventName as RealtimeEventName];
  if (check && !(isObject(message) && check(message))) {
    return { ok: false, reason: `malformed "${eventName}" message on ${channel}` };
  }
  return {
    ok: true,
    value: { version: value.version, channel, event_name: eventName, message },
  };
}

/** Checks an `unsubscribed` event. */
export function checkRealtimeUnsubscribed(value: unknown): Checked<RealtimeUnsubscribed> {
  if (!isObject(value) || typeof value.channel !== 'string') {
    return { ok: false, reason: 'malformed unsubscribed event' };
  }
  return {
    ok: true,
    value: {
      channel: value.channel,
      reason: typeof value.reason === 'string' ? value.reason : '',
    },
  };
}
