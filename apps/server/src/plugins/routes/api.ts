import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../errors';
import { useCatalogueCache } from '../services/catalogue-cache';
import { paymentCallbackRoutes } from './payments/callbacks';
import { depositRoutes } from './payments/deposits';
import { walletTransactionRoutes } from './payments/wallet-transactions';
import { withdrawalRoutes } from './payments/withdrawals';
import { operatorRoutes } from './operator';
import { platformRoutes } from './platform';
import { accountRoutes } from './sportsbook/account';
import { betRoutes } from './sportsbook/bets';
import { betBuilderRoutes } from './sportsbook/bet-builder';
import { bonusRoutes } from './sportsbook/bonuses';
import { catalogueRoutes } from './sportsbook/catalogue';
import { competitorLogoRoutes } from './sportsbook/competitor-logos';
import { contentPageRoutes } from './sportsbook/content-pages';
import { devFeedControlRoutes } from './sportsbook/dev-feed-control';
import { iconRoutes } from './sportsbook/icons';
import { matchCentreRoutes } from './sportsbook/match-centre';
import { jackpotRoutes } from './sportsbook/jackpots';
import { notificationRoutes } from './sportsbook/notifications';
import { promotionRoutes } from './sportsbook/promotions';
import { racingRoutes } from './sportsbook/racing';
import { lotteryRoutes } from './sportsbook/lotteries';
import { virtualArenaRoutes } from './sportsbook/virtual-arena';
import { premiumCricketRoutes } from './sportsbook/premium-cricket';
import { shareCodeRoutes } from './sportsbook/share-code';
import { sportsRoutes } from './sportsbook/sports';
import { websocketTokenRoutes } from './sportsbook/websocket-token';

const SPORTSBOOK_V2 = '/sportsbook/api/v2';
/** Bets live on v3 (betting-core §7). */
const SPORTSBOOK_V3 = '/sportsbook/api/v3';

/** The HTTP APIs. Unknown paths under an API prefix get a JSON 404, never the web app's page. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (sportsbook) => {
      useCatalogueCache(sportsbook, SPORTSBOOK_V2);
      await sportsbook.register(sportsRoutes);
      await sportsbook.register(catalogueRoutes);
      await sportsbook.register(matchCentreRoutes);
      await sportsbook.register(competitorLogoRoutes);
      await sportsbook.register(iconRoutes);
      await sportsbook.register(accountRoutes);
      await sportsbook.register(websocketTokenRoutes);
      await sportsbook.register(shareCodeRoutes);
      if (app.config.FEED_CONTROL && app.hasDecorator('feed')) {
        await sportsbook.register(devFeedControlRoutes);
      }
      await sportsbook.register(notificationRoutes);
      await sportsbook.register(contentPageRoutes);
      await sportsbook.register(jackpotRoutes);
      await sportsbook.register(racingRoutes);
      await sportsbook.register(lotteryRoutes);
      await sportsbook.register(virtualArenaRoutes);
      await sportsbook.register(premiumCricketRoutes);
      await sportsbook.register(bonusRoutes);
      await sportsbook.register(promotionRoutes);
      sportsbook.all('/*', async (request) => {
        throw notFound(`No route ${request.method} ${request.url}`);
      });
    },
    { prefix: SPORTSBOOK_V2 },
  );
  await app.register(betRoutes, { prefix: SPORTSBOOK_V3 });
  await app.register(betBuilderRoutes, { prefix: SPORTSBOOK_V3 });
  await app.register(platformRoutes, { prefix: '/platform/api' });
  await app.register(depositRoutes, { prefix: '/payments/api' });
  await app.register(withdrawalRoutes, { prefix: '/payments/api' });
  await app.register(walletTransactionRoutes, { prefix: '/payments/api' });
  await app.register(paymentCallbackRoutes, { prefix: '/payments/api' });
  await app.register(operatorRoutes, { prefix: '/operator/api/v1' });
  for (const prefix of ['/sportsbook/api', '/platform/api', '/payments/api', '/operator/api']) {
    app.all(`${prefix}/*`, async (request) => {
      throw notFound(`No route ${request.method} ${request.url}`);
    });
  }
};
