export * from './amounts';
export * from './currencies';
