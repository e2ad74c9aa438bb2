import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { catalogueRoutes } from './sportsbook/catalogue';
import { competitorLogoRoutes } from './sportsbook/competitor-logos';
import { iconRoutes } from './sportsbook/icons';
import { sportsRoutes } from './sportsbook/sports';

/** The HTTP APIs. Unknown paths under an API prefix get a JSON 404, never the web app's page. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (sportsbook) => {
      await sportsbook.register(sportsRoutes);
      await sportsbook.register(catalogueRoutes);
      await sportsbook.register(competitorLogoRoutes);
      await sportsbook.register(iconRoutes);
      sportsbook.all('/*', async (request) => {
        throw notFound(`No route ${request.method} ${request.url}`);
      });
    },
    { prefix: '/sportsbook/api/v2' },
  );
  for (const prefix of ['/sportsbook/api', '/platform/api']) {
    app.all(`${prefix}/*`, async (request) => {
      throw notFound(`No route ${request.method} ${request.url}`);
    });
  }
};
