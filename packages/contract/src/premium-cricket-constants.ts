/** Premium cricket market ids (decision 054): session runs, runs in an over, next wicket. */
export const PREMIUM_CRICKET_MARKET_IDS = [960, 961, 962] as const;
export const PREMIUM_CRICKET_MARKETS = { sessionRuns: 960, overRuns: 961, fallOfWicket: 962 };
