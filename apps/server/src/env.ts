import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { HOME_PAGE_PATH } from '@sportsbook/contract';
import { DEFAULT_LOYALTY } from '@sportsbook/domain';
import type { LoyaltyConfig } from '@sportsbook/domain';
import { parseRoles } from './roles';

/**
 * All configuration, read once and validated (DESIGN §2). Nothing else in the server reads
 * process.env; everything else receives an `Env`.
 */
const booleanText = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** A switch that is on unless set to "false" or "0" (the verticals, video, and the like). */
const booleanTextOn = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value !== 'false' && value !== '0');

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

/**
 * LOYALTY_CONFIG (issue 20, decision 045): the operator's comp point conditions and status
 * groups as JSON; the product's defaults when empty. Statuses are the bet results (or `any`);
 * the groups need one at 0 points, distinct ids and thresholds.
 */
const loyaltyConfig = z
  .string()
  .default('')
  .transform((raw, context): unknown => {
    if (raw.trim() === '') return DEFAULT_LOYALTY;
    try {
      return JSON.parse(raw);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(
    z.object({
      conditions: z
        .array(
          z
            .object({
              min: z.number().int().min(0),
              max: z.number().int().min(0).nullable(),
              writeable: z.boolean(),
              status: z.enum([
                'any',
                'win_entire',
                'lose_entire',
                'refund_entire',
                'refund_half_win_other',
                'refund_half_lose_other',
              ]),
              pointsPerUnit: z.number().int().min(0).max(1_000),
            })
            .refine((c) => c.max === null || c.max >= c.min, 'max must be at least min'),
        )
        .max(50),
      statusGroups: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z0-9_-]{1,32}$/),
            name: z.string().min(1).max(64),
            minPoints: z.number().int().min(0),
          }),
        )
        .min(1)
        .max(20)
        .refine((groups) => groups.some((g) => g.minPoints === 0), 'one group must start at 0')
        .refine(
          (groups) => new Set(groups.map((g) => g.id)).size === groups.length,
          'group ids must be distinct',
        )
        .refine(
          (groups) => new Set(groups.map((g) => g.minPoints)).size === groups.length,
          'group thresholds must be distinct',
        ),
    }),
  )
  .transform((config): LoyaltyConfig => config);

/** An address or CIDR that Fastify's trustProxy (proxy-addr) accepts. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * A comma-separated list of origins for a Content-Security-Policy source list (decision 033):
 * scheme://host[:port], the host optionally starting with `*.`. Nothing else is accepted, so a
 * setting can never add a directive or a keyword to the policy.
 */
const cspOriginList = z
  .string()
  .default('')
  .transform((raw) =>
    raw
      .split(',')
      .map((entry) => entry.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^(https?|wss?):\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i,
          'must be origins such as https://host.example or https://*.example.com:8443',
        ),
    ),
  );

/**
 * The base of a backend the browser calls (DESIGN §2): an http(s) origin, no path. Unset: the
 * page's own origin. Read per request by the web app and handed to the browser.
 */
