import fp from 'fastify-plugin';
import { demoPaymentsOn } from '../../env';
import type { DemoPaymentProvider } from '../../services/wallet/demo-payment-provider';
import { demoPaymentProvider } from '../../services/wallet/demo-payment-provider';

/**
 * The payment providers of this deployment (docs/decisions/021). Only the demo provider exists
 * so far, and only with DEMO_PAYMENTS (auto = demo mode): a real deployment has no free money.
 * A real provider would be added here, behind the same PaymentProvider interface.
 */
export interface Payments {
  /** The demo provider, or undefined when DEMO_PAYMENTS is off. */
  demo: DemoPaymentProvider | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export const paymentsPlugin = fp(
  async (app) => {
    app.decorate('payments', {
      demo: demoPaymentsOn(app.config)
        ? demoPaymentProvider(app.config.DEMO_PAYMENTS_SECRET)
        : undefined,
    } satisfies Payments);
  },
  { name: 'payments', dependencies: ['config'] },
);
