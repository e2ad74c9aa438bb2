/**
 * The part of the contract that browser code may import at run time: names, constants, the
 * endpoint table, field limits and the case mapping, none of which builds a zod schema.
 * `@sportsbook/contract` itself also exports every schema, and importing a value from it pulls
 * zod into the page's JavaScript. Types come from either entry (`import type` is erased).
 */
export * from './api-endpoints';
export * from './bet-constants';
export * from './case';
export * from './locales';
export * from './platform-constants';
export * from './platform/field-limits';
export * from './realtime-protocol';
export * from './responsible-gambling-constants';
export type * from './responsible-gambling';
export * from './realtime-messages';
export type * from './api-schemas';
export type * from './bet-history';
export type * from './bets';
export type * from './custom-bets';
export type * from './catalogue';
export type * from './errors';
export type * from './notifications';
export type * from './pagination';
export type * from './platform';
export type * from './query-params';
export type * from './realtime';
export type * from './sports';
export type * from './sportsbook-account';
export * from './attribution';
export type * from './wallet';
export * from './embed-protocol';
export type * from './embed';
export type * from './match-centre';
export { VOTE_CHOICES, WIDGET_STATISTICS_TYPES } from './match-centre-constants';
export * from './content-block-types';
export * from './sport-icons';
export type * from './content-pages';
export type * from './promotions';
export * from './promotion-constants';
export * from './jackpot-constants';
export type * from './jackpots';
export type * from './racing';
export type * from './lotteries';
export type * from './virtuals';
export type * from './premium-cricket';
export * from './premium-cricket-constants';
