import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import {
  CashoutErrorCode,
  RealtimeEventName,
  channels,
  cashoutResponseSchema,
  errorEnvelopeSchema,
  notificationsListSchema,
  websocketAuthorizeResponseSchema,
} from '@sportsbook/contract';
import type { BetCashoutChangedMessage, PlacedBetWire } from '@sportsbook/contract';
import {
  auditLedger,
  betCashouts,
  bets,
  events,
  ledgerEntries,
  ledgerTransactions,
  markSettleableBetsReady,
} from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { cashoutValue, formatMoney, partialCashoutValue } from '@sportsbook/domain';
import { publishFeedChanges } from '../src/services/live/publish-feed-changes';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import {
  NAMES,
  V3,
  balanceOf,
  deposit,
  historyBet,
  linePool,
  newKey,
  openLines,
  placeBet,
  setMarketStatus,
  setOutcome,
  settleLine,
} from './bet-history-helpers';
import type { Line } from './bet-history-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { client as connectClient, collect, listenOn, subscribe } from './realtime-client';

const LIVE_DELAY_MS = 1000;
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

describe.each(databaseTargets())('cashout on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  let take: (count: number) => Line[];

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed,realtime',
      BET_DELAY_LIVE_MS: String(LIVE_DELAY_MS),
    });
    alice = await newPlayer(testApp, 'alice@example.com', NAMES);
    bob = await newPlayer(testApp, 'bob@example.com', NAMES);
    await deposit(testApp, alice, '1000000');
    await deposit(testApp, bob, '1000000');
    take = linePool(await openLines(testApp));
  }, 120_000);
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  const cashout = (
    who: Client | null,
    payload: object,
    key: string | null = newKey(),
    headers: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/cashout`,
      headers: as(who, { ...(key ? { 'idempotency-key': key } : {}), ...headers }),
      payload,
    });
  const toCashout = async (bet: PlacedBetWire) => {
    const value = (await historyBet(testApp, alice, bet.bet_id)).to_cashout;
    expect(value, 'a cashout value').not.toBeNull();
    return value!;
  };
  const cashoutPostings = (betId: string) =>
    db()
      .select({ id: ledgerTransactions.id, reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'cashout'),
          sql`${ledgerTransactions.metadata} ->> 'betId' = ${betId}`,
        ),
      );
  const expectLedgerBalanced = async () => {
    for (const row of await auditLedger(db())) expect(row.balance).toBe(row.ledgerSum);
    const [total] = await db()
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries);
    expect(total!.sum).toBe('0');
  };
  const betRow = async (betId: string) =>
    (await db().select().from(bets).where(eq(bets.id, betId)))[0]!;

  it('prices an open bet from the current prices, less the margin', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    const value = BigInt(await toCashout(bet));
    const odds = Math.round(line!.odds * 1000);
    expect(value).toBe(
      cashoutValue({
        type: 'single',
        stake: 1000n,
        currency: 'EUR',
        legs: [{ state: 'open', oddsThousandths: odds, currentOddsThousandths: odds }],
      }),
    );
    // Unchanged prices: the margin makes it worth less than the stake, never nothing.
    expect(value).toBeGreaterThan(0n);
    expect(value).toBeLessThan(1000n);
    // The outcome got likelier (its price fell): the bet is worth more.
    await setOutcome(testApp, line!, { odds: Math.round(odds / 1.5) });
    expect(BigInt(await toCashout(bet))).toBeGreaterThan(value);
  });

  it('cashes out at the shown value: the money moves once, a retry with the key pays nothing more', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    const value = await toCashout(bet);
    const before = await balanceOf(testApp, alice);
    const key = newKey();

    const response = await cashout(alice, { bet_id: bet.bet_id, to_cashout: value }, key);
    expect(response.statusCode, response.body).toBe(200);
    const body = cashoutResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({ amount: value, stake: '1000' });
    expect(body.data.bet).toMatchObject({
      id: bet.bet_id,
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: value,
      cashed_out_stake: '1000',
      cashout_paid: value,
      to_cashout: null,
    });
    expect(await balanceOf(testApp, alice)).toBe(before + BigInt(value));

    const replay = await cashout(alice, { bet_id: bet.bet_id, to_cashout: value }, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(response.json());
    expect(await balanceOf(testApp, alice)).toBe(before + BigInt(value));
    expect(await cashoutPostings(bet.bet_id)).toEqual([
      expect.objectContaining({ reference: body.data.cashout_id }),
    ]);

    // A new request for a bet that is no longer open.
    const again = await cashout(alice, { bet_id: bet.bet_id, to_cashout: value });
    expect(again.statusCode).toBe(409);
    expect(error(again.json()).code).toBe(CashoutErrorCode.notOpen);
    expect((await historyBet(testApp, alice, bet.bet_id)).status).toBe('cashed_out');
    await expectLedgerBalanced();

    // The player is told, with the unread counter.
    const list = notificationsListSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/sportsbook/api/v2/notifications',
          headers: as(alice),
        })
      ).json(),
    );
    expect(list.data.find((n) => n.object_id === bet.bet_id)).toMatchObject({
      type: 'bet_cashed_out',
      object_type: 'bet',
      title: 'Bet cashed out',
      read: false,
    });
  });

  it('tells the player in their language, whatever the request’s locale', async () => {
    const greta = await newPlayer(testApp, 'greta@example.com', { ...NAMES, locale: 'de' });
    await deposit(testApp, greta, '100000');
    const [line] = take(1);
    const bet = await placeBet(testApp, greta, [line!], '1000');
    const full = BigInt((await historyBet(testApp, greta, bet.bet_id)).to_cashout!);
    const part = partialCashoutValue(full, 1000n, 400n);
    const partial = await cashout(greta, {
      bet_id: bet.bet_id,
      to_cashout: part.toString(),
      partial_stake: '400',
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const rest = (await historyBet(testApp, greta, bet.bet_id)).to_cashout!;
    const whole = await cashout(greta, { bet_id: bet.bet_id, to_cashout: rest, locale: 'en' });
    expect(whole.statusCode, whole.body).toBe(200);

    const list = notificationsListSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/sportsbook/api/v2/notifications',
          headers: as(greta),
        })
      ).json(),
    );
    // A single's caption is its match and outcome, the same in every language.
    const caption = expect.stringContaining(' · ');
    expect(list.data.map(({ title, caption, body }) => ({ title, caption, body }))).toEqual([
      {
        title: 'Wette per Cash-out ausgezahlt',
        caption,
        body: `Du hast ${formatMoney(rest, 'EUR', 'de')} per Cash-out erhalten.`,
      },
      {
        title: 'Wette teilweise ausgezahlt',
        caption,
        body: `Du hast für 4,00 EUR deines Einsatzes ${formatMoney(part, 'EUR', 'de')} per Cash-out erhalten; der Rest der Wette bleibt offen.`,
      },
    ]);
  });

  it('pays once when two cashouts of one bet race', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    const value = await toCashout(bet);
    const before = await balanceOf(testApp, alice);
    const responses = await Promise.all([
      cashout(alice, { bet_id: bet.bet_id, to_cashout: value }),
      cashout(alice, { bet_id: bet.bet_id, to_cashout: value }),
    ]);
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await balanceOf(testApp, alice)).toBe(before + BigInt(value));
    expect(await cashoutPostings(bet.bet_id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('refuses with the new value when the price moved, and takes a value within 1 %', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    const shown = await toCashout(bet);
    await setOutcome(testApp, line!, { odds: Math.round(line!.odds * 1000 * 1.25) });
    const now = await toCashout(bet);
    expect(BigInt(now)).toBeLessThan(BigInt(shown));

    const refused = await cashout(alice, { bet_id: bet.bet_id, to_cashout: shown });
    expect(refused.statusCode).toBe(422);
    expect(error(refused.json())).toMatchObject({
      code: CashoutErrorCode.valueChanged,
      details: [{ field: 'to_cashout', to_cashout: now }],
    });
    expect((await betRow(bet.bet_id)).status).toBe('waiting_results');

    // Half a percent above the value now is within the tolerance; the value now is paid.
    const before = await balanceOf(testApp, alice);
    const near = ((BigInt(now) * 1005n) / 1000n).toString();
    const accepted = await cashout(alice, { bet_id: bet.bet_id, to_cashout: near });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(cashoutResponseSchema.parse(accepted.json()).data.amount).toBe(now);
    expect(await balanceOf(testApp, alice)).toBe(before + BigInt(now));
  });

  it('has no value and refuses while a leg is suspended or its provider is down', async () => {
    const lines = take(2);
    const bet = await placeBet(testApp, alice, lines, '500');
    const value = await toCashout(bet);

    await setMarketStatus(testApp, lines[1]!, -1);
    expect((await historyBet(testApp, alice, bet.bet_id)).to_cashout).toBeNull();
    const suspended = await cashout(alice, { bet_id: bet.bet_id, to_cashout: value });
    expect(suspended.statusCode).toBe(422);
    expect(error(suspended.json())).toMatchObject({
      code: CashoutErrorCode.unavailable,
      details: [{ field: 'to_cashout', to_cashout: null }],
    });
    await setMarketStatus(testApp, lines[1]!, 1);
    expect(await toCashout(bet)).toBe(value);

    await testApp.app.providerStatus.changed([
      { provider: 'betradar', up: false, changedAt: new Date() },
    ]);
    try {
      expect((await historyBet(testApp, alice, bet.bet_id)).to_cashout).toBeNull();
      expect((await cashout(alice, { bet_id: bet.bet_id, to_cashout: value })).statusCode).toBe(
        422,
      );
    } finally {
      await testApp.app.providerStatus.changed([
        { provider: 'betradar', up: true, changedAt: new Date() },
      ]);
    }
    expect(await toCashout(bet)).toBe(value);
    expect(await cashoutPostings(bet.bet_id)).toHaveLength(0);
  });

  it('cashes out part of the stake; settlement then pays on the rest', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    const full = BigInt(await toCashout(bet));
    const part = partialCashoutValue(full, 1000n, 400n);
    const before = await balanceOf(testApp, alice);

    const tooMuch = await cashout(alice, {
      bet_id: bet.bet_id,
      to_cashout: full.toString(),
      partial_stake: '1001',
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(error(tooMuch.json()).code).toBe(CashoutErrorCode.invalidPart);

    const response = await cashout(alice, {
      bet_id: bet.bet_id,
      to_cashout: part.toString(),
      partial_stake: '400',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = cashoutResponseSchema.parse(response.json()).data;
    expect(after).toMatchObject({ amount: part.toString(), stake: '400' });
    expect(after.bet).toMatchObject({
      status: 'waiting_results',
      result: 'no_results',
      cashed_out_stake: '400',
      cashout_paid: part.toString(),
      win_amount: part.toString(),
      potential_win: ((BigInt(bet.potential_win) * 600n) / 1000n).toString(),
    });
    // What is left is worth what 600 of the stake is worth.
    expect(after.bet.to_cashout).toBe(partialCashoutValue(full, 1000n, 600n).toString());
    expect(await balanceOf(testApp, alice)).toBe(before + part);

    // The match ends, the selection wins: settlement pays 600 at the bet's odds, not 1000.
    await settleLine(testApp, line!, 'win');
    await markSettleableBetsReady(db());
    await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
    });
    const odds = BigInt(Math.round(line!.odds * 1000));
    const payout = (600n * odds) / 1000n;
    const settled = await betRow(bet.bet_id);
    expect(settled).toMatchObject({ status: 'done', result: 'win_entire', settledPayout: payout });
    expect(await balanceOf(testApp, alice)).toBe(before + part + payout);
    expect((await historyBet(testApp, alice, bet.bet_id)).win_amount).toBe(
      (part + payout).toString(),
    );
    await expectLedgerBalanced();
  });

  it('waits the in-play delay for a live leg and refuses when the price moved meanwhile', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    await db().update(events).set({ status: 1 }).where(eq(events.id, line!.match_id));
    const shown = await toCashout(bet);

    const pending = cashout(alice, { bet_id: bet.bet_id, to_cashout: shown });
    // The bet is held while the delay runs: no second cashout, no settlement.
    await expect.poll(async () => (await betRow(bet.bet_id)).status).toBe('cashout_in_progress');
    const second = await cashout(alice, { bet_id: bet.bet_id, to_cashout: shown });
    expect(second.statusCode).toBe(409);
    await setOutcome(testApp, line!, { odds: Math.round(line!.odds * 1000 * 1.3) });
    const refused = await pending;
    expect(refused.statusCode).toBe(422);
    expect(error(refused.json()).code).toBe(CashoutErrorCode.valueChanged);
    expect((await betRow(bet.bet_id)).status).toBe('waiting_results');
    expect(
      (await db().select().from(betCashouts).where(eq(betCashouts.betId, bet.bet_id))).map(
        (c) => c.status,
      ),
    ).toEqual(['rejected']);

    const now = await toCashout(bet);
    const accepted = await cashout(alice, { bet_id: bet.bet_id, to_cashout: now });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await betRow(bet.bet_id)).status).toBe('cashed_out');
    expect(await cashoutPostings(bet.bet_id)).toHaveLength(1);
  });

  it('answers only for the player’s own open bets, and validates the request', async () => {
    const [line] = take(1);
    const bet = await placeBet(testApp, alice, [line!], '1000');
    const value = await toCashout(bet);
    const bobs = await cashout(bob, { bet_id: bet.bet_id, to_cashout: value });
    expect(bobs.statusCode).toBe(404);
    const unknown = await cashout(alice, { bet_id: 'no-such-bet', to_cashout: value });
    expect(unknown.statusCode).toBe(404);
    expect((await cashout(null, { bet_id: bet.bet_id, to_cashout: value })).statusCode).toBe(401);
    const noKey = await cashout(alice, { bet_id: bet.bet_id, to_cashout: value }, null);
    expect(noKey.statusCode).toBe(400);
    expect(error(noKey.json()).message).toContain('idempotency-key');
    for (const payload of [
      { bet_id: bet.bet_id },
      { bet_id: bet.bet_id, to_cashout: '12.5' },
      { bet_id: bet.bet_id, to_cashout: 100 },
      { bet_id: bet.bet_id, to_cashout: value, partial_stake: '0' },
      { to_cashout: value },
    ]) {
      const response = await cashout(alice, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(error(response.json()).code).toBe('bad_request');
    }
    const noHeader = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/cashout`,
      headers: { cookie: alice.cookie, 'idempotency-key': newKey() },
      payload: { bet_id: bet.bet_id, to_cashout: value },
    });
    expect(noHeader.statusCode).toBe(403);
    expect((await betRow(bet.bet_id)).status).toBe('waiting_results');
  });

  describe('bet cashout changed', () => {
    let socket: Socket;
    let heard: ReturnType<typeof collect>;
    beforeAll(async () => {
      const url = await listenOn(testApp.app);
      socket = await connectClient(url, alice.cookie);
      heard = collect(socket);
      const own = channels.user(alice.playerId);
      const authorized = websocketAuthorizeResponseSchema.parse(
        (
          await testApp.app.inject({
            method: 'POST',
            url: '/sportsbook/api/v2/websocket/authorize',
            headers: as(alice),
            payload: { channels: [own] },
          })
        ).json(),
      );
      expect(await subscribe(socket, own, authorized.channels[0]!.token)).toEqual({ ok: true });
    });
    afterAll(() => socket?.disconnect());

    /** What the feed consumer does after committing a batch that wrote this line. */
    const feedMoved = (line: Line) =>
      publishFeedChanges({
        db: db(),
        changes: {
          eventIds: [],
          statusChanges: new Map(),
          markets: new Map([
            [
              line.match_id,
              [{ eventId: line.match_id, marketId: line.market_id, specifier: line.specifier }],
            ],
          ]),
          providers: [],
        },
        publish: (p) => testApp.app.realtime.publish(p),
        isProviderActive: testApp.app.providerStatus.isActive,
      });
    const pushesOf = (betId: string) =>
      heard.received
        .filter((p) => p.event_name === RealtimeEventName.betCashoutChanged)
        .map((p) => p.message as BetCashoutChangedMessage)
        .filter((m) => m.bet_id === betId)
        .map((m) => m.to_cashout);

    it('is pushed to the owner when the feed moves a price, only when the value changed', async () => {
      const [line] = take(1);
      const bet = await placeBet(testApp, alice, [line!], '1000');
      const odds = Math.round(line!.odds * 1000);
      const wait = (value: string | null) =>
        heard.next(
          (p) =>
            p.event_name === RealtimeEventName.betCashoutChanged &&
            (p.message as BetCashoutChangedMessage).bet_id === bet.bet_id &&
            (p.message as BetCashoutChangedMessage).to_cashout === value,
        );

      await setOutcome(testApp, line!, { odds: Math.round(odds * 1.2) });
      await feedMoved(line!);
      const first = await toCashout(bet);
      await wait(first);

      // The same prices again: nothing new to say.
      await feedMoved(line!);
      await setOutcome(testApp, line!, { odds: Math.round(odds * 0.8) });
      await feedMoved(line!);
      const second = await toCashout(bet);
      await wait(second);

      await setMarketStatus(testApp, line!, -1);
      await feedMoved(line!);
      await wait(null);
      expect(pushesOf(bet.bet_id)).toEqual([first, second, null]);
    });

    it('follows the simulated feed: a live bet hears its new value as the match plays on', async () => {
      // Boot the live engine (matches that started earlier are fast-forwarded), then bet in play.
      await testApp.app.feed.advance(0);
      // Three live matches: one of them may sit in a long break (or its lines suspended) for
      // the whole of the twenty simulated minutes below, depending on the hour the suite runs.
      const lines = (await openLines(testApp, 1)).slice(0, 3);
      expect(lines.length, 'an open line of a live match').toBeGreaterThan(0);
      const bets = [];
      for (const line of lines) bets.push(await placeBet(testApp, alice, [line], '1000'));
      const ids = new Set(bets.map((b) => b.bet_id));
      let pushedId: string | undefined;
      const first = heard.next(
        (p) =>
          p.event_name === RealtimeEventName.betCashoutChanged &&
          ids.has((p.message as BetCashoutChangedMessage).bet_id),
      );
      void first.then((p) => (pushedId = (p.message as BetCashoutChangedMessage).bet_id));
      for (let i = 0; i < 40 && !pushedId; i++) {
        await testApp.app.feed.advance(30_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(pushedId, 'a new cashout value pushed within 20 simulated minutes').toBeDefined();
      // The last value pushed is the one the history serves now.
      const now = (await historyBet(testApp, alice, pushedId!)).to_cashout;
      await expect.poll(() => pushesOf(pushedId!).at(-1)).toBe(now);
      // Booting the live engine fast-forwards every started match: 15–30 s alone at load 20,
      // 90 s inside the full suite at that load. The bound only guards against a hang.
    }, 240_000);
  });
});
