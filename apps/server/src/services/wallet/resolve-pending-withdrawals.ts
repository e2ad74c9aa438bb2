import { dueWithdrawals } from '@sportsbook/db';
import type { Database, LedgerWriter } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { publishBalanceChange } from './create-deposit';
import type { DemoPaymentProvider } from './demo-payment-provider';
import { settleDemoWithdrawal } from './withdrawal-outcome';

/**
 * The demo provider's later answer for pending withdrawals (decision 028): each one whose time
 * has come is paid (or failed, as requested) by the provider's signed callback, on the path a
 * real provider's takes. Safe side by side: the plan only applies while the row is pending.
 */
export async function resolvePendingWithdrawals(options: {
  db: Database;
  ledger: LedgerWriter;
  realtime: RealtimePublisher;
  provider: DemoPaymentProvider;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const now = options.now ?? new Date();
  const due = await dueWithdrawals(options.db, now, options.limit ?? 100);
  let settled = 0;
  for (const withdrawal of due) {
    if (withdrawal.provider !== options.provider.name) continue;
    const result = await settleDemoWithdrawal({ ...options, withdrawal, now });
    if (result.applied) settled += 1;
    if (result.change) await publishBalanceChange(options.realtime, result.change);
  }
  return settled;
}
