import type { FastifyPluginAsync } from 'fastify';
import { requireAppHeader } from '../../infrastructure/session';
import { authRoutes } from './auth';
import { demoMailboxRoutes } from './demo-mailbox';
import { embedSessionRoutes } from './embed-session';
import { playerRoutes } from './player';
import { devClockRoutes } from './dev-clock';
import { responsibleGamblingRoutes } from './responsible-gambling';

/** The platform API of account-platform §7.1, mounted at /platform/api. */
export const platformRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);
  await app.register(authRoutes);
  await app.register(playerRoutes);
  await app.register(demoMailboxRoutes);
  await app.register(responsibleGamblingRoutes);
  await app.register(embedSessionRoutes);
  // e2e only (FEED_CONTROL): move the responsible-gambling clock (rg-web, issue 18).
  if (app.config.FEED_CONTROL) await app.register(devClockRoutes);
};
