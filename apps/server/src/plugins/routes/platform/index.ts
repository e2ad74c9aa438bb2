import type { FastifyPluginAsync } from 'fastify';
import { requireAppHeader } from '../../infrastructure/session';
import { authRoutes } from './auth';
import { demoMailboxRoutes } from './demo-mailbox';
import { playerRoutes } from './player';

/** The platform API of account-platform §7.1, mounted at /platform/api. */
export const platformRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);
  await app.register(authRoutes);
  await app.register(playerRoutes);
  await app.register(demoMailboxRoutes);
};
