import type { FastifyPluginAsync } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  maxStakeBodySchema,
  placeBetsBodySchema,
} from '@sportsbook/contract';
import type { MaxStakeBody, PlaceBetsBody } from '@sportsbook/contract';
import { z } from 'zod';
import { getMaxStake } from '../../../services/bets/get-max-stake';
import { placeBets } from '../../../services/bets/place-bets';
import { publishBalanceChange } from '../../../services/wallet/create-deposit';
import { requireAppHeader } from '../../infrastructure/session';

const placeHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string('is required: a retry must not place the bets twice')
    .regex(/^[\x21-\x7e]{8,128}$/, 'must be 8 to 128 visible ASCII characters'),
});

/**
 * Bet placement under /sportsbook/api/v3 (betting-core §7). Both calls need the session and the
 * x-platform-app header (docs/decisions/006): max-stake changes nothing but reads the balance.
 */
export const betRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);
  const isProviderActive = (provider: string) =>
    app.providerStatus.isActive(provider as Parameters<typeof app.providerStatus.isActive>[0]);

  app.post(
    '/bets',
    { schema: { body: placeBetsBodySchema, headers: placeHeaders } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const result = await placeBets({
        db: app.database.db,
        playerId,
        body: request.body as PlaceBetsBody,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] as string,
        liveDelayMs: app.config.BET_DELAY_LIVE_MS,
        isProviderActive,
      });
      // After the commit, and only by the request that moved the money.
      if (result.change) await publishBalanceChange(app.realtime, result.change);
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
    });
    return { data: { max_stake: maxStake.toString(), currency } };
  });
};
