export * from './loyalty';
