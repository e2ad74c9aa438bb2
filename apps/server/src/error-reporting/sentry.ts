import * as Sentry from '@sentry/node';
import {
  REPORTING_LIMITS,
  redactBody,
  reportingBeforeSend,
  reportingBeforeSendTransaction,
} from '@sportsbook/contract/error-reporting';
import type { Env } from '../env';

/**
 * Error reporting for the server process with the Sentry Node SDK (decision 034): on only when
 * SENTRY_DSN is set. Only errors are sent: no tracing, no request instrumentation (OpenTelemetry
 * stays off), no default request data, so cookies and auth headers never leave the process.
 * Process-level errors (uncaught exceptions, unhandled rejections) are captured by the SDK's two
 * global handlers; route errors by the error handler (`reportRouteError`), Next.js render errors
 * through the hook the web's instrumentation calls (`NEXT_REQUEST_ERROR_HOOK`).
 */
export type ReportingEnv = Pick<
  Env,
  'SENTRY_DSN' | 'SENTRY_ENVIRONMENT' | 'SENTRY_RELEASE' | 'SENTRY_TRACES_SAMPLE_RATE'
>;

/** The web's instrumentation (apps/web/src/instrumentation.ts) finds the reporter here. */
export const NEXT_REQUEST_ERROR_HOOK = Symbol.for('sportsbook.report-next-request-error');

export interface RouteErrorRequest {
  method: string;
  url: string;
  /** The route's pattern (`/api/v2/bets/:id`), when the request matched one. */
  route?: string;
  body?: unknown;
}

export function errorReportingOn(): boolean {
  return Sentry.getClient() !== undefined;
}

export function startErrorReporting(env: ReportingEnv): boolean {
  if (!env.SENTRY_DSN) return false;
  if (errorReportingOn()) return true;
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    release: env.SENTRY_RELEASE,
    maxBreadcrumbs: REPORTING_LIMITS.maxBreadcrumbs,
    transportOptions: { bufferSize: REPORTING_LIMITS.concurrentEnvelopes },
    // Nothing about the request beyond what reportRouteError sets: no cookies, no headers (the
    // session cookie and Authorization), no query (reset tokens), no bodies unredacted.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    defaultIntegrations: false,
    integrations: [
      Sentry.onUncaughtExceptionIntegration(),
      // strict: capture, then exit as Node does without a handler (no behaviour change).
      Sentry.onUnhandledRejectionIntegration({ mode: 'strict' }),
      Sentry.linkedErrorsIntegration(),
      Sentry.dedupeIntegration(),
      Sentry.functionToStringIntegration(),
      Sentry.nodeContextIntegration(),
    ],
    beforeSend: reportingBeforeSend,
    beforeSendTransaction: reportingBeforeSendTransaction,
    // Whole transactions, not streamed spans, so beforeSendTransaction sees the 404 route's.
    traceLifecycle: 'static',
  });
  (globalThis as Record<symbol, unknown>)[NEXT_REQUEST_ERROR_HOOK] = reportNextRequestError;
  return true;
}

/** An unexpected error behind a 500: the request's method and route, never its headers. */
export function reportRouteError(error: unknown, request: RouteErrorRequest): void {
  if (!errorReportingOn()) return;
  const path = request.url.split('?')[0] ?? request.url;
  Sentry.captureException(error, {
    tags: { 'http.method': request.method, 'http.route': request.route ?? path, source: 'route' },
    extra: {
      request_method: request.method,
      request_url: path,
      ...(request.route ? { route: request.route } : {}),
      ...(request.body !== undefined ? { request_body: redactBody(request.body) } : {}),
    },
  });
}

interface NextRequestInfo {
  method?: string;
  path?: string;
}

interface NextErrorContext {
  routePath?: string;
  routeType?: string;
  routerKind?: string;
}

/** Next.js `onRequestError`: a page or route handler of the web failed while rendering. */
function reportNextRequestError(
  error: unknown,
  request: NextRequestInfo,
  context: NextErrorContext,
): void {
  const path = (request.path ?? '').split('?')[0] ?? '';
  Sentry.captureException(error, {
    tags: {
      'http.method': request.method ?? 'GET',
      'http.route': context.routePath ?? path,
      source: 'web-render',
    },
    extra: {
      request_method: request.method,
      request_url: path,
      route: context.routePath,
      route_type: context.routeType,
      router_kind: context.routerKind,
    },
  });
}

/** The process could not start: reported (when on) and flushed before it exits. */
export async function reportStartupError(error: unknown): Promise<void> {
  if (!errorReportingOn()) return;
  Sentry.captureException(error, { tags: { source: 'startup' } });
  await flushErrorReports();
}

/** Waits for queued envelopes (shutdown, tests). */
export async function flushErrorReports(timeoutMs = 2_000): Promise<boolean> {
  return errorReportingOn() ? Sentry.flush(timeoutMs) : true;
}
