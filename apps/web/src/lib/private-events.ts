/**
 * The player's private realtime events (account-platform §4: bet changed, bet cashout changed,
 * notification, unread counters changed) handed from the realtime provider to the features that
 * show them, as window events: features do not import each other, and the provider does not
 * know who listens. Balance changes have their own hook point (balance-events.ts).
 */
export const PRIVATE_EVENT = 'sportsbook:private-event';

export interface PrivateEvent {
  eventName: string;
  message: unknown;
}

export function publishPrivateEvent(event: PrivateEvent): void {
  window.dispatchEvent(new CustomEvent(PRIVATE_EVENT, { detail: event }));
}

/** Calls `listener` with the message of every private event named `eventName`. */
export function onPrivateEvent(
  eventName: string,
  listener: (message: unknown) => void,
): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<PrivateEvent>).detail;
    if (detail.eventName === eventName) listener(detail.message);
  };
  window.addEventListener(PRIVATE_EVENT, handler);
  return () => window.removeEventListener(PRIVATE_EVENT, handler);
}
