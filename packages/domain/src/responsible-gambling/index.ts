export * from './periods';
export * from './limits';
export * from './limit-plan-parts';
export * from './blocks';
export * from './sessions';
