import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './accounts';
import { money } from './wallet';

/**
 * Bonuses (issue 19, decision 044): operator campaigns, the bonuses players hold, promo codes
 * and the bonus a bet carries. Bonus money is never a column edited in place: freebet stakes,
 * winnings and comboboost extras are ledger postings against the `bonus` system account.
 */
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const BONUS_CAMPAIGN_STATUSES = ['active', 'paused', 'ended'] as const;
/** Bonus types stored (decision 044; hunting and tournaments, 055; lootboxes, 056). */
export const STORED_BONUS_TYPES = [
  'comboboost',
  'freebet',
  'hunting',
  'tournament',
  'lootbox',
  /** Average-bets freebet progress (decision 058): a row per player, issued once. */
  'amb',
] as const;

/**
 * Average-bets freebet terms (decision 058): `betsCount` qualifying bets (cash bets of at least
 * `minStake` in the campaign's currency, placed in its window) give one freebet of the amount of
 * the range the average stake falls in (`fromAverageStake`, ascending). Subunits as strings.
 */
export interface AverageBetsTermsRow {
  betsCount: number;
  minStake: string;
  freebetVariant: 'freebet_only_win' | 'freebet_all_win';
  ranges: Array<{ fromAverageStake: string; amount: string }>;
}

/**
 * Hunting and tournament terms (decision 055). Amounts and points are subunits as strings (a
 * point is a subunit staked). `thresholds`: hunting conversions; `initialPool` and
 * `prizeShares` (basis points of the pool per rank, first rank first): tournaments.
 */
export interface FarmingTermsRow {
  minStake: string;
  farmOncePerEvent: boolean;
  freebetVariant: 'freebet_only_win' | 'freebet_all_win';
  thresholds: Array<{ points: string; amount: string }>;
  initialPool: string;
  prizeShares: number[];
}

export interface BonusEventConditionRow {
  sportType?: string;
  sportId?: number;
  categoryId?: number;
  tournamentId?: number;
  eventId?: number;
}

/** One prize of a lootbox's published table: a bonus of another campaign, or nothing. */
export interface LootboxPrizeRow {
  kind: 'freebet' | 'comboboost' | 'nothing';
  weight: number;
  /** The campaign whose bonus is issued (freebet, comboboost). */
  campaignId?: number;
  /** As published: the prize campaign's name, amount, currency and variant when issued. */
  name: string;
  amount?: string;
  currency?: string;
  variant?: string;
}

/**
 * How a campaign shows on /sport/promotions (decision 067): the operator's short description,
 * the desktop and mobile banners (`builtin:<name>` or an image URL) and the promo code the card
 * advertises (one of the campaign's own codes), if any.
 */
export interface PromotionRow {
  description: string;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  promoCode: string | null;
}

export interface BoostRangeRow {
  minCount: number;
  maxCount: number;
  multiplierThousandths: number;
}

/** A campaign: the terms every bonus issued from it shares. */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    type: text('type', { enum: STORED_BONUS_TYPES }).notNull(),
    name: text('name').notNull(),
    status: text('status', { enum: BONUS_CAMPAIGN_STATUSES }).notNull().default('active'),
    /** Freebets: their variant. */
    variant: text('variant', {
      enum: ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'],
    }),
    /** Freebets: the amount issued, in `currency`. */
    amount: money('amount'),
    currency: text('currency'),
    minOddsThousandths: integer('min_odds_thousandths'),
    maxOddsThousandths: integer('max_odds_thousandths'),
    selectionCountFrom: integer('selection_count_from').notNull().default(1),
    selectionCountTo: integer('selection_count_to').notNull().default(20),
    matchStatus: text('match_status', { enum: ['prematch', 'live', 'any'] })
      .notNull()
      .default('any'),
    eventConditions: jsonb('event_conditions')
      .$type<BonusEventConditionRow[]>()
      .notNull()
      .default([]),
    /** Hunting and tournaments: how points are farmed and paid (decision 055). */
    farming: jsonb('farming').$type<FarmingTermsRow>(),
    /** Average-bets freebets: their progress terms (decision 058). */
    averageBets: jsonb('average_bets').$type<AverageBetsTermsRow>(),
    /** Freebets: boostable once by this multiplier in thousandths (2000: ×2), decision 058. */
    boostMultiplierThousandths: integer('boost_multiplier_thousandths'),
    /** Comboboost: the ranges by selection count. */
    ranges: jsonb('ranges').$type<BoostRangeRow[]>().notNull().default([]),
    /** Lootbox: the published prize table (decision 056). */
    prizes: jsonb('prizes').$type<LootboxPrizeRow[]>().notNull().default([]),
    usesCount: integer('uses_count').notNull().default(1),
    onlyVerified: boolean('only_verified').notNull().default(false),
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
    /** Offered to every player (a comboboost on the site) rather than issued one by one. */
    openToAll: boolean('open_to_all').notNull().default(false),
    validFrom: at('valid_from').notNull().defaultNow(),
    validTo: at('valid_to'),
    /** Days a bonus issued from the campaign stays valid. */
    validDays: integer('valid_days').notNull().default(30),
    /** account-platform §3 "show in promotion": listed on /sport/promotions (decision 067). */
    showInPromotion: boolean('show_in_promotion').notNull().default(false),
    /** The promotion card's description, banners and advertised code (decision 067). */
    promotion: jsonb('promotion').$type<PromotionRow>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    check('bonus_campaigns_amount_check', sql`${table.amount} is null or ${table.amount} > 0`),
    check('bonus_campaigns_uses_check', sql`${table.usesCount} >= 1`),
  ],
);

