export * from './football-legs';
export * from './price-custom-bet';
export * from './settle-custom-bet';
export * from './custom-bet-limits';
