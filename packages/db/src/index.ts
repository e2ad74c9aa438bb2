export * from './create-db';
export * from './schema';
export * from './repositories/sports';
export * from './repositories/categories';
