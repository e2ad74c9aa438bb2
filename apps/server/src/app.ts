import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Env } from './env';
import { configPlugin } from './plugins/infrastructure/config';
import { databasePlugin } from './plugins/infrastructure/database';
import { errorHandlerPlugin } from './plugins/infrastructure/error-handler';
import { serializeRequest } from './plugins/infrastructure/log-serializers';
import { mailerPlugin } from './plugins/infrastructure/mailer';
import { pubsubPlugin } from './plugins/infrastructure/pubsub';
import { sessionPlugin } from './plugins/infrastructure/session';
import { validationPlugin } from './plugins/infrastructure/validation';
import { realtimeGatewayPlugin } from './plugins/realtime/gateway';
import { apiRoutes } from './plugins/routes/api';
import { healthRoutes } from './plugins/routes/health';
import { feedPlugin } from './plugins/services/feed';
import { catalogueCachePlugin } from './plugins/services/catalogue-cache';
import { depositWorkerPlugin } from './plugins/services/deposit-worker';
import { providerStatusPlugin } from './plugins/services/provider-status';
import { realtimePublisherPlugin } from './plugins/services/realtime-publisher';
import { settlementWorkerPlugin } from './plugins/services/settlement-worker';
import { nextAppPlugin } from './plugins/web/next-app';

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
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    // Preparing the Next.js app or migrating a database can take longer than Fastify's default
    // 10 s on a busy 2-core machine; a start that slow is still a start, not a hang.
    pluginTimeout: 120_000,
  });

  // Infrastructure
  await app.register(configPlugin, { env });
  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  await app.register(databasePlugin);
  await app.register(pubsubPlugin);
  await app.register(sessionPlugin);
  await app.register(mailerPlugin);

  // Services
  await app.register(realtimePublisherPlugin);
  await app.register(catalogueCachePlugin);
  await app.register(providerStatusPlugin);
  if (app.hasRole('feed')) await app.register(feedPlugin);
  if (app.hasRole('worker')) {
    await app.register(depositWorkerPlugin);
    await app.register(settlementWorkerPlugin);
  }

  // Routes and transports
  await app.register(healthRoutes);
  if (app.hasRole('api')) await app.register(apiRoutes);
  if (app.hasRole('realtime')) await app.register(realtimeGatewayPlugin);
  if (app.hasRole('web')) await app.register(nextAppPlugin);

  return app;
}
