import {
  LIMIT_PERIOD_SECONDS,
  OUT_OF_LIMIT_MESSAGE,
  RgErrorCode,
  SAFER_GAMBLING_HELP_URL,
} from '@sportsbook/contract';
import type {
  BlockWire,
  OutOfLimitWire,
  PendingLimitChangeWire,
  RgLimitWire,
  SettableLimitType,
} from '@sportsbook/contract';
import { listPlayerLimits, readLimitCounters } from '@sportsbook/db';
import type { Database, PlayerLimitRow } from '@sportsbook/db';
import {
  activeBlock,
  formatMoney,
  isConfirmable,
  isInForce,
  isLapsed,
  isRgPeriod,
  pendingChangeOf,
  periodWindow,
} from '@sportsbook/domain';
import type { CurrencyCode, RgLimit, RgLimitType } from '@sportsbook/domain';
import { HttpError } from '../../errors';

/** The player's limit rows as the domain's rules see them. */
export const toRgLimit = (row: PlayerLimitRow): RgLimit => ({
  id: row.id,
  type: row.type as RgLimitType,
  status: row.status,
  amount: row.amount,
  periodName: isRgPeriod(row.periodName) ? row.periodName : null,
  replacesId: row.replacesId,
  effectiveAt: row.effectiveAt,
  confirmUntil: row.confirmUntil,
  endsAt: row.endsAt,
  createdAt: row.createdAt,
});

export async function loadLimits(db: Database, playerId: number) {
  const rows = await listPlayerLimits(db, playerId);
  return { rows, limits: rows.map(toRgLimit) };
}

const MONEY_TYPES = new Set(['deposit', 'loss', 'wager', 'bet']);

/** The block answer (403 self_excluded / timed_out) of a blocked player, or undefined. */
export function blockedError(limits: RgLimit[], now: Date, action: string): HttpError | undefined {
  const block = activeBlock(limits, now);
  if (!block) return undefined;
  const wire = blockToWire(block);
  const self = block.type === 'selfexclusion';
  return new HttpError(
    403,
    self ? RgErrorCode.selfExcluded : RgErrorCode.timedOut,
    `${self ? 'You are self-excluded' : 'You are taking a time-out'} until ${wire.ends_at}: ${action} is not available until then`,
    undefined,
    undefined,
    { blocked: wire },
  );
}

export const blockToWire = (block: RgLimit): BlockWire => ({
  type: block.type === 'selfexclusion' ? 'selfexclusion' : 'coolingoff',
  starts_at: block.effectiveAt.toISOString(),
  ends_at: block.endsAt!.toISOString(),
  help_url: SAFER_GAMBLING_HELP_URL,
  withdrawal_allowed: true,
});

/** Which limit refused, with its use and reset, for the answer. */
export function outOfLimitWire(
  limit: RgLimit,
  used: bigint,
  currency: string | null,
  now: Date,
): OutOfLimitWire {
  const amount = limit.amount ?? 0n;
  const remaining = amount - used > 0n ? amount - used : 0n;
  return {
    id: limit.id,
    type: limit.type as SettableLimitType,
    period_name: limit.periodName,
    amount: amount.toString(),
    currency: MONEY_TYPES.has(limit.type) ? (currency as CurrencyCode) : null,
    used: used.toString(),
    remaining: remaining.toString(),
    resets_at: limit.periodName ? periodWindow(limit.periodName, now).end.toISOString() : null,
  };
}

const LIMIT_NAMES: Record<string, string> = {
  deposit: 'deposit limit',
  loss: 'loss limit',
  wager: 'wager limit',
  bet: 'single-bet stake limit',
  session: 'session limit',
  activity: 'time-on-site limit',
};

