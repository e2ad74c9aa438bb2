import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '@sportsbook/contract';
import { getCompetitorColors } from '@sportsbook/db';
import { notFound } from '../../../errors';
import { crestSvg } from '../../../services/catalogue/crest-svg';

/** GET /competitors/{id}/logo.svg: the generated crest behind every match's `logo` URL. */
export const competitorLogoRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/competitors/:id/logo.svg',
    { schema: { params: idParamSchema } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const competitor = await getCompetitorColors(app.database.db, id);
      if (!competitor) throw notFound(`Competitor ${id} does not exist`);
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(crestSvg({ abbreviation: competitor.abbreviation, ...competitor.colors }));
    },
  );
};
