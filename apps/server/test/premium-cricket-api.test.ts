import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PREMIUM_CRICKET_MARKETS,
  accountsListSchema,
  placeBetsResponseSchema,
  premiumCricketSchema,
} from '@sportsbook/contract';
import type { MarketWire, PremiumCricketWire } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import type { FeedMessage, OutcomeResult } from '@sportsbook/feed';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { getBet } from './settlement-helpers';

const V2 = '/sportsbook/api/v2';

describe.each(databaseTargets())('premium cricket on %s', (target) => {
  let testApp: TestApp;
  let punter: Client;
  const db = () => testApp.app.database.db;
  const page = async (): Promise<PremiumCricketWire> => {
    const response = await testApp.app.inject({ method: 'GET', url: `${V2}/premium-cricket` });
    expect(response.statusCode).toBe(200);
    return premiumCricketSchema.parse(response.json());
  };
  const balance = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/player/accounts',
      headers: as(punter),
    });
    const account = accountsListSchema
      .parse(response.json())
      .data.find((a) => a.currency === 'EUR')!;
    return BigInt(account.balance);
  };
  const bet = (key: string, matchId: number, market: MarketWire, outcomeId: string) => {
    const outcome = market.outcomes.find((o) => o.outcome_id === outcomeId)!;
    return testApp.app.inject({
      method: 'POST',
      url: '/sportsbook/api/v3/bets',
      headers: as(punter, { 'idempotency-key': `${key}-${target}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '1000', currency: 'EUR' },
            selections: [
              {
                match_id: matchId,
                market_id: market.market_id,
                specifier: market.specifier,
                outcome_id: outcomeId,
                odds: outcome.odds,
              },
            ],
          },
        ],
      },
    });
  };

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      FEED_CONTROL: 'true',
      PREMIUM_CRICKET_ENABLED: 'true',
    });
    await testApp.app.feed.advance(0);
    punter = await newPlayer(testApp, 'cricket@example.com', { first_name: 'P', last_name: 'C' });
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(punter),
      payload: { amount: '10000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
  }, 120_000);
  afterAll(() => testApp.close());

  it('lists premium cricket matches with their session, over and wicket lines', async () => {
    const overview = await page();
    const all = [...overview.live, ...overview.upcoming];
    expect(all.length).toBeGreaterThan(0);
    for (const { match, markets } of all) {
      expect(match.sport.type).toBe('premium_cricket');
      for (const market of markets)
        expect(Object.values(PREMIUM_CRICKET_MARKETS)).toContain(market.market_id);
    }
    const upcoming = overview.upcoming.find((m) => m.markets.length > 0);
    if (upcoming)
      expect(upcoming.markets.map((m) => m.specifier.replace(/\|total=.*/, ''))).toEqual(
        expect.arrayContaining([
          'inningnr=1|overnr=6',
          'inningnr=1|overnr=20',
          'inningnr=1|overnr=1',
          'inningnr=1|wicketnr=1',
        ]),
      );
  });

  it('settles bets on an over market through the usual settlement, as the feed decided', async () => {
    const overview = await page();
    const entry = [...overview.upcoming, ...overview.live].find((m) =>
      m.markets.some(
        (x) => x.market_id === PREMIUM_CRICKET_MARKETS.overRuns && x.market_status === 1,
      ),
    )!;
    expect(entry).toBeDefined();
    const market = entry.markets.find(
      (x) => x.market_id === PREMIUM_CRICKET_MARKETS.overRuns && x.market_status === 1,
    )!;
    const start = await balance();
    const overBet = await bet('cricket-over', entry.match.id, market, 'over');
    expect(overBet.statusCode).toBe(200);
    const underBet = await bet('cricket-under', entry.match.id, market, 'under');
    expect(underBet.statusCode).toBe(200);
    const [overId] = placeBetsResponseSchema.parse(overBet.json()).data.map((b) => b.bet_id);
    const [underId] = placeBetsResponseSchema.parse(underBet.json()).data.map((b) => b.bet_id);
    expect(await balance()).toBe(start - 2000n);

    // The feed plays the match to its end; its settlement of this line is what the bets follow.
    const provider = testApp.app.feed.providers.find((p) => p.name === 'betradar')!;
    const seen: FeedMessage[] = [];
    const unsubscribe = provider.subscribe((message) => seen.push(message));
    expect(provider.finishMatch(entry.match.id)).toBe(true);
    unsubscribe();
    await testApp.app.feed.flush();
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    const decided = seen
      .flatMap((m) => (m.type === 'bet_settlement' ? m.markets : []))
      .find((m) => m.marketId === market.market_id && m.specifier === market.specifier)!;
    expect(decided).toBeDefined();
    const resultOf = (id: string): OutcomeResult =>
      decided.results.find((r) => r.outcomeId === id)!.result;
    expect([resultOf('over'), resultOf('under')].sort()).toEqual(['lose', 'win']);

    const winner = resultOf('over') === 'win' ? 'over' : 'under';
    const odds = market.outcomes.find((o) => o.outcome_id === winner)!.odds;
    const payout = (1000n * BigInt(Math.round(odds * 1000))) / 1000n;
    const [overRow, underRow] = [await getBet(db(), overId!), await getBet(db(), underId!)];
    expect(overRow.status).toBe('done');
    expect(underRow.status).toBe('done');
    expect(winner === 'over' ? overRow.settledPayout : underRow.settledPayout).toBe(payout);
    expect(winner === 'over' ? underRow.settledPayout : overRow.settledPayout).toBe(0n);
    expect(await balance()).toBe(start - 2000n + payout);
  });

  it('answers 404 with a message when premium cricket is off', async () => {
    const off = await buildTestApp(target, { ROLE: 'api' });
    try {
      const response = await off.app.inject({ method: 'GET', url: `${V2}/premium-cricket` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { message: expect.stringContaining('not offered') },
      });
    } finally {
      await off.close();
    }
  });
});
