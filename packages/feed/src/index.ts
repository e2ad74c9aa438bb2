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
export type { SimulatedProvider, SimulatedProviderOptions } from './simulator/simulated-provider';
export { LiveEngine } from './live/live-engine';
export type { LiveEngineOptions } from './live/live-engine';
export type * from './live/live-state';
export { settleMarkets } from './live/settle-markets';
export { ALIVE_INTERVAL_MS, episodesBetween, isDownAt } from './live/producer-schedule';
export type { MarketSettlement, OutcomeResult } from './live/settle-markets';
