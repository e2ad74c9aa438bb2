/**
 * Hook point for the realtime "balance changed" event (account-platform §4 Realtime events: it
 * replaces the balance of the matching currency). The realtime client calls
 * `publishBalanceChanged` with the wire message; the account feature patches the accounts it
 * holds, so the header updates without a refetch. Until then the header refetches accounts after
 * a deposit returns.
 */
export const BALANCE_CHANGED_EVENT = 'sportsbook:balance-changed';

export interface BalanceChanged {
  currency: string;
  /** Subunits, as on the wire (a string for currencies beyond 2^53 subunits). */
  balance: number | string;
  /** The balance less locked amounts, when the event carries it (wire name). */
  available_to_bet?: number | string;
}

export function publishBalanceChanged(change: BalanceChanged): void {
  window.dispatchEvent(new CustomEvent(BALANCE_CHANGED_EVENT, { detail: change }));
}

export function onBalanceChanged(listener: (change: BalanceChanged) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<BalanceChanged>).detail);
  window.addEventListener(BALANCE_CHANGED_EVENT, handler);
  return () => window.removeEventListener(BALANCE_CHANGED_EVENT, handler);
}
