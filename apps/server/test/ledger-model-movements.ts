import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, bets, insertDeposit, startCashout, withdrawals } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import {
  planCashout,
  planDepositCredit,
  planSettlement,
  planWithdrawalOutcome,
  planWithdrawalRequest,
} from '@sportsbook/domain';
import type { MoneyPlan, SettlementVerdict } from '@sportsbook/domain';
import type { Line } from './bet-history-helpers';
import { singleBetPlan } from './ledger-helpers';

/**
 * The model test's money movements other than placement (issue 16 §4): each op becomes the
 * domain's plan, built from the books as read before its batch, exactly as the product builds
 * it, and every non-placement transfer carries a nonce so the test can tell whether that very
 * plan is in the books.
 */

export type MovementOp =
  | { kind: 'place'; player: number; stake: number; line: number; key: number }
  | { kind: 'cashout'; bet: number; partPermille: number; amount: number }
  | { kind: 'settle'; bet: number; verdict: 'win' | 'lose' | 'void' | 'half' }
  | { kind: 'rollback'; bet: number }
  | { kind: 'deposit'; player: number; amount: number; twin: boolean }
  | { kind: 'withdraw'; player: number; amount: number }
  | { kind: 'withdrawal-outcome'; withdrawal: number; outcome: 'paid' | 'failed' | 'cancelled' };

export const movementOp = (players: number): fc.Arbitrary<MovementOp> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('place' as const),
      player: fc.integer({ min: 0, max: players - 1 }),
      stake: fc.integer({ min: 1, max: 400 }),
      line: fc.integer({ min: 0, max: 19 }),
      key: fc.integer({ min: 0, max: 5 }),
    }),
    fc.record({
      kind: fc.constant('cashout' as const),
      bet: fc.nat(),
      partPermille: fc.constantFrom(1000, 1000, 500, 250),
      amount: fc.integer({ min: 1, max: 500 }),
    }),
    fc.record({
      kind: fc.constant('settle' as const),
      bet: fc.nat(),
      verdict: fc.constantFrom('win' as const, 'lose' as const, 'void' as const, 'half' as const),
    }),
    fc.record({ kind: fc.constant('rollback' as const), bet: fc.nat() }),
    fc.record({
      kind: fc.constant('deposit' as const),
      player: fc.integer({ min: 0, max: players - 1 }),
      amount: fc.integer({ min: 1, max: 300 }),
      twin: fc.boolean(),
    }),
    // Up to more than a player has: the executor refuses what the balance cannot cover.
    fc.record({
      kind: fc.constant('withdraw' as const),
      player: fc.integer({ min: 0, max: players - 1 }),
      amount: fc.integer({ min: 1, max: 2500 }),
    }),
    // Of any withdrawal known, pending or not: an outcome of an ended one must be refused.
    fc.record({
      kind: fc.constant('withdrawal-outcome' as const),
      withdrawal: fc.nat(),
      outcome: fc.constantFrom('paid' as const, 'failed' as const, 'cancelled' as const),
    }),
  );

export interface ModelPlayer {
  playerId: number;
  accountId: number;
}

export interface PlannedOp {
  op: MovementOp;
  plan: MoneyPlan;
  /** Set on every transfer of a non-placement plan (placements are found by bet id). */
  nonce?: string;
  /** A placement's bet. */
  betId?: string;
  /** A cashout's id: released when its plan did not commit, as the route does. */
  cashoutId?: string;
}

type BetState = typeof bets.$inferSelect;

const verdictOf = (bet: BetState, verdict: 'win' | 'lose' | 'void' | 'half'): SettlementVerdict => {
  const riding = bet.stake - bet.cashedOutStake;
  switch (verdict) {
    case 'win':
      return { kind: 'settled', payout: riding * 2n, result: 'win_entire', status: 'done' };
    case 'lose':
      return { kind: 'settled', payout: 0n, result: 'lose_entire', status: 'done' };
    case 'void':
      return { kind: 'settled', payout: riding, result: 'canceled', status: 'cancelled' };
    case 'half':
      return {
        kind: 'settled',
        payout: (riding * 3n) / 2n,
        result: 'refund_half_win_other',
        status: 'done',
      };
  }
};

const tagged = (plan: MoneyPlan): PlannedOp & { nonce: string } => {
  const nonce = randomUUID();
  for (const transfer of plan.transfers) transfer.metadata = { ...transfer.metadata, nonce };
  return { op: undefined as never, plan, nonce };
};

/**
 * Plans for a batch, from the books as they are now. Cashouts are started first (the bet goes
 * to cashout_in_progress, as the route does before pricing); a settlement planned on the same
 * bet then expects a state the bet has left and is refused: the race the issue names.
 */
