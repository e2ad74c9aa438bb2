import 'server-only';

/**
 * The web app's runtime configuration. This is the only module in apps/web that reads
 * process.env (DESIGN §2), so every setting has one name, one default and one parser.
 */
export interface WebConfig {
  /** Base URL server components use to call the sportsbook API (the same process by default). */
  internalApiUrl: string;
  /** When true every locale, the default one included, carries its URL prefix ("always"). */
  localeInUrl: boolean;
  /** Public origin for canonical links; when unset it is derived from the request. */
  siteUrl: string | undefined;
  /** Name of the platform's HttpOnly session cookie (the server's SESSION_COOKIE_NAME). */
  sessionCookieName: string;
  /**
   * Demo mode (the server's DEMO_MODE, decision 021): the demo mailbox page and its links.
   * auto = on only when neither SMTP_URL nor PUBLIC_URL is set, as on the server.
   */
  demoMode: boolean;
  /** Development-only pages (/sport/dev/*): outside production, or in demo mode. */
  devPages: boolean;
  /** Feature flag TEST_PROVIDER_COOKIE: honour QA's test-provider cookie (betting-core §4). */
  testProviderCookie: boolean;
  /** Site setting isShareBetOn (SHARE_BET_ON, on unless "false"): share links for slips. */
  shareBetOn: boolean;
  /**
   * The browser's error reporting (decision 034), read at run time so one build serves any
   * operator: SENTRY_BROWSER_DSN, else the server's SENTRY_DSN; off without either.
   */
  errorReporting: BrowserErrorReporting | undefined;
}

export interface BrowserErrorReporting {
  dsn: string;
  /** SENTRY_ENVIRONMENT, production by default (account-platform §8). */
  environment: string;
  release: string | undefined;
  /** SENTRY_TRACES_SAMPLE_RATE: the share of page loads traced, 0 (errors only) by default. */
  tracesSampleRate: number;
}

let cached: WebConfig | undefined;

export function getWebConfig(): WebConfig {
  cached ??= readWebConfig(process.env);
  return cached;
}

export function readWebConfig(env: Record<string, string | undefined>): WebConfig {
  const port = env.PORT?.trim() || '3000';
  return {
    internalApiUrl: trimSlash(env.INTERNAL_API_URL?.trim() || `http://127.0.0.1:${port}`),
    localeInUrl: parseBoolean(env.LOCALE_IN_URL),
    siteUrl: env.SITE_URL?.trim() ? trimSlash(env.SITE_URL.trim()) : undefined,
    sessionCookieName: env.SESSION_COOKIE_NAME?.trim() || 'sb_session',
    demoMode: resolveDemoMode(env),
    devPages: env.NODE_ENV !== 'production' || resolveDemoMode(env),
    testProviderCookie: parseBoolean(env.TEST_PROVIDER_COOKIE),
    shareBetOn: env.SHARE_BET_ON?.trim().toLowerCase() !== 'false',
    errorReporting: readErrorReporting(env),
  };
}

function readErrorReporting(
  env: Record<string, string | undefined>,
): BrowserErrorReporting | undefined {
  const dsn = env.SENTRY_BROWSER_DSN?.trim() || env.SENTRY_DSN?.trim();
  if (!dsn) return undefined;
  const rate = Number(env.SENTRY_TRACES_SAMPLE_RATE?.trim() || '0');
  return {
    dsn,
    environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
    release: env.SENTRY_RELEASE?.trim() || undefined,
    tracesSampleRate: Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : 0,
  };
}

function resolveDemoMode(env: Record<string, string | undefined>): boolean {
  const mode = env.DEMO_MODE?.trim().toLowerCase() || 'auto';
  if (mode !== 'auto') return mode === 'true';
  return !env.SMTP_URL?.trim() && !env.PUBLIC_URL?.trim();
}

function parseBoolean(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true' || value?.trim() === '1';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
