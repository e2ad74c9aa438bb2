import { completeDeposit } from '@sportsbook/db';
import type { Database, DepositRow, PlanResult } from '@sportsbook/db';
import { limitPlanParts, planDepositCredit } from '@sportsbook/domain';
import type { MoneyPlan } from '@sportsbook/domain';
import { loadLimits } from '../responsible-gambling/limits-of';

export interface BalanceChange {
  playerId: number;
  currency: string;
  balance: bigint;
}

/** Where a money plan goes: the process's ledger writer (`app.ledger.submit`) as a rule. */
export type SubmitPlan = (plan: MoneyPlan) => Promise<PlanResult>;

/**
 * Books a pending deposit as paid: the domain's plan (LED-020), committed only while the deposit
 * is still pending, so a repeated or concurrent callback credits nothing. Undefined when the
 * plan was refused: the deposit was settled by someone else meanwhile. Declined (no `change`)
 * when it would take the player over a deposit limit (RG-010).
 */
export async function creditDeposit(
  db: Database,
  submit: SubmitPlan,
  deposit: DepositRow,
  now: Date,
): Promise<{ deposit: DepositRow; change?: BalanceChange } | undefined> {
  // RG-010: the deposit limits hold at commit time; the creation's check said so already, but
  // two deposits may race to the last of a limit.
  const { limits } = await loadLimits(db, deposit.playerId);
  const parts = limitPlanParts({
    playerId: deposit.playerId,
    limits,
    metric: 'deposit',
    add: deposit.amount,
    now,
  });
  const result = await submit(
    planDepositCredit({
      depositId: deposit.id,
      accountId: deposit.accountId,
      currency: deposit.currency,
      amount: deposit.amount,
      completedAt: now,
      limits: parts,
    }),
  );
  if (result.kind === 'refused' && result.refusal.reason === 'check-failed') {
    if (result.refusal.check.type === 'counter-within') {
      // Over the player's deposit limit: declined, nothing credited (the provider refunds).
      const declined = await completeDeposit(db, deposit.id, { status: 'error', completedAt: now });
      return { deposit: declined ?? deposit };
    }
  }
  // Refused otherwise: the deposit was settled by someone else meanwhile.
  if (result.kind !== 'committed') return undefined;
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
