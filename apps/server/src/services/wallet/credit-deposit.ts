import { completeDeposit, getSystemAccount, postLedgerTransaction } from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';

export interface BalanceChange {
  playerId: number;
  currency: string;
  balance: bigint;
}

/** Books a pending deposit as paid: one ledger transaction, then the deposit row. */
export async function creditDeposit(
  db: Database,
  deposit: DepositRow,
  now: Date,
): Promise<{ deposit: DepositRow; change: BalanceChange }> {
  const payments = await getSystemAccount(db, 'payments', deposit.currency);
  const posted = await postLedgerTransaction(db, {
    kind: 'deposit',
    reference: deposit.id,
    entries: [
      { accountId: payments.id, amount: -deposit.amount },
      { accountId: deposit.accountId, amount: deposit.amount },
    ],
  });
  const updated = await completeDeposit(db, deposit.id, {
    status: 'success',
    ledgerTransactionId: posted.id,
    completedAt: now,
  });
  if (!updated) throw new Error(`Deposit ${deposit.id} was settled concurrently`);
  return {
    deposit: updated,
    change: {
      playerId: deposit.playerId,
      currency: deposit.currency,
      balance: posted.balances.get(deposit.accountId)!,
    },
  };
}
