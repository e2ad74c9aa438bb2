import { useEffect, useRef } from 'react';
import type { Theme } from './theme';

/**
 * The one way features tell each other that something happened without importing each other
 * (decision 038). It replaces the untyped `window` CustomEvents: each event has one name and one
 * payload type here, so a publisher and its subscribers cannot drift apart.
 *
 * The moments a host page cares about (issue 17 §2: the embed feature subscribes and posts them
 * to the parent) are marked "host". Page size is not an event here: the embed measures the
 * document itself (a ResizeObserver), because no feature knows when the layout grows.
 */
export interface SportsbookEvents {
  /**
   * Host. Realtime "balance changed" (account-platform §4): the account feature patches the
   * balance of that currency, so the header updates without a refetch.
   */
  'balance-changed': BalanceChanged;
  /**
   * Host. A feature asks for an account modal (sign in before a favourite, deposit from the
   * slip); the modal host opens it. `signIn`, `signUp` and `deposit` are the host's sign-in,
   * sign-up and deposit moments.
   */
  'modal-requested': ModalRequestEvent;
  /** Host. The slip's outcomes or content changed (an odds click, a placement, a restore). */
  'bet-slip-changed': BetSlipChanged;
  /**
   * A private realtime event (bet changed, cashout changed, notification, unread counters)
   * handed from the realtime provider to the features that show it.
   */
  'private-event': PrivateEvent;
  /** A call of ours answered 401: the account feature ends the session. */
  unauthorized: { url: string };
  /** A mobile bottom sheet opened; the others close (one open at a time). */
  'sheet-opened': { id: string };
  /** A quick-bet pick is waiting for the runner in the slip's layer to place it. */
  'quick-bet-picked': void;
  /** The theme switched; every switch on the page shows the new one. */
  'theme-changed': { theme: Theme };
  /** Something (the footer's button) asks the consent banner to open its settings. */
  'cookie-settings-requested': void;
}

export interface BalanceChanged {
  currency: string;
  /** Subunits, as on the wire (a string for currencies beyond 2^53 subunits). */
  balance: number | string;
  /** The balance less locked amounts, when the event carries it (wire name). */
  available_to_bet?: number | string;
}

export type ModalRequest =
  | 'signIn'
  | 'signUp'
  | 'passwordNew'
  | 'confirmation'
  | 'unlock'
  | 'deposit'
  | 'phoneVerification'
  | 'changePassword';

export interface ModalRequestEvent {
  modal: ModalRequest;
  reason?: string;
}

export interface BetSlipChanged {
  /** The outcomes in the slip, each once (the odds buttons' keys). */
  selectionIds: string[];
  /** A selection, a receipt or a ticket state other than initial. */
  hasContent: boolean;
  /** The slip's custom bets (bet builder combinations), each one line (decision 059). */
  customBets: BetSlipCustomBet[];
}

export interface BetSlipCustomBet {
  /** The custom bet line's id (`custom:<matchId>:<parts>`). */
  id: string;
  matchId: number;
  /** Its parts, as the odds buttons' keys (`match/market/specifier/outcome`). */
  selectionIds: string[];
  /** The combined price the player accepted. */
  odds: number;
}

export interface PrivateEvent {
  eventName: string;
  message: unknown;
}

export type SportsbookEventName = keyof SportsbookEvents;
type Listener<K extends SportsbookEventName> = (payload: SportsbookEvents[K]) => void;
/** Events without a payload are published with the name alone. */
type PayloadArgs<K extends SportsbookEventName> = SportsbookEvents[K] extends void
  ? []
  : [payload: SportsbookEvents[K]];

const listeners = new Map<SportsbookEventName, Set<(payload: unknown) => void>>();

/** Calls `listener` with every `name` event from now on; returns the unsubscribe function. */
export function subscribe<K extends SportsbookEventName>(
  name: K,
  listener: Listener<K>,
): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  // Wrapped, so the same function subscribed twice is called twice and unsubscribes once each.
  const entry = (payload: unknown) => listener(payload as SportsbookEvents[K]);
  set.add(entry);
  return () => {
    set.delete(entry);
  };
}

/** The browser's way to report an error without throwing it at the caller; else rethrown apart. */
function reportListenerError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (report) report(error);
  else
    queueMicrotask(() => {
      throw error;
    });
}

/**
 * Calls every listener of `name`, in the order they subscribed. A listener that throws does not
 * stop the others nor the publisher (as with window events); its error is reported.
 */
export function publish<K extends SportsbookEventName>(name: K, ...args: PayloadArgs<K>): void {
  const set = listeners.get(name);
  if (!set) return;
  for (const listener of [...set]) {
    try {
      listener(args[0]);
    } catch (error) {
      reportListenerError(error);
    }
  }
}

/**
 * Subscribes a component while it is mounted. The latest `listener` is called, so it need not
 * be memoised.
 */
export function useEventBus<K extends SportsbookEventName>(name: K, listener: Listener<K>): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe(name, (payload) => latest.current(payload)), [name]);
}

/** Calls `listener` with the message of every private realtime event named `eventName`. */
export function subscribePrivateEvent(
  eventName: string,
  listener: (message: unknown) => void,
): () => void {
  return subscribe('private-event', (event) => {
    if (event.eventName === eventName) listener(event.message);
  });
}
