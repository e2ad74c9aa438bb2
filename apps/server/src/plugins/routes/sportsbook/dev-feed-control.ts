import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '@sportsbook/contract';
import { z } from 'zod';
import { notFound } from '../../../errors';
import { requireAppHeader } from '../../infrastructure/session';

const advanceBodySchema = z.object({
  seconds: z.number().int().min(1).max(3_600),
});

/**
 * POST /sportsbook/api/v2/dev/matches/:id/finish: the simulated feed plays the match to its end
 * now, so the e2e journey sees its bets settled without waiting a match's length. Registered only
 * with FEED_CONTROL=true in a process that runs the feed. 204 once the final messages (statuses,
 * settlements) are committed; 404 for an unknown or already finished match.
 */
export const devFeedControlRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/dev/matches/:id/finish',
    { onRequest: requireAppHeader, schema: { params: idParamSchema } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const finished = app.feed.providers.some((provider) => provider.finishMatch(id));
      if (!finished) throw notFound(`No match ${id} that can be finished`);
      await app.feed.flush();
      return reply.code(204).send();
    },
  );

  /**
   * POST /sportsbook/api/v2/dev/feed/advance {seconds}: every simulated provider plays that much
   * simulated time at once (a jump; the wall clock goes on from there), so a journey sees live
   * play move without waiting on the feed's pace (the match centre's statistics). 204 once the
   * messages are committed.
   */
  app.post(
    '/dev/feed/advance',
    { onRequest: requireAppHeader, schema: { body: advanceBodySchema } },
    async (request, reply) => {
      const { seconds } = request.body as z.infer<typeof advanceBodySchema>;
      await app.feed.advance(seconds * 1000);
      return reply.code(204).send();
    },
  );
};
