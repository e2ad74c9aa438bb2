import { buildApp } from './app';
import { loadEnv } from './env';
import {
  flushErrorReports,
  reportStartupError,
  startErrorReporting,
} from './error-reporting/sentry';

/**
 * Process entry point: configuration, the app for the configured roles, and a graceful shutdown
 * that stops accepting connections, finishes in-flight requests and closes the database.
 */
async function main(): Promise<void> {
  const env = loadEnv();
  // Before the app is built, so an error while starting is reported too (decision 034).
  startErrorReporting(env);
  const startedAt = performance.now();
  const app = await buildApp(env);
  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(
    { roles: [...env.ROLE], seconds: Number(((performance.now() - startedAt) / 1000).toFixed(1)) },
    `sportsbook listening on http://localhost:${env.PORT}/sport`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    force.unref();
    app.close().then(
      () => flushErrorReports().finally(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  reportStartupError(error)
    .catch(() => undefined)
    .finally(() => process.exit(1));
});
