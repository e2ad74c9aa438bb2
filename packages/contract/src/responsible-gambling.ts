import { z } from 'zod';
import { listSchema } from './pagination';
import { LIMIT_STATUSES, LIMIT_TYPES, amountSchema, currencyCodeSchema } from './platform';
import {
  ACTIVITY_HISTORY_MAX_DAYS,
  LIMIT_PERIODS,
  REALITY_CHECK_MAX_SECONDS,
  SELF_EXCLUSION_MAX_MONTHS,
  SELF_EXCLUSION_MIN_MONTHS,
  SETTABLE_LIMIT_TYPES,
  TIME_OUT_MAX_DAYS,
  TIME_OUT_MIN_DAYS,
} from './responsible-gambling-constants';

export * from './responsible-gambling-constants';

/**
 * Responsible gambling (issue 18; account-platform §3 Limit, Reality check, Deposit reminder
 * settings, §4, §7.1, §8). Paths are in RG_PATHS; all under /platform/api, cookies sent, writes
 * carry the CSRF header (decision 006). Money amounts are integer subunits as digits (decision
 * 007); time limits are seconds as digits. Times are ISO 8601 UTC.
 */

/** A signed integer as digits: a loss limit's use goes below zero when the player wins. */
const signedAmountSchema = z.string().regex(/^-?\d+$/);
const positiveAmount = amountSchema
  .max(30, 'is too large')
  .refine((value) => /^\d+$/.test(value) && BigInt(value) > 0n, 'must be more than zero');

// ---------------------------------------------------------------- limits (/user_limits)

/**
 * A pending increase or removal: the spec's auto-disable record. It takes effect only after
 * `effective_at` (24 h after the request) and then only when the player confirms before
 * `confirm_until`; otherwise it lapses and the current limit stays.
 */
export const pendingLimitChangeSchema = z.object({
  id: z.number().int(),
  /** increase: a higher amount; removal: no limit at all. */
  strategy: z.enum(['increase', 'removal']),
  status: z.enum(LIMIT_STATUSES),
  /** The new amount; null for a removal. */
  amount: amountSchema.nullable(),
  created_at: z.string(),
  /** The spec's `disable at`: from then on the player may confirm. */
  effective_at: z.string(),
  confirm_until: z.string(),
  /** True once `effective_at` has passed and `confirm_until` has not. */
  confirmable: z.boolean(),
});

/**
 * One row of GET /user_limits. Settable limits (SETTABLE_LIMIT_TYPES) carry their use in the
 * current period; `reality_check`, `coolingoff` and `selfexclusion` rows are listed too (period
 * = interval seconds for reality_check; `ends_at` for the blocks).
 */
export const rgLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  status: z.enum(LIMIT_STATUSES),
  /** Money limits: integer subunits; session and activity: seconds. Null for blocks. */
  amount: amountSchema.nullable(),
  /** The currency of a money limit (the player's active account's when set). */
  currency: currencyCodeSchema.nullable(),
  /** Period length in seconds (nominal for a month); reality_check: the interval. */
  period: z.number().int().nullable(),
  period_name: z.enum(LIMIT_PERIODS).nullable(),
  /** Stakes and winnings counted in the current period (loss and wager limits). */
  bets_sum: amountSchema,
  wins_sum: amountSchema,
  /** Use in the current period, in the limit's unit; null when the limit has no period. */
  used: signedAmountSchema.nullable(),
  /** What is left before the limit refuses (never below 0); null without a period. */
  remaining: amountSchema.nullable(),
  /** When the current period ends and `used` starts again from 0. */
  resets_at: z.string().nullable(),
  created_at: z.string(),
  /** When this limit began to hold. */
  effective_at: z.string(),
  /** Time-out and self-exclusion: when the block ends. */
  ends_at: z.string().nullable(),
  pending: pendingLimitChangeSchema.nullable(),
});
export const rgLimitsListSchema = listSchema(rgLimitSchema);

/**
 * POST /user_limits: set a limit. A new limit or a lower amount holds at once (201, status
 * active); a higher amount on a limit of the same type and period becomes a pending increase
 * (202, the current row with `pending`).
 */
