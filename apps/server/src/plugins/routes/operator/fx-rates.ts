import type { FastifyPluginAsync } from 'fastify';
import {
  ErrorCode,
  operatorCreateFxRateBodySchema,
  operatorFxRatesQuerySchema,
} from '@sportsbook/contract';
import type {
  FxRatesListWire,
  OperatorCreateFxRateBody,
  OperatorFxRatesQuery,
} from '@sportsbook/contract';
import { fxRatesSince, insertFxRate, listFxRates } from '@sportsbook/db';
import { HttpError } from '../../../errors';
import { forgetFxRates, fxRateToWire } from '../../../services/fx/fx-rates';

/**
 * Exchange rates in the operator API (decision 062), role `operator`:
 * GET /fx-rates (?currency, ?limit): the rates in force now and the history, newest first;
 * POST /fx-rates {currency, per_eur, effective_from?}: a new rate from now or a later moment.
 * A rate in the past would rewrite which rate history says was in force, so it is refused;
 * two rates of one currency from the same moment are a 409.
 */
export const operatorFxRateRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/fx-rates',
    { schema: { querystring: operatorFxRatesQuerySchema } },
    async (request): Promise<FxRatesListWire> => {
      const query = request.query as OperatorFxRatesQuery;
      const now = app.clock.now();
      const [history, since] = await Promise.all([
        listFxRates(db(), query),
        fxRatesSince(db(), now),
      ]);
      // Each currency's latest rate at or before now (fxRatesSince also lists later ones).
      const current = since
        .filter((row) => row.effectiveFrom.getTime() <= now.getTime())
        .filter((row) => !query.currency || row.currency === query.currency)
        .sort((a, b) => a.currency.localeCompare(b.currency));
      return {
        in_force: current.map(fxRateToWire),
        data: history.map(fxRateToWire),
      };
    },
  );

  app.post(
    '/fx-rates',
    { schema: { body: operatorCreateFxRateBodySchema } },
    async (request, reply) => {
      const body = request.body as OperatorCreateFxRateBody;
      const now = app.clock.now();
      const effectiveFrom = body.effective_from ? new Date(body.effective_from) : now;
      // A second's grace for the clocks of the caller and the server.
      if (effectiveFrom.getTime() < now.getTime() - 1_000)
        throw new HttpError(
          400,
          ErrorCode.badRequest,
          'Invalid body: effective_from must not be in the past (rates already in force are kept as they were)',
        );
      const row = await insertFxRate(db(), {
        currency: body.currency,
        perEur: body.per_eur,
        effectiveFrom,
        createdBy: request.operator!.name,
      });
      if (!row)
        throw new HttpError(
          409,
          'fx_rate_exists',
          `${body.currency} already has a rate from ${effectiveFrom.toISOString()}`,
        );
      forgetFxRates(db());
      return reply.status(201).send(fxRateToWire(row));
    },
  );
};
