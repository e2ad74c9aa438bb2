import { captureException, init } from '@sentry/nextjs';
import {
  REPORTING_LIMITS,
  reportingBeforeSend,
  reportingBeforeSendTransaction,
} from '@sportsbook/contract/error-reporting';
import type { BrowserErrorReportingOptions } from './options';
import { attachReportSink } from '@/lib/error-report-queue';

/**
 * The Sentry SDK for the browser, loaded on its own chunk after the page is idle (decision 034)
 * so it costs the first load nothing. The rules of account-platform §8 are the shared ones.
 */
export function startBrowserErrorReporting(options: BrowserErrorReportingOptions): void {
  init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: options.tracesSampleRate,
    maxBreadcrumbs: REPORTING_LIMITS.maxBreadcrumbs,
    transportOptions: { bufferSize: REPORTING_LIMITS.concurrentEnvelopes },
    // Account-platform §8: no reporting tunnel.
    tunnel: undefined,
    beforeSend: reportingBeforeSend,
    beforeSendTransaction: reportingBeforeSendTransaction,
    traceLifecycle: 'static',
    // Release-health sessions are not asked for, and would be one more request per page view.
    integrations: (defaults) =>
      defaults.filter((integration) => integration.name !== 'BrowserSession'),
  });
  attachReportSink((error) => captureException(error));
}
