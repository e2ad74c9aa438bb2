export * from './amounts';
export * from './currencies';
export * from './deposit-limits';
export * from './fx';
