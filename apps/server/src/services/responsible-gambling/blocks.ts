import { RgErrorCode } from '@sportsbook/contract';
import type { BlockResponse } from '@sportsbook/contract';
import { startBlock } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { activeBlock, blockWouldShorten, selfExclusionEnd, timeOutEnd } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import { blockToWire, loadLimits, toRgLimit } from './limits-of';

export interface StartBlockOptions {
  db: Database;
  playerId: number;
  now: Date;
  kind: 'coolingoff' | 'selfexclusion';
  /** Days for a time-out, months for a self-exclusion. */
  length: number;
  /** Ends the player's realtime subscriptions (decision 023) once the sessions are gone. */
  sessionsEnded(playerId: number): Promise<void>;
}

/**
 * POST /player/time_out and /player/self_exclusion (RG-020…RG-023): the block holds at once,
 * every session of the player ends (sign-in sessions deleted, sportsbook sessions ended,
 * realtime dropped), marketing stops, and the audit records it. A block can only be extended.
 */
export async function startPlayerBlock(options: StartBlockOptions): Promise<BlockResponse> {
  const { now, kind } = options;
  const endsAt =
    kind === 'coolingoff' ? timeOutEnd(now, options.length) : selfExclusionEnd(now, options.length);
  const { limits } = await loadLimits(options.db, options.playerId);
  const current = activeBlock(limits, now);
  if (blockWouldShorten(current, endsAt))
    throw new HttpError(
      409,
      RgErrorCode.alreadyBlocked,
      `A ${current!.type === 'selfexclusion' ? 'self-exclusion' : 'time-out'} already runs until ${current!.endsAt!.toISOString()}`,
      undefined,
      undefined,
      { blocked: blockToWire(current!) },
    );
  const row = await startBlock(options.db, {
    row: {
      playerId: options.playerId,
      type: kind,
      status: 'active',
      effectiveAt: now,
      endsAt,
      createdAt: now,
    },
    audit: {
      playerId: options.playerId,
      actor: 'player',
      action: 'started',
      limitType: kind,
      oldValue: current ? { type: current.type, ends_at: current.endsAt!.toISOString() } : null,
      newValue: {
        ends_at: endsAt.toISOString(),
        [kind === 'coolingoff' ? 'days' : 'months']: options.length,
      },
      createdAt: now,
    },
    now,
  });
  await options.sessionsEnded(options.playerId);
  return { block: blockToWire(toRgLimit(row)) };
}
