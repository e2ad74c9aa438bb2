import type { FastifyPluginAsync } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  betHistoryQuerySchema,
  cashoutBodySchema,
  maxStakeBodySchema,
  placeBetsBodySchema,
} from '@sportsbook/contract';
import type {
  BetHistoryQuery,
  CashoutBody,
  MaxStakeBody,
  PlaceBetsBody,
} from '@sportsbook/contract';
import { countUnreadNotifications } from '@sportsbook/db';
import { z } from 'zod';
import { listBetHistory } from '../../../services/bet-history/list-bet-history';
import { publishBetChanged } from '../../../services/bet-history/publish-bet-changed';
import { getMaxStake } from '../../../services/bets/get-max-stake';
import { cashOutBet } from '../../../services/cashout/cash-out-bet';
import { publishNotification } from '../../../services/notifications/publish-notification';
import { placeBets, placementContextReader } from '../../../services/bets/place-bets';
import { publishBalanceChange } from '../../../services/wallet/create-deposit';
import { checkJackpotHits } from '../../../services/jackpots/jackpots';
import { requireAppHeader } from '../../infrastructure/session';

/** A required Idempotency-Key; `why` says what a retry without one could do twice. */
const idempotencyKeyHeaders = (why: string) =>
  z.object({
    [IDEMPOTENCY_KEY_HEADER]: z
      .string(`is required: ${why}`)
      .regex(/^[\x21-\x7e]{8,128}$/, 'must be 8 to 128 visible ASCII characters'),
  });
const placeHeaders = idempotencyKeyHeaders('a retry must not place the bets twice');
const cashoutHeaders = idempotencyKeyHeaders('a retry must not pay the cashout twice');

/**
 * Bets under /sportsbook/api/v3 (betting-core §7): placement, max-stake, history and cashout.
 * Every call needs the session; the POSTs also the x-platform-app header (docs/decisions/006):
 * max-stake changes nothing but reads the balance.
 */
export const betRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);
  const isProviderActive = (provider: string) =>
    app.providerStatus.isActive(provider as Parameters<typeof app.providerStatus.isActive>[0]);

  app.post(
    '/bets',
    { schema: { body: placeBetsBodySchema, headers: placeHeaders } },
    async (request, reply) => {
      const slip = {
        db: app.database.db,
        body: request.body as PlaceBetsBody,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] as string,
      };
      // The session is read with the placement context, in one statement.
      const context = await app.sessions.requirePlayerWith(
        request,
        reply,
        placementContextReader(slip),
      );
      const result = await placeBets({
        ...slip,
        context,
        liveDelayMs: app.config.BET_DELAY_LIVE_MS,
        isProviderActive,
        ledger: app.ledger,
        now: app.clock.now(),
        customBetEnabled: app.config.CUSTOM_BET_ENABLED,
        customBetMaxStakePercent: app.config.CUSTOM_BET_MAX_STAKE_PERCENT,
      });
      // After the commit, and only by the request that moved the money.
      if (result.change) await publishBalanceChange(app.realtime, result.change);
      // Decision 062: the bet stands; the levels it could not feed for a missing rate are said.
      if (result.skippedContributions)
        request.log.warn(
          { skipped: result.skippedContributions },
          'jackpot contributions skipped: no exchange rate in force',
        );
      // Jackpots (issue 20): the levels the stakes fed may have reached their hit point.
      if (result.jackpot)
        await checkJackpotHits({
          db: app.database.db,
          ledger: app.ledger,
          realtime: app.realtime,
          contribution: result.jackpot,
          now: app.clock.now(),
          autoPayLimit: app.config.JACKPOT_AUTO_PAY_LIMIT,
        }).catch((error: unknown) => request.log.error({ err: error }, 'jackpot hit check failed'));
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(200).send(result.body);
    },
  );

  app.post('/bets/max-stake', { schema: { body: maxStakeBodySchema } }, async (request, reply) => {
    const playerId = await app.sessions.requirePlayer(request, reply);
    const { maxStake, currency } = await getMaxStake({
      db: app.database.db,
      playerId,
      body: request.body as MaxStakeBody,
      isProviderActive,
      customBetMaxStakePercent: app.config.CUSTOM_BET_MAX_STAKE_PERCENT,
    });
    return { data: { max_stake: maxStake.toString(), currency } };
  });

  app.get('/bets', { schema: { querystring: betHistoryQuerySchema } }, async (request, reply) => {
    const playerId = await app.sessions.requirePlayer(request, reply);
    return listBetHistory({
      db: app.database.db,
      playerId,
      query: request.query as BetHistoryQuery,
      acceptLanguage: request.headers['accept-language'],
      isProviderActive,
    });
  });

  app.post(
    '/bets/cashout',
    { schema: { body: cashoutBodySchema, headers: cashoutHeaders } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const result = await cashOutBet({
        db: app.database.db,
        ledger: app.ledger,
        playerId,
        body: request.body as CashoutBody,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] as string,
        liveDelayMs: app.config.BET_DELAY_LIVE_MS,
        isProviderActive,
      });
      // After the commit, and only by the request that moved the money.
      if (result.committed) {
        const { change, bet, notification } = result.committed;
        await publishBalanceChange(app.realtime, change);
        await publishBetChanged(app.realtime, playerId, bet);
        const unread = await countUnreadNotifications(app.database.db, playerId);
        await publishNotification(app.realtime, notification, unread);
      }
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(200).send(result.body);
    },
  );
};