/** "User is out of limit: your daily wager limit of 20.00 EUR is reached; it resets at …". */
export function outOfLimitMessage(wire: OutOfLimitWire): string {
  const period = wire.period_name
    ? `${{ day: 'daily', week: 'weekly', month: 'monthly' }[wire.period_name]} `
    : '';
  const amount = wire.currency
    ? formatMoney(BigInt(wire.amount), wire.currency as CurrencyCode)
    : `${wire.amount} s`;
  const left = wire.currency
    ? formatMoney(BigInt(wire.remaining), wire.currency as CurrencyCode)
    : `${wire.remaining} s`;
  const reset = wire.resets_at ? `; it resets at ${wire.resets_at}` : '';
  return `${OUT_OF_LIMIT_MESSAGE}: your ${period}${LIMIT_NAMES[wire.type] ?? wire.type} of ${amount} allows ${left} more${reset}`;
}

export function outOfLimitError(wire: OutOfLimitWire, status = 422): HttpError {
  return new HttpError(
    status,
    RgErrorCode.outOfLimit,
    outOfLimitMessage(wire),
    undefined,
    undefined,
    {
      limit: wire,
    },
  );
}

/** Counter windows of the in-force periodic limits, for display and refusal answers. */
export async function usedOf(db: Database, playerId: number, limits: RgLimit[], now: Date) {
  const windows = limits
    .filter((l) => l.periodName && l.replacesId === null && isInForce(l, now))
    .map((l) => ({
      metric: l.type,
      period: l.periodName!,
      periodStart: periodWindow(l.periodName!, now).start,
    }));
  const values = await readLimitCounters(db, playerId, windows);
  return (limit: RgLimit) => values.get(`${limit.type}/${limit.periodName}`) ?? 0n;
}

/** GET /user_limits rows: live limits and blocks, each with its pending change. */
export async function limitsToWire(
  db: Database,
  playerId: number,
  rows: PlayerLimitRow[],
  now: Date,
): Promise<RgLimitWire[]> {
  const limits = rows.map(toRgLimit);
  const used = await usedOf(db, playerId, limits, now);
  const shown = limits.filter(
    (l) =>
      l.replacesId === null &&
      (isInForce(l, now) || (l.endsAt !== null && l.endsAt.getTime() > now.getTime())),
  );
  return shown.map((limit) => {
    const row = rows.find((r) => r.id === limit.id)!;
    const pending = pendingChangeOf(limits, limit, now);
    const periodic = limit.periodName !== null;
    const use = periodic ? used(limit) : null;
    const amount = limit.amount;
    return {
      id: limit.id,
      type: limit.type,
      status: limit.status as RgLimitWire['status'],
      amount: amount === null ? null : amount.toString(),
      currency: MONEY_TYPES.has(limit.type) ? (row.currency as CurrencyCode | null) : null,
      period: limit.periodName ? LIMIT_PERIOD_SECONDS[limit.periodName] : row.periodSeconds,
      period_name: limit.periodName,
      bets_sum: row.betsSum.toString(),
      wins_sum: row.winsSum.toString(),
      used: use === null ? null : use.toString(),
      remaining:
        use === null || amount === null ? null : (amount - use > 0n ? amount - use : 0n).toString(),
      resets_at: limit.periodName ? periodWindow(limit.periodName, now).end.toISOString() : null,
      created_at: limit.createdAt.toISOString(),
      effective_at: limit.effectiveAt.toISOString(),
      ends_at: limit.endsAt ? limit.endsAt.toISOString() : null,
      pending: pending ? pendingToWire(pending, now) : null,
    } satisfies RgLimitWire;
  });
}

export const pendingToWire = (pending: RgLimit, now: Date): PendingLimitChangeWire => ({
  id: pending.id,
  strategy: pending.amount === null ? 'removal' : 'increase',
  status: pending.status as PendingLimitChangeWire['status'],
  amount: pending.amount === null ? null : pending.amount.toString(),
  created_at: pending.createdAt.toISOString(),
  effective_at: pending.effectiveAt.toISOString(),
  confirm_until: pending.confirmUntil!.toISOString(),
  confirmable: isConfirmable(pending, now) && !isLapsed(pending, now),
});
