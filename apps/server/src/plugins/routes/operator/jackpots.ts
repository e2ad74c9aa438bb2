import type { FastifyPluginAsync } from 'fastify';
import { jackpotIdParamsSchema, operatorCreateJackpotBodySchema } from '@sportsbook/contract';
import type { OperatorCreateJackpotBody, OperatorJackpotHitPaidWire } from '@sportsbook/contract';
import { getJackpotHit, listJackpots, setJackpotStatus } from '@sportsbook/db';
import type { JackpotRow } from '@sportsbook/db';
import { HttpError, notFound } from '../../../errors';
import {
  createJackpot,
  forgetContributingLevels,
  jackpotsWire,
  payJackpotHit,
  publishJackpotPools,
} from '../../../services/jackpots/jackpots';

/**
 * Jackpots in the operator API (issue 20, decision 045), role `operator`: list, create (with
 * levels; their first seeds are a money plan), pause, resume, finish. A paused jackpot takes no
 * contributions and cannot hit; a finished one never again. An approved hit over
 * JACKPOT_AUTO_PAY_LIMIT waits for `POST /jackpot-hits/{id}/pay` (decision 057): paid once,
 * 409 when it already was (whoever paid it), 404 for no such hit.
 */
const TRANSITIONS: Record<string, { from: JackpotRow['status'][]; to: JackpotRow['status'] }> = {
  pause: { from: ['active'], to: 'paused' },
  resume: { from: ['paused', 'created'], to: 'active' },
  finish: { from: ['created', 'active', 'paused'], to: 'finished' },
};

export const operatorJackpotRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/jackpots', async () => ({ data: await jackpotsWire(db(), {}) }));

  app.post(
    '/jackpots',
    { schema: { body: operatorCreateJackpotBodySchema } },
    async (request, reply) => {
      const id = await createJackpot({
        db: db(),
        ledger: app.ledger,
        body: request.body as OperatorCreateJackpotBody,
        now: app.clock.now(),
      });
      const [jackpot] = await jackpotsWire(db(), { ids: [id] });
      return reply.status(201).send(jackpot);
    },
  );

  for (const [action, transition] of Object.entries(TRANSITIONS))
    app.post(
      `/jackpots/:id/${action}`,
      { schema: { params: jackpotIdParamsSchema } },
      async (request) => {
        const { id } = request.params as { id: string };
        const [current] = await listJackpots(db(), { ids: [id] });
        if (!current) throw notFound(`No jackpot ${id}`);
        if (!transition.from.includes(current.status))
          throw new HttpError(
            409,
            'jackpot_state',
            `A ${current.status} jackpot cannot ${action}: it must be ${transition.from.join(' or ')}`,
          );
        await setJackpotStatus(db(), id, transition.to, app.clock.now());
        forgetContributingLevels(db());
        await publishJackpotPools(app.realtime, db(), id).catch(() => {});
        const [jackpot] = await jackpotsWire(db(), { ids: [id] });
        return jackpot;
      },
    );

  app.post(
    '/jackpot-hits/:id/pay',
    { schema: { params: jackpotIdParamsSchema } },
    async (request): Promise<OperatorJackpotHitPaidWire> => {
      const { id } = request.params as { id: string };
      const outcome = await payJackpotHit({
        db: db(),
        ledger: app.ledger,
        realtime: app.realtime,
        hitId: id,
        now: app.clock.now(),
      });
      if (outcome.kind === 'unknown') throw notFound(`No jackpot hit ${id}`);
      if (outcome.kind === 'already-paid')
        throw new HttpError(409, 'jackpot_hit_paid', `Jackpot hit ${id} is already paid`);
      const hit = (await getJackpotHit(db(), id))!;
      return {
        id,
        status: 'paid',
        amount: hit.amount.toString(),
        currency: hit.currency as OperatorJackpotHitPaidWire['currency'],
        balance: outcome.balance.toString(),
      };
    },
  );
};
