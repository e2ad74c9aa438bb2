/**
 * What a player's wallet transactions page calls each ledger movement (issue 16 §3,
 * account-platform §2.1): deposits, withdrawals, stakes, payouts, cashouts, refunds and
 * adjustments. The ledger's transfer kinds are finer (and may grow); this table maps them.
 */
export const WALLET_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'stake',
  'payout',
  'cashout',
  'refund',
  'adjustment',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export interface WalletTransactionRule {
  kind: string;
  /** Only entries crediting (amount > 0) or debiting the player's account; both when absent. */
  sign?: 'credit' | 'debit';
  type: WalletTransactionType;
}

/**
 * WAL-001: the ledger kind (and the entry's sign) of a player's entry decides its type. A
 * settlement that pays is a payout; one that takes back (a result corrected) an adjustment. A
 * kind not listed is an adjustment, so nothing a player's balance saw is ever hidden.
 */
export const WALLET_TRANSACTION_RULES: readonly WalletTransactionRule[] = [
  { kind: 'deposit', type: 'deposit' },
  { kind: 'withdrawal', type: 'withdrawal' },
  { kind: 'withdrawal-released', type: 'withdrawal' },
  { kind: 'bet', type: 'stake' },
  { kind: 'settlement', sign: 'credit', type: 'payout' },
  { kind: 'settlement', sign: 'debit', type: 'adjustment' },
  { kind: 'win', type: 'payout' },
  { kind: 'payout', type: 'payout' },
  { kind: 'cashout', type: 'cashout' },
  { kind: 'refund', type: 'refund' },
  { kind: 'adjustment', type: 'adjustment' },
];

export function walletTransactionTypeOf(kind: string, amount: bigint): WalletTransactionType {
  const sign = amount > 0n ? 'credit' : 'debit';
  const rule = WALLET_TRANSACTION_RULES.find(
    (r) => r.kind === kind && (r.sign === undefined || r.sign === sign),
  );
  return rule?.type ?? 'adjustment';
}
