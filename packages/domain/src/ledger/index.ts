export * from './plan';
export * from './validate-plan';
export * from './placement-plan';
export * from './deposit-plan';
export * from './cashout-plan';
export * from './settlement-plan';
export * from './credit-plan';
