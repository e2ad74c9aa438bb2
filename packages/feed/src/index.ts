export * from './provider';
export * from './localized-text';
export * from './pricing';
export { generateCatalogue, WINDOW_DAYS } from './simulator/generate-catalogue';
export type { GenerateCatalogueOptions } from './simulator/generate-catalogue';
export {
  catalogueOf,
  createSimulatedProvider,
  createSimulatedProviders,
} from './simulator/simulated-provider';
export { DEFAULT_MIN_LIVE } from './simulator/simulated-provider';
export type {
  ResumeState,
  SimulatedProvider,
  SimulatedProviderOptions,
} from './simulator/simulated-provider';
export { LiveEngine, isInPlayStatus } from './live/live-engine';
export { ABANDON_SHARE, matchFate, ROLLBACK_SHARE } from './live/match-fate';
export type { MatchFate } from './live/match-fate';
export type { LiveEngineOptions, StoredEventState } from './live/live-engine';
export type * from './live/live-state';
export {
  lineResult,
  SETTLED_MARKET_IDS,
  settleMarkets,
  settleOutright,
  specifierValue,
} from './live/settle-markets';
export { ALIVE_INTERVAL_MS, episodesBetween, isDownAt } from './live/producer-schedule';
export type {
  MarketSettlement,
  OutcomeResult,
  OutcomeSettlement,
  SettleMarketsOptions,
  SettleScores,
} from './live/settle-markets';
