import { testEnv } from '../src/env';
import { startErrorReporting } from '../src/error-reporting/sentry';

/**
 * Run as a child process by error-reporting-process.test.ts: error reporting started as main.ts
 * starts it, then an uncaught exception or an unhandled rejection, as argv[2] says.
 */
startErrorReporting(testEnv({ SENTRY_DSN: process.env.TEST_SENTRY_DSN }));
const kind = process.argv[2];
setTimeout(() => {
  if (kind === 'rejection') void Promise.reject(new Error('process rejection on purpose'));
  else throw new Error('process crash on purpose');
}, 10);
