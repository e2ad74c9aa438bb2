'use client';

import { useEffect } from 'react';
import { loadWhenReachable } from './load-when-reachable';
import type { BrowserErrorReportingOptions } from './options';
import { reportError } from '@/lib/error-report-queue';

/** Account-platform §9: the idle fallback timeout. */
const IDLE_FALLBACK_MS = 3_000;

/**
 * Rendered by the locale layout only when a DSN is configured. Until the browser SDK has loaded
 * (after hydration, when the page is idle), uncaught errors and rejections are queued so an
 * early one is not lost; the SDK's own handlers take over once it is in. A chunk that fails to
 * load (the visitor is offline) is tried again when the browser is back online.
 */
export function ErrorReportingLoader(options: BrowserErrorReportingOptions) {
  const { dsn, environment, release, tracesSampleRate } = options;
  useEffect(() => {
    const onError = (event: ErrorEvent) => reportError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reportError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    let stopLoading: (() => void) | undefined;
    const stopQueueing = () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
    const start = () => {
      if (stopLoading) return;
      // The queue keeps listening while the chunk loads, and while it is tried again after a
      // failed load (offline); the SDK's handlers replace it after.
      stopLoading = loadWhenReachable(() =>
        import('./browser-sdk').then(({ startBrowserErrorReporting }) => {
          startBrowserErrorReporting({ dsn, environment, release, tracesSampleRate });
          stopQueueing();
        }),
      );
    };
    const cancel =
      typeof window.requestIdleCallback === 'function'
        ? (
            (id) => () =>
              window.cancelIdleCallback(id)
          )(window.requestIdleCallback(start, { timeout: IDLE_FALLBACK_MS }))
        : (
            (id) => () =>
              window.clearTimeout(id)
          )(window.setTimeout(start, IDLE_FALLBACK_MS));
    return () => {
      cancel();
      stopLoading?.();
      stopQueueing();
    };
  }, [dsn, environment, release, tracesSampleRate]);
  return null;
}
