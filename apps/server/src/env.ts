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
  FEED_SEED: z.coerce.number().int().nonnegative().default(20_261_122),
  /** How many days ahead the simulated feed schedules matches (tests use 1 to seed fast). */
  FEED_DAYS: z.coerce.number().int().min(1).max(7).default(7),
  /** Simulated time runs this many times faster than the wall clock. */
  FEED_SPEED: z.coerce.number().positive().max(10_000).default(1),
  /** The Next.js app directory hosted on the same origin. */
  WEB_DIR: z.string().min(1).default(defaultWebDir),
  /** Run Next.js in development mode (hot reload) instead of serving the production build. */
  WEB_DEV: booleanText,
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
    ...overrides,
  });
}
