import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../../errors';
import { operatorAuthHook } from '../../infrastructure/operator-auth';
import { OPERATOR_ROLES } from '../../../services/operator/operator-keys';
import { operatorPageRoutes } from './pages';
import { operatorJackpotRoutes } from './jackpots';
import { operatorBonusRoutes } from './bonuses';
import { operatorFxRateRoutes } from './fx-rates';

/**
 * The operator API, /operator/api/v1 (decision 043): campaigns, jackpots, pages, exchange rates. Every route
 * below passes the bearer-key check first; a route admits the roles in its
 * `config.operatorRoles` (default `operator`). Register each subject's routes here.
 */
export const operatorRoutes: FastifyPluginAsync = async (app) => {
  // Every operator answer is staff data: never stored by a browser or a shared cache, errors
  // included (the header is set before the key check so a 401 carries it too).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('onRequest', operatorAuthHook(app));

  // GET /operator/api/v1/me: who the key belongs to (a back office's first call).
  app.get('/me', { config: { operatorRoles: OPERATOR_ROLES } }, async (request) => ({
    name: request.operator!.name,
    role: request.operator!.role,
  }));

  await app.register(operatorPageRoutes);
  await app.register(operatorJackpotRoutes);
  await app.register(operatorBonusRoutes);
  await app.register(operatorFxRateRoutes);

  app.all('/*', { config: { operatorRoles: OPERATOR_ROLES } }, async (request) => {
    throw notFound(`No route ${request.method} ${request.url}`);
  });
};