const backendOrigin = z
  .string()
  .trim()
  .regex(
    /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?\/?$/i,
    'must be an origin such as https://api.operator.example (no path)',
  )
  .transform((value) => value.replace(/\/$/, ''))
  .optional()
  .or(z.literal('').transform(() => undefined));

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
  /**
   * The book's draw secret (decision 066): the seeds of virtual events and lottery draws are
   * HMACs under it. Unset: one is made at random the first time and kept in the database.
   */
  DRAW_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * An instant (ISO 8601 with its offset): the feed serves the matches as they stood then, moved
   * forward in whole hours to now, so a run sees the same live and upcoming matches at any hour
   * of any weekday (decision 061). Tests and e2e set it; unset, the catalogue is today's.
   */
  FEED_ANCHOR: z
    .string()
    .datetime({ offset: true, message: 'an ISO 8601 instant, e.g. 2026-11-18T18:00:00Z' })
    .transform((text) => Date.parse(text))
    .optional(),
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
   * Simulated producer outages (in about one simulated hour in four, every market of a producer
   * suspended for 30 s to 2 min, then recovery). On unless "false": the e2e server turns them off,
   * since they start at wall-clock moments and would suspend a journey's prices at random; the
   * integration tests drive outages on the manual clock instead.
   */
  FEED_PRODUCER_DOWNTIME: booleanTextOn,
  /**
   * POST /sportsbook/api/v2/dev/matches/:id/finish plays a live match to its end at once, so an
   * e2e journey sees its bets settled. Off unless set: it changes what every player sees.
   */
  FEED_CONTROL: booleanText,
  /**
   * isHorseRacingEnabled (betting-core §3, decision 048): the racing simulator feeds today's
   * meetings and /racing serves them. On unless "false".
   */
  HORSE_RACING_ENABLED: booleanTextOn,
  /**
   * isGreyhoundRacingEnabled (decision 068): the racing simulator runs greyhound meetings too and
   * /racing serves them beside the horses. On unless "false".
   */
  GREYHOUND_RACING_ENABLED: booleanTextOn,
  /**
   * isLotteryEnabled (betting-core §3, decision 051): the lottery draws feed their events and
   * /lotteries serves them. On unless "false".
   */
  LOTTERY_ENABLED: booleanTextOn,
  /**
   * isVirtualGamingArenaEnabled (betting-core §3, decision 049): virtual football every three
   * minutes with seed-hash proofs, served at /virtual-gaming-arena. On unless "false".
   */
  VIRTUAL_GAMING_ARENA_ENABLED: booleanTextOn,
  /**
   * isPremiumCricketEnabled (betting-core §3, decision 054): cricket matches carry the premium
   * markets (session runs, runs in an over, fall of the next wicket), cricket is of the
   * premium_cricket kind and /premium-cricket serves them. On unless "false".
   */
  PREMIUM_CRICKET_ENABLED: booleanTextOn,
  /**
   * The settlement worker's poll: besides the feed's notices, it settles whatever is ready this
   * often (and at start), so bets left by a process that died are settled.
   */
  SETTLEMENT_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /**
   * The jackpot sweep: a level whose pool reached its hit point unchecked (a process died after
   * the placement's commit) is hit this often (and at start) by the bet that reached it.
   */
  LOYALTY_CONFIG: loyaltyConfig,
  JACKPOT_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * Jackpot hits at or under this amount (integer subunits of the hit's own currency: there are
   * no exchange rates) are paid as soon as they are recorded; larger ones stay approved until an
   * operator pays them (decision 057). Unset or empty: every hit is paid at once.
   */
  JACKPOT_AUTO_PAY_LIMIT: z
    .string()
    .regex(/^\d{1,40}$/, 'must be a whole number of subunits')
    .transform((value) => BigInt(value))
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .default('sb_session'),
  /** A session ends after this many minutes without a request … */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  /** … and this many hours after sign-in, however active. */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** How often a worker node deletes the sessions that ended (idle or absolute) in the database. */
  SESSION_PURGE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /**
   * Secure cookies: auto = Secure unless PUBLIC_URL is http:// or the client itself is on this
   * machine over plain HTTP (judged by the socket, or a trusted proxy's headers: decision 022).
   */
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** Embedded in a host site's iframe: the session cookie becomes SameSite=None (and Secure). */
  IFRAME_MODE: booleanText,
  /** Comma-separated ISO country codes refused at sign-up / at sign-in. */
  BLOCKED_SIGN_UP_COUNTRIES: countryList('US'),
  BLOCKED_SIGN_IN_COUNTRIES: countryList(''),
  /**
   * The request header a TRUSTED_PROXIES proxy (a CDN or load balancer with a geo-IP database)
   * puts the visitor's ISO country in, e.g. `cf-ipcountry` or `cloudfront-viewer-country`. Read
   * only from a trusted proxy's requests; empty: the country is unknown, unless the demo's
   * override cookie names one (decision 032).
   */
  COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]+)?$/, 'must be a header name')
    .default(''),
  /**
   * Failed sign-ins in a row for one account from one address (or one device) before that
   * address must wait, a wait that doubles with each further failure (decision 022).
   */
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
  /** Seconds a demo withdrawal stays pending (cancellable) before the demo provider settles it. */
  WITHDRAWAL_PENDING_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
  /**
   * In-play delay before a live bet is accepted: the price and market are checked again after
   * it, so a player who saw a goal before the feed did cannot bet on the stale price.
   */
  BET_DELAY_LIVE_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Bet builder (issue 21, decision 046): custom bets offered; settings' customBetEnabled. */
  CUSTOM_BET_ENABLED: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * A custom bet's largest stake as a share of the currency's maximum stake, whole percent
   * (BB-008, decision 064): one match model carries all of its legs.
   */
  CUSTOM_BET_MAX_STAKE_PERCENT: z.coerce.number().int().min(1).max(100).default(25),
  /** Shortest reality-check interval a player may pick (issue 18): 600 s; demos and e2e use 60. */
  REALITY_CHECK_MIN_SECONDS: z.coerce.number().int().min(60).max(600).default(600),
  /** Delay before the sign-up reminder (site setting signUpReminderSeconds, §4 Reminders). */
  SIGN_UP_REMINDER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(45),
  /** Quick deposit for every player (else only for status spi_test or the player's flag). */
  QUICK_DEPOSIT_ENABLED: booleanText,
  /**
   * videoEnabled of the bet settings (betting-core §3, issue 21): the match centre's video and
   * streams. On unless "false"; off, GET /matches/{id}/video and /streams answer 404.
   */
  VIDEO_ENABLED: booleanTextOn,
  /**
   * The average-bets freebet progress (account-platform §3, decision 058): GET and POST
   * /bonuses/freebets/amb and the web's progress bar. On unless "false"; off, both answer 404.
   */
  AVERAGE_BETS_FREEBET_ENABLED: booleanTextOn,
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
  // ------------------------------------------------ auth hardening (issue 14, decision 022)
  /**
   * Proxies whose X-Forwarded-For / -Proto / -Host are believed: comma-separated addresses or
   * CIDRs (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). Empty: nobody's, so the
   * client address is the socket's and a forged header changes nothing.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().refine(isProxyAddress, 'must be IP addresses or CIDRs'))),
  /**
   * Failed sign-ins in a row on one account, from all addresses together, that lock it: its
   * sessions end and only a known device or the emailed unlock link signs in (NIST 800-63B
   * §5.2.2 allows at most 100). MAX_FAILED_SIGN_INS is the per-address threshold of the back-off.
   */
  ACCOUNT_LOCK_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(100),
  /**
   * Signs the known-device cookie that lets a player's own browser past the address back-off
   * and the account lock. Every api process must share it; without it each process makes its
   * own, and devices are known only until a restart.
   */
  DEVICE_COOKIE_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value) => value ?? randomBytes(32).toString('base64url')),
  // ------------------------------------------------ ledger engine (issue 16, decision 026)
  /**
   * Groups of money plans each process's ledger writer commits at once on PostgreSQL (issue 16):
   * while one group commits, the next gathers what arrives. 1 measured best on 2 cores (larger
   * groups, less PostgreSQL CPU per bet; decision 026); more overlap round trips.
   */
  LEDGER_PARALLEL_GROUPS: z.coerce.number().int().min(1).max(32).default(1),
  // ------------------------------------------------ feed leader (issue 14, decision 024)
  /**
   * How often a standby feed process asks for the feed leader lock (PostgreSQL advisory lock):
   * the longest a deployment plays no feed after its leader died (decision 024).
   */
  FEED_LEADER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  // ------------------------------------------------ input and realtime hardening (issue 14, decision 023)
  /**
   * HTTP timeouts (issue 14, finding 6), so a client that never finishes its request cannot hold
   * a connection: the whole request (headers and body) must arrive within HTTP_REQUEST_TIMEOUT_MS,
   * its headers within HTTP_HEADERS_TIMEOUT_MS; a socket with no traffic at all is closed after
   * HTTP_CONNECTION_TIMEOUT_MS (above Socket.IO's 25 s ping, so live sockets stay); an idle
   * keep-alive connection after HTTP_KEEP_ALIVE_TIMEOUT_MS (above a load balancer's usual 60 s,
   * so the balancer, not the server, closes first and no request meets a closing socket).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(30_000).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(65_000),
  /** Channels one realtime socket may subscribe to at once (issue 14, finding 9). */
  REALTIME_MAX_CHANNELS_PER_SOCKET: z.coerce.number().int().min(1).max(10_000).default(100),
  /**
   * How often a realtime node checks that the sessions behind its private subscriptions are
   * still live, so one that expired (idle or absolute) stops delivering without a signal.
   */
  REALTIME_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // ---- Shell and SEO (issue 15 §4, decision 032)
  /** The web's LOCALE_IN_URL: every locale, the default one too, carries its URL prefix. */
  LOCALE_IN_URL: booleanText,
  /** How long GET /sitemap.xml is served from memory before it is built again. */
  SITEMAP_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  // ---- Error reporting (issue 17 §4, decision 034)
  /** Sentry DSN: error reporting is on only when it is set (the web's browser SDK too). */
  SENTRY_DSN: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The browser's DSN when it differs from SENTRY_DSN (read by the web; its origin joins the
   * pages' CSP connect-src). */
  SENTRY_BROWSER_DSN: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The environment reported with every event (account-platform §8: production by default). */
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  /** The release reported with every event, when the deployment names one. */
  SENTRY_RELEASE: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Share of requests traced (performance transactions); 0, the default, sends errors only. */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  // ---- Demo mode (issue 14 findings 2 and 3, issue 15 §1; docs/decisions/021)
  /**
   * The embedded demo: the local demo mailbox (each browser reads only the mail of accounts it
   * proved it owns) and, unless DEMO_PAYMENTS says otherwise, the demo payment provider.
   * auto = on only when neither SMTP_URL nor PUBLIC_URL is set, so a real deployment never
   * exposes it.
   */
  DEMO_MODE: z.enum(['auto', 'true', 'false']).default('auto'),
  /** The demo payment provider (free play money, within the deposit limits): auto = DEMO_MODE. */
  DEMO_PAYMENTS: z.enum(['auto', 'true', 'false']).default('auto'),
  /**
   * Signs the demo provider's payment callbacks (HMAC-SHA256). Processes that settle and verify
   * them must share it; without it each process makes up its own.
   */
  DEMO_PAYMENTS_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .transform((value) => value ?? randomBytes(32).toString('base64url')),
  // ------------------------------------------------ security headers (issue 17 §3, decision 033)
  /**
   * Sites that may show the sportsbook in an iframe (CSP frame-ancestors), e.g. the operator's
   * host pages. Empty: only the sportsbook's own origin.
   */
  EMBED_ALLOWED_ORIGINS: cspOriginList,
  /**
   * Origins pages may connect to besides their own (CSP connect-src): an API base or realtime
   * service on another host, an error collector, an analytics endpoint.
   */
  CSP_CONNECT_SRC: cspOriginList,
  /**
   * Where the browser finds the backends (issue 17 §1, decision 037): the sportsbook API, the
   * platform API (accounts, wallet, payments) and the realtime service, each an origin; unset,
   * the page's own. They are added to the pages' connect-src.
   */
  PUBLIC_API_URL: backendOrigin,
  PUBLIC_PLATFORM_API_URL: backendOrigin,
  PUBLIC_REALTIME_URL: backendOrigin,
  /** Origins pages may load images from besides their own (CSP img-src), e.g. a logo CDN. */
  CSP_IMG_SRC: cspOriginList,
  /** Origins pages may show in an iframe besides their own (CSP frame-src): a payment widget. */
  CSP_FRAME_SRC: cspOriginList,
  // ------------------------------------------------ iframe embedding (issue 17 §2, decision 039)
  /**
   * The host sites whose signed tokens become sportsbook sessions: `host-id=secret` pairs,
   * comma-separated, each secret at least 32 characters (HMAC-SHA256 keys). Demo mode adds the
   * demo operator (`demo`) of /embed-demo with a secret of its own unless one is listed.
   */
  EMBED_HOST_SECRETS: z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9-]{1,40}=[^\s,]{32,}$/,
            'must be host-id=secret pairs, secrets of at least 32 characters',
          ),
      ),
    )
    .transform(
      (pairs) =>
        new Map(
          pairs.map((pair) => {
            const at = pair.indexOf('=');
            return [pair.slice(0, at), pair.slice(at + 1)] as const;
          }),
        ),
    ),
  /** The longest a host token may live (exp − iat, and exp − now): replays are tracked this long. */
  EMBED_TOKEN_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * Host origins whose postMessages the embedded sportsbook obeys (account-platform §6). Empty:
   * EMBED_ALLOWED_ORIGINS. `*` is honoured only for the token messages (init-session, set-token).
   */
  EMBED_MESSAGE_ORIGINS: z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^(\*|https?:\/\/[a-z0-9.-]+(:\d{1,5})?)$/i,
            'must be origins such as https://host.example, or *',
          ),
      ),
    ),
  // ------------------------------------------------ operator API (decision 043)
  /**
   * Keys of the operator API (/operator/api/v1): `name:role:secret` entries, comma-separated,
   * role one of operator, content, support, secrets of at least 24 characters. Demo mode adds a
   * `demo` operator key (OPERATOR_DEMO_KEY, or one made up per process and logged at start).
   */
  OPERATOR_API_KEYS: z
    .string()
    .default('')
    .transform((raw) =>
      raw
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9-]{1,40}:(operator|content|support):[^\s,]{24,200}$/,
            'must be name:role:secret entries (role operator, content or support; secrets of 24 to 200 characters)',
          ),
      ),
    ),
  /** The demo operator's key in demo mode; unset, each process makes one up and logs it. */
  OPERATOR_DEMO_KEY: z
    .string()
    .regex(/^[^\s,]{24,200}$/, 'must be 24 to 200 characters without spaces or commas')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // ------------------------------------------------ content-block pages (decision 050)
  /** The site whose content pages this deployment serves (pages are stored per site). */
  CONTENT_SITE: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 lower-case letters, digits or hyphens')
    .default('default'),
  /**
   * The page paths under /sport served as content-block pages (account-platform §2.1 "custom
   * page paths from configuration"), comma-separated; promotions and home (the home page,
   * /sport, decision 070) are always among them.
   */
  CONTENT_PAGE_PATHS: z
    .string()
    .default('matchday')
    .transform((raw) => [
      ...new Set([
        'promotions',
        HOME_PAGE_PATH,
        ...raw
          .split(',')
          .map((entry) => entry.trim().replace(/^\/?(sport\/)?/, ''))
          .filter(Boolean),
      ]),
    ])
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^[a-z0-9][a-z0-9-]{0,59}$/,
            'must be page paths such as promotions,matchday (lower-case letters, digits, hyphens)',
          ),
      ),
    ),
  /** Whether the seeded pages (/promotions, /matchday, the home) are written at start when missing. */
  CONTENT_SEED_PAGES: booleanTextOn,
  /** Where browsers report CSP violations (report-uri); no reports when unset. */
  CSP_REPORT_URI: z
    .url()
    .refine((url) => !/[;,\s'"]/.test(url), 'must be a plain URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export type Env = z.output<typeof envSchema>;

/** Demo mode as resolved: `auto` is on only without a mail transport and a public address. */
export function demoModeOn(env: Pick<Env, 'DEMO_MODE' | 'SMTP_URL' | 'PUBLIC_URL'>): boolean {
  if (env.DEMO_MODE !== 'auto') return env.DEMO_MODE === 'true';
  return !env.SMTP_URL && !env.PUBLIC_URL;
}

/** The demo payment provider as resolved: `auto` follows demo mode. */
export function demoPaymentsOn(
  env: Pick<Env, 'DEMO_MODE' | 'DEMO_PAYMENTS' | 'SMTP_URL' | 'PUBLIC_URL'>,
): boolean {
  if (env.DEMO_PAYMENTS !== 'auto') return env.DEMO_PAYMENTS === 'true';
  return demoModeOn(env);
}

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

/** The instant the tests' and e2e's feed is anchored to (decision 061). */
export const FEED_TEST_ANCHOR = '2026-11-18T18:00:00Z';

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
    // The same catalogue at every hour: a Wednesday evening (decision 061).
    FEED_ANCHOR: FEED_TEST_ANCHOR,
    // Racing adds a sport and a provider; the tests that count them predate it (decision 048).
    HORSE_RACING_ENABLED: 'false',
    // Greyhounds add a sport too (decision 068).
    GREYHOUND_RACING_ENABLED: 'false',
    // Lotteries add a sport and their draws; the same tests predate them (decision 051).
    LOTTERY_ENABLED: 'false',
    // Virtual football adds a sport too; off in tests unless a test turns it on (decision 049).
    VIRTUAL_GAMING_ARENA_ENABLED: 'false',
    // Premium cricket adds cricket lines; the tests that count markets predate it (decision 054).
    PREMIUM_CRICKET_ENABLED: 'false',
    ...overrides,
  });
}
