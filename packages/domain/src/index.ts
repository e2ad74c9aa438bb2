export * from './random';
export * from './pricing';
export * from './money';
export * from './slip';
export * from './settlement';
export * from './ledger';
