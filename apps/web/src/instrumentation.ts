/**
 * Next.js calls `onRequestError` when a page, layout or route handler fails on the server. The
 * web is hosted by the Fastify server in the same process, and that server owns error reporting
 * (the Sentry Node SDK, on only with SENTRY_DSN; decision 034): it leaves its reporter under a
 * global symbol, so this file stays free of any SDK and the build is the same for every operator.
 */
const NEXT_REQUEST_ERROR_HOOK = Symbol.for('sportsbook.report-next-request-error');

type Reporter = (error: unknown, request: unknown, context: unknown) => void;

export function register(): void {
  // Nothing to set up: the hosting server has already started (or not) its reporter.
}

export function onRequestError(error: unknown, request: unknown, context: unknown): void {
  const report = (globalThis as Record<symbol, Reporter | undefined>)[NEXT_REQUEST_ERROR_HOOK];
  report?.(error, request, context);
}
