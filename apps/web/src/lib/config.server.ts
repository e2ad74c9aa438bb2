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
   * Third-party tags loaded only after the visitor grants their consent category (decision
   * 032): ANALYTICS_TAG_URL and MARKETING_TAG_URL, an https URL or a path on this site. Unset by
   * default: then nothing optional is used and no banner asks.
   */
  analyticsTagUrl: string | undefined;
  marketingTagUrl: string | undefined;
  /** Embedded in a host site's iframe (the server's IFRAME_MODE). */
  iframeMode: boolean;
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
    analyticsTagUrl: tagUrl(env.ANALYTICS_TAG_URL),
    marketingTagUrl: tagUrl(env.MARKETING_TAG_URL),
    iframeMode: parseBoolean(env.IFRAME_MODE),
  };
}

function resolveDemoMode(env: Record<string, string | undefined>): boolean {
  const mode = env.DEMO_MODE?.trim().toLowerCase() || 'auto';
  if (mode !== 'auto') return mode === 'true';
  return !env.SMTP_URL?.trim() && !env.PUBLIC_URL?.trim();
}

/** An absolute http(s) URL or a same-site path; anything else (a typo, `javascript:`) is off. */
function tagUrl(value: string | undefined): string | undefined {
  const url = value?.trim();
  if (!url) return undefined;
  if (/^\/(?!\/)/.test(url) || /^https?:\/\/[^\s]+$/i.test(url)) return url;
  return undefined;
}

function parseBoolean(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true' || value?.trim() === '1';
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
