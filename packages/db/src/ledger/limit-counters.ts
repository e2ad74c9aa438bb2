import { counterKeyText } from '@sportsbook/domain';
import type { CounterKey, MoneyPlan, PlanCheck } from '@sportsbook/domain';
import type { Database } from '../create-db';
import { queryPrepared } from '../repositories/prepared';

/**
 * Counter checks and increments of money plans (RG-010, decision 041): "this player's wager in
 * today's window plus this stake stays within 100.00", then "add the stake". The counters a
 * group names are locked (`FOR UPDATE`, in key order, after the accounts and checked rows: the
 * same order in every group) and judged in Node, plan by plan, like balances, so two placements
 * of one player in one group see each other's use. Statements run only when a group holds a
 * counter, so players without limits pay nothing.
 */

type CounterCheck = PlanCheck & { type: 'counter-within' };

export const isCounterCheck = (check: PlanCheck): check is CounterCheck =>
  check.type === 'counter-within';

/**
 * Upserting with a no-op DO UPDATE both creates a missing row at 0 and locks an existing one,
 * and returns the value either way: one statement.
 */
const LOCK_SQL = `
  insert into player_limit_counters (player_id, metric, period, period_start, used)
  select w.player_id, w.metric, w.period, w.period_start, 0
  from jsonb_to_recordset($1::jsonb)
    as w(i integer, player_id integer, metric text, period text, period_start timestamptz)
  order by w.i
  on conflict (player_id, metric, period, period_start)
    do update set used = player_limit_counters.used
  returning player_id, metric, period,
    (extract(epoch from period_start) * 1000)::bigint::text as start_ms, used::text as used`;

const WRITE_SQL = `
  update player_limit_counters c set used = c.used + v.delta
  from jsonb_to_recordset($1::jsonb)
    as v(player_id integer, metric text, period text, period_start timestamptz, delta numeric)
  where c.player_id = v.player_id and c.metric = v.metric and c.period = v.period
    and c.period_start = v.period_start`;

/** Every counter the group's plans check or increment: key text → its use, locked. */
export async function lockCounters(tx: Database, plans: MoneyPlan[]): Promise<Map<string, bigint>> {
  const keys = new Map<string, CounterKey>();
  for (const plan of plans) {
    for (const check of plan.checks)
      if (isCounterCheck(check)) keys.set(counterKeyText(check.counter), check.counter);
    for (const increment of plan.counters ?? [])
      keys.set(counterKeyText(increment.counter), increment.counter);
  }
  const values = new Map<string, bigint>();
  if (keys.size === 0) return values;
  const sorted = [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = await queryPrepared<{
    player_id: number;
    metric: string;
    period: string;
    start_ms: string;
    used: string;
  }>(tx, 'ledger_lock_counters', LOCK_SQL, [
    JSON.stringify(
      sorted.map(([, key], i) => ({
        i,
        player_id: key.playerId,
        metric: key.metric,
        period: key.period,
        period_start: key.periodStart.toISOString(),
      })),
    ),
  ]);
  for (const row of rows) {
    const key = {
      playerId: row.player_id,
      metric: row.metric,
      period: row.period,
      periodStart: new Date(Number(row.start_ms)),
    };
    values.set(counterKeyText(key), BigInt(row.used));
  }
  return values;
}

/** The plan's first counter check that the running values refuse. */
export function failedCounterCheck(
  plan: MoneyPlan,
  values: Map<string, bigint>,
): CounterCheck | undefined {
  return plan.checks.find(
    (check): check is CounterCheck =>
      isCounterCheck(check) &&
      (values.get(counterKeyText(check.counter)) ?? 0n) + check.add > check.max,
  );
}

/** An accepted plan's increments: into the running values (for later plans) and the deltas. */
export function overlayCounters(
  plan: MoneyPlan,
  values: Map<string, bigint>,
  deltas: Map<string, { key: CounterKey; delta: bigint }>,
): void {
  for (const { counter, add } of plan.counters ?? []) {
    const text = counterKeyText(counter);
    values.set(text, (values.get(text) ?? 0n) + add);
    const entry = deltas.get(text) ?? { key: counter, delta: 0n };
    entry.delta += add;
    deltas.set(text, entry);
  }
}

/** Writes the accepted plans' increments, one statement (none when the group has none). */
export async function writeCounters(
  tx: Database,
  deltas: Map<string, { key: CounterKey; delta: bigint }>,
): Promise<void> {
  if (deltas.size === 0) return;
  await queryPrepared(tx, 'ledger_write_counters', WRITE_SQL, [
    JSON.stringify(
      [...deltas.values()].map(({ key, delta }) => ({
        player_id: key.playerId,
        metric: key.metric,
        period: key.period,
        period_start: key.periodStart.toISOString(),
        delta: delta.toString(),
      })),
    ),
  ]);
}
