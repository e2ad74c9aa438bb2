import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { readWebConfig } = await import('./config.server');

/** The browser's error reporting is configured at run time, not build time (decision 034). */
describe('WebConfig.errorReporting', () => {
  it('is off without a DSN', () => {
    expect(readWebConfig({}).errorReporting).toBeUndefined();
  });

  it("follows the server's SENTRY_DSN, with production as the default environment", () => {
    expect(readWebConfig({ SENTRY_DSN: 'http://k@h/1' }).errorReporting).toEqual({
      dsn: 'http://k@h/1',
      environment: 'production',
      release: undefined,
      tracesSampleRate: 0,
    });
  });

  it('prefers a browser DSN and reads environment, release and sample rate', () => {
    expect(
      readWebConfig({
        SENTRY_DSN: 'http://server@h/1',
        SENTRY_BROWSER_DSN: 'http://browser@h/2',
        SENTRY_ENVIRONMENT: 'staging',
        SENTRY_RELEASE: 'v1',
        SENTRY_TRACES_SAMPLE_RATE: '0.25',
      }).errorReporting,
    ).toEqual({
      dsn: 'http://browser@h/2',
      environment: 'staging',
      release: 'v1',
      tracesSampleRate: 0.25,
    });
  });
});