export async function planBatch(options: {
  db: Database;
  ops: MovementOp[];
  players: ModelPlayer[];
  lines: Line[];
  betIds: string[];
}): Promise<PlannedOp[]> {
  const { db, players, lines } = options;
  const known = options.betIds.length
    ? await db.select().from(bets).where(inArray(bets.id, options.betIds))
    : [];
  const balances = new Map(
    (await db.select({ id: accounts.id, balance: accounts.balance }).from(accounts)).map((a) => [
      a.id,
      a.balance,
    ]),
  );
  // Every withdrawal so far (the model's database holds no others), oldest first.
  const knownWithdrawals = await db.select().from(withdrawals).orderBy(withdrawals.createdAt);
  const keys = Array.from({ length: 6 }, () => randomUUID());
  const out: PlannedOp[] = [];
  let lastDeposit: PlannedOp | undefined;
  for (const op of options.ops) {
    const bet = known.length ? known[('bet' in op ? op.bet : 0) % known.length] : undefined;
    switch (op.kind) {
      case 'place': {
        const line = lines[op.line % lines.length]!;
        const betId = randomUUID();
        const plan = singleBetPlan({
          ...players[op.player]!,
          line,
          stake: BigInt(op.stake),
          oddsThousandths: Math.round(line.odds * 1000),
          key: `${keys[op.key]}-${op.player}`,
          betId,
        });
        out.push({ op, plan, betId });
        break;
      }
      case 'cashout': {
        if (!bet) break;
        const remaining = bet.stake - bet.cashedOutStake;
        const part = (remaining * BigInt(op.partPermille)) / 1000n;
        if (part <= 0n) break;
        const cashoutId = randomUUID();
        await startCashout(db, {
          id: cashoutId,
          betId: bet.id,
          playerId: bet.playerId,
          stake: part,
          amount: BigInt(op.amount),
          now: new Date(),
        });
        // Not started (another cashout holds the bet, or it is settled): the plan is still
        // submitted and must be refused by its checks.
        const plan = planCashout({
          cashoutId,
          bet,
          part,
          amount: BigInt(op.amount),
          openLegs: [],
          now: new Date(),
        });
        out.push({ ...tagged(plan), op, cashoutId });
        break;
      }
      case 'settle':
      case 'rollback': {
        if (!bet) break;
        // Settlement never takes a bet a cashout holds or closed (it reads ready bets only).
        if (bet.status === 'cashout_in_progress' || bet.status === 'cashed_out') break;
        const { plan } = planSettlement({
          bet,
          verdict: op.kind === 'settle' ? verdictOf(bet, op.verdict) : { kind: 'open' },
          available: balances.get(bet.accountId) ?? 0n,
          now: new Date(),
        });
        out.push({ ...tagged(plan), op });
        break;
      }
      case 'deposit': {
        // A twin credits the deposit of the op before it again: only one may pay.
        if (op.twin && lastDeposit) {
          out.push({ ...tagged(structuredClone(lastDeposit.plan)), op });
          break;
        }
        const player = players[op.player]!;
        const id = randomUUID();
        await insertDeposit(db, {
          id,
          playerId: player.playerId,
          accountId: player.accountId,
          currency: 'EUR',
          amount: BigInt(op.amount),
          outcome: 'success',
          status: 'pending',
          providerReference: id,
          returnUrl: 'https://example.com/',
        });
        lastDeposit = {
          ...tagged(
            planDepositCredit({
              depositId: id,
              accountId: player.accountId,
              currency: 'EUR',
              amount: BigInt(op.amount),
              completedAt: new Date(),
            }),
          ),
          op,
        };
        out.push(lastDeposit);
        break;
      }
      case 'withdraw': {
        const player = players[op.player]!;
        const id = randomUUID();
        const plan = planWithdrawalRequest({
          withdrawalId: id,
          playerId: player.playerId,
          accountId: player.accountId,
          currency: 'EUR',
          amount: BigInt(op.amount),
          provider: 'model',
          providerReference: id,
          // Never resolved by a demo worker: the model's own ops end it.
          resolveAt: null,
          demoOutcome: 'paid',
          createdAt: new Date(),
        });
        out.push({ ...tagged(plan), op });
        break;
      }
      case 'withdrawal-outcome': {
        if (knownWithdrawals.length === 0) break;
        const withdrawal = knownWithdrawals[op.withdrawal % knownWithdrawals.length]!;
        out.push({ ...tagged(planWithdrawalOutcome(withdrawal, op.outcome, new Date())), op });
        break;
      }
    }
  }
  return out;
}

/**
 * Every bet's postings match its state (stake taken once, cashouts paid = cashout_paid,
 * settlements paid = settled_payout, one settlement transfer per version), every finished
 * cashout and credited deposit has its one transfer of its amount and nothing else has one.
 */
