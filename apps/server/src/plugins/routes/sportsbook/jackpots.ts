import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  jackpotHitsQuerySchema,
  jackpotIdParamsSchema,
  jackpotQuerySchema,
  jackpotsBodySchema,
  jackpotsQuerySchema,
  markJackpotHitsSeenBodySchema,
} from '@sportsbook/contract';
import type { JackpotHitsQuery } from '@sportsbook/contract';
import { listJackpotHits, markJackpotHitsSeen } from '@sportsbook/db';
import { notFound } from '../../../errors';
import { demoModeOn } from '../../../env';
import { ensureDemoJackpot } from '../../../services/jackpots/demo-jackpot';
import { ensureDemoFxRates } from '../../../services/fx/fx-rates';
import { hitsWire, jackpotsWire } from '../../../services/jackpots/jackpots';

/**
 * Jackpots for players (account-platform §7.2; issue 20, decision 045) under
 * /sportsbook/api/v2: GET /jackpots, POST /jackpots {ids}, GET /jackpots/{id}, GET /jackpot-hits
 * (public leaderboard; `for_user` and `unseen` need the session and answer the player's own,
 * no-store), POST /jackpot-hits/mark-as-seen. Pools are read from the ledger each time.
 */
export const jackpotRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  // Demo mode: a jackpot to play for and the rates other currencies feed it at (decision 062),
  // never under the tests: theirs create their own.
  if (demoModeOn(app.config) && !process.env.VITEST)
    app.addHook('onReady', async () => {
      await ensureDemoFxRates(db(), app.clock.now()).catch((error: unknown) =>
        app.log.error({ err: error }, 'the demo exchange rates could not be seeded'),
      );
      await ensureDemoJackpot(db(), app.ledger, app.clock.now()).catch((error: unknown) =>
        app.log.error({ err: error }, 'the demo jackpot could not be created'),
      );
    });
  /** Decision 071: amounts also in the player's currency, at the rates in force now. */
  const convert = (to: string | undefined) => ({ to, at: app.clock.now() });
  const publicShort = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=5');

  app.get('/jackpots', { schema: { querystring: jackpotsQuerySchema } }, async (request, reply) => {
    const { state, convert_to: to } = request.query as { state?: string; convert_to?: string };
    publicShort(reply);
    // The player's currency is in the URL, not the session: the answer stays public (decision 071).
    return {
      data: await jackpotsWire(db(), state ? { statuses: [state] } : {}, convert(to)),
    };
  });

  app.post('/jackpots', { schema: { body: jackpotsBodySchema } }, async (request, reply) => {
    const { ids, convert_to: to } = request.body as { ids?: string[]; convert_to?: string };
    reply.header('cache-control', 'no-store');
    return { data: await jackpotsWire(db(), ids ? { ids } : {}, convert(to)) };
  });

  app.get(
    '/jackpots/:id',
    { schema: { params: jackpotIdParamsSchema, querystring: jackpotQuerySchema } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { convert_to: to } = request.query as { convert_to?: string };
      const [jackpot] = await jackpotsWire(db(), { ids: [id] }, convert(to));
      if (!jackpot) throw notFound(`No jackpot ${id}`);
      publicShort(reply);
      return jackpot;
    },
  );

  app.get(
    '/jackpot-hits',
    { schema: { querystring: jackpotHitsQuerySchema } },
    async (request, reply) => {
      const query = request.query as JackpotHitsQuery;
      const own = query.for_user === true || query.unseen === true;
      const playerId = own ? await app.sessions.requirePlayer(request, reply) : undefined;
      const rows = await listJackpotHits(db(), {
        limit: query.limit,
        ...(query.jackpot_id ? { jackpotId: query.jackpot_id } : {}),
        ...(query.status ? { statuses: query.status.split(',') } : {}),
        ...(playerId !== undefined ? { playerId } : {}),
        ...(query.unseen ? { unseen: true } : {}),
      });
      reply.header('cache-control', own ? 'no-store' : 'no-cache');
      return { data: await hitsWire(db(), rows, convert(query.convert_to)) };
    },
  );

  app.post(
    '/jackpot-hits/mark-as-seen',
    { schema: { body: markJackpotHitsSeenBodySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const { ids } = request.body as { ids: string[] };
      reply.header('cache-control', 'no-store');
      return { changed: await markJackpotHitsSeen(db(), playerId, ids, app.clock.now()) };
    },
  );
};
