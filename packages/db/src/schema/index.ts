/**
 * The database schema, one file per area. drizzle-kit reads this folder to write migrations
 * (`npm run generate --workspace @sportsbook/db`); add a new area as a new file exported here.
 */
export * from './catalogue';
export * from './accounts';
export * from './wallet';
export * from './bets';
export * from './notifications';
export * from './attribution';
export * from './responsible-gambling';
export * from './embed';
export * from './match-centre';
export * from './content-pages';
export * from './jackpots';
export * from './bet-builder';
export * from './racing';
export * from './bonuses';
export * from './virtuals';
export * from './book-secrets';
export * from './fx-rates';
