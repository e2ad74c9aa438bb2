import { claimDueDeposits } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { settleDemoPayment } from './apply-payment-callback';
import { publishBalanceChange } from './create-deposit';
import type { BalanceChange } from './credit-deposit';
import type { DemoPaymentProvider } from './demo-payment-provider';

export interface ResolvePendingDepositsOptions {
  db: Database;
  realtime: RealtimePublisher;
  provider: DemoPaymentProvider;
  now?: Date;
  limit?: number;
}

/**
 * The demo provider's later answer for pending deposits: every deposit whose time has come is
 * paid by the provider's signed callback, verified and applied as a real provider's would be
 * (docs/decisions/021). Rows are claimed with SKIP LOCKED, so several workers can run this side
 * by side.
 */
export async function resolvePendingDeposits(
  options: ResolvePendingDepositsOptions,
): Promise<number> {
  const { provider } = options;
  const now = options.now ?? new Date();
  const changes = await options.db.transaction(async (tx) => {
    const due = await claimDueDeposits(tx, now, options.limit ?? 100);
    const out: BalanceChange[] = [];
    for (const deposit of due) {
      if (deposit.provider !== provider.name || !deposit.providerReference) continue;
      const applied = await settleDemoPayment({
        db: tx,
        provider,
        deposit,
        reference: deposit.providerReference,
        status: 'success',
        now,
      });
      if (applied.change) out.push(applied.change);
    }
    return out;
  });
  for (const change of changes) await publishBalanceChange(options.realtime, change);
  return changes.length;
}
