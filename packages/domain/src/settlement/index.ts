export * from './cashout-value';
export * from './leg-factor';
export * from './settle-bet';
export type { SettlementBetType } from './bet-shape';
