import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireAppHeader } from '../../infrastructure/session';

const advanceBodySchema = z.object({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(7 * 86_400),
});

/**
 * POST /platform/api/dev/clock/advance {seconds}: moves the responsible-gambling clock forward,
 * so the e2e journey sees a one-minute reality check fall due without waiting a minute
 * (issue 18). Registered only with FEED_CONTROL=true, like the feed's dev control. 204.
 */
export const devClockRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/dev/clock/advance',
    { onRequest: requireAppHeader, schema: { body: advanceBodySchema } },
    async (request, reply) => {
      const { seconds } = request.body as z.infer<typeof advanceBodySchema>;
      app.clock.advance(seconds * 1000);
      return reply.code(204).send();
    },
  );
};
