import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { accountsListSchema, errorEnvelopeSchema } from '@sportsbook/contract';
import { events, executePlans, markets, playerLimitCounters } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { counterKeyOf } from '@sportsbook/domain';
import type { MoneyPlan } from '@sportsbook/domain';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';

/**
 * RG-010 under concurrency: limits are checks inside the money plans, so no interleaving of
 * placements takes a player past a wager limit — whether the placements land in one group
 * commit (they see each other's use in Node) or in different ones (the counter row is locked).
 */
describe.each(databaseTargets())('wager limit under concurrency on %s', (target) => {
  let testApp: TestApp;
  let line: {
    match_id: number;
    market_id: number;
    specifier: string;
    outcome_id: string;
    odds: number;
  };

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed', BET_DELAY_LIVE_MS: '0' });
    const [row] = await testApp.app.database.db
      .select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        outcomes: markets.outcomes,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(and(eq(events.status, 0), eq(events.type, 'match'), eq(markets.status, 1)))
      .orderBy(asc(markets.eventId), asc(markets.marketId))
      .limit(1);
    const outcome = row!.outcomes.find((o) => o.active)!;
    line = {
      match_id: row!.eventId,
      market_id: row!.marketId,
      specifier: row!.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
    };
  }, 120_000);
  afterAll(() => testApp.close());

  it('100 concurrent placements never pass a wager limit', async () => {
    const client = await newPlayer(testApp, `race-${target}@example.com`, {
      first_name: 'R',
      last_name: 'C',
    });
    const deposited = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { amount: '100000', currency: 'EUR', return_url: '/' },
    });
    expect(deposited.statusCode).toBe(201);
    const limit = await testApp.app.inject({
      method: 'POST',
      url: '/platform/api/user_limits',
      headers: as(client),
      payload: { type: 'wager', amount: '5050', period: 'day' },
    });
    expect(limit.statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        testApp.app.inject({
          method: 'POST',
          url: '/sportsbook/api/v3/bets',
          headers: as(client, { 'idempotency-key': `race-${target}-${i}` }),
          payload: {
            meta: { device_id: 'race', quick: false, type: 'single' },
            bets: [
              {
                stake: { value: '100', currency: 'EUR' },
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
          },
        }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 200).length;
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(accepted).toBe(50);
    expect(refused.length).toBe(50);
    for (const r of refused)
      expect(errorEnvelopeSchema.parse(r.json()).error.code).toBe('out_of_limit');
    const accounts = accountsListSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/platform/api/player/accounts',
          headers: as(client),
        })
      ).json(),
    );
    expect(accounts.data.find((a) => a.currency === 'EUR')!.balance).toBe(String(100000 - 5000));
    const [counter] = await testApp.app.database.db
      .select()
      .from(playerLimitCounters)
      .where(eq(playerLimitCounters.playerId, client.playerId));
    expect(counter!.used).toBe(5000n);
  }, 60_000);

  it("two plans of one player in one group see each other's use", async () => {
    const now = new Date();
    const counter = counterKeyOf(999_999, 'wager', 'day', now);
    const plan = (): MoneyPlan => ({
      checks: [{ type: 'counter-within', counter, add: 60n, max: 100n, limitId: 1 }],
      transfers: [],
      inserts: [],
      counters: [{ counter, add: 60n }],
    });
    const results = await executePlans(testApp.app.database.db, [plan(), plan()]);
    expect(results.map((r) => r.kind)).toEqual(['committed', 'refused']);
    const [row] = await testApp.app.database.db
      .select()
      .from(playerLimitCounters)
      .where(eq(playerLimitCounters.playerId, 999_999));
    expect(row!.used).toBe(60n);
  });
});
