import type { FastifyPluginAsync } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  PlatformErrorCode,
  createWithdrawalBodySchema,
  withdrawalIdParamsSchema,
  withdrawalsQuerySchema,
} from '@sportsbook/contract';
import type { CreateWithdrawalBody } from '@sportsbook/contract';
import { getWithdrawal, listWithdrawals } from '@sportsbook/db';
import { z } from 'zod';
import { HttpError, notFound } from '../../../errors';
import { publishBalanceChange } from '../../../services/wallet/create-deposit';
import { requestWithdrawal, withdrawalToWire } from '../../../services/wallet/request-withdrawal';
import { settleWithdrawal } from '../../../services/wallet/withdrawal-outcome';
import { requireAppHeader } from '../../infrastructure/session';

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'must be 1 to 200 visible ASCII characters')
    .optional(),
});

const notPending = () =>
  new HttpError(
    409,
    PlatformErrorCode.withdrawalNotPending,
    'This withdrawal is no longer pending: it cannot be cancelled',
  );

/**
 * Withdrawals at /payments/api (issue 16 §3, decision 028): request (reserved at once), list the
 * player's own, cancel one while it is pending. Another player's withdrawal is answered like a
 * missing one.
 */
export const withdrawalRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);

  app.post(
    '/withdrawals',
    { schema: { body: createWithdrawalBodySchema, headers: idempotencyHeaders } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const result = await requestWithdrawal({
        db: app.database.db,
        ledger: app.ledger,
        provider: app.payments.demo,
        pendingSeconds: app.config.WITHDRAWAL_PENDING_SECONDS,
        playerId,
        body: request.body as CreateWithdrawalBody,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined,
      });
      if (result.change) await publishBalanceChange(app.realtime, result.change);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(result.statusCode).send(result.body);
    },
  );

  app.get(
    '/withdrawals',
    { schema: { querystring: withdrawalsQuerySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const query = request.query as z.output<typeof withdrawalsQuerySchema>;
      const rows = await listWithdrawals(app.database.db, playerId, {
        ...(query.status ? { statuses: [query.status] } : {}),
        limit: query.limit,
      });
      return { data: rows.map(withdrawalToWire) };
    },
  );

  app.post(
    '/withdrawals/:id/cancel',
    { schema: { params: withdrawalIdParamsSchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const { id } = request.params as { id: string };
      const withdrawal = await getWithdrawal(app.database.db, id);
      if (!withdrawal || withdrawal.playerId !== playerId) throw notFound(`No withdrawal ${id}`);
      if (withdrawal.status !== 'pending') throw notPending();
      const settled = await settleWithdrawal({
        ledger: app.ledger,
        withdrawal,
        outcome: 'cancelled',
        now: new Date(),
      });
      // Paid or failed between the read and the commit: nothing moved.
      if (!settled.applied) throw notPending();
      if (settled.change) await publishBalanceChange(app.realtime, settled.change);
      return withdrawalToWire((await getWithdrawal(app.database.db, id))!);
    },
  );
};
