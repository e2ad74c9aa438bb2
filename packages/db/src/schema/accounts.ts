import { sql } from 'drizzle-orm';
import {
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

/**
 * Players, their sessions and one-time tokens, and the things they own apart from money
 * (settings, favourites, limits). Money lives in wallet.ts.
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Always lower-case, so uniqueness is case-insensitive without citext. */
    email: text('email').notNull().unique(),
    /** argon2id PHC string; the password itself is never stored. */
    passwordHash: text('password_hash').notNull(),
    countryCode: text('country_code').notNull(),
    language: text('language').notNull().default('en'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    nickname: text('nickname'),
    mobilePhone: text('mobile_phone'),
    phoneCountry: text('phone_country'),
    phoneVerifiedAt: at('phone_verified_at'),
    /** Status ids such as spi_test (account-platform §3 User.statuses). */
    statuses: jsonb('statuses').$type<string[]>().notNull().default([]),
    quickDeposit: boolean('quick_deposit').notNull().default(false),
    /** False when the operator or a self-exclusion forbids the sportsbook (403 on sessions). */
    sportsbookAllowed: boolean('sportsbook_allowed').notNull().default(true),
    /** Off after a time-out or self-exclusion: no bonus offers or marketing (issue 18). */
    marketingAllowed: boolean('marketing_allowed').notNull().default(true),
    showDepositReminder: boolean('show_deposit_reminder').notNull().default(true),
    /**
     * Flagged by the operator (betting-core §5 "players flagged pve cannot bet"): the player may
     * sign in and deposit, but every placement is refused with code 114.
     */
    pve: boolean('pve').notNull().default(false),
    confirmedAt: at('confirmed_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedAt: at('locked_at'),
    ...timestamps,
  },
  (table) => [check('players_failed_attempts_check', sql`${table.failedAttempts} >= 0`)],
);

/**
 * Confirmation, password-reset, unlock and phone codes. Only a SHA-256 of the token is stored,
 * so a database leak does not hand out working links.
 */
export const TOKEN_PURPOSES = ['confirmation', 'reset_password', 'unlock', 'phone'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const playerTokens = pgTable(
  'player_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('player_tokens_hash_unique').on(table.purpose, table.tokenHash),
    index('player_tokens_player_idx').on(table.playerId, table.purpose),
    check(
      'player_tokens_purpose_check',
      sql`${table.purpose} in ('confirmation', 'reset_password', 'unlock', 'phone')`,
    ),
  ],
);

/** Server-side sessions; the cookie holds the random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** The absolute end, however active the player is. */
    expiresAt: at('expires_at').notNull(),
    ...timestamps,
  },
  (table) => [index('sessions_player_idx').on(table.playerId)],
);

export const sportsbookSessions = pgTable(
  'sportsbook_sessions',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull().defaultNow(),
    lastActiveAt: at('last_active_at').notNull().defaultNow(),
    /** When the last reality check was answered (or the start): the next is due an interval on. */
    realityCheckFrom: at('reality_check_from'),
    /** Set when the session ended: sign-out, a time-out or exclusion, a session limit. */
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
  },
  (table) => [index('sportsbook_sessions_player_idx').on(table.playerId)],
);

export const playerSettings = pgTable('player_settings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** Subunit amounts as strings: ETH stakes do not fit a JSON number. */
  stakes: jsonb('stakes').$type<string[]>(),
  autoAcceptOddsChange: text('auto_accept_odds_change'),
  oddsType: text('odds_type'),
  pushSubscription: text('push_subscription'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** No foreign key to events: the feed may retire a match while a player still has it starred. */
export const favourites = pgTable(
  'favourites',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['match', 'tournament'] }).notNull(),
    itemId: integer('item_id').notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.type, table.itemId] }),
    check('favourites_type_check', sql`${table.type} in ('match', 'tournament')`),
  ],
);

export const playerLimits = pgTable(
  'player_limits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 40, scale: 0, mode: 'bigint' }),
    currency: text('currency'),
    periodSeconds: integer('period_seconds'),
    betsSum: numeric('bets_sum', { precision: 40, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winsSum: numeric('wins_sum', { precision: 40, scale: 0, mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** day, week or month for periodic limits (responsible-gambling rules RG-0xx). */
    periodName: text('period_name'),
    /** A pending increase or removal: the limit it changes (the spec's auto-disable record). */
    replacesId: integer('replaces_id'),
    /** When the limit holds (a pending change: from when it may be confirmed). */
    effectiveAt: at('effective_at').notNull().defaultNow(),
    confirmUntil: at('confirm_until'),
    /** A time-out or self-exclusion's end. */
    endsAt: at('ends_at'),
    ...timestamps,
  },
  (table) => [index('player_limits_player_idx').on(table.playerId)],
);

/**
 * Mail and SMS to send. Rows are written in the same transaction as what they announce, then
 * delivered (SMTP when configured); outside production the dev outbox page lists them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    kind: text('kind').notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    links: jsonb('links').$type<{ label: string; url: string }[]>().notNull().default([]),
    sentAt: at('sent_at'),
    error: text('error'),
    ...timestamps,
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient, table.id),
    index('outbox_player_channel_idx').on(table.playerId, table.channel, table.createdAt),
    check('outbox_channel_check', sql`${table.channel} in ('email', 'sms')`),
  ],
);

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayer = typeof players.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type PlayerLimitRow = typeof playerLimits.$inferSelect;
export type PlayerSettingsRow = typeof playerSettings.$inferSelect;

/**
 * The demo mailbox (docs/decisions/021): which browsers may read which accounts' mail when the
 * embedded demo has no mail transport. A browser holds a random key in an HttpOnly cookie; only
 * its SHA-256 is stored. A row exists only after that browser proved it owns the account (the
 * sign-up that created it, or a successful sign-in), so nobody reads another person's mail.
 */
export const demoMailboxBindings = pgTable(
  'demo_mailbox_bindings',
  {
    keyHash: text('key_hash').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.keyHash, table.playerId] }),
    index('demo_mailbox_bindings_player_idx').on(table.playerId),
  ],
);
