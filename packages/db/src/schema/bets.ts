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
export const BET_TYPES = ['single', 'combo', 'system', 'custom_bet'] as const;
export const BET_STATUSES = [
  'waiting_results',
  'ready_to_process',
  'done',
  'cancelled',
  'rejected',
  'cashout_in_progress',
  'cashed_out',
] as const;
export type BetStatus = (typeof BET_STATUSES)[number];

/** betting-core §3 "Bet (placed / history)" result values. */
export const BET_RESULTS = [
  'no_results',
  'canceled',
  'win_entire',
  'lose_entire',
  'refund_entire',
  'refund_half_win_other',
  'refund_half_lose_other',
  'cashed_out',
] as const;
export type BetResult = (typeof BET_RESULTS)[number];

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
    /** The stake fed at least one jackpot level (issue 20, decision 045). */
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    deviceId: text('device_id').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    result: text('result', { enum: BET_RESULTS }).notNull().default('no_results'),
    /**
     * What settlement has paid for this bet so far, net (payouts less rollback reversals). A
     * settlement computes the amount due from the current results and posts only the difference,
     * so replaying it posts nothing and a rollback reverses exactly what was paid.
     */
    settledPayout: money('settled_payout')
      .notNull()
      .default(sql`0`),
    /** Bumped by every settlement posting; ledger references are `<bet id>:<version>`. */
    settlementVersion: integer('settlement_version').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** Part of the stake already cashed out (partial cashout); settlement pays on the rest. */
    cashedOutStake: money('cashed_out_stake')
      .notNull()
      .default(sql`0`),
    /** Paid by cashouts so far. */
    cashoutPaid: money('cashout_paid')
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('bets_player_idx').on(table.playerId, table.createdAt),
    index('bets_status_idx').on(table.status),
    check('bets_cashed_out_stake_check', sql`${table.cashedOutStake} between 0 and ${table.stake}`),
    check('bets_stake_check', sql`${table.stake} > 0`),
    check('bets_potential_win_check', sql`${table.potentialWin} >= 0`),
    check('bets_type_check', sql`${table.type} in ('single', 'combo', 'system', 'custom_bet')`),
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
    /**
     * Racing (decision 072): `sp` settles at the starting price the line's result names, without
     * Rule 4; `odds_thousandths` then holds the cap 40.00, the most it can pay (RACE-014).
     */
    oddsType: text('odds_type', { enum: ['taken', 'sp'] })
      .notNull()
      .default('taken'),
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
    check('bet_selections_odds_type_check', sql`${table.oddsType} in ('taken', 'sp')`),
  ],
);

/**
 * Results of a market line as the feed settled it (betting-core §3 outcome results). `status`
 * settled: results hold; cancelled: every outcome is void; rolled_back: the results were
 * withdrawn and the line waits for a new settlement. `version` grows with every change, so the
 * settlement worker can tell a result it has applied from a newer one.
 */
export const MARKET_RESULT_STATUSES = ['settled', 'cancelled', 'rolled_back'] as const;
export type OutcomeResultValue = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';
export interface OutcomeResultRow {
  outcomeId: string;
  result: OutcomeResultValue;
  /** 0 < factor <= 1 when several competitors tie for a place (dead heat). */
  deadHeatFactor?: number;
  /** Racing Rule 4 (decision 048): pence in the pound off a win's winnings, 0–75. */
  rule4Deduction?: number;
  /** Racing (decision 072): the line's starting price for this outcome, thousandths. */
  startingPrice?: number;
}

export const marketResults = pgTable(
  'market_results',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    marketId: integer('market_id').notNull(),
    specifier: text('specifier').notNull(),
    status: text('status', { enum: MARKET_RESULT_STATUSES }).notNull(),
    results: jsonb('results').$type<OutcomeResultRow[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.marketId, table.specifier] }),
    check(
      'market_results_status_check',
      sql`${table.status} in ('settled', 'cancelled', 'rolled_back')`,
    ),
  ],
);

/** One cashout of a bet, whole or partial (POST /bets/cashout). */
export const CASHOUT_STATUSES = ['in_progress', 'done', 'rejected'] as const;
export const betCashouts = pgTable(
  'bet_cashouts',
  {
    id: text('id').primaryKey(),
    betId: text('bet_id')
      .notNull()
      .references(() => bets.id),
    /** The part of the stake this cashout takes off the bet. */
    stake: money('stake').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: CASHOUT_STATUSES }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('bet_cashouts_bet_idx').on(table.betId),
    check('bet_cashouts_stake_check', sql`${table.stake} > 0`),
    check('bet_cashouts_amount_check', sql`${table.amount} >= 0`),
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
  /** A racing win or place line taken at the starting price (decision 072). */
  oddsType?: 'sp';
}
export interface SharedBetRow {
  selections: SharedSelectionRow[];
  /** A custom bet's parts, priced together when the code is read (decision 059). */
  custom?: true;
}

export type BetRow = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;
export type MarketResultRow = typeof marketResults.$inferSelect;
export type BetCashoutRow = typeof betCashouts.$inferSelect;
export type BetSelectionRow = typeof betSelections.$inferSelect;
export type NewBetSelection = typeof betSelections.$inferInsert;
