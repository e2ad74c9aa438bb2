import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseRoles } from './roles';

/**
 * All configuration, read once and validated (DESIGN §2). Nothing else in the server reads
 * process.env; everything else receives an `Env`.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const countryList = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((raw) =>
      raw
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'must be two-letter country codes')));

const defaultWebDir = fileURLToPath(new URL('../../web', import.meta.url));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  ROLE: z
    .string()
    .default('all')
    .transform((value, ctx) => {
      try {
        return parseRoles(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PGlite's data directory, used when DATABASE_URL is not set; `memory://` keeps it in RAM. */
  DATA_DIR: z.string().min(1).default('./data/pglite'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Namespace of this deployment's Redis topics and streams: processes that share a prefix share
   * pub/sub and Socket.IO rooms. Tests give each group of processes its own, so test files that
   * run in parallel on one Redis never hear each other.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'letters, digits, ".", "_" or "-", at most 64')
    .default('sportsbook'),
  FEED_SEED: z.coerce.number().int().nonnegative().default(20_261_122),
  /** How many days ahead the simulated feed schedules matches (tests use 1 to seed fast). */
  FEED_DAYS: z.coerce.number().int().min(1).max(7).default(7),
  /** Simulated time runs this many times faster than the wall clock. */
  FEED_SPEED: z.coerce.number().positive().max(10_000).default(1),
  /**
   * `wall`: the live engine follows the wall clock (× FEED_SPEED). `manual`: simulated time only
   * moves when a test calls `app.feed.advance(ms)` — tests step the engine instead of sleeping.
   */
  FEED_CLOCK: z.enum(['wall', 'manual']).default('wall'),
  /**
   * POST /sportsbook/api/v2/dev/matches/:id/finish plays a live match to its end at once, so an
   * e2e journey sees its bets settled. Off unless set: it changes what every player sees.
   */
  FEED_CONTROL: booleanText,
  /**
   * The settlement worker's poll: besides the feed's notices, it settles whatever is ready this
   * often (and at start), so bets left by a process that died are settled.
   */
  SETTLEMENT_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** The Next.js app directory hosted on the same origin. */
  WEB_DIR: z.string().min(1).default(defaultWebDir),
  /** Run Next.js in development mode (hot reload) instead of serving the production build. */
  WEB_DEV: booleanText,
  /**
   * Signs realtime connection and channel tokens. Every realtime and api node of one deployment
   * must share it; without it each process makes up its own, which is only right for one process.
   */
  REALTIME_TOKEN_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value) => value ?? randomBytes(32).toString('base64url')),
  /**
   * How long a cached catalogue response may be served at most; changes invalidate sooner
   * (decision 005). 0 turns the cache off.
   */
  API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  /**
   * Accounts and wallet (issue 5). The public address of the site, for links in mail; without it
   * links point at http://localhost:<PORT>.
   */
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** smtp://user:pass@host:port — mail also goes out through SMTP; without it only the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('Sportsbook <no-reply@sportsbook.local>'),
  /** The dev outbox listing (GET /platform/api/dev/outbox): auto = everywhere but production. */
  DEV_OUTBOX: z.enum(['auto', 'true', 'false']).default('auto'),
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('sb_session'),
  /** A session ends after this many minutes without a request … */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** … and this many hours after sign-in, however active. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Secure cookies: auto = Secure unless the request is for localhost. */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Embedded in a host site's iframe: the session cookie becomes SameSite=None (and Secure). */
  IFRAME_MODE: booleanText,
  /** Comma-separated ISO country codes refused at sign-up / at sign-in. */
  BLOCKED_SIGN_UP_COUNTRIES: countryList('US'),
  BLOCKED_SIGN_IN_COUNTRIES: countryList(''),
  /** Failed sign-ins in a row that lock an account until it is unlocked by the emailed link. */
  MAX_FAILED_SIGN_INS: z.coerce.number().int().min(1).max(100).default(5),
  /** Auth routes (sign-in, sign-up, password): requests per window per client address … */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** … and per account (email) across addresses. */
  AUTH_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /** argon2id memory in KiB (OWASP: 19 MiB, 2 iterations, parallelism 1). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
  /** Seconds before the demo provider settles a pending deposit. */
  DEPOSIT_PENDING_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * In-play delay before a live bet is accepted: the price and market are checked again after
   * it, so a player who saw a goal before the feed did cannot bet on the stale price.
   */
  BET_DELAY_LIVE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Quick deposit for every player (else only for status spi_test or the player's flag). */
  QUICK_DEPOSIT_ENABLED: booleanText,
  /** Profile fields a deposit needs; when any is empty the missed-fields form comes first. */
  DEPOSIT_PROFILE_FIELDS: z
    .string()
    .default('first_name,last_name')
    .transform((raw) =>
      raw
        .split(',')
        .map((field) => field.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['first_name', 'last_name', 'nickname', 'mobile_phone']))),
  /** Seconds to finish in-flight requests on SIGTERM before exiting anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
});

export type Env = z.output<typeof envSchema>;

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Configuration for tests: in-memory database, no web, quiet logs; override what a test needs. */
export function testEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    ROLE: 'api,realtime,feed,worker',
    LOG_LEVEL: 'silent',
    PORT: '0',
    FEED_DAYS: '1',
    FEED_CLOCK: 'manual',
    ...overrides,
  });
}