export async function expectRowsMatchPostings(db: Database, betIds: string[]): Promise<void> {
  if (betIds.length > 0) {
    const rows = await db.execute<Record<string, string>>(sql`
      select b.id, b.status, b.cashed_out_stake::text as cashed_out_stake, b.stake::text as stake, b.cashout_paid::text as cashout_paid,
        b.settled_payout::text as settled_payout, b.settlement_version::text as version,
        (select coalesce(sum(-e.amount), 0)::text from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id and e.account_id = b.account_id
          where t.kind = 'bet' and t.reference = b.id) as staked,
        (select coalesce(sum(e.amount), 0)::text from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id and e.account_id = b.account_id
          where t.kind = 'cashout' and t.metadata ->> 'betId' = b.id) as cashed,
        (select coalesce(sum(e.amount), 0)::text from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id and e.account_id = b.account_id
          where t.kind = 'settlement' and t.metadata ->> 'betId' = b.id) as settled,
        (select count(*)::text from ledger_transactions t
          where t.kind = 'settlement' and t.metadata ->> 'betId' = b.id) as settlements
      from bets b where b.id in (select jsonb_array_elements_text(${JSON.stringify(betIds)}::jsonb))`);
    for (const row of rowsOf<Record<string, string>>(rows)) {
      expect(row.staked, `bet ${row.id}: stake posted once`).toBe(row.stake);
      expect(row.cashed, `bet ${row.id}: cashouts posted = paid`).toBe(row.cashout_paid);
      expect(row.settled, `bet ${row.id}: settlements posted = paid`).toBe(row.settled_payout);
      expect(row.settlements, `bet ${row.id}: one transfer per version`).toBe(row.version);
      expect(row.status === 'cashed_out', `bet ${row.id}: cashed out iff no stake left`).toBe(
        row.cashed_out_stake === row.stake,
      );
    }
  }
  const cashouts = await db.execute<Record<string, string | null>>(sql`
    select c.id, c.status, c.amount::text as amount,
      (select count(*)::text from ledger_transactions t
        where t.kind = 'cashout' and t.reference = c.id) as transfers,
      (select sum(e.amount)::text from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id and e.amount > 0
        where t.kind = 'cashout' and t.reference = c.id) as paid
    from bet_cashouts c`);
  for (const row of rowsOf<Record<string, string | null>>(cashouts)) {
    expect(row.transfers, `cashout ${row.id} (${row.status})`).toBe(
      row.status === 'done' ? '1' : '0',
    );
    if (row.status === 'done') expect(row.paid).toBe(row.amount);
  }
  const deposits = await db.execute<Record<string, string | null>>(sql`
    select d.id, d.status, d.amount::text as amount,
      (select count(*)::text from ledger_transactions t
        where t.kind = 'deposit' and t.reference = d.id) as transfers
    from deposits d where d.provider_reference = d.id`);
  for (const row of rowsOf<Record<string, string | null>>(deposits))
    expect(row.transfers, `deposit ${row.id} (${row.status})`).toBe(
      row.status === 'success' ? '1' : '0',
    );
  await expectWithdrawalsMatchPostings(db);
}

/**
 * Every withdrawal row has its one reserve transfer of its amount (so a refused request left no
 * row), a paid one its one payout and no release, a failed or cancelled one its one release and
 * no payout, a pending one neither; no transfer names a withdrawal that has no row.
 */
async function expectWithdrawalsMatchPostings(db: Database): Promise<void> {
  const rows = await db.execute<Record<string, string>>(sql`
    select w.id, w.status, w.amount::text as amount,
      (select count(*)::text from ledger_transactions t
        where t.kind = 'withdrawal' and t.reference = w.id) as reserved,
      (select coalesce(sum(e.amount), 0)::text from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id and e.amount > 0
        where t.kind = 'withdrawal' and t.reference = w.id) as reserve_amount,
      (select count(*)::text from ledger_transactions t
        where t.kind = 'withdrawal-paid' and t.reference = w.id) as paid,
      (select count(*)::text from ledger_transactions t
        where t.kind = 'withdrawal-released' and t.reference = w.id) as released
    from withdrawals w`);
  for (const row of rowsOf<Record<string, string>>(rows)) {
    const what = `withdrawal ${row.id} (${row.status})`;
    expect(row.reserved, `${what}: reserved once`).toBe('1');
    expect(row.reserve_amount, `${what}: reserved its amount`).toBe(row.amount);
    expect(row.paid, `${what}: paid out`).toBe(row.status === 'paid' ? '1' : '0');
    expect(row.released, `${what}: released`).toBe(
      row.status === 'failed' || row.status === 'cancelled' ? '1' : '0',
    );
  }
  const orphans = await db.execute<{ count: string }>(sql`
    select count(*)::text as count from ledger_transactions t
    where t.kind in ('withdrawal', 'withdrawal-paid', 'withdrawal-released')
      and not exists (select 1 from withdrawals w where w.id = t.reference)`);
  expect(rowsOf<{ count: string }>(orphans)[0]!.count, 'withdrawal transfers without a row').toBe(
    '0',
  );
}

/** The nonces of the plans whose transfers are in the books. */
export async function bookedNonces(db: Database): Promise<Set<string>> {
  const rows = await db.execute<{ nonce: string }>(
    sql`select metadata ->> 'nonce' as nonce from ledger_transactions where metadata ? 'nonce'`,
  );
  return new Set(rowsOf<{ nonce: string }>(rows).map((row) => row.nonce));
}

/** node-postgres answers `{ rows }`, PGlite too. */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
