import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accountsListSchema } from '@sportsbook/contract';
import { events, markets } from '@sportsbook/db';
import type { TestApp } from './helpers';
import { operatorHeaders } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/** A line a bonus test bets on: one open prematch price of its own match. */
export interface BonusTestLine {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

/**
 * One open prematch price (1.30–5.00) per sports match, in a stable order: bonus tests take
 * lines from this pool so that no two tests share a match (event conditions, farm once per
 * event, settlement of a line).
 */
export async function prematchLinePool(testApp: TestApp): Promise<BonusTestLine[]> {
  const rows = await testApp.app.database.db
    .select({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      outcomes: markets.outcomes,
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .where(
      and(
        eq(events.status, 0),
        eq(events.type, 'match'),
        eq(events.provider, 'betradar'),
        eq(markets.status, 1),
      ),
    )
    .orderBy(asc(markets.eventId), asc(markets.marketId), asc(markets.specifier));
  const seen = new Set<number>();
  const pool: BonusTestLine[] = [];
  for (const row of rows) {
    const outcome = row.outcomes.find((o) => o.active && o.odds >= 1300 && o.odds <= 5000);
    if (!outcome || seen.has(row.eventId)) continue;
    seen.add(row.eventId);
    pool.push({
      match_id: row.eventId,
      market_id: row.marketId,
      specifier: row.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
    });
  }
  return pool;
}

/** A confirmed, signed-in player with `depositAmount` EUR subunits on the account. */
export async function fundedPlayer(
  testApp: TestApp,
  email: string,
  depositAmount = '100000',
): Promise<Client> {
  const client = await newPlayer(testApp, email, { first_name: 'B', last_name: 'O' });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/payments/api/deposits',
    headers: as(client),
    payload: { amount: depositAmount, currency: 'EUR', return_url: '/' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return client;
}

/** The player's EUR balance in subunits, as the accounts API answers it. */
export async function eurBalanceOf(testApp: TestApp, client: Client): Promise<bigint> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/platform/api/player/accounts',
    headers: as(client),
  });
  const list = accountsListSchema.parse(response.json());
  return BigInt(list.data.find((a) => a.currency === 'EUR')!.balance);
}

/** A campaign created through the operator API; its id. */
export async function operatorCampaign(testApp: TestApp, body: object): Promise<number> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/operator/api/v1/bonuses/campaigns',
    headers: operatorHeaders(),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: number } }).data.id;
}
