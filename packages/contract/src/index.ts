export * from './case';
export * from './catalogue';
export * from './errors';
export * from './locales';
export * from './pagination';
export * from './realtime';
export * from './sports';
export * from './query-params';
