import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in a real Chromium against the whole product, started like `npm start` but on its own
 * port with an in-memory database and a fixed feed seed. Debian's Chromium is used when present;
 * scripts/ensure-chromium.mjs installs one otherwise.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
/** error-reporting.spec.ts starts a Sentry envelope collector here (decision 034). */
export const ERROR_COLLECTOR_PORT = PORT + 1000;
/**
 * embed.spec.ts (decision 039): the demo operator's page on this origin embeds the sportsbook on
 * http://localhost:PORT, a second real origin (another site, even, for cookies) on one server.
 */
/** The operator API key of the e2e server: `Authorization: Bearer ${E2E_OPERATOR_KEY}`. */
export const E2E_OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef';
export const EMBED_HOST_ORIGIN = `http://127.0.0.1:${PORT}`;
const executablePath = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path) => path && existsSync(path));

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://localhost:${PORT}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: 'memory://',
      FEED_SEED: '424242',
      // The same matches live and ahead at any hour a run starts (decision 061): a Saturday
      // evening's, with football, basketball, handball, ice hockey and volleyball in play (the
      // integration tests' Wednesday 18:00 has no busy sport with video live).
      FEED_ANCHOR: '2026-11-21T19:00:00Z',
      // Simulated time at four times the clock: a live price moves every few seconds (football
      // re-prices each simulated minute, volleyball every third rally), so the live journey
      // waits on the feed for seconds, not a minute, and a producer outage lasts under 30 s.
      FEED_SPEED: '4',
      // No simulated producer outages: they begin at wall-clock moments and would suspend every
      // price of a journey at random (CI hit one twice). Outages are tested on the manual clock.
      FEED_PRODUCER_DOWNTIME: 'false',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // No SMTP_URL and no PUBLIC_URL: demo mode is on by its default (auto), as on `npm start`;
      // the account journeys follow e-mailed links from the browser's demo mailbox.
      // The settlement journey finishes a match at once (POST /v2/dev/matches/:id/finish).
      FEED_CONTROL: 'true',
      // Safer gambling (issue 18): a player may pick a 1-minute reality check; the journey then
      // moves the server's clock (FEED_CONTROL's dev route) instead of waiting a minute.
      REALITY_CHECK_MIN_SECONDS: '60',
      // A demo withdrawal stays pending (cancellable) this long before the provider pays it.
      WITHDRAWAL_PENDING_SECONDS: '3',
      // Error reporting is on, to a collector that error-reporting.spec.ts starts; while it is
      // not listening the server's reports fail quietly, and no other journey throws.
      SENTRY_DSN: `http://public@127.0.0.1:${ERROR_COLLECTOR_PORT}/1`,
      // The demo operator (/embed-demo on 127.0.0.1) may frame the sportsbook and command it.
      EMBED_ALLOWED_ORIGINS: EMBED_HOST_ORIGIN,
      // The operator API's key for journeys that set up campaigns, jackpots or pages (decision 043).
      OPERATOR_API_KEYS: `e2e-operator:operator:${E2E_OPERATOR_KEY}`,
      // Every journey signs up and in from 127.0.0.1: with ~40 of them the default 30 auth
      // requests per address per 10 minutes ran out mid-suite (429). The per-address and
      // per-account limits are tested in auth-hardening.test.ts; the per-account one stays.
      AUTH_RATE_LIMIT_PER_IP: '2000',
    },
  },
});
