import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { events } from './catalogue';
import { accounts, ledgerTransactions, money } from './wallet';

/**
 * Placed bets (betting-core §3 "Bet (placed)"). A bet row, its selections and the stake's ledger
 * transaction are written in one database transaction (DESIGN §4). Accepted prices are integer
 * thousandths, like the markets' outcomes, so settlement multiplies exact integers.
 */
export const BET_TYPES = ['single', 'combo', 'system'] as const;
export const BET_STATUSES = [
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'rejected',
] as const;

export const bets = pgTable(
  'bets',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type', { enum: BET_TYPES }).notNull(),
    status: text('status', { enum: BET_STATUSES }).notNull().default('waiting_results'),
    currency: text('currency').notNull(),
    stake: money('stake').notNull(),
    potentialWin: money('potential_win').notNull(),
    /**
     * Total price in thousandths (combo product; potential_win / stake for a system). numeric:
     * a long combo's product outgrows int4 long before MAX_PAYOUT refuses it.
     */
    oddsThousandths: money('odds_thousandths').notNull(),
    /** System bets only: winCount and totalCount of "2/3". */
    systemWinCount: smallint('system_win_count'),
    systemTotalCount: smallint('system_total_count'),
    isVip: boolean('is_vip').notNull().default(false),
    quick: boolean('quick').notNull().default(false),
    deviceId: text('device_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('bets_player_idx').on(table.playerId, table.createdAt),
    check('bets_stake_check', sql`${table.stake} > 0`),
    check('bets_potential_win_check', sql`${table.potentialWin} >= 0`),
    check('bets_type_check', sql`${table.type} in ('single', 'combo', 'system')`),
    check(
      'bets_system_check',
      sql`(${table.type} = 'system') = (${table.systemWinCount} is not null and ${table.systemTotalCount} is not null)`,
    ),
  ],
);

export const betSelections = pgTable(
  'bet_selections',
  {
    betId: text('bet_id')
      .notNull()
      .references(() => bets.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    outcomeId: text('outcome_id').notNull(),
    provider: text('provider').notNull(),
    /** The accepted price, in thousandths. */
    oddsThousandths: integer('odds_thousandths').notNull(),
    /** What the player saw, in thousandths, for disputes about accepted changes. */
    requestedOddsThousandths: integer('requested_odds_thousandths').notNull(),
    /** The names at placement, so history shows what the player bet on even after renames. */
    matchName: text('match_name').notNull(),
    marketName: text('market_name').notNull(),
    outcomeName: text('outcome_name').notNull(),
    live: boolean('live').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.position] }),
    index('bet_selections_event_idx').on(table.eventId, table.marketId, table.specifier),
    check('bet_selections_odds_check', sql`${table.oddsThousandths} > 1000`),
  ],
);

/** A shared slip (GET/POST /bets/share-code): selections only, read back with current prices. */
export const shareCodes = pgTable(
  'share_codes',
  {
    code: text('code').primaryKey(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    bets: jsonb('bets').$type<SharedBetRow[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('share_codes_expires_idx').on(table.expiresAt)],
);

export interface SharedSelectionRow {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomeId: string;
}
export interface SharedBetRow {
  selections: SharedSelectionRow[];
}

export type BetRow = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;
export type BetSelectionRow = typeof betSelections.$inferSelect;
export type NewBetSelection = typeof betSelections.$inferInsert;
