import type { BetError } from '@sportsbook/contract';
import { RgErrorCode } from '@sportsbook/contract';
import type { Database } from '@sportsbook/db';
import { betStakeLimitRefusal, isInForce, limitPlanParts, mergeParts } from '@sportsbook/domain';
import type { LimitPlanParts, PlanCheck, RgLimit } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import {
  blockedError,
  loadLimits,
  outOfLimitError,
  outOfLimitMessage,
  outOfLimitWire,
  usedOf,
} from './limits-of';

/**
 * The responsible-gambling side of a money movement (issue 18): refuse while blocked, refuse a
 * stake or deposit that the limits refuse now (a clear answer before any plan), and the plan
 * parts that make the same limits hold at commit time (RG-010).
 */

/** Deposits: blocked → 403; over a deposit limit's remainder → 422 out_of_limit. */
export async function checkDepositAllowed(options: {
  db: Database;
  playerId: number;
  amount: bigint;
  currency: string;
  now: Date;
}): Promise<void> {
  const { db, playerId, now } = options;
  const { limits } = await loadLimits(db, playerId);
  const blocked = blockedError(limits, now, 'depositing');
  if (blocked) throw blocked;
  const refusal = await firstOverLimit(db, playerId, limits, ['deposit'], options.amount, now);
  if (refusal)
    throw outOfLimitError(outOfLimitWire(refusal.limit, refusal.used, options.currency, now));
}

/** A periodic limit whose use plus `add` would pass it now, if any. */
async function firstOverLimit(
  db: Database,
  playerId: number,
  limits: RgLimit[],
  types: string[],
  add: bigint,
  now: Date,
): Promise<{ limit: RgLimit; used: bigint } | undefined> {
  const relevant = limits.filter(
    (l) => types.includes(l.type) && l.periodName && l.amount !== null && isInForce(l, now),
  );
  if (relevant.length === 0) return undefined;
  const used = await usedOf(db, playerId, relevant, now);
  for (const limit of relevant)
    if (used(limit) + add > limit.amount!) return { limit, used: used(limit) };
  return undefined;
}

/**
 * Placements: blocked → 403; a bet above the single-bet limit → 422 out_of_limit per bet; the
 * wager and loss plan parts for the request's total stake.
 */
export async function placementLimits(options: {
  /** The placement context said the player has no limit or block: nothing to read. */
  skip?: boolean;
  db: Database;
  playerId: number;
  stakes: bigint[];
  currency: string;
  now: Date;
}): Promise<{ limits: RgLimit[]; parts: LimitPlanParts | undefined }> {
  const { db, playerId, now, currency } = options;
  if (options.skip) return { limits: [], parts: undefined };
  const { limits } = await loadLimits(db, playerId);
  if (limits.length === 0) return { limits, parts: undefined };
  const blocked = blockedError(limits, now, 'betting');
  if (blocked) throw blocked;
  const errors: BetError[] = [];
  options.stakes.forEach((stake, index) => {
    const limit = betStakeLimitRefusal(limits, stake, now);
    if (!limit) return;
    const wire = outOfLimitWire(limit, stake, currency, now);
    errors.push({
      index,
      code: RgErrorCode.outOfLimit,
      message: outOfLimitMessage(wire),
      limit: wire,
    });
  });
  if (errors.length > 0) throw outOfLimitBets(errors);
  const total = options.stakes.reduce((sum, stake) => sum + stake, 0n);
  const parts = mergeParts(
    limitPlanParts({ playerId, limits, metric: 'wager', add: total, now }),
    limitPlanParts({ playerId, limits, metric: 'loss', add: total, now }),
  );
  return { limits, parts: parts.checks.length || parts.counters.length ? parts : undefined };
}

/** The 422 of a placement a limit refused, per bet of the request. */
export function outOfLimitBets(errors: BetError[]): HttpError {
  const first = errors[0]!;
  return new HttpError(
    422,
    RgErrorCode.outOfLimit,
    first.message,
    errors.map((e) => ({ field: `bets.${e.index}.stake.value`, message: e.message })),
    errors,
    first.limit ? { limit: first.limit } : undefined,
  );
}

/** The answer to a placement plan refused at commit by a `counter-within` check. */
export async function placementRefusedByLimit(options: {
  db: Database;
  playerId: number;
  limits: RgLimit[];
  check: PlanCheck & { type: 'counter-within' };
  betCount: number;
  currency: string;
  now: Date;
}): Promise<HttpError> {
  const { db, playerId, limits, check, now, currency } = options;
  const limit = limits.find((l) => l.id === check.limitId)!;
  const used = (await usedOf(db, playerId, [limit], now))(limit);
  const wire = outOfLimitWire(limit, used, currency, now);
  const message = outOfLimitMessage(wire);
  return outOfLimitBets(
    Array.from({ length: options.betCount }, (_, index) => ({
      index,
      code: RgErrorCode.outOfLimit,
      message,
      limit: wire,
    })),
  );
}
