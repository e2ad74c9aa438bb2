export * from './plan';
export * from './validate-plan';
export * from './placement-plan';
