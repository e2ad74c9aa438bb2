import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CurrencyCode } from '@sportsbook/domain';

/**
 * The payment-provider interface (docs/decisions/021). A deposit is made in two steps, whatever
 * the provider:
 *
 * 1. `createPayment`: the provider records the payment and answers its own reference and where
 *    the player goes to pay: a redirect URL (a hosted page) or an iframe URL (a widget on ours).
 *    The deposit row is stored `pending` with that reference.
 * 2. The provider's signed callback (POST /payments/api/callbacks/<provider>) tells the outcome.
 *    `verifyCallback` checks the signature (HMAC-SHA256 over `<timestamp>.<raw body>` with the
 *    provider's secret, compared in constant time) and the timestamp window, then
 *    `applyPaymentCallback` credits the deposit idempotently, keyed by the provider's reference:
 *    a repeated callback finds the deposit settled and credits nothing again.
 *
 * A real provider (a card acquirer, a PSP) implements this interface; the demo provider
 * (demo-payment-provider.ts) implements it too, and its delayed settlement goes through the same
 * signed callback and the same credit.
 */
export interface CreatePaymentInput {
  /** Our deposit id: the provider echoes it as its merchant reference. */
  depositId: string;
  playerId: number;
  amount: bigint;
  currency: CurrencyCode;
  /** Where the player comes back to after paying (on this site). */
  returnUrl: string;
}

export interface CreatedPayment {
  /** The provider's own id of the payment: the key of the idempotent credit. */
  reference: string;
  /** A hosted payment page to send the player to … */
  redirectUrl?: string;
  /** … or a page to show in an iframe on ours. */
  iframeUrl?: string;
}

/** A payout to the player (a withdrawal, decision 028): its money is already reserved. */
export interface CreatePayoutInput {
  withdrawalId: string;
  playerId: number;
  amount: bigint;
  currency: CurrencyCode;
}

/** What a verified callback says. Amount and currency must match the deposit's, or no credit. */
export interface PaymentCallback {
  /** What the reference names: a deposit (the default) or a withdrawal's payout. */
  kind?: 'deposit' | 'withdrawal';
  reference: string;
  status: 'success' | 'error';
  amount: string;
  currency: string;
}

export interface PaymentProvider {
  /** The name in the callback route and the deposits' `provider` column. */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Asks the provider to pay a withdrawal out; the outcome comes as a callback later. */
  createPayout(input: CreatePayoutInput): Promise<{ reference: string }>;
  /** The callback, verified; throws CallbackRejected on a bad signature, age or body. */
  verifyCallback(request: SignedCallback, now: Date): PaymentCallback;
}

export interface SignedCallback {
  rawBody: string;
  signature: string | undefined;
  /** Unix seconds, as sent in the timestamp header. */
  timestamp: string | undefined;
}

export const CALLBACK_SIGNATURE_HEADER = 'x-payment-signature';
export const CALLBACK_TIMESTAMP_HEADER = 'x-payment-timestamp';

/** A callback older or newer than this is refused, so a captured one cannot be replayed later. */
export const CALLBACK_WINDOW_SECONDS = 300;

export class CallbackRejected extends Error {}

/** The signature of a callback body: hex HMAC-SHA256 of `<timestamp>.<raw body>`. */
export function signCallback(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Checks signature (constant time) and timestamp window; throws CallbackRejected otherwise. */
export function verifyCallbackSignature(secret: string, callback: SignedCallback, now: Date): void {
  const { signature, timestamp, rawBody } = callback;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) {
    throw new CallbackRejected('missing signature or timestamp');
  }
  const age = Math.abs(now.getTime() / 1000 - Number(timestamp));
  if (age > CALLBACK_WINDOW_SECONDS) throw new CallbackRejected('timestamp outside the window');
  const expected = Buffer.from(signCallback(secret, Number(timestamp), rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new CallbackRejected('bad signature');
  }
}
