import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorEnvelopeSchema } from '@sportsbook/contract';
import type { HistoryBetWire, PlacedBetWire } from '@sportsbook/contract';
import { betSelections, bets, events, markets } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import {
  NAMES,
  V3,
  deposit,
  history,
  linePool,
  openLines,
  placeBet,
  settleLine,
} from './bet-history-helpers';
import type { Line } from './bet-history-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

describe.each(databaseTargets())('bet history on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  let singleLine: Line;
  let systemLines: Line[];
  /** Alice's bets in the order placed: a single, a combo, a system 2/3. */
  let single: PlacedBetWire;
  let combo: PlacedBetWire;
  let system: PlacedBetWire;
  let bobsBet: PlacedBetWire;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed', BET_DELAY_LIVE_MS: '0' });
    alice = await newPlayer(testApp, 'alice@example.com', NAMES);
    bob = await newPlayer(testApp, 'bob@example.com', NAMES);
    await deposit(testApp, alice, '100000');
    await deposit(testApp, bob, '100000');
    const take = linePool(await openLines(testApp));
    singleLine = take(1)[0]!;
    systemLines = take(3);
    single = await placeBet(testApp, alice, [singleLine!], '1000');
    combo = await placeBet(testApp, alice, take(2), '500');
    system = await placeBet(testApp, alice, systemLines, '300', '2/3');
    bobsBet = await placeBet(testApp, bob, take(1), '700');
    // created_at decides the order: make it strictly increasing whatever the clock did.
    const base = Date.parse('2026-06-01T10:00:00Z');
    for (const [index, bet] of [single, combo, system, bobsBet].entries()) {
      await db()
        .update(bets)
        .set({ createdAt: new Date(base + index * 1000) })
        .where(eq(bets.id, bet.bet_id));
    }
  }, 120_000);
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  const ids = (list: { data: { id: string }[] }) => list.data.map((b) => b.id);

  it('lists the player’s bets newest first, with their selections and details', async () => {
    const list = await history(testApp, alice);
    expect(ids(list)).toEqual([system.bet_id, combo.bet_id, single.bet_id]);
    expect(list.pagination).toEqual({ total: 3, page: 1, limit: 20, last_page: 1 });

    const [sys, cmb, sgl] = list.data;
    expect(sgl).toMatchObject({
      id: single.bet_id,
      type: 'single',
      ref: single.bet_id.replace(/-/g, '').slice(-10).toUpperCase(),
      status: 'waiting_results',
      result: 'no_results',
      stake: { value: '1000', currency: 'EUR' },
      currency: 'EUR',
      subunits: '100',
      odds: singleLine.odds,
      potential_win: single.potential_win,
      win_amount: null,
      cashed_out_stake: '0',
      cashout_paid: '0',
      system_type: null,
      bonus: null,
      used_in_jackpot: false,
      is_vip: false,
      settled_at: null,
    });
    expect(sgl!.selections).toHaveLength(1);
    expect(sgl!.selections[0]).toMatchObject({
      match_id: singleLine.match_id,
      market_id: singleLine.market_id,
      specifier: singleLine.specifier,
      outcome_id: singleLine.outcome_id,
      odds: singleLine.odds,
      match_name: single.selections[0]!.match_name,
      market_name: single.selections[0]!.market_name,
      outcome_name: single.selections[0]!.outcome_name,
      provider: 'betradar',
      live: false,
      result: null,
      match: { id: singleLine.match_id, status: 0, is_live: false, is_finished: false },
    });
    expect(sgl!.selections[0]!.match!.sport_key).toMatch(/^[a-z-]+$/);
    expect(cmb).toMatchObject({ type: 'combo', stake: { value: '500' } });
    expect(cmb!.selections).toHaveLength(2);
    expect(sys).toMatchObject({
      type: 'system',
      system_type: { id: '2/3', win_count: 2, total_count: 3 },
    });
    expect(sys!.selections.map((s) => s.match_id)).toEqual(systemLines.map((l) => l.match_id));
  });

  it('never shows another player’s bets', async () => {
    const bobs = await history(testApp, bob);
    expect(ids(bobs)).toEqual([bobsBet.bet_id]);
    const alices = await history(testApp, alice, '?limit=500');
    expect(ids(alices)).not.toContain(bobsBet.bet_id);
  });

  it('pages without overlap', async () => {
    const first = await history(testApp, alice, '?page=1&limit=2');
    const second = await history(testApp, alice, '?page=2&limit=2');
    expect(first.pagination).toMatchObject({ total: 3, last_page: 2 });
    expect(ids(first)).toEqual([system.bet_id, combo.bet_id]);
    expect(ids(second)).toEqual([single.bet_id]);
    expect(ids(await history(testApp, alice, '?page=3&limit=2'))).toEqual([]);
  });

  it('shows the current live score of a selection’s match', async () => {
    const line = systemLines[0]!;
    await db()
      .update(events)
      .set({
        status: 1,
        live: {
          clock: null,
          totalScore: { home: 2, away: 1 },
          gameScore: null,
          currentServer: null,
          periodScores: [
            {
              home: 2,
              away: 1,
              periodKey: '1st_half',
              periodName: '1st half',
              number: 1,
              type: 'regular',
            },
          ],
          maxPeriodNumber: 1,
          timeline: [],
        },
      })
      .where(eq(events.id, line.match_id));
    const bet = (await history(testApp, alice)).data.find((b) => b.id === system.bet_id)!;
    expect(bet.selections[0]!.match).toMatchObject({
      status: 1,
      is_live: true,
      total_score: { home: 2, away: 1 },
      period_scores: [{ home: 2, away: 1, period_key: '1st_half', number: 1 }],
    });
  });

  it('filters by status and by outcome, with the settled amounts and selection results', async () => {
    // Settle as the settlement worker would: the single won 18.50, the combo lost.
    await settleLine(testApp, singleLine, 'win');
    const settledAt = new Date('2026-06-01T12:00:00Z');
    await db()
      .update(bets)
      .set({ status: 'done', result: 'win_entire', settledPayout: 1850n, settledAt })
      .where(eq(bets.id, single.bet_id));
    await db()
      .update(bets)
      .set({ status: 'done', result: 'lose_entire', settledPayout: 0n, settledAt })
      .where(eq(bets.id, combo.bet_id));

    expect(ids(await history(testApp, alice, '?status=open'))).toEqual([system.bet_id]);
    expect(ids(await history(testApp, alice, '?status=settled'))).toEqual([
      combo.bet_id,
      single.bet_id,
    ]);
    expect(ids(await history(testApp, alice, '?status=all&outcome=all'))).toHaveLength(3);
    expect(ids(await history(testApp, alice, '?outcome=win'))).toEqual([single.bet_id]);
    expect(ids(await history(testApp, alice, '?status=settled&outcome=lose'))).toEqual([
      combo.bet_id,
    ]);
    expect(ids(await history(testApp, alice, '?outcome=refund'))).toEqual([]);
    expect(ids(await history(testApp, alice, '?status=open&outcome=win'))).toEqual([]);
    // Bob's bets stay out of every filter.
    expect(ids(await history(testApp, bob, '?status=settled'))).toEqual([]);

    const won = (await history(testApp, alice, '?outcome=win')).data[0]!;
    expect(won).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: '1850',
      to_cashout: null,
      settled_at: '2026-06-01T12:00:00.000Z',
    });
    expect(won.selections[0]!.result).toBe('win');
  });

  it('refuses bad filters and paging with a message, and visitors with 401', async () => {
    const get = (query: string, who: Client | null = alice) =>
      testApp.app.inject({ method: 'GET', url: `${V3}/bets${query}`, headers: as(who) });
    const badStatus = await get('?status=pending');
    expect(badStatus.statusCode).toBe(400);
    expect(error(badStatus.json()).message).toContain('status: must be one of all, open, settled');
    const badOutcome = await get('?outcome=draw');
    expect(badOutcome.statusCode).toBe(400);
    expect(error(badOutcome.json()).message).toContain('outcome: must be one of all, win, lose');
    for (const query of ['?limit=0', '?limit=501', '?page=0', '?page=x', '?locale=1']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(error(response.json()).code).toBe('bad_request');
    }
    expect((await get('?locale=de')).statusCode).toBe(200);
    expect((await get('', null)).statusCode).toBe(401);
  });

  // Issue 15 §3: a bet placed in English reads in the reader's language, from the catalogue.
  it('names markets and outcomes in the reader’s language, not as stored at placement', async () => {
    const [line] = await db()
      .select({ names: markets.names, outcomes: markets.outcomes })
      .from(markets)
      .where(
        and(
          eq(markets.eventId, singleLine.match_id),
          eq(markets.marketId, singleLine.market_id),
          eq(markets.specifier, singleLine.specifier),
        ),
      );
    const placed = single.selections[0]!;
    expect(placed.market_name).toBe(line!.names.en);
    // The catalogue names this line in German differently from English (the feed's 1x2 is '1x2'
    // in every language, so give it names that tell them apart).
    const where = and(
      eq(markets.eventId, singleLine.match_id),
      eq(markets.marketId, singleLine.market_id),
      eq(markets.specifier, singleLine.specifier),
    );
    await db()
      .update(markets)
      .set({
        names: { ...line!.names, de: 'Dreiweg' },
        outcomes: line!.outcomes.map((o) =>
          o.outcomeId === singleLine.outcome_id ? { ...o, names: { ...o.names, de: 'Tipp' } } : o,
        ),
      })
      .where(where);
    const read = async (query: string, headers: Record<string, string> = {}) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${V3}/bets${query}`,
        headers: as(alice, headers),
      });
      const bet = (response.json() as { data: HistoryBetWire[] }).data.find(
        (b) => b.id === single.bet_id,
      );
      return bet!.selections[0]!;
    };
    for (const selection of [
      await read('?locale=de'),
      await read('', { 'accept-language': 'de-AT' }),
    ]) {
      expect(selection).toMatchObject({ market_name: 'Dreiweg', outcome_name: 'Tipp' });
    }
    // A language the catalogue is not named in reads the catalogue's English.
    expect((await read('?locale=fi')).market_name).toBe(line!.names.en);
    // Pretend Alice placed it in Arabic: the reader's language still wins over the stored name.
    await db()
      .update(betSelections)
      .set({ marketName: 'اسم قديم', outcomeName: 'نتيجة قديمة' })
      .where(eq(betSelections.betId, single.bet_id));
    expect((await read('?locale=br')).market_name).toBe(line!.names['pt-BR'] ?? line!.names.en);
  });

  it('keeps the name stored at placement when the catalogue no longer has the line', async () => {
    const [placed] = bobsBet.selections;
    await db()
      .delete(markets)
      .where(and(eq(markets.eventId, placed!.match_id), eq(markets.marketId, placed!.market_id)));
    const [bet] = (await history(testApp, bob, '?locale=de')).data;
    expect(bet!.selections[0]).toMatchObject({
      market_name: placed!.market_name,
      outcome_name: placed!.outcome_name,
    });
  });
});
