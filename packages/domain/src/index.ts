export * from './random';
export * from './pricing';
