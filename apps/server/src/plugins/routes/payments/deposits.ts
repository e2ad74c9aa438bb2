import type { FastifyPluginAsync } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, createDepositBodySchema } from '@sportsbook/contract';
import type { CreateDepositBody, DepositWire } from '@sportsbook/contract';
import { getDeposit } from '@sportsbook/db';
import { z } from 'zod';
import { notFound } from '../../../errors';
import {
  createDeposit,
  creditInstantDeposit,
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
      let creditNow: { depositId: string } | undefined;
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
          creditNow = created.creditNow;
          return created.deposit;
        },
      });
      if (result.replayed) {
        // The first answer, as the deposit stands now (an instant success credited meanwhile).
        reply.header('idempotent-replayed', 'true');
        const current = await getDeposit(app.database.db, result.body.id);
        const answer = current?.playerId === playerId ? depositToWire(current) : result.body;
        return reply.status(result.statusCode).send(answer);
      }
      if (!creditNow || !app.payments.demo)
        return reply.status(result.statusCode).send(result.body);
      // The instant success is credited after the deposit committed, through the ledger writer;
      // a stop before this line leaves it due, and the deposit worker credits it (decision 035).
      const credited = await creditInstantDeposit({
        db: app.database.db,
        submit: (plan) => app.ledger.submit(plan),
        provider: app.payments.demo,
        depositId: creditNow.depositId,
      });
      // Published after the commit, and only by the request that moved the money.
      if (credited.change) await publishBalanceChange(app.realtime, credited.change);
      return reply.status(result.statusCode).send(credited.deposit);
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
