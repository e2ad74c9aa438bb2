import { executePlans } from '@sportsbook/db';
import type { Database, DepositRow } from '@sportsbook/db';
import { planDepositCredit } from '@sportsbook/domain';

export interface BalanceChange {
  playerId: number;
  currency: string;
  balance: bigint;
}

/**
 * Books a pending deposit as paid: the domain's plan (LED-020), run by the one executor inside
 * the caller's transaction, which holds the deposit's row lock (so it does not wait for the
 * process's group commit: its group is this one plan).
 */
export async function creditDeposit(
  db: Database,
  deposit: DepositRow,
  now: Date,
): Promise<{ deposit: DepositRow; change: BalanceChange }> {
  const [result] = await executePlans(db, [
    planDepositCredit({
      depositId: deposit.id,
      accountId: deposit.accountId,
      currency: deposit.currency,
      amount: deposit.amount,
      completedAt: now,
    }),
  ]);
  if (result?.kind !== 'committed')
    throw new Error(`Deposit ${deposit.id} was settled concurrently`);
  return {
    deposit: {
      ...deposit,
      status: 'success',
      ledgerTransactionId: result.transferIds[0]!,
      completedAt: now,
    },
    change: {
      playerId: deposit.playerId,
      currency: deposit.currency,
      balance: result.balances.get(deposit.accountId)!,
    },
  };
}
