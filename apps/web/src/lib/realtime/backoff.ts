/**
 * Reconnect delays (account-platform §4): exponential from 500 ms, capped at 20 s, with jitter so
 * that thousands of tabs dropped by one server restart do not all come back in the same instant.
 * `random` is injectable so tests can pin the jitter.
 */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 20_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const exponential = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
  // "Equal jitter": half the delay is fixed, the other half random, so delays still grow.
  const delay = exponential / 2 + (random() * exponential) / 2;
  return Math.round(Math.min(RECONNECT_MAX_MS, Math.max(RECONNECT_MIN_MS, delay)));
}
