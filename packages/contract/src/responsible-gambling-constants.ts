/**
 * Responsible gambling (issue 18) names, paths and codes without a schema, for browser code:
 * keeping zod out of this module keeps it out of the page's JavaScript. The schemas are in
 * responsible-gambling.ts. Every path is under /platform/api.
 */

/** The limits a player sets (account-platform §3 Limit.type). */
export const SETTABLE_LIMIT_TYPES = [
  /** Gross deposits per period, integer subunits. */
  'deposit',
  /** Stakes less winnings per period, integer subunits (a bet counts its whole stake). */
  'loss',
  /** Turnover: stakes per period, integer subunits. */
  'wager',
  /** One bet's stake, integer subunits; no period. */
  'bet',
  /** One sportsbook session's length, seconds; no period. */
  'session',
  /** Time on site per period, seconds (the activity tracking of §4). */
  'activity',
] as const;
export type SettableLimitType = (typeof SETTABLE_LIMIT_TYPES)[number];

/** Limits counted in money (the others count seconds). */
export const MONEY_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'bet'] as const;
/** Limits that need a period (the others hold for one bet or one session). */
export const PERIODIC_LIMIT_TYPES = ['deposit', 'loss', 'wager', 'activity'] as const;

/** Periods: a UTC day, a week from Monday 00:00 UTC, a calendar month in UTC. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Nominal length in seconds, sent as `period` (the spec's "period duration"). */
export const LIMIT_PERIOD_SECONDS: Record<LimitPeriod, number> = {
  day: 86_400,
  week: 604_800,
  month: 2_592_000,
};

/** An increase or removal waits this long, then needs the player's confirmation. */
export const LIMIT_INCREASE_DELAY_SECONDS = 86_400;
/** After the wait, the player has this long to confirm before the request lapses. */
export const LIMIT_CONFIRM_WINDOW_SECONDS = 7 * 86_400;

/** Time-out (cooling off): presets of 1, 7 and 30 days, or any number of days up to 6 weeks. */
export const TIME_OUT_MIN_DAYS = 1;
export const TIME_OUT_MAX_DAYS = 42;
export const TIME_OUT_PRESET_DAYS = [1, 7, 30] as const;
/** Self-exclusion: 6 months to 5 years, in whole months. */
export const SELF_EXCLUSION_MIN_MONTHS = 6;
export const SELF_EXCLUSION_MAX_MONTHS = 60;
export const SELF_EXCLUSION_PRESET_MONTHS = [6, 12, 24, 60] as const;

/** Reality check interval bounds; the server may lower the minimum (REALITY_CHECK_MIN_SECONDS). */
export const REALITY_CHECK_MIN_SECONDS = 600;
export const REALITY_CHECK_MAX_SECONDS = 8 * 3600;

/** account-platform §9. */
export const ACTIVITY_TRACK_INTERVAL_MS = 60_000;
export const REALITY_CHECK_POLL_MS = 30_000;
export const DEPOSIT_REMINDER_DEFAULT_SECONDS = 10;
/** Activity history goes back at least this far. */
export const ACTIVITY_HISTORY_MAX_DAYS = 93;

/** Where an excluded player is pointed for help (shown on the blocked state). */
export const SAFER_GAMBLING_HELP_URL = 'https://www.begambleaware.org';

export const RG_PATHS = {
  /** GET: every limit row with use and reset; POST: set a limit. */
  limits: '/user_limits',
  /** DELETE: ask to remove a limit (takes effect after 24 h and a confirmation). */
  limit: (id: number) => `/user_limits/${id}`,
  /** POST: confirm a pending increase or removal once its effective time has passed. */
  confirmLimit: (id: number) => `/user_limits/${id}/confirm`,
  /** GET: blocks, reality check interval, deposit reminder, marketing flag. */
  overview: '/player/responsible_gambling',
  /** POST: time-out (cooling off). */
  timeOut: '/player/time_out',
  /** POST: self-exclusion. */
  selfExclusion: '/player/self_exclusion',
  /** PUT: reality check interval. */
  realityCheck: '/player/reality_check',
  /** GET / PATCH: deposit reminder settings. */
  depositReminder: '/player/deposit_reminder_settings',
  /** POST every 60 s while active; 401 activity_limit_reached when the time limit is used up. */
  activityTrack: '/player/activity_limit_track',
  /** GET: past sportsbook sessions with duration and net result. */
  activityHistory: '/player/activity_history',
  /** POST: open (or return the open) sportsbook session; 403 while blocked. */
  sessions: '/sportsbook_sessions',
  /** POST: continue after a reality check. */
  continueSession: '/sportsbook_sessions/continue',
  /** GET: reality check status, polled every 30 s (no-store). */
  currentSession: '/sportsbook_sessions/current',
  /** GET (public): signUpReminderSeconds and other site settings. */
  siteSettings: '/site_settings',
} as const;

/** Error codes of the responsible-gambling answers (beside ErrorCode and PlatformErrorCode). */
export const RgErrorCode = {
  /**
   * 422 on a deposit, or a placement's per-bet error: the spec's "User is out of limit". The
   * error carries `limit` (which limit, its amount, use and `resets_at`).
   */
  outOfLimit: 'out_of_limit',
  /** 403: self-excluded (sign-in, session, bet, deposit). The error carries `blocked`. */
  selfExcluded: 'self_excluded',
  /** 403: timed out (cooling off). The error carries `blocked`. */
  timedOut: 'timed_out',
  /** 403 on a session call: the session-duration limit ended the session. Carries `limit`. */
  sessionLimitReached: 'out_of_session_limit',
  /** 401 on activity tracking (§8): the time-on-site limit is used up. Carries `limit`. */
  activityLimitReached: 'activity_limit_reached',
  /** 409: this limit already has a pending increase or removal. */
  limitChangePending: 'limit_change_pending',
  /** 409: nothing to confirm, or its effective time has not come (carries `limit`). */
  limitNotConfirmable: 'limit_not_confirmable',
  /** 409: a time-out or exclusion is already running and may not be shortened. */
  alreadyBlocked: 'already_blocked',
  /** 404 on continue / current: no open sportsbook session. */
  noSession: 'no_sportsbook_session',
} as const;

/** The message of an out-of-limit answer, as the spec spells it (not reported by the web). */
export const OUT_OF_LIMIT_MESSAGE = 'User is out of limit';
