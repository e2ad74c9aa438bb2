export * from './provider';
export * from './localized-text';
export * from './pricing';
export { generateCatalogue, WINDOW_DAYS } from './simulator/generate-catalogue';
export type { GenerateCatalogueOptions } from './simulator/generate-catalogue';
export {
  catalogueOf,
  createSimulatedProvider,
  createSimulatedProviders,
  withoutPremiumCricket,
} from './simulator/simulated-provider';
export {
  PREMIUM_CRICKET_MARKET_IDS,
  PREMIUM_CRICKET_MARKETS,
  premiumCricketResults,
  premiumCricketRuns,
} from './live/settle-premium-cricket';
export { pricePremiumCricket, PREMIUM_SESSIONS } from './pricing/price-premium-cricket';
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
export { matchStatistics } from './live/statistics';
export type * from './live/statistics';
export { headToHead } from './simulator/history';
export type * from './simulator/history';
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
export {
  createRacingProvider,
  RACE_RUN_MS,
  RACING_AHEAD_MS,
  resultOf,
  settleRace,
} from './racing/racing-provider';
export type { RacingProvider, RacingProviderOptions } from './racing/racing-provider';
export {
  generateRacing,
  HORSE_RACING_SPORT_ID,
  HORSE_RACING_SPORT_KEY,
  pricesAt,
  RACING_PROVIDER,
} from './racing/generate-racing';
export {
  EIGHT_TRAPS,
  GREYHOUND_RACING_SPORT_ID,
  GREYHOUND_RACING_SPORT_KEY,
  GREYHOUND_TRACKS,
  greyhoundCardsBetween,
  TRAP_SILKS,
  TRAPS,
} from './racing/generate-greyhounds';
export { RACING_MARKETS, raceMarkets } from './racing/race-card';
export type {
  RaceCard,
  RaceDiscipline,
  RaceRunner,
  RaceState,
  RaceStatus,
} from './racing/race-card';
export {
  createLotteryProvider,
  generateLotteries,
  LOTTERY_PROVIDER,
  LOTTERY_SPORT_ID,
  LOTTERY_SPORT_KEY,
  lotteryDrawOf,
  lotteryFeedMarkets,
  lotteryPeriodMs,
  lotteryProofOf,
} from './lottery/lottery-provider';
export type { LotteryDraw, LotteryProviderOptions } from './lottery/lottery-provider';
export { createVirtualsProvider, settleVirtual } from './virtuals/virtuals-provider';
export type {
  VirtualMatchState,
  VirtualRaceState,
  VirtualStatus,
  VirtualsProvider,
  VirtualsProviderOptions,
} from './virtuals/virtuals-provider';
export {
  VIRTUAL_FOOTBALL_SPORT_ID,
  VIRTUAL_FOOTBALL_SPORT_KEY,
  VIRTUAL_MARKETS,
  VIRTUALS_PROVIDER,
  virtualEventIdOf,
  virtualMarkets,
  virtualMatchOf,
  virtualResult,
} from './virtuals/virtual-football';
export type { VirtualMatch } from './virtuals/virtual-football';
export {
  raceSlotsBetween,
  settleVirtualRace,
  VIRTUAL_RACE_COURSE,
  VIRTUAL_RACE_FIELD,
  VIRTUAL_RACING_SPORT_ID,
  VIRTUAL_RACING_SPORT_KEY,
  virtualRaceEventIdOf,
  virtualRaceMarkets,
  virtualRaceOf,
  virtualRacePrices,
  virtualRaceResult,
} from './virtuals/virtual-race';
export type { VirtualRace, VirtualRaceRunner } from './virtuals/virtual-race';