export const setLimitBodySchema = z
  .object({
    type: z.enum(SETTABLE_LIMIT_TYPES),
    /** Money: subunits of the active account's currency; session/activity: seconds. */
    amount: positiveAmount,
    /** Required for deposit, loss, wager and activity; refused for bet and session. */
    period: z.enum(LIMIT_PERIODS).optional(),
  })
  .superRefine((body, ctx) => {
    const periodic = ['deposit', 'loss', 'wager', 'activity'].includes(body.type);
    if (periodic && !body.period) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'is required for this limit' });
    }
    if (!periodic && body.period) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'must be absent for this limit' });
    }
    // Time limits are seconds: from a minute to the longest period (a 31-day month).
    if (
      (body.type === 'session' || body.type === 'activity') &&
      /^\d+$/.test(body.amount) &&
      (body.amount.length > 8 || Number(body.amount) < 60 || Number(body.amount) > 2_678_400)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'must be from 60 to 2678400 seconds',
      });
    }
  });
export const limitIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a limit id')
    .transform(Number),
});
/** Answer of set, DELETE /user_limits/:id (pending removal) and POST …/confirm. */
export const setLimitResponseSchema = z.object({
  limit: rgLimitSchema,
  /** True when the change waits 24 h and a confirmation. */
  pending: z.boolean(),
});

/**
 * Which limit refused, on the error of an `out_of_limit`, `out_of_session_limit` or
 * `activity_limit_reached` answer (and per bet in a placement's `errors_by_bet`).
 */
export const outOfLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(SETTABLE_LIMIT_TYPES),
  period_name: z.enum(LIMIT_PERIODS).nullable(),
  amount: amountSchema,
  currency: currencyCodeSchema.nullable(),
  used: signedAmountSchema,
  remaining: amountSchema,
  /** When the period resets; null for a single-bet or session limit. */
  resets_at: z.string().nullable(),
});

// ---------------------------------------------------------------- time-out and self-exclusion

export const BLOCK_TYPES = ['coolingoff', 'selfexclusion'] as const;
/** The blocked state: on 403 self_excluded / timed_out errors and in the overview. */
export const blockSchema = z.object({
  type: z.enum(BLOCK_TYPES),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Where to get help (shown on the blocked page). */
  help_url: z.string(),
  /** Withdrawals stay possible: sign in with `withdrawal_only: true`. */
  withdrawal_allowed: z.literal(true),
});

/** POST /player/time_out. `confirm: true` is the clear confirmation of the form. */
export const timeOutBodySchema = z.object({
  days: z.number().int().min(TIME_OUT_MIN_DAYS).max(TIME_OUT_MAX_DAYS),
  confirm: z.literal(true, 'must be confirmed'),
});
/** POST /player/self_exclusion: immediate, cannot be undone before its end. */
export const selfExclusionBodySchema = z.object({
  months: z.number().int().min(SELF_EXCLUSION_MIN_MONTHS).max(SELF_EXCLUSION_MAX_MONTHS),
  confirm: z.literal(true, 'must be confirmed'),
});
/** Answer of both: the block; the cookie is cleared and every session of the player ended. */
export const blockResponseSchema = z.object({ block: blockSchema });

/**
 * The sign-in body may add `withdrawal_only: true`: a blocked player then gets a session that
 * can only read the player, accounts and withdrawals, request or cancel a withdrawal and sign
 * out. Without it the blocked player's sign-in is a 403 with `blocked`.
 */
export const WITHDRAWAL_ONLY_FIELD = 'withdrawal_only';

// ---------------------------------------------------------------- reality check and reminders

/** PUT /player/reality_check: null turns it off. Min is the server's (site settings). */
export const realityCheckBodySchema = z.object({
  interval_seconds: z.number().int().min(60).max(REALITY_CHECK_MAX_SECONDS).nullable(),
});
export const realityCheckSettingsSchema = z.object({
  interval_seconds: z.number().int().nullable(),
  min_seconds: z.number().int(),
  max_seconds: z.number().int(),
});

/** account-platform §3 Deposit reminder settings (GET / PATCH /player/deposit_reminder_settings). */
export const depositReminderSettingsSchema = z.object({
  show_deposit_reminder: z.boolean(),
  player_group_id: z.string().nullable(),
  /** Seconds after page load (default 10). */
  remind_after: z.number().int(),
});
export const updateDepositReminderBodySchema = z.object({
  show_deposit_reminder: z.boolean(),
});

/** GET /site_settings (public). */
export const siteSettingsSchema = z.object({
  sign_up_reminder_seconds: z.number().int(),
  deposit_reminder_seconds: z.number().int(),
  reality_check_min_seconds: z.number().int(),
  reality_check_max_seconds: z.number().int(),
  activity_track_interval_seconds: z.number().int(),
  reality_check_poll_seconds: z.number().int(),
});

