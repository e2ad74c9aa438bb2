/** Jackpot timings and limits (account-platform §4, §9): zod-free, for the browser too. */
export const JACKPOT_HITS_DEFAULT_LIMIT = 10;
export const JACKPOT_POLL_MS = 15_000;
export const JACKPOT_HITS_REFETCH_MS = 60_000;
