import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError, notFound } from '../../../errors';
import { applyPaymentCallback } from '../../../services/wallet/apply-payment-callback';
import { publishBalanceChange } from '../../../services/wallet/create-deposit';
import { applyWithdrawalCallback } from '../../../services/wallet/withdrawal-outcome';
import {
  CALLBACK_SIGNATURE_HEADER,
  CALLBACK_TIMESTAMP_HEADER,
  CallbackRejected,
} from '../../../services/wallet/payment-provider';
import type { PaymentProvider } from '../../../services/wallet/payment-provider';

/**
 * POST /payments/api/callbacks/:provider — a payment provider tells the outcome of a payment
 * (docs/decisions/021). Server to server: no session and no app header, but a signature over the
 * raw body with the provider's secret and a recent timestamp; then the credit is applied once
 * per provider reference, however often the provider repeats the callback. A provider this
 * deployment does not run answers 404 (the demo provider only exists with DEMO_PAYMENTS).
 */
export const paymentCallbackRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes sent: keep the body as text (this plugin only).
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_r, body, done) => done(null, body),
  );
  const providers = (): Map<string, PaymentProvider> =>
    new Map(app.payments.demo ? [[app.payments.demo.name, app.payments.demo]] : []);

  app.post(
    '/callbacks/:provider',
    { schema: { params: z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,40}$/) }) } },
    async (request) => {
      const { provider: name } = request.params as { provider: string };
      const provider = providers().get(name);
      if (!provider) throw notFound(`No payment provider ${name}`);
      const now = new Date();
      let callback;
      try {
        callback = provider.verifyCallback(
          {
            rawBody: typeof request.body === 'string' ? request.body : '',
            signature: request.headers[CALLBACK_SIGNATURE_HEADER] as string | undefined,
            timestamp: request.headers[CALLBACK_TIMESTAMP_HEADER] as string | undefined,
          },
          now,
        );
      } catch (error) {
        if (!(error instanceof CallbackRejected)) throw error;
        // Nothing is credited; the reason helps an integrator, and tells an attacker nothing new.
        throw new HttpError(401, 'bad_signature', `Payment callback refused: ${error.message}`);
      }
      if (callback.kind === 'withdrawal') {
        const settled = await applyWithdrawalCallback({
          db: app.database.db,
          ledger: app.ledger,
          provider: provider.name,
          callback,
          now,
        });
        if (settled.change) await publishBalanceChange(app.realtime, settled.change);
        return { reference: callback.reference, status: settled.status, applied: settled.applied };
      }
      const applied = await applyPaymentCallback({
        db: app.database.db,
        submit: (plan) => app.ledger.submit(plan),
        provider: provider.name,
        callback,
        now,
      });
      if (applied.change) await publishBalanceChange(app.realtime, applied.change);
      return {
        reference: callback.reference,
        status: applied.deposit.status,
        applied: applied.applied,
      };
    },
  );
};