/** GET /player/responsible_gambling: everything the safer-gambling page shows but limits. */
export const rgOverviewSchema = z.object({
  /** Set only in a withdrawal-only session (a blocked player cannot sign in otherwise). */
  block: blockSchema.nullable(),
  reality_check: realityCheckSettingsSchema,
  deposit_reminder: depositReminderSettingsSchema,
  /** False while blocked or after a self-exclusion: no bonus offers, no marketing. */
  marketing_allowed: z.boolean(),
});

// ---------------------------------------------------------------- sportsbook sessions

export const rgSessionSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  last_active_at: z.string(),
  /** Set when a session-duration limit holds: the session ends then. */
  ends_at: z.string().nullable(),
  /** When the next reality check is due; null when the player has none. */
  reality_check_due_at: z.string().nullable(),
});

/** GET /sportsbook_sessions/current (no-store): the reality check the web polls every 30 s. */
export const realityCheckStatusSchema = z.object({
  session: rgSessionSchema,
  /** True when the reality check is due: show the modal; continue resets it. */
  due: z.boolean(),
  interval_seconds: z.number().int().nullable(),
  time_played_seconds: z.number().int(),
  currency: currencyCodeSchema,
  /** Stakes placed and winnings paid in this session, integer subunits. */
  stakes_sum: amountSchema,
  wins_sum: amountSchema,
  /** wins_sum − stakes_sum (negative when the player is down). */
  net_result: signedAmountSchema,
});

/** POST /player/activity_limit_track: 200 while under the limit, 401 activity_limit_reached. */
export const activityTrackResponseSchema = z.object({
  /** Seconds used in the current period; null without an activity limit. */
  used_seconds: z.number().int().nullable(),
  limit_seconds: z.number().int().nullable(),
  resets_at: z.string().nullable(),
});

/** GET /player/activity_history?days=N (1…93, default 93). */
export const activityHistoryQuerySchema = z.object({
  days: z
    .string()
    .regex(/^\d{1,3}$/, `must be an integer from 1 to ${ACTIVITY_HISTORY_MAX_DAYS}`)
    .transform(Number)
    .refine(
      (value) => value >= 1 && value <= ACTIVITY_HISTORY_MAX_DAYS,
      `must be an integer from 1 to ${ACTIVITY_HISTORY_MAX_DAYS}`,
    )
    .optional(),
});
export const activitySessionSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  /** Null while the session is open. */
  ended_at: z.string().nullable(),
  duration_seconds: z.number().int(),
  currency: currencyCodeSchema,
  stakes_sum: amountSchema,
  wins_sum: amountSchema,
  net_result: signedAmountSchema,
});
export const activityHistorySchema = z.object({ data: z.array(activitySessionSchema) });

export type PendingLimitChangeWire = z.infer<typeof pendingLimitChangeSchema>;
export type RgLimitWire = z.infer<typeof rgLimitSchema>;
export type SetLimitBody = z.output<typeof setLimitBodySchema>;
export type SetLimitResponse = z.infer<typeof setLimitResponseSchema>;
export type OutOfLimitWire = z.infer<typeof outOfLimitSchema>;
export type BlockWire = z.infer<typeof blockSchema>;
export type BlockType = (typeof BLOCK_TYPES)[number];
export type TimeOutBody = z.output<typeof timeOutBodySchema>;
export type SelfExclusionBody = z.output<typeof selfExclusionBodySchema>;
export type BlockResponse = z.infer<typeof blockResponseSchema>;
export type RealityCheckBody = z.output<typeof realityCheckBodySchema>;
export type RealityCheckSettingsWire = z.infer<typeof realityCheckSettingsSchema>;
export type DepositReminderSettingsWire = z.infer<typeof depositReminderSettingsSchema>;
export type UpdateDepositReminderBody = z.output<typeof updateDepositReminderBodySchema>;
export type SiteSettingsWire = z.infer<typeof siteSettingsSchema>;
export type RgOverviewWire = z.infer<typeof rgOverviewSchema>;
export type RgSessionWire = z.infer<typeof rgSessionSchema>;
export type RealityCheckStatusWire = z.infer<typeof realityCheckStatusSchema>;
export type ActivityTrackResponse = z.infer<typeof activityTrackResponseSchema>;
export type ActivitySessionWire = z.infer<typeof activitySessionSchema>;
export type ActivityHistoryWire = z.infer<typeof activityHistorySchema>;
