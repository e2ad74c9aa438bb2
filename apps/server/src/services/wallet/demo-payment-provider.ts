import { z } from 'zod';
import type { PaymentCallback, PaymentProvider } from './payment-provider';
import { CallbackRejected, signCallback, verifyCallbackSignature } from './payment-provider';
import type { SignedCallback } from './payment-provider';

const callbackBodySchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']).optional(),
  reference: z.string().min(1).max(200),
  status: z.enum(['success', 'error']),
  amount: z.string().regex(/^\d{1,40}$/),
  currency: z.string().regex(/^[A-Z]{3,4}$/),
});

/**
 * The demo provider (DEMO_PAYMENTS, docs/decisions/021): play money for the embedded demo. Its
 * "payment page" is our own deposit widget, its reference is the deposit id, and it pays by
 * sending itself the same signed callback a real provider sends, so its credits take the path a
 * real provider's do.
 */
export interface DemoPaymentProvider extends PaymentProvider {
  /** The callback the demo provider sends when it settles a payment (signed, now). */
  callbackFor(callback: PaymentCallback, now: Date): SignedCallback;
}

export function demoPaymentProvider(secret: string): DemoPaymentProvider {
  return {
    name: 'demo',
    async createPayment(input) {
      return { reference: input.depositId, redirectUrl: input.returnUrl };
    },
    async createPayout(input) {
      return { reference: input.withdrawalId };
    },
    verifyCallback(callback, now) {
      verifyCallbackSignature(secret, callback, now);
      let parsed: unknown;
      try {
        parsed = JSON.parse(callback.rawBody);
      } catch {
        throw new CallbackRejected('the body is not JSON');
      }
      const body = callbackBodySchema.safeParse(parsed);
      if (!body.success) throw new CallbackRejected('the body is not a payment callback');
      return body.data;
    },
    callbackFor(callback, now) {
      const rawBody = JSON.stringify(callback);
      const timestamp = Math.floor(now.getTime() / 1000);
      return {
        rawBody,
        timestamp: String(timestamp),
        signature: signCallback(secret, timestamp, rawBody),
      };
    },
  };
}
