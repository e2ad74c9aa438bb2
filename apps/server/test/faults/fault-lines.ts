import { sql } from 'drizzle-orm';
import type { Database } from '@sportsbook/db';

/** Lines to bet on, read from the books, and small shared tools of the fault tests. */
export interface OpenLine {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  /** The match's status when read: 0 prematch, 1 live. */
  live: boolean;
}

export async function rawQuery<T>(db: Database, text: string): Promise<T[]> {
  const result = await db.execute(sql.raw(text));
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * One open line (an active outcome of an open market) on each of up to `count` matches that
 * are prematch or live, in id order so a seed picks the same ones each run.
 */
export async function openLines(db: Database, count: number): Promise<OpenLine[]> {
  const rows = await rawQuery<{
    event_id: number;
    status: number;
    market_id: number;
    specifier: string;
    outcomes: { outcomeId: string; odds: number; active: boolean }[];
  }>(
    db,
    `select distinct on (m.event_id) m.event_id, e.status, m.market_id, m.specifier, m.outcomes
       from markets m join events e on e.id = m.event_id
      where e.type = 'match' and e.status in (0, 1) and m.status = 1
      order by m.event_id, m.market_id, m.specifier
      limit ${count * 3}`,
  );
  const lines: OpenLine[] = [];
  for (const row of rows) {
    const outcome = row.outcomes.find((o) => o.active);
    if (!outcome) continue;
    lines.push({
      match_id: row.event_id,
      market_id: row.market_id,
      specifier: row.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
      live: row.status === 1,
    });
    if (lines.length === count) break;
  }
  // Live matches first: the tests finish the first line's match, which must be under way.
  return lines.sort((a, b) => Number(b.live) - Number(a.live));
}

/** mulberry32: a seeded generator, so the load is the same each run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The body of POST /bets for a single on one line. */
export function singleBet(line: OpenLine, stake: number) {
  return {
    meta: { device_id: 'fault-test', quick: false, type: 'single' },
    bets: [
      {
        stake: { value: String(stake), currency: 'EUR' },
        selections: [
          {
            match_id: line.match_id,
            market_id: line.market_id,
            specifier: line.specifier,
            outcome_id: line.outcome_id,
            odds: line.odds,
          },
        ],
      },
    ],
  };
}
