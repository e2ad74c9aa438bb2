import type { FastifyPluginAsync } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, createDepositBodySchema } from '@sportsbook/contract';
import type { CreateDepositBody, DepositWire } from '@sportsbook/contract';
import { getDeposit } from '@sportsbook/db';
import { z } from 'zod';
import { notFound } from '../../../errors';
import type { BalanceChange } from '../../../services/wallet/create-deposit';
import {
  createDeposit,
  depositToWire,
  publishBalanceChange,
} from '../../../services/wallet/create-deposit';
import { withIdempotency } from '../../../services/wallet/with-idempotency';
import { requireAppHeader } from '../../infrastructure/session';

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 visible ASCII characters')
    .optional(),
});

/**
 * The demo payment provider's API at /payments/api (issue 5), used by the deposit widget page
 * and by scripted tests. A repeat of POST /deposits with the same Idempotency-Key returns the
 * first answer and credits nothing again.
 */
export const depositRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);

  app.post(
    '/deposits',
    { schema: { body: createDepositBodySchema, headers: idempotencyHeaders } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const body = request.body as CreateDepositBody;
      let change: BalanceChange | undefined;
      const result = await withIdempotency<DepositWire>({
        db: app.database.db,
        playerId,
        scope: 'deposits',
        key: request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined,
        request: body,
        statusCode: 201,
        run: async (db) => {
          const created = await createDeposit({
            db,
            config: app.config,
            realtime: app.realtime,
            provider: app.payments.demo,
            playerId,
            body,
            origin: `${request.protocol}://${request.host}`,
          });
          change = created.change;
          return created.deposit;
        },
      });
      // Published after the commit, and only by the request that moved the money.
      if (change && !result.replayed) await publishBalanceChange(app.realtime, change);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/deposits/:id',
    { schema: { params: z.object({ id: z.uuid('must be a deposit id') }) } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const { id } = request.params as { id: string };
      const deposit = await getDeposit(app.database.db, id);
      // Another player's deposit is answered like a missing one: ids are not to be probed.
      if (!deposit || deposit.playerId !== playerId) throw notFound(`No deposit ${id}`);
      return depositToWire(deposit);
    },
  );
};
