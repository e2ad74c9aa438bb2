import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { useCatalogueCache } from '../services/catalogue-cache';
import { depositRoutes } from './payments/deposits';
import { platformRoutes } from './platform';
import { accountRoutes } from './sportsbook/account';
import { catalogueRoutes } from './sportsbook/catalogue';
import { competitorLogoRoutes } from './sportsbook/competitor-logos';
import { iconRoutes } from './sportsbook/icons';
import { sportsRoutes } from './sportsbook/sports';
import { websocketTokenRoutes } from './sportsbook/websocket-token';

const SPORTSBOOK_V2 = '/sportsbook/api/v2';

/** The HTTP APIs. Unknown paths under an API prefix get a JSON 404, never the web app's page. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (sportsbook) => {
      useCatalogueCache(sportsbook, SPORTSBOOK_V2);
      await sportsbook.register(sportsRoutes);
      await sportsbook.register(catalogueRoutes);
      await sportsbook.register(competitorLogoRoutes);
      await sportsbook.register(iconRoutes);
      await sportsbook.register(accountRoutes);
      await sportsbook.register(websocketTokenRoutes);
      sportsbook.all('/*', async (request) => {
        throw notFound(`No route ${request.method} ${request.url}`);
      });
    },
    { prefix: SPORTSBOOK_V2 },
  );
  await app.register(platformRoutes, { prefix: '/platform/api' });
  await app.register(depositRoutes, { prefix: '/payments/api' });
  for (const prefix of ['/sportsbook/api', '/platform/api', '/payments/api']) {
    app.all(`${prefix}/*`, async (request) => {
      throw notFound(`No route ${request.method} ${request.url}`);
    });
  }
};
