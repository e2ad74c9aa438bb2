import type { MoneyPlan } from './plan';

/**
 * LED-021: an operator credit (an adjustment, or test money): a transfer of `kind` from the
 * payments account of the currency to the player, unique by (kind, reference).
 */
export function planCredit(input: {
  kind: string;
  reference: string;
  accountId: number;
  currency: string;
  amount: bigint;
}): MoneyPlan {
  return {
    checks: [],
    transfers: [
      {
        kind: input.kind,
        reference: input.reference,
        currency: input.currency,
        postings: [
          { account: { system: 'payments', currency: input.currency }, amount: -input.amount },
          { account: { accountId: input.accountId }, amount: input.amount },
        ],
      },
    ],
    inserts: [],
  };
}
