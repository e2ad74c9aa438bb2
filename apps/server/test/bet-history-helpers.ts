import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  accountsListSchema,
  betHistoryListSchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
import type { HistoryBetWire, PlacedBetWire } from '@sportsbook/contract';
import { events, marketResults, markets } from '@sportsbook/db';
import type { MarketOutcome, OutcomeResultRow } from '@sportsbook/db';
import type { TestApp } from './helpers';
import { as } from './platform-helpers';
import type { Client } from './platform-helpers';

/** Shared steps of the history and cashout tests: open lines, deposits, bets, the history. */

export const V3 = '/sportsbook/api/v3';
/** Deposits need a name on the profile (DEPOSIT_PROFILE_FIELDS). */
export const NAMES = { first_name: 'Test', last_name: 'Player' };

export interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  provider: string;
}

/** One open line with an active outcome per betradar match (prematch: status 0), stable order. */
export async function openLines(testApp: TestApp, status = 0): Promise<Line[]> {
  const rows = await testApp.app.database.db
    .select({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      outcomes: markets.outcomes,
      provider: events.provider,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(
      and(
        eq(events.status, status),
        eq(events.type, 'match'),
        eq(events.provider, 'betradar'),
        eq(markets.status, 1),
      ),
    )
    .orderBy(asc(markets.eventId), asc(markets.marketId), asc(markets.specifier));
  const seen = new Set<number>();
  const lines: Line[] = [];
  for (const row of rows) {
    // Prices from 1.5 to 4: a fair value far from both 0 and the potential win.
    const outcome = row.outcomes.find((o) => o.active && o.odds >= 1500 && o.odds <= 4000);
    if (!outcome || seen.has(row.eventId)) continue;
    seen.add(row.eventId);
    lines.push({
      match_id: row.eventId,
      market_id: row.marketId,
      specifier: row.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
      provider: row.provider,
    });
  }
  return lines;
}

/** Hands out lines no other test of the file has used, so no test sees another's prices. */
export function linePool(lines: Line[]) {
  let next = 0;
  return (count: number): Line[] => {
    const taken = lines.slice(next, next + count);
    next += count;
    expect(taken.length, 'enough open lines').toBe(count);
    return taken;
  };
}

export async function deposit(testApp: TestApp, client: Client, amount: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/payments/api/deposits',
    headers: as(client),
    payload: { amount, currency: 'EUR', return_url: '/' },
  });
  expect(response.statusCode).toBe(201);
}

export async function balanceOf(testApp: TestApp, client: Client): Promise<bigint> {
  const list = accountsListSchema.parse(
    (
      await testApp.app.inject({
        method: 'GET',
        url: '/platform/api/player/accounts',
        headers: as(client),
      })
    ).json(),
  );
  return BigInt(list.data.find((a) => a.currency === 'EUR')!.balance);
}

let keySeq = 0;
export const newKey = () => `test-key-${process.pid}-${++keySeq}-${Date.now()}`;

const selectionOf = (line: Line) => ({
  match_id: line.match_id,
  market_id: line.market_id,
  specifier: line.specifier,
  outcome_id: line.outcome_id,
  odds: line.odds,
});

/** The body of POST /bets for one bet: a single of one line, a combo or a system of several. */
export function betsPayload(lines: Line[], stake: string, systemId?: string) {
  const type = systemId ? 'system' : lines.length === 1 ? 'single' : 'combo';
  return {
    meta: { device_id: 'test-device', quick: false, type },
    bets: [
      {
        stake: { value: stake, currency: 'EUR' },
        selections: lines.map(selectionOf),
        ...(systemId ? { system_id: systemId } : {}),
      },
    ],
  };
}

/** Places one bet (a single of one line, a combo or a system of several) and returns it. */
export async function placeBet(
  testApp: TestApp,
  client: Client,
  lines: Line[],
  stake: string,
  systemId?: string,
): Promise<PlacedBetWire> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `${V3}/bets`,
    headers: as(client, { 'idempotency-key': newKey() }),
    payload: betsPayload(lines, stake, systemId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return placeBetsResponseSchema.parse(response.json()).data[0]!;
}

export async function history(
  testApp: TestApp,
  client: Client,
  query = '',
): Promise<{ data: HistoryBetWire[]; pagination: { total: number; last_page: number } }> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `${V3}/bets${query}`,
    headers: as(client),
  });
  expect(response.statusCode, response.body).toBe(200);
  return betHistoryListSchema.parse(response.json());
}

export async function historyBet(testApp: TestApp, client: Client, betId: string) {
  const found = (await history(testApp, client, '?limit=500')).data.find((b) => b.id === betId);
  expect(found, `bet ${betId} in the history`).toBeDefined();
  return found!;
}

const lineWhere = (line: Line) =>
  and(
    eq(markets.eventId, line.match_id),
    eq(markets.marketId, line.market_id),
    eq(markets.specifier, line.specifier),
  );

/** Changes the line's outcome as the feed would (price, active flag). */
export async function setOutcome(testApp: TestApp, line: Line, change: Partial<MarketOutcome>) {
  const db = testApp.app.database.db;
  const [row] = await db
    .select({ outcomes: markets.outcomes })
    .from(markets)
    .where(lineWhere(line));
  const outcomes = row!.outcomes.map((o) =>
    o.outcomeId === line.outcome_id ? { ...o, ...change } : o,
  );
  await db.update(markets).set({ outcomes }).where(lineWhere(line));
}

export async function setMarketStatus(testApp: TestApp, line: Line, status: number) {
  await testApp.app.database.db.update(markets).set({ status }).where(lineWhere(line));
}

/** Results of the line as the feed settles it: the bet's outcome gets `result`, others lose. */
export async function settleLine(
  testApp: TestApp,
  line: Line,
  result: OutcomeResultRow['result'],
): Promise<void> {
  const db = testApp.app.database.db;
  const [row] = await db
    .select({ outcomes: markets.outcomes })
    .from(markets)
    .where(lineWhere(line));
  const results: OutcomeResultRow[] = row!.outcomes.map((o) => ({
    outcomeId: o.outcomeId,
    result: o.outcomeId === line.outcome_id ? result : 'lose',
  }));
  await db
    .insert(marketResults)
    .values({
      eventId: line.match_id,
      marketId: line.market_id,
      specifier: line.specifier,
      status: 'settled',
      results,
    })
    .onConflictDoUpdate({
      target: [marketResults.eventId, marketResults.marketId, marketResults.specifier],
      set: { status: 'settled', results },
    });
}
