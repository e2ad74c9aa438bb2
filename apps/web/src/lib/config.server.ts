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
  /** The dev outbox page is shown outside production only (the server's DEV_OUTBOX). */
  devOutbox: boolean;
  /** Feature flag TEST_PROVIDER_COOKIE: honour QA's test-provider cookie (betting-core §4). */
  testProviderCookie: boolean;
  /** Site setting isShareBetOn (SHARE_BET_ON, on unless "false"): share links for slips. */
  shareBetOn: boolean;
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
    devOutbox:
      env.DEV_OUTBOX?.trim() === 'true' ||
      (env.DEV_OUTBOX?.trim() !== 'false' && env.NODE_ENV !== 'production'),
    testProviderCookie: parseBoolean(env.TEST_PROVIDER_COOKIE),
    shareBetOn: env.SHARE_BET_ON?.trim().toLowerCase() !== 'false',
  };
}

function parseBoolean(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true' || value?.trim() === '1';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
