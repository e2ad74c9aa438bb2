import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeOrigin, type ApiBaseUrls } from './api-config';

/**
 * The web app's runtime configuration. This is the only module in apps/web that reads
 * process.env (DESIGN §2), so every setting has one name, one default and one parser.
 */
export interface WebConfig {
  /** Base URL server components use to call the sportsbook API (the same process by default). */
  internalApiUrl: string;
  /**
   * The backends the browser calls (DESIGN §2, decision 037): PUBLIC_API_URL (sportsbook API),
   * PUBLIC_PLATFORM_API_URL (accounts, wallet, payments), PUBLIC_REALTIME_URL; each an origin,
   * '' for the page's own. Read at run time, so one build serves any operator's backend.
   */
  publicApiUrls: ApiBaseUrls;
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
  /**
   * Host origins whose postMessages an embedded page obeys (decision 039): the server's
   * EMBED_MESSAGE_ORIGINS, else its EMBED_ALLOWED_ORIGINS (the sites that may frame it).
   */
  embedMessageOrigins: string[];
  /** OPERATOR_NAME: the company that runs the site, named in the footer's licence and copyright. */
  operatorName: string;
  /**
   * OPERATOR_LICENCE: the licence text in the footer, as the regulator wants it worded. Unset,
   * the footer says in the page's language that this is an unlicensed demonstration.
   */
  operatorLicence: string | undefined;
  /** PAYMENT_METHODS: comma-separated ids of the payment methods the footer shows. */
  paymentMethods: string[];
  /**
   * WEB_CONTENT_DIR: the Markdown pages (terms, help, …), one folder per locale. Pages are read
   * at run time, so an operator edits them without a build.
   */
  contentDir: string;
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

/** What a typical European operator takes; an operator sets its own with PAYMENT_METHODS. */
const DEFAULT_PAYMENT_METHODS = ['visa', 'mastercard', 'bank_transfer', 'paypal', 'skrill'];

let cached: WebConfig | undefined;

export function getWebConfig(): WebConfig {
  cached ??= readWebConfig(process.env);
  return cached;
}

export function readWebConfig(env: Record<string, string | undefined>): WebConfig {
  const port = env.PORT?.trim() || '3000';
  return {
    publicApiUrls: {
      sportsbook: normalizeOrigin(env.PUBLIC_API_URL),
      platform: normalizeOrigin(env.PUBLIC_PLATFORM_API_URL),
      realtime: normalizeOrigin(env.PUBLIC_REALTIME_URL),
    },
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
    embedMessageOrigins: (
      parseList(env.EMBED_MESSAGE_ORIGINS) ??
      parseList(env.EMBED_ALLOWED_ORIGINS) ??
      []
    ).map((origin) => origin.replace(/\/+$/, '')),
    operatorName: env.OPERATOR_NAME?.trim() || 'Sportsbook Demo Ltd',
    operatorLicence: env.OPERATOR_LICENCE?.trim() || undefined,
    paymentMethods: parseList(env.PAYMENT_METHODS) ?? DEFAULT_PAYMENT_METHODS,
    contentDir: env.WEB_CONTENT_DIR?.trim() || defaultContentDir(process.cwd()),
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

/**
 * The server hosts the app from the repository root (`next({ dir: 'apps/web' })`), `next start`
 * from apps/web: the content folder is found from either.
 */
function defaultContentDir(cwd: string): string {
  const fromRoot = path.join(cwd, 'apps', 'web', 'content');
  return existsSync(fromRoot) ? fromRoot : path.join(cwd, 'content');
}

function parseList(value: string | undefined): string[] | undefined {
  const items = value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
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
