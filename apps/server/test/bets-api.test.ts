import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  accountsListSchema,
  errorEnvelopeSchema,
  maxStakeResponseSchema,
  placeBetsResponseSchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
} from '@sportsbook/contract';
import {
  auditLedger,
  bets,
  events,
  ledgerEntries,
  markets,
  sessions,
  touchSession,
  updatePlayer,
} from '@sportsbook/db';
import type { MarketOutcome } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { comboReturn, maxPayoutOf, singleReturn, systemReturn } from '@sportsbook/domain';
import { sha256 } from '../src/services/accounts/secrets';
import { createShareCode } from '../src/services/bets/create-share-code';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer, sessionCookie, signIn } from './platform-helpers';
import type { Client } from './platform-helpers';

const V3 = '/sportsbook/api/v3';
const V2 = '/sportsbook/api/v2';
const LIVE_DELAY_MS = 400;
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
  provider: string;
}

describe.each(databaseTargets())('bet placement on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  const pool: Line[] = [];
  /** A second open market of a match whose first one is in the pool, for same-match combos. */
  let sibling: Line;
  let keySeq = 0;
  const key = () => `test-key-${target}-${++keySeq}`;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      BET_DELAY_LIVE_MS: String(LIVE_DELAY_MS),
    });
    alice = await newPlayer(testApp, 'alice@example.com', { first_name: 'A', last_name: 'L' });
    await deposit(alice, '100000');

    // One open line per prematch match: distinct matches, so lines can be combined freely.
    const rows = await db()
      .select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        outcomes: markets.outcomes,
        provider: events.provider,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(and(eq(events.status, 0), eq(events.type, 'match'), eq(markets.status, 1)))
      .orderBy(asc(markets.eventId), asc(markets.marketId), asc(markets.specifier));
    const seen = new Set<number>();
    for (const row of rows) {
      const outcome = row.outcomes.find((o) => o.active);
      if (!outcome) continue;
      const line = {
        match_id: row.eventId,
        market_id: row.marketId,
        specifier: row.specifier,
        outcome_id: outcome.outcomeId,
        odds: outcome.odds / 1000,
        provider: row.provider,
      };
      if (seen.has(row.eventId)) {
        sibling ??= line;
        continue;
      }
      seen.add(row.eventId);
      pool.push(line);
    }
    expect(pool.filter((l) => l.provider === 'betradar').length).toBeGreaterThan(40);
    expect(pool.some((l) => l.provider === 'oddin')).toBe(true);
  }, 120_000);
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  /** Distinct lines for each test, so no test sees another's price changes. */
  const taken = new Set<Line>();
  const take = (count: number, provider = 'betradar'): Line[] => {
    const lines = pool
      .filter((l) => l.provider === provider && !taken.has(l) && l.match_id !== sibling.match_id)
      .slice(0, count);
    expect(lines.length).toBe(count);
    for (const line of lines) taken.add(line);
    return lines;
  };
  const selection = (line: Line, odds = line.odds) => ({
    match_id: line.match_id,
    market_id: line.market_id,
    specifier: line.specifier,
    outcome_id: line.outcome_id,
    odds,
  });
  const meta = (type: 'single' | 'combo' | 'system') => ({
    device_id: 'test-device',
    quick: false,
    type,
  });
  const stakeOf = (value: string, currency = 'EUR') => ({ value, currency });

  async function deposit(client: Client, amount: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { amount, currency: 'EUR', return_url: '/' },
    });
    expect(response.statusCode).toBe(201);
  }
  const balance = async (client: Client) => {
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
  };
  const place = (client: Client | null, payload: object, idempotencyKey: string | null = key()) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      payload,
    });
  const single = (line: Line, stake: string, odds?: number) => ({
    meta: meta('single'),
    bets: [{ stake: stakeOf(stake), selections: [selection(line, odds)] }],
  });
  const setOutcome = async (line: Line, change: Partial<MarketOutcome>) => {
    const where = and(
      eq(markets.eventId, line.match_id),
      eq(markets.marketId, line.market_id),
      eq(markets.specifier, line.specifier),
    );
    const [row] = await db().select({ outcomes: markets.outcomes }).from(markets).where(where);
    const outcomes = row!.outcomes.map((o) =>
      o.outcomeId === line.outcome_id ? { ...o, ...change } : o,
    );
    await db().update(markets).set({ outcomes }).where(where);
  };
  const setMarketStatus = (line: Line, status: number) =>
    db()
      .update(markets)
      .set({ status })
      .where(
        and(
          eq(markets.eventId, line.match_id),
          eq(markets.marketId, line.market_id),
          eq(markets.specifier, line.specifier),
        ),
      );
  const setEventStatus = (line: Line, status: number) =>
    db().update(events).set({ status }).where(eq(events.id, line.match_id));
  const setMode = async (client: Client, mode: 'none' | 'higher' | 'any') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/settings`,
      headers: as(client),
      payload: { auto_accept_odds_change: mode },
    });
    expect(response.statusCode).toBe(200);
  };
  const expectLedgerBalanced = async () => {
    for (const row of await auditLedger(db())) expect(row.balance).toBe(row.ledgerSum);
    const [total] = await db()
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries);
    expect(total!.sum).toBe('0');
  };
  const expectRefused = async (
    response: Awaited<ReturnType<typeof place>>,
    status: number,
    code: string | number,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(error(response.json()).code).toBe(code);
    return error(response.json());
  };

  it('places a single: the balance drops by exactly the stake and the ledger balances', async () => {
    const [line] = take(1);
    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    const before = await balance(alice);
    const response = await place(alice, single(line!, '1234'));
    expect(response.statusCode, response.body).toBe(200);
    const { data } = placeBetsResponseSchema.parse(response.json());
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      status: 'waiting_results',
      is_vip: false,
      type: 'single',
      stake: { value: '1234', currency: 'EUR' },
      potential_win: singleReturn({ stake: 1234n, odds: line!.odds, currency: 'EUR' }).toString(),
      odds: line!.odds,
    });
    expect(data[0]!.selections[0]).toMatchObject({ ...selection(line!) });
    expect(data[0]!.selections[0]!.match_name).toContain(' - ');
    expect(data[0]!.selections[0]!.market_name.length).toBeGreaterThan(0);
    expect(data[0]!.selections[0]!.outcome_name.length).toBeGreaterThan(0);
    expect(await balance(alice)).toBe(before - 1234n);
    expect(publish).toHaveBeenCalledWith({
      channel: `$user:${alice.playerId}`,
      event_name: 'balance changed',
      message: {
        currency: 'EUR',
        balance: (before - 1234n).toString(),
        available_to_bet: (before - 1234n).toString(),
      },
    });
    publish.mockRestore();
    const [row] = await db().select().from(bets).where(eq(bets.id, data[0]!.bet_id));
    expect(row).toMatchObject({ stake: 1234n, currency: 'EUR', type: 'single' });
    expect(row!.oddsThousandths).toBe(BigInt(Math.round(line!.odds * 1000)));
    await expectLedgerBalanced();
  });

  it('places several singles (multi-single) and a combo', async () => {
    const lines = take(5);
    const before = await balance(alice);
    const multi = await place(alice, {
      meta: meta('single'),
      bets: lines.slice(0, 2).map((l) => ({ stake: stakeOf('100'), selections: [selection(l)] })),
    });
    expect(multi.statusCode, multi.body).toBe(200);
    expect(placeBetsResponseSchema.parse(multi.json()).data).toHaveLength(2);
    const combo = await place(alice, {
      meta: meta('combo'),
      bets: [{ stake: stakeOf('500'), selections: lines.slice(2).map((l) => selection(l)) }],
    });
    expect(combo.statusCode, combo.body).toBe(200);
    const [bet] = placeBetsResponseSchema.parse(combo.json()).data;
    const odds = lines.slice(2).map((l) => l.odds);
    expect(bet).toMatchObject({ type: 'combo', stake: { value: '500', currency: 'EUR' } });
    expect(bet!.potential_win).toBe(comboReturn({ stake: 500n, odds, currency: 'EUR' }).toString());
    expect(bet!.selections).toHaveLength(3);
    expect(await balance(alice)).toBe(before - 700n);
    await expectLedgerBalanced();
  });

  it('places a system 2/3 with the stake split over its three doubles', async () => {
    const lines = take(3);
    const before = await balance(alice);
    const response = await place(alice, {
      meta: meta('system'),
      bets: [
        { stake: stakeOf('300'), selections: lines.map((l) => selection(l)), system_id: '2/3' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [bet] = placeBetsResponseSchema.parse(response.json()).data;
    expect(bet).toMatchObject({ type: 'system', system_id: '2/3' });
    const odds = lines.map((l) => l.odds);
    expect(bet!.potential_win).toBe(
      systemReturn({ stake: 300n, odds, winCount: 2, currency: 'EUR' }).toString(),
    );
    expect(await balance(alice)).toBe(before - 300n);
    const [row] = await db().select().from(bets).where(eq(bets.id, bet!.bet_id));
    expect(row).toMatchObject({ systemWinCount: 2, systemTotalCount: 3 });
    await expectLedgerBalanced();
  });

  it('places once per Idempotency-Key; the key with another body is refused', async () => {
    const [line] = take(1);
    const before = await balance(alice);
    const first = await place(alice, single(line!, '250'), 'same-key-123');
    expect(first.statusCode, first.body).toBe(200);
    const again = await place(alice, single(line!, '250'), 'same-key-123');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balance(alice)).toBe(before - 250n);
    const reused = await place(alice, single(line!, '251'), 'same-key-123');
    await expectRefused(reused, 422, 'idempotency_key_reused');
    expect(await balance(alice)).toBe(before - 250n);
  });

  it('refuses bad requests with 4xx and a message', async () => {
    const [line] = take(1);
    expect((await place(null, single(line!, '100'))).statusCode).toBe(401);
    const noHeader = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: { cookie: alice.cookie, 'idempotency-key': key() },
      payload: single(line!, '100'),
    });
    await expectRefused(noHeader, 403, 'csrf_header_missing');
    const noKey = await place(alice, single(line!, '100'), null);
    expect(noKey.statusCode).toBe(400);
    expect(error(noKey.json()).details![0]!.field).toBe('idempotency-key');
    expect((await place(alice, single(line!, '100'), 'short')).statusCode).toBe(400);
    for (const stake of ['0', '-5', '1.5', '']) {
      const response = await place(alice, single(line!, stake));
      expect(response.statusCode, stake).toBe(400);
      expect(error(response.json()).details![0]!.field).toBe('bets.0.stake.value');
    }
    const twoInSingle = await place(alice, {
      meta: meta('single'),
      bets: [{ stake: stakeOf('100'), selections: [selection(line!), selection(line!)] }],
    });
    expect(twoInSingle.statusCode).toBe(400);
    const oneInCombo = await place(alice, {
      meta: meta('combo'),
      bets: [{ stake: stakeOf('100'), selections: [selection(line!)] }],
    });
    expect(oneInCombo.statusCode).toBe(400);
    const noSystemId = await place(alice, {
      meta: meta('system'),
      bets: [{ stake: stakeOf('100'), selections: take(3).map((l) => selection(l)) }],
    });
    expect(noSystemId.statusCode).toBe(400);
    expect((await place(alice, { meta: meta('single'), bets: 'x' })).statusCode).toBe(400);
    // A bonus names its id and type (issue 19); one the player does not hold is refused.
    const bonus = await place(alice, {
      meta: meta('single'),
      bets: [{ stake: stakeOf('100'), selections: [selection(line!)], bonus: { id: 1 } }],
    });
    expect(bonus.statusCode).toBe(400);
    const unknownBonus = await place(alice, {
      meta: meta('single'),
      bets: [
        {
          stake: stakeOf('100'),
          selections: [selection(line!)],
          bonus: { id: 'no-such-bonus', type: 'freebet' },
        },
      ],
    });
    await expectRefused(unknownBonus, 422, 'bonus_not_available');
  });

  it('refuses a stake in another currency, above the maximum, or above the balance', async () => {
    const [line] = take(1);
    const before = await balance(alice);
    const usd = await place(alice, {
      meta: meta('single'),
      bets: [{ stake: stakeOf('100', 'USD'), selections: [selection(line!)] }],
    });
    await expectRefused(usd, 422, 'currency_mismatch');
    // 10,000.00 EUR is the most one bet may stake.
    const tooMuch = await place(alice, single(line!, '1000001'));
    const refused = await expectRefused(tooMuch, 422, 'stake_above_max');
    expect(refused.errors_by_bet).toEqual([
      { index: 0, code: 'stake_above_max', message: expect.stringContaining('10000.00 EUR') },
    ]);
    const broke = await place(alice, single(line!, (before + 1n).toString()));
    await expectRefused(broke, 422, 'insufficient_balance');
    expect(await balance(alice)).toBe(before);
  });

  it('refuses a payout above MAX_PAYOUT', async () => {
    const lines = take(2);
    for (const line of lines) await setOutcome(line, { odds: 40_000 });
    const response = await place(alice, {
      meta: meta('combo'),
      bets: [{ stake: stakeOf('70000'), selections: lines.map((l) => selection(l, 40)) }],
    });
    await expectRefused(response, 422, 'payout_above_max');
    // 62,500 subunits × 1600 is exactly 1,000,000.00 EUR: the largest stake allowed.
    const ok = await place(alice, {
      meta: meta('combo'),
      bets: [{ stake: stakeOf('62500'), selections: lines.map((l) => selection(l, 40)) }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(placeBetsResponseSchema.parse(ok.json()).data[0]!.potential_win).toBe(
      maxPayoutOf('EUR').toString(),
    );
  });

  it('refuses suspended markets, inactive outcomes, finished matches, a provider down', async () => {
    const [suspended, inactive, finished, down, missing] = take(5);
    await setMarketStatus(suspended!, -1);
    await expectRefused(await place(alice, single(suspended!, '100')), 422, 'selection_suspended');
    await setOutcome(inactive!, { active: false });
    await expectRefused(await place(alice, single(inactive!, '100')), 422, 'selection_unavailable');
    await setEventStatus(finished!, 4);
    await expectRefused(await place(alice, single(finished!, '100')), 422, 'match_not_bettable');
    const response = await place(alice, single({ ...missing!, outcome_id: 'nope' }, '100'));
    await expectRefused(response, 422, 'selection_not_found');

    await testApp.app.providerStatus.changed([
      { provider: 'betradar', up: false, changedAt: new Date() },
    ]);
    try {
      expect(testApp.app.providerStatus.isActive('betradar')).toBe(false);
      await expectRefused(await place(alice, single(down!, '100')), 422, 'provider_unavailable');
    } finally {
      await testApp.app.providerStatus.changed([
        { provider: 'betradar', up: true, changedAt: new Date(Date.now() + 1) },
      ]);
    }
    const back = await place(alice, single(down!, '100'));
    expect(back.statusCode, back.body).toBe(200);
  });

  it('refuses combining one match, mixing providers and a system of the wrong size', async () => {
    const sameMatch = pool.find((l) => l.match_id === sibling.match_id)!;
    const same = await place(alice, {
      meta: meta('combo'),
      bets: [{ stake: stakeOf('100'), selections: [selection(sameMatch), selection(sibling)] }],
    });
    const refused = await expectRefused(same, 422, 'same_match_in_combo');
    expect(refused.errors_by_bet![0]).toMatchObject({ index: 0, code: 'same_match_in_combo' });

    const [radar] = take(1);
    const [oddin] = take(1, 'oddin');
    const mixed = await place(alice, {
      meta: meta('combo'),
      bets: [{ stake: stakeOf('100'), selections: [selection(radar!), selection(oddin!)] }],
    });
    await expectRefused(mixed, 422, 'mixed_providers');
    const multiSingle = await place(alice, {
      meta: meta('single'),
      bets: [radar!, oddin!].map((l) => ({ stake: stakeOf('100'), selections: [selection(l)] })),
    });
    const multiRefused = await expectRefused(multiSingle, 422, 'mixed_providers');
    expect(multiRefused.errors_by_bet).toEqual([expect.objectContaining({ index: 1 })]);

    const three = take(3).map((l) => selection(l));
    for (const systemId of ['2/4', '3/3', '1/3']) {
      const response = await place(alice, {
        meta: meta('system'),
        bets: [{ stake: stakeOf('100'), selections: three, system_id: systemId }],
      });
      await expectRefused(response, 422, 'system_type_mismatch');
    }
  });

  it('refuses a player flagged pve with code 114', async () => {
    const carol = await newPlayer(testApp, 'carol@example.com', {
      first_name: 'C',
      last_name: 'L',
    });
    await deposit(carol, '1000');
    await updatePlayer(db(), carol.playerId, { pve: true });
    const [line] = take(1);
    await expectRefused(await place(carol, single(line!, '100')), 403, 114);
    expect(await balance(carol)).toBe(1000n);
  });

  // Placement reads the session in its own context statement (docs/decisions/014): the session
  // rules must hold there as on every other route.
  it('applies the session rules: an idle or unknown session is 401 and places nothing', async () => {
    const idler = await newPlayer(testApp, 'idle@example.com', { first_name: 'I', last_name: 'L' });
    await deposit(idler, '1000');
    const [line] = take(1);
    const idHash = sha256(idler.cookie.split('=')[1]!);
    const lastSeen = async () =>
      (await db().select().from(sessions).where(eq(sessions.idHash, idHash)))[0]?.lastSeenAt;

    // A live session idle for a few minutes places and is marked seen.
    await touchSession(db(), idHash, new Date(Date.now() - 5 * 60_000));
    const placed = await place(idler, single(line!, '100'));
    expect(placed.statusCode, placed.body).toBe(200);
    expect(Date.now() - (await lastSeen())!.getTime()).toBeLessThan(60_000);

    // Past the idle timeout (60 minutes by default): 401, the cookie cleared, the session gone.
    await touchSession(db(), idHash, new Date(Date.now() - 61 * 60_000));
    const idle = await place(idler, single(line!, '100'));
    expect(idle.statusCode).toBe(401);
    expect(sessionCookie(idle)?.value).toBe('');
    expect(await lastSeen()).toBeUndefined();
    expect((await place(idler, single(line!, '100'))).statusCode).toBe(401);

    const unknown = await place(
      { ...idler, cookie: 'sb_session=not-a-session' },
      single(line!, '1'),
    );
    expect(unknown.statusCode).toBe(401);
    const signedInAgain = sessionCookie(await signIn(testApp, 'idle@example.com'))!;
    expect(await balance({ ...idler, cookie: `sb_session=${signedInAgain.value}` })).toBe(900n);
    const placedBets = await db().select().from(bets).where(eq(bets.playerId, idler.playerId));
    expect(placedBets).toHaveLength(1);
  });

  it('checks changed odds under each accept mode (code 101)', async () => {
    const bob = await newPlayer(testApp, 'bob@example.com', { first_name: 'B', last_name: 'B' });
    await deposit(bob, '100000');
    const lines = take(6);
    for (const line of lines) await setOutcome(line, { odds: 2000 });
    const [a, b, c, d, e, f] = lines as [Line, Line, Line, Line, Line, Line];

    // none: any difference is refused, with the current price and the reason per selection.
    await setMode(bob, 'none');
    const dropped = await expectRefused(await place(bob, single(a, '100', 2.1)), 422, 101);
    expect(dropped.details).toEqual([
      expect.objectContaining({
        bet_index: 0,
        selection_index: 0,
        match_id: a.match_id,
        market_id: a.market_id,
        specifier: a.specifier,
        outcome_id: a.outcome_id,
        odds: 2,
        reason: 'risk_validation.odds_different_than_bookmaker',
      }),
    ]);
    expect(dropped.errors_by_bet).toEqual([expect.objectContaining({ index: 0, code: 101 })]);
    await expectRefused(await place(bob, single(a, '100', 1.9)), 422, 101);
    const exact = await place(bob, single(a, '100', 2));
    expect(exact.statusCode, exact.body).toBe(200);

    // higher: only a drop is refused; a rise is taken at the current (better) price.
    await setMode(bob, 'higher');
    const drop = await expectRefused(await place(bob, single(b, '100', 2.1)), 422, 101);
    expect(drop.details![0]!.reason).toBe('risk_validation.odds_to_low');
    const rise = await place(bob, single(c, '100', 1.9));
    expect(rise.statusCode, rise.body).toBe(200);
    expect(placeBetsResponseSchema.parse(rise.json()).data[0]!.selections[0]!.odds).toBe(2);

    // any: the current price is taken either way.
    await setMode(bob, 'any');
    for (const [line, seen] of [
      [d, 2.1],
      [e, 1.9],
    ] as const) {
      const response = await place(bob, single(line, '100', seen));
      expect(response.statusCode, response.body).toBe(200);
      const [bet] = placeBetsResponseSchema.parse(response.json()).data;
      expect(bet!.odds).toBe(2);
      expect(bet!.potential_win).toBe('200');
    }

    // Per-bet errors point at the refused bet of a multi-single; nothing is placed.
    await setMode(bob, 'none');
    const before = await balance(bob);
    const multi = await place(bob, {
      meta: meta('single'),
      bets: [
        { stake: stakeOf('100'), selections: [selection(f, 2)] },
        { stake: stakeOf('100'), selections: [selection(a, 3)] },
      ],
    });
    const refused = await expectRefused(multi, 422, 101);
    expect(refused.errors_by_bet!.map((x) => x.index)).toEqual([1]);
    expect(await balance(bob)).toBe(before);
  });

  it('waits the in-play delay and re-checks live selections', async () => {
    const [steady, moving, suspending] = take(3);
    for (const line of [steady!, moving!, suspending!]) {
      await setEventStatus(line, 1);
      await setOutcome(line, { odds: 2000 });
    }
    await setMode(alice, 'none');
    const started = Date.now();
    const ok = await place(alice, single(steady!, '100', 2));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE_DELAY_MS - 20);

    const pending = place(alice, single(moving!, '100', 2));
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS / 3));
    await setOutcome(moving!, { odds: 1800 });
    const moved = await expectRefused(await pending, 422, 101);
    expect(moved.details![0]!.odds).toBe(1.8);

    const pending2 = place(alice, single(suspending!, '100', 2));
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELAY_MS / 3));
    await setMarketStatus(suspending!, -1);
    await expectRefused(await pending2, 422, 'selection_suspended');
  });

  it('never overdraws under 200 concurrent placements', async () => {
    const dave = await newPlayer(testApp, 'dave@example.com', { first_name: 'D', last_name: 'D' });
    await deposit(dave, '1000');
    const [line] = take(1);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => place(dave, single(line!, '100'))),
    );
    const accepted = responses.filter((r) => r.statusCode === 200);
    for (const response of responses) {
      if (response.statusCode !== 200) {
        expect(response.statusCode, response.body).toBe(422);
        expect(error(response.json()).code).toBe('insufficient_balance');
      }
    }
    expect(accepted).toHaveLength(10);
    expect(await balance(dave)).toBe(1000n - BigInt(accepted.length) * 100n);
    const placed = await db()
      .select({ sum: sql<string>`sum(${bets.stake})::text` })
      .from(bets)
      .where(eq(bets.playerId, dave.playerId));
    expect(placed[0]!.sum).toBe('1000');
    await expectLedgerBalanced();
  }, 120_000);

  it('answers the largest stake that limits, MAX_PAYOUT and the balance allow', async () => {
    const maxStake = async (client: Client | null, payload: object) =>
      testApp.app.inject({
        method: 'POST',
        url: `${V3}/bets/max-stake`,
        headers: as(client),
        payload,
      });
    const [line] = take(1);
    await setOutcome(line!, { odds: 2000 });
    expect((await maxStake(null, single(line!, '1'))).statusCode).toBe(401);
    const erin = await newPlayer(testApp, 'erin@example.com', { first_name: 'E', last_name: 'E' });
    await deposit(erin, '5000');
    const byBalance = await maxStake(erin, {
      meta: meta('single'),
      bets: [{ selections: [selection(line!)] }],
    });
    expect(byBalance.statusCode, byBalance.body).toBe(200);
    expect(maxStakeResponseSchema.parse(byBalance.json()).data).toEqual({
      max_stake: '5000',
      currency: 'EUR',
    });
    // A combo at 1600: MAX_PAYOUT binds before the 10,000.00 EUR stake limit and the balance.
    const frank = await newPlayer(testApp, 'frank@example.com', {
      first_name: 'F',
      last_name: 'F',
    });
    await deposit(frank, '200000');
    const combo = take(2);
    for (const l of combo) await setOutcome(l, { odds: 40_000 });
    const byPayout = await maxStake(frank, {
      meta: meta('combo'),
      bets: [{ selections: combo.map((l) => selection(l, 40)) }],
    });
    expect(maxStakeResponseSchema.parse(byPayout.json()).data.max_stake).toBe('62500');
    const bySplit = await maxStake(erin, {
      meta: meta('single'),
      bets: take(2).map((l) => ({ selections: [selection(l)] })),
    });
    expect(maxStakeResponseSchema.parse(bySplit.json()).data.max_stake).toBe('2500');
    // A single at 2.0 with plenty of money: the stake limit, 10,000.00 EUR.
    await deposit(frank, '1000000');
    const byLimit = await maxStake(frank, single(line!, '1'));
    expect(maxStakeResponseSchema.parse(byLimit.json()).data.max_stake).toBe('1000000');
    const suspended = take(1);
    await setMarketStatus(suspended[0]!, -1);
    const refused = await maxStake(frank, single(suspended[0]!, '1'));
    expect(refused.statusCode).toBe(422);
  });

  it('shares a slip by code and reads it back with current prices; unknown codes are 404', async () => {
    const lines = take(2);
    const create = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bets/share-code`,
      headers: as(alice),
      payload: { bets: [{ selections: lines.map((l) => selection(l)) }] },
    });
    expect(create.statusCode, create.body).toBe(200);
    const { code } = shareCodeResponseSchema.parse(create.json()).data;
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
    await setOutcome(lines[0]!, { odds: 3210 });
    const read = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bets/share-code?code=${code}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const { bets: shared } = sharedBetsResponseSchema.parse(read.json()).data;
    expect(shared[0]!.selections.map((s) => s.outcome_id)).toEqual(lines.map((l) => l.outcome_id));
    expect(shared[0]!.selections[0]).toMatchObject({ odds: 3.21, market_status: 1, active: true });
    expect(shared[0]!.selections[0]!.match_name).toContain(' - ');

    const unknown = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bets/share-code?code=NOSUCHCODE`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(error(unknown.json()).message).toMatch(/does not exist or has expired/);
    const expired = await createShareCode({
      db: db(),
      playerId: alice.playerId,
      body: { bets: [{ selections: [selection(lines[1]!)] }] },
      now: new Date(Date.now() - 8 * 24 * 3_600_000),
    });
    const old = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bets/share-code?code=${expired}`,
    });
    expect(old.statusCode).toBe(404);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bets/share-code`,
      headers: as(null),
      payload: { bets: [{ selections: [selection(lines[0]!)] }] },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await testApp.app.inject({ method: 'GET', url: `${V2}/bets/share-code?code=x` });
    expect(bad.statusCode).toBe(400);
  });

  it('leaves out shared lines that can never be bet again and flags those that may reopen', async () => {
    const [settled, cancelled, finished, suspended, stopped] = take(5);
    const create = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bets/share-code`,
      headers: as(alice),
      payload: {
        bets: [settled!, cancelled!, finished!, suspended!, stopped!].map((line) => ({
          selections: [selection(line)],
        })),
      },
    });
    expect(create.statusCode, create.body).toBe(200);
    const { code } = shareCodeResponseSchema.parse(create.json()).data;
    await setMarketStatus(settled!, -3);
    await setMarketStatus(cancelled!, -4);
    await setEventStatus(finished!, 4);
    await setMarketStatus(suspended!, -1);
    await setEventStatus(stopped!, 2);
    const read = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bets/share-code?code=${code}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const { bets: shared } = sharedBetsResponseSchema.parse(read.json()).data;
    // One entry per shared bet stays, so the slip can tell which bets are left.
    expect(shared.map((bet) => bet.selections.map((s) => s.match_id))).toEqual([
      [],
      [],
      [],
      [suspended!.match_id],
      [stopped!.match_id],
    ]);
    expect(shared[3]!.selections[0]).toMatchObject({ market_status: -1 });
    expect(shared[4]!.selections[0]).toMatchObject({ match_status: 2, market_status: 1 });
  });
});
