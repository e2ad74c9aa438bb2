export * from './sha256';
export * from './rules';
export * from './plans';
