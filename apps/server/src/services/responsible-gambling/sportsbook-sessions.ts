import { randomUUID } from 'node:crypto';
import { RgErrorCode } from '@sportsbook/contract';
import type { RealityCheckStatusWire, RgSessionWire } from '@sportsbook/contract';
import {
  endSportsbookSessions,
  insertSportsbookSession,
  openSportsbookSession,
  sumPlayerBetting,
  updateSportsbookSession,
} from '@sportsbook/db';
import type { Database, SportsbookSessionRow } from '@sportsbook/db';
import { realityCheckDueAt, sessionEndsAt, strictestAmount } from '@sportsbook/domain';
import type { RgLimit } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import { blockedError, loadLimits, outOfLimitWire } from './limits-of';

export interface SessionOptions {
  db: Database;
  playerId: number;
  now: Date;
}

/** The reality-check interval the player chose (a reality_check row), seconds. */
export const realityIntervalOf = (limits: RgLimit[], now: Date): number | null => {
  const row = strictestAmount(limits, 'reality_check', now);
  return row ? Number(row.amount) : null;
};

export function sessionToWire(
  row: SportsbookSessionRow,
  limits: RgLimit[],
  now: Date,
): RgSessionWire {
  const endsAt = sessionEndsAt(row.startedAt, limits, now);
  const due = realityCheckDueAt(
    row.realityCheckFrom ?? row.startedAt,
    realityIntervalOf(limits, now),
  );
  return {
    id: row.id,
    started_at: row.startedAt.toISOString(),
    last_active_at: row.lastActiveAt.toISOString(),
    ends_at: endsAt?.toISOString() ?? null,
    reality_check_due_at: due?.toISOString() ?? null,
  };
}

/** RG-031: the 403 of a session the session-duration limit ended. */
function sessionLimitError(limits: RgLimit[], row: SportsbookSessionRow, now: Date): HttpError {
  const limit = strictestAmount(limits, 'session', now)!;
  const used = BigInt(Math.floor((now.getTime() - row.startedAt.getTime()) / 1000));
  return new HttpError(
    403,
    RgErrorCode.sessionLimitReached,
    `Your session limit of ${limit.amount} s is reached: the session has ended`,
    undefined,
    undefined,
    { limit: outOfLimitWire(limit, used, null, now) },
  );
}

/**
 * The player's open session, ended first when its session limit has passed (RG-031). Answers
 * the still-open session, or undefined.
 */
async function liveSession(options: SessionOptions, limits: RgLimit[]) {
  const row = await openSportsbookSession(options.db, options.playerId);
  if (!row) return { row: undefined, ended: undefined };
  const endsAt = sessionEndsAt(row.startedAt, limits, options.now);
  if (endsAt && endsAt.getTime() <= options.now.getTime()) {
    const ended = await updateSportsbookSession(options.db, row.id, {
      endedAt: endsAt,
      endReason: 'session_limit',
    });
    return { row: undefined, ended: ended ?? row };
  }
  return { row, ended: undefined };
}

/**
 * POST /sportsbook_sessions: the open session, or a new one. 403 while blocked (§8), and 403
 * out_of_session_limit when the session limit just ended the open one: the player signs in
 * again to start another (decision 041).
 */
export async function openSession(
  options: SessionOptions,
): Promise<{ created: boolean; session: RgSessionWire }> {
  const { limits } = await loadLimits(options.db, options.playerId);
  const blocked = blockedError(limits, options.now, 'the sportsbook');
  if (blocked) throw blocked;
  const { row, ended } = await liveSession(options, limits);
  if (ended) throw sessionLimitError(limits, ended, options.now);
  if (row) return { created: false, session: sessionToWire(row, limits, options.now) };
  const inserted = await insertSportsbookSession(options.db, {
    id: randomUUID(),
    playerId: options.playerId,
    now: options.now,
  });
  return { created: true, session: sessionToWire(inserted, limits, options.now) };
}

async function requireLive(options: SessionOptions) {
  const { limits } = await loadLimits(options.db, options.playerId);
  const blocked = blockedError(limits, options.now, 'the sportsbook');
  if (blocked) throw blocked;
  const { row, ended } = await liveSession(options, limits);
  if (ended) throw sessionLimitError(limits, ended, options.now);
  if (!row)
    throw new HttpError(
      404,
      RgErrorCode.noSession,
      'No sportsbook session is open: start one first',
    );
  return { row, limits };
}

/** POST /sportsbook_sessions/continue: the player read the reality check and plays on. */
export async function continueSession(options: SessionOptions): Promise<RgSessionWire> {
  const { row, limits } = await requireLive(options);
  const updated = await updateSportsbookSession(options.db, row.id, {
    lastActiveAt: options.now,
    realityCheckFrom: options.now,
  });
  return sessionToWire(updated ?? row, limits, options.now);
}

/** GET /sportsbook_sessions/current: the reality check's state (RG-030). */
export async function currentSession(
  options: SessionOptions & { currency: string },
): Promise<RealityCheckStatusWire> {
  const { row, limits } = await requireLive(options);
  const session = sessionToWire(row, limits, options.now);
  const [sums] = await sumPlayerBetting(options.db, options.playerId, [
    { from: row.startedAt, to: new Date(options.now.getTime() + 1) },
  ]);
  const dueAt = session.reality_check_due_at;
  return {
    session,
    due: dueAt !== null && new Date(dueAt).getTime() <= options.now.getTime(),
    interval_seconds: realityIntervalOf(limits, options.now),
    time_played_seconds: Math.max(
      0,
      Math.floor((options.now.getTime() - row.startedAt.getTime()) / 1000),
    ),
    currency: options.currency as RealityCheckStatusWire['currency'],
    stakes_sum: sums!.stakes.toString(),
    wins_sum: sums!.wins.toString(),
    net_result: (sums!.wins - sums!.stakes).toString(),
  };
}

/** Sign-out ends the sportsbook session too, so the history shows its true length. */
export const endSessionsOnSignOut = (db: Database, playerId: number, now: Date) =>
  endSportsbookSessions(db, playerId, now, 'sign_out');
