import type { MoneyPlan } from '@sportsbook/domain';
import type pg from 'pg';
import type { Database } from '../create-db';
import { executePlans } from './execute-plans';
import type { PlanResult } from './execute-plans';

export interface LedgerWriterOptions {
  db: Database;
  /** Plans committed together at most (TigerBeetle batches 8,190 transfers; ours are larger). */
  maxGroup?: number;
  /**
   * Groups committing at once (default 1). On PostgreSQL a few overlap one group's round trips
   * with another's; their player accounts are locked in id order, so they never deadlock, and a
   * twin key across groups is a unique violation after which the group runs again and replays.
   * PGlite has one connection: 1.
   */
  parallel?: number;
  /**
   * PostgreSQL: pipelined connections (`DatabaseHandle.pipelined`) to commit the groups on, two
   * round trips per group instead of four (docs/decisions/036). Without it, groups run on `db`.
   */
  pipelined?: pg.Pool | undefined;
}

export interface LedgerWriter {
  /** Resolves after the commit that holds the plan, never before. */
  submit(plan: MoneyPlan): Promise<PlanResult>;
  /** Waits for everything submitted so far. */
  close(): Promise<void>;
  /** Groups committed so far, by size (the bench prints them). */
  groupSizes(): ReadonlyMap<number, number>;
}

interface Waiting {
  plan: MoneyPlan;
  resolve(result: PlanResult): void;
  reject(error: unknown): void;
}

/** PostgreSQL errors after which the same group may simply run again. */
const RETRIABLE = new Set([
  '23505', // unique violation: a twin in another process committed first; the retry replays it
  '40P01', // deadlock detected
  '40001', // serialization failure
]);
const MAX_ATTEMPTS = 4;

const codeOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * Group commit (DESIGN §4): plans submitted while a group commits wait for the next one, so one
 * database commit carries as many plans as arrived meanwhile. Each plan is atomic on its own (the
 * executor refuses a plan alone) and acknowledged only after its group's commit. A group that
 * fails on a retriable conflict runs again; one that fails otherwise is split and each plan runs
 * alone, so a bad plan fails alone.
 */
export function createLedgerWriter(options: LedgerWriterOptions): LedgerWriter {
  const maxGroup = options.maxGroup ?? 128;
  let queue: Waiting[] = [];
  const sizes = new Map<number, number>();

  const runGroup = async (group: Waiting[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const results = await executePlans(
          options.db,
          group.map((w) => w.plan),
          { pipelined: options.pipelined },
        );
        sizes.set(group.length, (sizes.get(group.length) ?? 0) + 1);
        group.forEach((waiting, i) => waiting.resolve(results[i]!));
        return;
      } catch (error) {
        if (RETRIABLE.has(codeOf(error) ?? '') && attempt < MAX_ATTEMPTS) continue;
        if (group.length === 1) {
          group[0]!.reject(error);
          return;
        }
        // Something in one plan broke the group: each runs alone, so only it fails.
        for (const waiting of group) await runGroup([waiting]);
        return;
      }
    }
  };

  const parallel = options.parallel ?? 1;
  let inFlight = 0;
  let idle: Array<() => void> = [];

  /** Starts groups while fewer than `parallel` commit; each takes what has queued. */
  const pump = () => {
    while (inFlight < parallel && queue.length > 0) {
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(group.length);
      inFlight++;
      void runGroup(group).finally(() => {
        inFlight--;
        pump();
        if (inFlight === 0 && queue.length === 0) {
          idle.forEach((resolve) => resolve());
          idle = [];
        }
      });
    }
  };

  return {
    submit: (plan) =>
      new Promise<PlanResult>((resolve, reject) => {
        queue.push({ plan, resolve, reject });
        pump();
      }),
    close: () =>
      inFlight === 0 && queue.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => idle.push(resolve)),
    groupSizes: () => sizes,
  };
}
