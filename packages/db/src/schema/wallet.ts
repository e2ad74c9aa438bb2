import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';

/**
 * The wallet (DESIGN §4): accounts in integer subunits and an append-only double-entry ledger.
 * Every balance change is one ledger transaction whose entries sum to zero; a player's
 * `balance` is a cache of the sum of its entries, kept in the same database transaction.
 * System accounts (house, payments, withdrawals) are the other side of every entry; they may go
 * below zero (money that came in from outside), player accounts never may. `jackpot` holds the
 * jackpot pools of its currency, each level's pool its entries' sum (decision 045);
 * `jackpot_payable` what approved jackpot hits owe their winners until paid (decision 057). `withdrawals` holds
 * what pending withdrawals reserved (decision 028). `fx_position` is the house's position in a
 * currency from conversions (decision 062): cross-currency jackpot contributions pass through it.
 */
export const ACCOUNT_KINDS = [
  'player',
  'house',
  'payments',
  'withdrawals',
  'jackpot',
  'jackpot_payable',
  'bonus',
  'fx_position',
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Integer subunits as numeric(40, 0), read as bigint: int8 stops at 9.2 * 10^18, which is only
 * 9.2 ETH in wei (docs/decisions/007).
 */
export const money = (name: string) => numeric(name, { precision: 40, scale: 0, mode: 'bigint' });

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    /** Null for system accounts. */
    playerId: integer('player_id').references(() => players.id),
    currency: text('currency').notNull(),
    /**
     * Players only: a cache of the sum of the account's ledger entries. System accounts keep 0
     * here; their balance is their ledger sum (decision 014, `systemAccountBalance`).
     */
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    /** The player's selected account; exactly one per player. */
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'accounts_kind_check',
      sql`${table.kind} in ('player', 'house', 'payments', 'withdrawals', 'jackpot', 'jackpot_payable', 'bonus', 'fx_position')`,
    ),
    check(
      'accounts_currency_check',
      sql`${table.currency} in ('EUR', 'USD', 'GBP', 'BRL', 'CAD', 'BTC', 'ETH', 'USDT')`,
    ),
    check('accounts_player_balance_check', sql`${table.kind} <> 'player' or ${table.balance} >= 0`),
    check(
      'accounts_owner_check',
      sql`(${table.kind} = 'player') = (${table.playerId} is not null)`,
    ),
    uniqueIndex('accounts_player_currency_unique')
      .on(table.playerId, table.currency)
      .where(sql`${table.playerId} is not null`),
    uniqueIndex('accounts_player_active_unique')
      .on(table.playerId)
      .where(sql`${table.active}`),
    uniqueIndex('accounts_system_unique')
      .on(table.kind, table.currency)
      .where(sql`${table.playerId} is null`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** deposit, bet, win, refund, cashout, adjustment … */
    kind: text('kind').notNull(),
    /** What the money moved for, e.g. `deposit:<id>` or `bet:<id>`. */
    reference: text('reference').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_reference_unique').on(table.kind, table.reference),
    // A jackpot level's pool is the sum of its tagged transactions (decision 045): this finds
    // them without a scan. Partial, so no other movement pays for it; queries repeat the
    // predicate literally (JACKPOT_KINDS_PREDICATE) so the planner can use it.
    index('ledger_transactions_jackpot_level_idx')
      .on(sql`(${table.metadata} ->> 'levelId')`)
      .where(sql`kind like 'jackpot%'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    /** Signed subunits: positive credits the account, negative debits it. */
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    check('ledger_entries_amount_check', sql`${table.amount} <> 0`),
  ],
);

export const DEPOSIT_STATUSES = ['pending', 'success', 'error'] as const;

export const deposits = pgTable(
  'deposits',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    outcome: text('outcome').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    /**
     * The payment provider and its own reference for this payment (docs/decisions/021): a
     * provider's callback names the payment by it, and the unique index makes a credit happen
     * once however often the callback comes.
     */
    provider: text('provider').notNull().default('demo'),
    providerReference: text('provider_reference'),
    quick: boolean('quick').notNull().default(false),
    returnUrl: text('return_url').notNull(),
    /** When a pending deposit is settled by the worker. */
    resolveAt: timestamp('resolve_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }).references(
      () => ledgerTransactions.id,
    ),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('deposits_player_idx').on(table.playerId, table.createdAt),
    uniqueIndex('deposits_provider_reference_idx').on(table.provider, table.providerReference),
    index('deposits_pending_idx')
      .on(table.resolveAt)
      .where(sql`${table.status} = 'pending'`),
    check('deposits_amount_check', sql`${table.amount} > 0`),
    check('deposits_status_check', sql`${table.status} in ('pending', 'success', 'error')`),
  ],
);

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

/**
 * A player's withdrawal (decision 028): its amount is reserved when it is requested (ledger
 * transfer `withdrawal`), then paid to the provider or released back, once. Rows are written and
 * changed only by money plans (packages/domain withdrawal-plan.ts).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    /** The demo provider only: how it settles the payout when `resolveAt` comes. */
    demoOutcome: text('demo_outcome', { enum: ['paid', 'failed'] })
      .notNull()
      .default('paid'),
    resolveAt: timestamp('resolve_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** The reserving transfer. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('withdrawals_player_idx').on(table.playerId, table.createdAt),
    uniqueIndex('withdrawals_provider_reference_idx').on(table.provider, table.providerReference),
    index('withdrawals_pending_idx')
      .on(table.resolveAt)
      .where(sql`${table.status} = 'pending'`),
    check('withdrawals_amount_check', sql`${table.amount} > 0`),
    check(
      'withdrawals_status_check',
      sql`${table.status} in ('pending', 'paid', 'failed', 'cancelled')`,
    ),
  ],
);

/**
 * The first answer to a money-moving request, so that a retry with the same key gets it again
 * instead of moving the money twice. `requestHash` detects a key reused for another request.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.scope, table.key] })],
);

export type AccountRow = typeof accounts.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