/** A bonus a player holds. Written by issuing (promo code, operator, no-risk) and by plans. */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: text('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    type: text('type', { enum: STORED_BONUS_TYPES }).notNull(),
    variant: text('variant', {
      enum: ['freebet_only_win', 'freebet_all_win', 'freebet_no_risk'],
    }),
    status: text('status', {
      enum: [
        'available',
        'active',
        'not_available',
        'deactivated',
        'bonus_over',
        'expired',
        'overridden',
      ],
    }).notNull(),
    currency: text('currency'),
    amount: money('amount'),
    timesUsed: integer('times_used').notNull().default(0),
    usesCount: integer('uses_count').notNull().default(1),
    seen: boolean('seen').notNull().default(false),
    /** promo:<code>, operator, no_risk:<bet id>, open. */
    source: text('source').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    activatedAt: at('activated_at'),
    expiresAt: at('expires_at'),
    /** Lootbox: the secret seed drawn at issue, revealed on opening (decision 056). */
    lootboxSeed: text('lootbox_seed'),
    /** Lootbox: SHA-256 of the seed, published from issue on. */
    lootboxSeedHash: text('lootbox_seed_hash'),
    /** Freebet boost (decision 058): boosted once; the amount before it. */
    boosted: boolean('boosted').notNull().default(false),
    boostedFrom: money('boosted_from'),
  },
  (table) => [
    index('player_bonuses_player_idx').on(table.playerId, table.status),
    uniqueIndex('player_bonuses_open_unique')
      .on(table.playerId, table.campaignId)
      .where(sql`${table.source} = 'open'`),
  ],
);

/** A promo code names a campaign; each player redeems it once. */
export const bonusPromoCodes = pgTable('bonus_promo_codes', {
  code: text('code').primaryKey(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => bonusCampaigns.id),
  validTo: at('valid_to'),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const bonusPromoRedemptions = pgTable(
  'bonus_promo_redemptions',
  {
    code: text('code')
      .notNull()
      .references(() => bonusPromoCodes.code),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    playerBonusId: text('player_bonus_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.code, table.playerId] })],
);

/** The bonus a bet carries (its id is the bet's), written by the placement's plan. */
export const betBonuses = pgTable('bet_bonuses', {
  id: text('id').primaryKey(),
  playerBonusId: text('player_bonus_id').notNull(),
  playerId: integer('player_id').notNull(),
  type: text('type', { enum: STORED_BONUS_TYPES }).notNull(),
  variant: text('variant'),
  multiplierThousandths: integer('multiplier_thousandths').notNull().default(1000),
  freebetStake: money('freebet_stake').notNull(),
  /** The stake came from the bonus budget (only_win, all_win). */
  fromBudget: boolean('from_budget').notNull(),
  /** What the bonus budget paid this bet at settlement so far (comboboost extra). */
  bonusPaid: money('bonus_paid').notNull(),
  /** A no-risk bet's freebet back was issued. */
  freebetBack: boolean('freebet_back').notNull().default(false),
  createdAt: at('created_at').notNull(),
});

/** A lootbox's opening: one row per box (its primary key), so a box opens once. */
export const lootboxOpenings = pgTable('lootbox_openings', {
  playerBonusId: text('player_bonus_id')
    .primaryKey()
    .references(() => playerBonuses.id),
  playerId: integer('player_id').notNull(),
  prizeIndex: integer('prize_index').notNull(),
  roll: integer('roll').notNull(),
  /** The bonus the prize issued (none for a "nothing" prize). */
  prizeBonusId: text('prize_bonus_id'),
  openedAt: at('opened_at').notNull(),
});

export type LootboxOpeningRow = typeof lootboxOpenings.$inferSelect;
export type BonusCampaignRow = typeof bonusCampaigns.$inferSelect;
export type PlayerBonusRow = typeof playerBonuses.$inferSelect;
export type BetBonusRow = typeof betBonuses.$inferSelect;
