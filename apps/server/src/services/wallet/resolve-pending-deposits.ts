import { claimDueDeposits } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import type { BalanceChange } from './create-deposit';
import { creditDeposit, publishBalanceChange } from './create-deposit';

export interface ResolvePendingDepositsOptions {
  db: Database;
  realtime: RealtimePublisher;
  now?: Date;
  limit?: number;
}

/**
 * The demo provider's later answer for pending deposits: every deposit whose time has come is
 * paid. Rows are claimed with SKIP LOCKED, so several workers can run this side by side.
 */
export async function resolvePendingDeposits(
  options: ResolvePendingDepositsOptions,
): Promise<number> {
  const now = options.now ?? new Date();
  const changes = await options.db.transaction(async (tx) => {
    const due = await claimDueDeposits(tx, now, options.limit ?? 100);
    const out: BalanceChange[] = [];
    for (const deposit of due) out.push((await creditDeposit(tx, deposit, now)).change);
    return out;
  });
  for (const change of changes) await publishBalanceChange(options.realtime, change);
  return changes.length;
}
