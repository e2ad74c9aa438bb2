import Fastify from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from './env';
import { configPlugin } from './plugins/infrastructure/config';
import { databasePlugin } from './plugins/infrastructure/database';
import { drawSecretPlugin } from './plugins/services/draw-secret';
import { errorHandlerPlugin } from './plugins/infrastructure/error-handler';
import { serializeRequest } from './plugins/infrastructure/log-serializers';
import { mailerPlugin } from './plugins/infrastructure/mailer';
import { pubsubPlugin } from './plugins/infrastructure/pubsub';
import { securityHeadersPlugin } from './plugins/infrastructure/security-headers';
import { operatorAuthPlugin } from './plugins/infrastructure/operator-auth';
import { sessionPlugin } from './plugins/infrastructure/session';
import { clockPlugin } from './plugins/infrastructure/clock';
import { validationPlugin } from './plugins/infrastructure/validation';
import { realtimeGatewayPlugin } from './plugins/realtime/gateway';
import { apiRoutes } from './plugins/routes/api';
import { healthRoutes } from './plugins/routes/health';
import { demoAnalyticsTagRoutes } from './plugins/routes/demo-analytics-tag';
import { seoRoutes } from './plugins/routes/seo';
import { feedPlugin } from './plugins/services/feed';
import { catalogueCachePlugin } from './plugins/services/catalogue-cache';
import { depositWorkerPlugin } from './plugins/services/deposit-worker';
import { jackpotSweeperPlugin } from './plugins/services/jackpot-sweeper';
import { sessionPurgePlugin } from './plugins/services/session-purge';
import { tournamentPayoutPlugin } from './plugins/services/tournament-payout';
import { paymentsPlugin } from './plugins/services/payments';
import { providerStatusPlugin } from './plugins/services/provider-status';
import { realtimePublisherPlugin } from './plugins/services/realtime-publisher';
import { settlementWorkerPlugin } from './plugins/services/settlement-worker';
import { nextAppPlugin } from './plugins/web/next-app';
import { embedDemoRoutes } from './plugins/routes/embed-demo';
import { embedScriptRoutes } from './plugins/routes/embed-script';
import { hostSecrets } from './services/embed/host-secrets';

/** Fields that must never reach a log line (DESIGN: no secrets in logs). */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.password_confirmation',
  '*.reset_password_token',
  '*.confirmation_token',
  '*.unlock_token',
  '*.code',
  '*.passwordHash',
];

export interface BuildAppOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Hears every route as it is registered (tests walk the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Builds the server for the roles in `env.ROLE`. Plugins load in the order infrastructure →
 * services → routes (DESIGN §9); tests build it with `testEnv()` and close it afterwards.
 */
export async function buildApp(env: Env, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      serializers: { req: serializeRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // X-Forwarded-* are believed only from the configured proxies: from anyone else they are
    // forgeable, and the client address (rate limits, back-off) and protocol (Secure cookies)
    // would be whatever the client says (decision 022).
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    // Preparing the Next.js app or migrating a database can take longer than Fastify's default
    // 10 s on a busy 2-core machine; a start that slow is still a start, not a hang.
    pluginTimeout: 120_000,
    // Issue 14, finding 6: without these a request that never completes holds its connection.
    requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: env.HTTP_CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    // Node enforces the request and header timeouts only at this interval (30 s by default).
    http: { connectionsCheckingInterval: 1_000 },
  });
  // Node checks it only when it is below requestTimeout; Fastify has no option for it.
  app.server.headersTimeout = Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS);

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Infrastructure
  await app.register(configPlugin, { env });
  await app.register(clockPlugin);
  // Host tokens are minted (the demo operator) and checked (the exchange) with these (decision 039).
  app.decorate('embedHostSecrets', hostSecrets(env));
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  await app.register(databasePlugin);
  await app.register(drawSecretPlugin);
  await app.register(pubsubPlugin);
  await app.register(sessionPlugin);
  await app.register(operatorAuthPlugin);
  await app.register(mailerPlugin);

  // Services
  await app.register(realtimePublisherPlugin);
  await app.register(catalogueCachePlugin);
  await app.register(providerStatusPlugin);
  await app.register(paymentsPlugin);
  if (app.hasRole('feed')) await app.register(feedPlugin);
  if (app.hasRole('worker')) {
    if (app.payments.demo) await app.register(depositWorkerPlugin);
    await app.register(settlementWorkerPlugin);
    await app.register(sessionPurgePlugin);
    await app.register(jackpotSweeperPlugin);
    await app.register(tournamentPayoutPlugin);
  }

  // Routes and transports
  await app.register(healthRoutes);
  if (app.hasRole('api')) await app.register(apiRoutes);
  if (app.hasRole('realtime')) await app.register(realtimeGatewayPlugin);
  if (app.hasRole('web') || app.hasRole('api')) {
    await app.register(seoRoutes);
    await app.register(demoAnalyticsTagRoutes);
    await app.register(embedScriptRoutes);
    await app.register(embedDemoRoutes);
  }
  if (app.hasRole('web')) await app.register(nextAppPlugin);

  return app;
}
