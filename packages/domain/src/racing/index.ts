export * from './place-terms';
export * from './rule4';
export * from './result';
export * from './settle-racing';
