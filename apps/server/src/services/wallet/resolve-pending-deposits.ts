import { dueDeposits } from '@sportsbook/db';
import type { Database, LedgerWriter } from '@sportsbook/db';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { settleDemoPayment } from './apply-payment-callback';
import { publishBalanceChange } from './create-deposit';
import type { DemoPaymentProvider } from './demo-payment-provider';

export interface ResolvePendingDepositsOptions {
  db: Database;
  /** The process's ledger writer: the credits commit in its groups (decision 035). */
  ledger: LedgerWriter;
  realtime: RealtimePublisher;
  provider: DemoPaymentProvider;
  now?: Date;
  limit?: number;
}

/**
 * The demo provider's later answer for pending deposits: every deposit whose time has come is
 * paid by the provider's signed callback, verified and applied as a real provider's would be
 * (docs/decisions/021). Their credits are submitted together to the ledger writer, which commits
 * them in groups; two workers reading the same deposit credit it once (decision 035).
 */
export async function resolvePendingDeposits(
  options: ResolvePendingDepositsOptions,
): Promise<number> {
  const { db, provider, ledger } = options;
  const now = options.now ?? new Date();
  const due = (await dueDeposits(db, now, options.limit ?? 100)).filter(
    (deposit) => deposit.provider === provider.name && deposit.providerReference,
  );
  const applied = await Promise.all(
    due.map((deposit) =>
      settleDemoPayment({
        db,
        submit: (plan) => ledger.submit(plan),
        provider,
        deposit,
        reference: deposit.providerReference!,
        status: 'success',
        now,
      }),
    ),
  );
  const changes = applied.flatMap((one) => (one.change ? [one.change] : []));
  for (const change of changes) await publishBalanceChange(options.realtime, change);
  return changes.length;
}
