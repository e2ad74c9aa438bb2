import type { FastifyPluginAsync } from 'fastify';
import { promotionsQuerySchema, type PromotionsQuery } from '@sportsbook/contract';
import { listPromotedCampaigns } from '@sportsbook/db';
import { promotionToWire } from '../../../services/bonuses/promotions';

/**
 * GET /sportsbook/api/v2/promotions (decision 067): the campaigns the operator shows on
 * /sport/promotions, for visitors too — only the campaigns' public terms, no player's data, so
 * no session is read. Short-lived shared caching: an operator's change shows within a minute.
 */
export const promotionRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/promotions',
    { schema: { querystring: promotionsQuerySchema } },
    async (request, reply) => {
      const { type } = request.query as PromotionsQuery;
      const rows = await listPromotedCampaigns(app.database.db, new Date());
      reply.header('cache-control', 'public, max-age=30');
      return {
        data: rows.filter((row) => type === undefined || row.type === type).map(promotionToWire),
      };
    },
  );
};
