import { LIMIT_PERIOD_SECONDS, RgErrorCode } from '@sportsbook/contract';
import type { RgLimitWire, SetLimitBody, SetLimitResponse } from '@sportsbook/contract';
import { applyLimitChanges } from '@sportsbook/db';
import type { Database, NewPlayerLimit, RgAuditEntry } from '@sportsbook/db';
import {
  classifyLimitChange,
  delayedTimes,
  isConfirmable,
  isInForce,
  pendingChangeOf,
} from '@sportsbook/domain';
import type { RgLimit } from '@sportsbook/domain';
import { HttpError, notFound } from '../../errors';
import { limitsToWire, loadLimits } from './limits-of';

export interface ManageLimitOptions {
  db: Database;
  playerId: number;
  /** The active account's currency: money limits are kept in it. */
  currency: string;
  now: Date;
}

const valueOf = (limit: RgLimit | undefined) =>
  limit
    ? { id: limit.id, amount: limit.amount?.toString() ?? null, period: limit.periodName }
    : null;

async function answer(
  options: ManageLimitOptions,
  id: number,
  pending: boolean,
): Promise<SetLimitResponse> {
  const { rows } = await loadLimits(options.db, options.playerId);
  const wire = await limitsToWire(options.db, options.playerId, rows, options.now);
  const limit = wire.find((l) => l.id === id);
  return { limit: limit ?? (await anyRow(options, id)), pending };
}

/** A row no longer live (a removal just confirmed): shown as it is. */
async function anyRow(options: ManageLimitOptions, id: number): Promise<RgLimitWire> {
  const { rows } = await loadLimits(options.db, options.playerId);
  const row = rows.find((r) => r.id === id)!;
  return {
    id: row.id,
    type: row.type as RgLimitWire['type'],
    status: row.status as RgLimitWire['status'],
    amount: row.amount?.toString() ?? null,
    currency: null,
    period: row.periodSeconds,
    period_name: (row.periodName as RgLimitWire['period_name']) ?? null,
    bets_sum: row.betsSum.toString(),
    wins_sum: row.winsSum.toString(),
    used: null,
    remaining: null,
    resets_at: null,
    created_at: row.createdAt.toISOString(),
    effective_at: row.effectiveAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    pending: null,
  };
}

const audit = (
  options: ManageLimitOptions,
  action: string,
  limitType: string,
  oldValue: unknown,
  newValue: unknown,
): RgAuditEntry => ({
  playerId: options.playerId,
  actor: 'player',
  action,
  limitType,
  oldValue,
  newValue,
  createdAt: options.now,
});

/**
 * POST /user_limits (RG-003): a new or lower limit holds at once (the old row is disabled); a
 * higher one becomes a pending increase that may be confirmed after 24 hours.
 */
export async function setLimit(
  options: ManageLimitOptions & { body: SetLimitBody },
): Promise<{ status: number; body: SetLimitResponse }> {
  const { body, now } = options;
  const { limits } = await loadLimits(options.db, options.playerId);
  const amount = BigInt(body.amount);
  const period = body.period ?? null;
  const change = classifyLimitChange(limits, body.type, period, amount, now);
  const money = ['deposit', 'loss', 'wager', 'bet'].includes(body.type);
  const row: NewPlayerLimit = {
    playerId: options.playerId,
    type: body.type,
    status: 'active',
    amount,
    currency: money ? options.currency : null,
    periodSeconds: period ? LIMIT_PERIOD_SECONDS[period] : null,
    periodName: period,
    effectiveAt: now,
    createdAt: now,
  };
  const newValue = { amount: body.amount, period };
  if (change.kind === 'unchanged') {
    return { status: 200, body: await answer(options, change.current.id, false) };
  }
  if (change.kind === 'increase') {
    if (pendingChangeOf(limits, change.current, now))
      throw new HttpError(
        409,
        RgErrorCode.limitChangePending,
        'This limit already has a change waiting: confirm it or let it lapse first',
      );
    await applyLimitChanges(options.db, {
      inserts: [
        {
          ...row,
          status: 'unconfirmed',
          replacesId: change.current.id,
          effectiveAt: change.effectiveAt,
          confirmUntil: change.confirmUntil,
        },
      ],
      statusUpdates: [],
      audit: [audit(options, 'increase_requested', body.type, valueOf(change.current), newValue)],
    });
    return { status: 202, body: await answer(options, change.current.id, true) };
  }
  // New or decrease: at once. A pending increase of the old limit goes with it.
  const old = change.kind === 'decrease' ? change.current : undefined;
  const oldPending = old ? pendingChangeOf(limits, old, now) : undefined;
  const [inserted] = await applyLimitChanges(options.db, {
    inserts: [row],
    statusUpdates: [
      ...(old ? [{ id: old.id, status: 'disabled' }] : []),
      ...(oldPending ? [{ id: oldPending.id, status: 'disabled' }] : []),
    ],
    audit: [audit(options, old ? 'decreased' : 'set', body.type, valueOf(old), newValue)],
  });
  return { status: 201, body: await answer(options, inserted!.id, false) };
}

