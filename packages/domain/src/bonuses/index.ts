export * from './types';
export * from './freebet';
export * from './comboboost';
export * from './bonus-plans';
export * from './lootbox';
export * from './hunting';
export * from './boost-and-average-bets';
export * from './several-singles';
