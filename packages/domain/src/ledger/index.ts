export * from './plan';
export * from './validate-plan';
export * from './placement-plan';
export * from './withdrawal-plan';
export * from './wallet-transaction-types';