function liveLimit(limits: RgLimit[], id: number, now: Date): RgLimit {
  const limit = limits.find((l) => l.id === id && l.replacesId === null && isInForce(l, now));
  if (!limit || ['reality_check', 'coolingoff', 'selfexclusion'].includes(limit.type))
    throw notFound(`No limit ${id} that can be changed`);
  return limit;
}

/** DELETE /user_limits/:id (RG-004): removal waits 24 hours and then needs a confirmation. */
export async function removeLimit(
  options: ManageLimitOptions & { id: number },
): Promise<SetLimitResponse> {
  const { now } = options;
  const { limits } = await loadLimits(options.db, options.playerId);
  const limit = liveLimit(limits, options.id, now);
  if (pendingChangeOf(limits, limit, now))
    throw new HttpError(
      409,
      RgErrorCode.limitChangePending,
      'This limit already has a change waiting: confirm it or let it lapse first',
    );
  const times = delayedTimes(now);
  await applyLimitChanges(options.db, {
    inserts: [
      {
        playerId: options.playerId,
        type: limit.type,
        status: 'unconfirmed_disabled',
        amount: null,
        periodName: limit.periodName,
        replacesId: limit.id,
        effectiveAt: times.effectiveAt,
        confirmUntil: times.confirmUntil,
        createdAt: now,
      },
    ],
    statusUpdates: [],
    audit: [audit(options, 'removal_requested', limit.type, valueOf(limit), null)],
  });
  return answer(options, limit.id, true);
}

/**
 * POST /user_limits/:id/confirm (RG-005): after the 24 hours and before `confirm_until`, an
 * increase replaces the limit (status confirmed) and a removal ends it (confirmed_disabled).
 */
export async function confirmLimit(
  options: ManageLimitOptions & { id: number },
): Promise<SetLimitResponse> {
  const { now } = options;
  const { limits } = await loadLimits(options.db, options.playerId);
  const limit = liveLimit(limits, options.id, now);
  const pending = pendingChangeOf(limits, limit, now);
  if (!pending || !isConfirmable(pending, now))
    throw new HttpError(
      409,
      RgErrorCode.limitNotConfirmable,
      pending
        ? `This change can be confirmed from ${pending.effectiveAt.toISOString()}`
        : 'This limit has no change waiting to be confirmed',
    );
  if (pending.amount === null) {
    await applyLimitChanges(options.db, {
      inserts: [],
      statusUpdates: [
        { id: limit.id, status: 'disabled' },
        { id: pending.id, status: 'confirmed_disabled' },
      ],
      audit: [audit(options, 'removed', limit.type, valueOf(limit), null)],
    });
    return answer(options, pending.id, false);
  }
  const [inserted] = await applyLimitChanges(options.db, {
    inserts: [
      {
        playerId: options.playerId,
        type: limit.type,
        status: 'confirmed',
        amount: pending.amount,
        currency: ['deposit', 'loss', 'wager', 'bet'].includes(limit.type)
          ? options.currency
          : null,
        periodSeconds: limit.periodName ? LIMIT_PERIOD_SECONDS[limit.periodName] : null,
        periodName: limit.periodName,
        effectiveAt: now,
        createdAt: now,
      },
    ],
    statusUpdates: [
      { id: limit.id, status: 'disabled' },
      { id: pending.id, status: 'confirmed' },
    ],
    audit: [
      audit(options, 'increased', limit.type, valueOf(limit), {
        amount: pending.amount.toString(),
        period: limit.periodName,
      }),
    ],
  });
  return answer(options, inserted!.id, false);
}
