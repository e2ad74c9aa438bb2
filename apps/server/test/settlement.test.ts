import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { RealtimeEventName, channels } from '@sportsbook/contract';
import type { Publication } from '@sportsbook/contract';
import { bets, events, marketResults, markets, notifications, updatePlayer } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { betReference } from '@sportsbook/domain';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import {
  SETTLEMENT_READY_TOPIC,
  createSettlementWorker,
} from '../src/services/settlement/settlement-worker';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { localizeCaptions } from '../src/services/notifications/localize-captions';
import { as } from './platform-helpers';
import {
  applyMessages,
  balanceOf,
  countSettlementPostings,
  expectLedgerBalanced,
  feed,
  getBet,
  insertTestPlayer,
  placeTestBet,
  settlementLedgerOf,
  someEventIds,
  withdraw,
} from './settlement-helpers';
import type { TestLeg, TestPlayer } from './settlement-helpers';

const STAKE = 1000n;

describe.each(databaseTargets())('settlement on %s', (target) => {
  let testApp: TestApp;
  let eventIds: number[];
  /** Market ids of made-up lines on real events: no test shares a line with another. */
  let nextMarketId = 90_000;
  const db = () => testApp.app.database.db;
  const newMarket = () => ++nextMarketId;
  const pass = (options: Partial<Parameters<typeof settleReadyBets>[0]> = {}) =>
    settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
      ...options,
    });
  const leg = (eventId: number, marketId: number, odds: number, extra: Partial<TestLeg> = {}) => ({
    eventId,
    marketId,
    specifier: '',
    outcomeId: '1',
    odds,
    ...extra,
  });
  const notificationsOf = (playerId: number) =>
    db().select().from(notifications).where(eq(notifications.playerId, playerId));

  beforeAll(async () => {
    // No worker role: the tests run the passes themselves.
    testApp = await buildTestApp(target, { ROLE: 'api,feed', FEED_CONTROL: 'true' });
    eventIds = await someEventIds(db(), 4);
  }, 120_000);
  afterAll(() => testApp.close());

  async function newBettor(deposit = 100_000n): Promise<TestPlayer> {
    return insertTestPlayer(db(), deposit);
  }

  it('stores results, marks the bets ready in the same transaction and pays a single once', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 2500)],
    });
    const before = await balanceOf(db(), player.accountId);

    const changes = await applyMessages(db(), [
      feed.settle(eventId, [
        {
          marketId: market,
          specifier: '',
          results: [
            { outcomeId: '2', result: 'lose' },
            { outcomeId: '1', result: 'win' },
          ],
        },
      ]),
    ]);
    expect(changes.betsReady).toBe(1);
    const [stored] = await db()
      .select()
      .from(marketResults)
      .where(and(eq(marketResults.eventId, eventId), eq(marketResults.marketId, market)));
    expect(stored).toMatchObject({ status: 'settled', version: 1 });
    expect(stored!.results.map((r) => r.outcomeId)).toEqual(['1', '2']);
    expect((await getBet(db(), id)).status).toBe('ready_to_process');

    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    const { outcomes, failed } = await pass();
    expect(failed).toBe(0);
    expect(outcomes.map((o) => o.bet.id)).toEqual([id]);
    const bet = await getBet(db(), id);
    expect(bet).toMatchObject({
      status: 'done',
      result: 'win_entire',
      settledPayout: 2500n,
      settlementVersion: 1,
    });
    expect(bet.settledAt).toBeInstanceOf(Date);
    expect(await balanceOf(db(), player.accountId)).toBe(before + 2500n);
    expect(await settlementLedgerOf(db(), bet)).toBe(2500n);

    // After the commit the player hears it on their private channel, in this order.
    const mine = publish.mock.calls
      .map(([p]) => p as Publication)
      .filter((p) => p.channel === channels.user(player.playerId));
    expect(mine.map((p) => p.event_name)).toEqual([
      RealtimeEventName.balanceChanged,
      RealtimeEventName.betChanged,
      RealtimeEventName.notification,
      RealtimeEventName.unreadCountersChanged,
    ]);
    expect(mine[0]!.message).toMatchObject({ balance: (before + 2500n).toString() });
    expect(mine[1]!.message).toMatchObject({ id, status: 'done', result: 'win_entire' });
    expect(mine[2]!.message).toMatchObject({ type: 'bet_won', object_type: 'bet', object_id: id });
    expect(mine[3]!.message).toEqual({ unread: 1 });
    publish.mockRestore();
    expect(await notificationsOf(player.playerId)).toHaveLength(1);
    await expectLedgerBalanced(db());
  });

  it('replaying the same settlement changes nothing: no version, no bet, no posting', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 1800)],
    });
    const message = feed.settle(eventId, [
      { marketId: market, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
    ]);
    await applyMessages(db(), [message]);
    await pass();
    const settled = await getBet(db(), id);
    const postings = await countSettlementPostings(db());
    const balance = await balanceOf(db(), player.accountId);

    // The same message again, alone and twice in one batch.
    expect((await applyMessages(db(), [message])).betsReady).toBeUndefined();
    expect((await applyMessages(db(), [message, message])).betsReady).toBeUndefined();
    expect((await pass()).outcomes).toHaveLength(0);
    const [stored] = await db()
      .select()
      .from(marketResults)
      .where(and(eq(marketResults.eventId, eventId), eq(marketResults.marketId, market)));
    expect(stored!.version).toBe(1);
    expect(await getBet(db(), id)).toEqual(settled);
    expect(await countSettlementPostings(db())).toBe(postings);
    expect(await balanceOf(db(), player.accountId)).toBe(balance);
    expect(await notificationsOf(player.playerId)).toHaveLength(1);

    // Even a bet marked ready by hand with unchanged results posts nothing and says nothing.
    await db().update(bets).set({ status: 'ready_to_process' }).where(eq(bets.id, id));
    await pass();
    expect(await getBet(db(), id)).toMatchObject({ status: 'done', settledPayout: 1800n });
    expect(await countSettlementPostings(db())).toBe(postings);
    expect(await notificationsOf(player.playerId)).toHaveLength(1);
  });

  it('pays a combo with a void leg at odds 1 on that leg', async () => {
    const player = await newBettor();
    const [a, b, c] = [newMarket(), newMarket(), newMarket()];
    const [e1, e2, e3] = eventIds as [number, number, number];
    const id = await placeTestBet(db(), player, {
      type: 'combo',
      stake: STAKE,
      legs: [leg(e1, a, 2000), leg(e2, b, 1500), leg(e3, c, 3000)],
    });
    await applyMessages(db(), [
      feed.settle(e1, [
        { marketId: a, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
      feed.settle(e2, [
        { marketId: b, specifier: '', results: [{ outcomeId: '1', result: 'void' }] },
      ]),
    ]);
    await pass();
    // Two of three legs known: the combo waits.
    expect(await getBet(db(), id)).toMatchObject({ status: 'waiting_results', settledPayout: 0n });
    await applyMessages(db(), [
      feed.settle(e3, [
        { marketId: c, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({ status: 'done', settledPayout: 6000n });
    await expectLedgerBalanced(db());
  });

  it('settles a combo as lost as soon as one leg loses', async () => {
    const player = await newBettor();
    const [a, b] = [newMarket(), newMarket()];
    const [e1, e2] = eventIds as [number, number];
    const id = await placeTestBet(db(), player, {
      type: 'combo',
      stake: STAKE,
      legs: [leg(e1, a, 2000), leg(e2, b, 2000)],
    });
    await applyMessages(db(), [
      feed.settle(e1, [
        { marketId: a, specifier: '', results: [{ outcomeId: '1', result: 'lose' }] },
      ]),
    ]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
      settledPayout: 0n,
    });
    const [notification] = await notificationsOf(player.playerId);
    expect(notification).toMatchObject({ type: 'bet_lost', objectId: id });
  });

  it('writes the notification in the player’s language', async () => {
    const player = await newBettor();
    await updatePlayer(db(), player.playerId, { language: 'de' });
    const [a, b] = [newMarket(), newMarket()];
    const [e1, e2] = eventIds as [number, number];
    const id = await placeTestBet(db(), player, {
      type: 'combo',
      stake: STAKE,
      legs: [leg(e1, a, 2000), leg(e2, b, 2500)],
    });
    await applyMessages(db(), [
      feed.settle(e1, [
        { marketId: a, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
      feed.settle(e2, [
        { marketId: b, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({ status: 'done', settledPayout: 5000n });
    expect(await notificationsOf(player.playerId)).toEqual([
      expect.objectContaining({
        type: 'bet_won',
        objectId: id,
        title: 'Wette gewonnen',
        caption: `Kombiwette, 2 Auswahlen · Wett-Nr. ${betReference(id)}`,
        body: 'Du hast 50,00 EUR gewonnen.',
      }),
    ]);
    // Read in another language, the caption (which bet) follows the reader (issue 15 §3).
    const [read] = await localizeCaptions(db(), await notificationsOf(player.playerId), 'fr-CA');
    expect(read!.caption).toBe(`Combiné, 2 sélections · Réf. ${betReference(id)}`);
  });

  it('pays a system 2/3 as the sum of its combinations', async () => {
    const player = await newBettor();
    const [a, b, c] = [newMarket(), newMarket(), newMarket()];
    const [e1, e2, e3] = eventIds as [number, number, number];
    // 3000 over three doubles: 1000 each. Legs 2.00 and 3.00 win, 4.00 loses → one double pays.
    const id = await placeTestBet(db(), player, {
      type: 'system',
      winCount: 2,
      stake: 3000n,
      legs: [leg(e1, a, 2000), leg(e2, b, 3000), leg(e3, c, 4000)],
    });
    await applyMessages(db(), [
      feed.settle(e1, [
        { marketId: a, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
      feed.settle(e2, [
        { marketId: b, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
      feed.settle(e3, [
        { marketId: c, specifier: '', results: [{ outcomeId: '1', result: 'lose' }] },
      ]),
    ]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({ status: 'done', settledPayout: 6000n });
  });

  it('settles an Asian quarter line: stake 10 at 2.00 on −0.25, a draw returns 5.00', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const before = await balanceOf(db(), player.accountId);
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 2000, { specifier: 'hcp=-0.25', outcomeId: '1714' })],
    });
    await applyMessages(db(), [
      feed.settle(eventId, [
        {
          marketId: market,
          specifier: 'hcp=-0.25',
          results: [
            { outcomeId: '1714', result: 'half_lose' },
            { outcomeId: '1715', result: 'half_win' },
          ],
        },
      ]),
    ]);
    await pass();
    const bet = await getBet(db(), id);
    expect(bet).toMatchObject({
      status: 'done',
      result: 'refund_half_lose_other',
      settledPayout: 500n,
    });
    expect(await balanceOf(db(), player.accountId)).toBe(before - STAKE + 500n);
  });

  it('cancels: every leg void, the stake back, status cancelled and result canceled', async () => {
    const player = await newBettor();
    const [a, b] = [newMarket(), newMarket()];
    const [e1, e2] = eventIds as [number, number];
    const before = await balanceOf(db(), player.accountId);
    const id = await placeTestBet(db(), player, {
      type: 'combo',
      stake: STAKE,
      legs: [leg(e1, a, 2000), leg(e2, b, 1700)],
    });
    await applyMessages(db(), [
      feed.cancel(e1, [{ marketId: a, specifier: '' }]),
      feed.cancel(e2, [{ marketId: b, specifier: '' }]),
    ]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({
      status: 'cancelled',
      result: 'canceled',
      settledPayout: STAKE,
    });
    expect(await balanceOf(db(), player.accountId)).toBe(before);
    const [notification] = await notificationsOf(player.playerId);
    expect(notification).toMatchObject({ type: 'bet_refunded', title: 'Bet cancelled' });
  });

  it('a rollback takes the payout back through the ledger; a corrected result pays the new amount', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 2500, { specifier: 'total=2.25', outcomeId: '12' })],
    });
    const afterStake = await balanceOf(db(), player.accountId);
    const settle = (result: 'win' | 'half_win') =>
      feed.settle(eventId, [
        { marketId: market, specifier: 'total=2.25', results: [{ outcomeId: '12', result }] },
      ]);

    await applyMessages(db(), [settle('win')]);
    await pass();
    expect(await balanceOf(db(), player.accountId)).toBe(afterStake + 2500n);

    const rolledBack = await applyMessages(db(), [feed.rollback(eventId, [market])]);
    expect(rolledBack.betsReady).toBe(1);
    await pass();
    let bet = await getBet(db(), id);
    expect(bet).toMatchObject({
      status: 'waiting_results',
      result: 'no_results',
      settledPayout: 0n,
      settlementVersion: 2,
      settledAt: null,
    });
    expect(await balanceOf(db(), player.accountId)).toBe(afterStake);

    // Corrected: half won at 2.50 → 500 × 2.50 + 500 = 1750.
    await applyMessages(db(), [settle('half_win')]);
    await pass();
    bet = await getBet(db(), id);
    expect(bet).toMatchObject({
      status: 'done',
      result: 'refund_half_win_other',
      settledPayout: 1750n,
      settlementVersion: 3,
    });
    expect(await balanceOf(db(), player.accountId)).toBe(afterStake + 1750n);
    expect(await settlementLedgerOf(db(), bet)).toBe(1750n);
    expect((await notificationsOf(player.playerId)).map((n) => n.type).sort()).toEqual([
      'bet_won',
      'bet_won',
    ]);

    // Settle, roll back and settle again inside one batch: the last word wins.
    await applyMessages(db(), [
      settle('win'),
      feed.rollback(eventId, [market]),
      settle('half_win'),
    ]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({ settledPayout: 1750n, settlementVersion: 3 });
    await expectLedgerBalanced(db());
  });

  it('a reversal larger than the balance takes what is there and keeps the rest owed', async () => {
    const player = await newBettor(STAKE);
    const market = newMarket();
    const other = newMarket();
    const [eventId] = eventIds as [number];
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 3000)],
    });
    const settle = feed.settle(eventId, [
      { marketId: market, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
    ]);
    await applyMessages(db(), [settle]);
    await pass();
    expect(await balanceOf(db(), player.accountId)).toBe(3000n);
    // The winnings are staked again: 2000 of the 3000 are no longer there to take back.
    await placeTestBet(db(), player, {
      type: 'single',
      stake: 2000n,
      legs: [leg(eventId, other, 2000)],
    });

    await applyMessages(db(), [feed.rollback(eventId, [market])]);
    const { outcomes } = await pass();
    expect(outcomes[0]).toMatchObject({ posted: -1000n, shortfall: 2000n });
    expect(await balanceOf(db(), player.accountId)).toBe(0n);
    expect(await getBet(db(), id)).toMatchObject({
      status: 'ready_to_process',
      settledPayout: 2000n,
    });

    // The second bet wins 4000: a later pass collects the rest of the debt (one try per pass).
    await applyMessages(db(), [
      feed.settle(eventId, [
        { marketId: other, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    await pass();
    await pass();
    expect(await balanceOf(db(), player.accountId)).toBe(2000n);
    expect(await getBet(db(), id)).toMatchObject({
      status: 'waiting_results',
      settledPayout: 0n,
    });
    await expectLedgerBalanced(db());
  });

  it('a corrected result nobody can pay back: told once, the debt retried quietly', async () => {
    const player = await newBettor(STAKE);
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 3000)],
    });
    const settle = (result: 'win' | 'lose') =>
      feed.settle(eventId, [
        { marketId: market, specifier: '', results: [{ outcomeId: '1', result }] },
      ]);
    await applyMessages(db(), [settle('win')]);
    await pass();
    await withdraw(db(), player, 3000n);

    // A changed result without a rollback: the settled bet is marked again from done.
    expect((await applyMessages(db(), [settle('lose')])).betsReady).toBe(1);
    await pass();
    await pass();
    await pass();
    expect(await getBet(db(), id)).toMatchObject({
      status: 'ready_to_process',
      result: 'lose_entire',
      settledPayout: 3000n,
      settlementVersion: 1,
    });
    expect((await notificationsOf(player.playerId)).map((n) => n.type).sort()).toEqual([
      'bet_lost',
      'bet_won',
    ]);
    await expectLedgerBalanced(db());

    // Corrected back to a win: nothing is owed any more, the bet is done again.
    await applyMessages(db(), [settle('win')]);
    await pass();
    expect(await getBet(db(), id)).toMatchObject({ status: 'done', settledPayout: 3000n });
  });

  it('a crash after the results commit loses nothing: a fresh worker settles the marked bets', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 2000)],
    });
    // The process "dies" right after this commit: no notice, no pass.
    await applyMessages(db(), [
      feed.settle(eventId, [
        { marketId: market, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    expect((await getBet(db(), id)).status).toBe('ready_to_process');

    const worker = createSettlementWorker({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
      log: testApp.app.log,
    });
    await worker.sweep();
    await worker.sweep();
    await worker.close();
    const bet = await getBet(db(), id);
    expect(bet).toMatchObject({ status: 'done', settledPayout: 2000n, settlementVersion: 1 });
    expect(await settlementLedgerOf(db(), bet)).toBe(2000n);
  });

  it('the sweep settles a bet placed while its line was being settled', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    await applyMessages(db(), [
      feed.settle(eventId, [
        { marketId: market, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    // Written after the results' commit, so nothing marked it.
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 1500)],
    });
    expect((await getBet(db(), id)).status).toBe('waiting_results');
    expect((await pass()).outcomes).toHaveLength(0);
    const worker = createSettlementWorker({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
      log: testApp.app.log,
    });
    await worker.sweep();
    await worker.close();
    expect(await getBet(db(), id)).toMatchObject({ status: 'done', settledPayout: 1500n });
  });

  it('a worker that fails before its plan commits leaves no trace; the retry pays once', async () => {
    const player = await newBettor();
    const market = newMarket();
    const [eventId] = eventIds as [number];
    const before = await balanceOf(db(), player.accountId);
    const id = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [leg(eventId, market, 2200)],
    });
    await applyMessages(db(), [
      feed.settle(eventId, [
        { marketId: market, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    const postings = await countSettlementPostings(db());
    const crashed = await pass({
      beforeSubmit: async () => {
        throw new Error('the process died mid-transaction');
      },
    });
    expect(crashed).toMatchObject({ outcomes: [], failed: 1 });
    expect(await getBet(db(), id)).toMatchObject({
      status: 'ready_to_process',
      settledPayout: 0n,
      settlementVersion: 0,
      settledAt: null,
    });
    expect(await countSettlementPostings(db())).toBe(postings);
    expect(await balanceOf(db(), player.accountId)).toBe(before - STAKE);
    expect(await notificationsOf(player.playerId)).toHaveLength(0);

    await pass();
    await pass();
    const bet = await getBet(db(), id);
    expect(bet).toMatchObject({ status: 'done', settledPayout: 2200n, settlementVersion: 1 });
    expect(await countSettlementPostings(db())).toBe(postings + 1);
    expect(await balanceOf(db(), player.accountId)).toBe(before - STAKE + 2200n);
    expect(await notificationsOf(player.playerId)).toHaveLength(1);
  });

  it('two workers side by side pay every bet exactly once', async () => {
    const [eventId] = eventIds as [number];
    const market = newMarket();
    const players = await Promise.all([1, 2, 3, 4].map(() => newBettor()));
    const ids: string[] = [];
    for (const player of players)
      for (let i = 0; i < 3; i += 1)
        ids.push(
          await placeTestBet(db(), player, {
            type: 'single',
            stake: STAKE,
            legs: [leg(eventId, market, 2000)],
          }),
        );
    await applyMessages(db(), [
      feed.settle(eventId, [
        { marketId: market, specifier: '', results: [{ outcomeId: '1', result: 'win' }] },
      ]),
    ]);
    const [first, second] = await Promise.all([pass({ batchSize: 2 }), pass({ batchSize: 2 })]);
    expect(first!.outcomes.length + second!.outcomes.length).toBe(ids.length);
    for (const id of ids) {
      const bet = await getBet(db(), id);
      expect(bet).toMatchObject({ status: 'done', settledPayout: 2000n });
      expect(await settlementLedgerOf(db(), bet)).toBe(2000n);
    }
    await expectLedgerBalanced(db());
  });

  it('finishes a real match through the dev route; its bets settle from the feed’s results', async () => {
    const player = await newBettor();
    // The engine's first step: matches whose time has passed start or end, so the database
    // shows what the engine can still finish.
    await testApp.app.feed.advance(0);
    // A prematch match with an open 1X2 line.
    const [line] = await db()
      .select({
        eventId: markets.eventId,
        outcomes: markets.outcomes,
        specifier: markets.specifier,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(
        and(
          eq(events.status, 0),
          eq(events.type, 'match'),
          eq(events.provider, 'betradar'),
          eq(markets.marketId, 1),
          eq(markets.status, 1),
        ),
      )
      .orderBy(asc(events.startTime))
      .limit(1);
    expect(line).toBeDefined();
    const outcome = line!.outcomes.find((o) => o.active)!;
    // Placement has its own tests (and its in-play checks); here the bet is written directly.
    const betId = await placeTestBet(db(), player, {
      type: 'single',
      stake: STAKE,
      legs: [
        leg(line!.eventId, 1, outcome.odds, {
          specifier: line!.specifier,
          outcomeId: outcome.outcomeId,
        }),
      ],
    });

    const finish = (id: number, headers: Record<string, string> = as(null)) =>
      testApp.app.inject({
        method: 'POST',
        url: `/sportsbook/api/v2/dev/matches/${id}/finish`,
        headers,
      });
    expect((await finish(line!.eventId, {})).statusCode).toBe(403);
    const notices = vi.spyOn(testApp.app.pubsub, 'publish');
    expect((await finish(line!.eventId)).statusCode).toBe(204);
    // The feed told the settlement worker (wherever it runs) after its commit.
    expect(notices.mock.calls.filter(([topic]) => topic === SETTLEMENT_READY_TOPIC)).toEqual([
      [SETTLEMENT_READY_TOPIC, { bets: 1 }],
    ]);
    notices.mockRestore();
    expect((await finish(line!.eventId)).statusCode).toBe(404);
    expect((await finish(999_999_999)).statusCode).toBe(404);

    const [result] = await db()
      .select()
      .from(marketResults)
      .where(
        and(
          eq(marketResults.eventId, line!.eventId),
          eq(marketResults.marketId, 1),
          eq(marketResults.specifier, line!.specifier),
        ),
      );
    expect(result?.status).toBe('settled');
    const mine = result!.results.find((r) => r.outcomeId === outcome.outcomeId)!;
    expect(['win', 'lose']).toContain(mine.result);
    await pass();
    const bet = await getBet(db(), betId);
    expect(bet.status).toBe('done');
    expect(bet.result).toBe(mine.result === 'win' ? 'win_entire' : 'lose_entire');
    expect(bet.settledPayout).toBe(
      mine.result === 'win' ? (1000n * BigInt(outcome.odds)) / 1000n : 0n,
    );
    await expectLedgerBalanced(db());
  });
});
