/**
 * The part of the contract that browser code may import at run time: names, constants and the
 * case mapping, none of which builds a zod schema. `@sportsbook/contract` itself also exports
 * every schema, and importing a value from it pulls zod into the page's JavaScript. Types come
 * from either entry (`import type` is erased).
 */
export * from './case';
export * from './locales';
export * from './platform-constants';
export * from './realtime-protocol';
export type * from './bet-history';
export type * from './catalogue';
export type * from './errors';
export type * from './notifications';
export type * from './pagination';
export type * from './platform';
export type * from './query-params';
export type * from './realtime';
export type * from './sports';
export * from './attribution';
export type * from './wallet';
