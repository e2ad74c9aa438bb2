import { createHash } from 'node:crypto';
import { PlatformErrorCode } from '@sportsbook/contract';
import { findIdempotentAnswer, storeIdempotentAnswer } from '@sportsbook/db';
import type { Database, StoredAnswer } from '@sportsbook/db';
import { unprocessable } from '../accounts/http-errors';

export interface WithIdempotencyOptions<T> {
  db: Database;
  playerId: number;
  /** Which call the key belongs to, e.g. `deposits`. */
  scope: string;
  /** The Idempotency-Key header; without one the request simply runs. */
  key: string | undefined;
  /** The parsed request body: the same key with another body is refused. */
  request: unknown;
  statusCode: number;
  /**
   * Work that must not hold a transaction open (checks, the in-play delay): runs only when the
   * key has no stored answer yet, before the transaction.
   */
  prepare?(): Promise<void>;
  /** The work, inside the transaction that also stores the answer. */
  run(db: Database): Promise<T>;
}

/**
 * Runs a money-moving request once per key: a repeat gets the first answer back instead of
 * moving money again (DESIGN §4). The answer is stored in the transaction that moved the money,
 * so a concurrent twin fails on the key's primary key, rolls back, and replays the winner's
 * answer. Failed requests store nothing and can be retried.
 */
export async function withIdempotency<T>(
  options: WithIdempotencyOptions<T>,
): Promise<{ statusCode: number; body: T; replayed: boolean }> {
  const { db, statusCode } = options;
  if (!options.key) {
    await options.prepare?.();
    return { statusCode, body: await options.run(db), replayed: false };
  }
  const id = { playerId: options.playerId, scope: options.scope, key: options.key };
  const requestHash = requestHashOf(options.request);
  const replay = async () => {
    const stored = await findIdempotentAnswer(db, id);
    return stored ? replayStoredAnswer<T>(stored, requestHash) : undefined;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  await options.prepare?.();
  try {
    const body = await db.transaction(async (tx) => {
      const result = await options.run(tx);
      if (!(await storeIdempotentAnswer(tx, id, { requestHash, statusCode, response: result }))) {
        throw new DuplicateKeyError();
      }
      return result;
    });
    return { statusCode, body, replayed: false };
  } catch (error) {
    if (!(error instanceof DuplicateKeyError) && !isUniqueViolation(error)) throw error;
    const winner = await replay();
    if (!winner) throw error;
    return winner;
  }
}

/** What identifies "the same request" under one key. */
export function requestHashOf(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

/** The first answer again, or 422 when the key was used for another request. */
export function replayStoredAnswer<T>(stored: StoredAnswer, requestHash: string) {
  if (stored.requestHash !== requestHash) {
    throw unprocessable(
      'idempotency-key',
      'was already used for a different request',
      PlatformErrorCode.idempotencyKeyReused,
    );
  }
  return { statusCode: stored.statusCode, body: stored.response as T, replayed: true as const };
}

class DuplicateKeyError extends Error {}

/** A unique violation (23505), possibly wrapped by the driver or drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}
