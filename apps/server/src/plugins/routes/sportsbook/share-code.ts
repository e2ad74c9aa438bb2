import type { FastifyPluginAsync } from 'fastify';
import { createShareCodeBodySchema, shareCodeQuerySchema } from '@sportsbook/contract';
import type { CreateShareCodeBody } from '@sportsbook/contract';
import type { z } from 'zod';
import { createShareCode } from '../../../services/bets/create-share-code';
import { getSharedBets } from '../../../services/bets/get-shared-bets';
import { requireAppHeader } from '../../infrastructure/session';

/**
 * GET/POST /bets/share-code under v2 (betting-core §7). Creating a code needs the session (§6:
 * share-bet creation is called with it); reading one does not, so a link works for anyone.
 */
export const shareCodeRoutes: FastifyPluginAsync = async (app) => {
  const isProviderActive = (provider: string) =>
    app.providerStatus.isActive(provider as Parameters<typeof app.providerStatus.isActive>[0]);

  app.post(
    '/bets/share-code',
    { onRequest: requireAppHeader, schema: { body: createShareCodeBodySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const code = await createShareCode({
        db: app.database.db,
        playerId,
        body: request.body as CreateShareCodeBody,
      });
      return { data: { code } };
    },
  );

  app.get(
    '/bets/share-code',
    { schema: { querystring: shareCodeQuerySchema } },
    async (request) => {
      const query = request.query as z.output<typeof shareCodeQuerySchema>;
      const shared = await getSharedBets({
        db: app.database.db,
        code: query.code,
        locale: query.locale ?? 'en',
        isProviderActive,
      });
      return { data: shared };
    },
  );
};
