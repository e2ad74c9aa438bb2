import type { FastifyPluginAsync } from 'fastify';

/**
 * /healthz: the process is up (liveness). /readyz: it can serve, i.e. its database and pub/sub
 * answer (readiness); a load balancer stops sending traffic on 503.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const checks = await Promise.allSettled([app.database.ping(), app.pubsub.ping()]);
    const [database, pubsub] = checks.map((check) =>
      check.status === 'fulfilled' ? 'ok' : 'down',
    );
    const ready = checks.every((check) => check.status === 'fulfilled');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ok' : 'unavailable', database, pubsub });
  });
};
