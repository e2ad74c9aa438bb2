import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  accountsListSchema,
  activityHistorySchema,
  blockResponseSchema,
  errorEnvelopeSchema,
  realityCheckStatusSchema,
  rgLimitsListSchema,
  setLimitResponseSchema,
} from '@sportsbook/contract';
import {
  events,
  listRgAudit,
  markets,
  markSettleableBetsReady,
  playerLimitCounters,
} from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { settleLine } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { APP_HEADER, PASSWORD, as, newPlayer, sessionCookie } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Responsible gambling, server half (issue 18; rules RG-0xx in packages/domain). Every limit
 * refuses at its edge and passes below; increases wait 24 h on the app's clock and need a
 * confirmation; blocks end sessions and refuse sign-in, bets and deposits but not withdrawals;
 * the audit holds every change. The concurrency property is in responsible-gambling-race.test.ts.
 */
const API = '/platform/api';
const V3 = '/sportsbook/api/v3';
const DAY_MS = 86_400_000;
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

describe.each(databaseTargets())('responsible gambling on %s', (target) => {
  let testApp: TestApp;
  let lines: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed', BET_DELAY_LIVE_MS: '0' });
    const rows = await testApp.app.database.db
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
      .limit(20);
    lines = rows.flatMap((row) => {
      const outcome = row.outcomes.find((o) => o.active);
      return outcome
        ? [
            {
              match_id: row.eventId,
              market_id: row.marketId,
              specifier: row.specifier,
              outcome_id: outcome.outcomeId,
              odds: outcome.odds / 1000,
            },
          ]
        : [];
    });
    expect(lines.length).toBeGreaterThan(3);
  }, 120_000);
  afterAll(() => testApp.close());

  const call = (method: string, url: string, client: Client | null, payload?: object) =>
    testApp.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: as(client),
      ...(payload ? { payload } : {}),
    });
  const player = async (balance = '100000') => {
    const email = `rg-${target}-${++playerSeq}@example.com`;
    const client = await newPlayer(testApp, email, { first_name: 'R', last_name: 'G' });
    if (balance !== '0') expect((await deposit(client, balance)).statusCode).toBe(201);
    return { client, email };
  };
  const deposit = (client: Client, amount: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { amount, currency: 'EUR', return_url: '/' },
    });
  const bet = (client: Client, stake: string, line = lines[0]!) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `rg-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'rg-test', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
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
    });
  const setLimit = async (client: Client, body: object, status = 201) => {
    const response = await call('POST', '/user_limits', client, body);
    expect(response.statusCode, response.body).toBe(status);
    return setLimitResponseSchema.parse(response.json());
  };
  const limits = async (client: Client) =>
    rgLimitsListSchema.parse((await call('GET', '/user_limits', client)).json()).data;
  const balance = async (client: Client) => {
    const list = accountsListSchema.parse((await call('GET', '/player/accounts', client)).json());
    return BigInt(list.data.find((a) => a.currency === 'EUR')!.balance);
  };
  const signInWith = (email: string, extra: object = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `${API}/users/sign_in`,
      headers: APP_HEADER,
      payload: { email, password: PASSWORD, ...extra },
    });

  it('RG-010: a daily deposit limit refuses 25.00 over a 20.00 limit and passes 20.00', async () => {
    const { client } = await player('0');
    await setLimit(client, { type: 'deposit', amount: '2000', period: 'day' });
    const over = await deposit(client, '2500');
    expect(over.statusCode).toBe(422);
    const refused = error(over.json());
    expect(refused.code).toBe('out_of_limit');
    expect(refused.message).toContain('User is out of limit');
    expect(refused.limit).toMatchObject({ type: 'deposit', amount: '2000', remaining: '2000' });
    expect(Date.parse(refused.limit!.resets_at!)).toBeGreaterThan(Date.now());
    expect((await deposit(client, '2000')).statusCode).toBe(201);
    expect(await balance(client)).toBe(2000n);
    const edge = await deposit(client, '1');
    expect(error(edge.json())).toMatchObject({ code: 'out_of_limit' });
    const [row] = await limits(client);
    expect(row).toMatchObject({
      type: 'deposit',
      used: '2000',
      remaining: '0',
      period_name: 'day',
    });
  });

  it('RG-010: a wager limit refuses the stake that would pass it and takes one to its edge', async () => {
    const { client } = await player();
    await setLimit(client, { type: 'wager', amount: '1000', period: 'week' });
    expect((await bet(client, '600')).statusCode).toBe(200);
    const over = await bet(client, '401');
    expect(over.statusCode).toBe(422);
    const refused = error(over.json());
    expect(refused.code).toBe('out_of_limit');
    expect(refused.errors_by_bet![0]).toMatchObject({ index: 0, code: 'out_of_limit' });
    expect(refused.limit).toMatchObject({ type: 'wager', used: '600', remaining: '400' });
    expect((await bet(client, '400')).statusCode).toBe(200);
    expect(await balance(client)).toBe(100000n - 1000n);
  });

  it('RG-010: a loss limit and RG-011: a single-bet limit refuse at their edge', async () => {
    const { client } = await player();
    await setLimit(client, { type: 'loss', amount: '500', period: 'month' });
    await setLimit(client, { type: 'bet', amount: '300' });
    const tooBig = await bet(client, '301');
    expect(error(tooBig.json()).limit).toMatchObject({ type: 'bet', amount: '300' });
    expect((await bet(client, '300')).statusCode).toBe(200);
    expect((await bet(client, '200')).statusCode).toBe(200);
    const lossOver = await bet(client, '1');
    expect(error(lossOver.json()).limit).toMatchObject({ type: 'loss', remaining: '0' });
  });

  it("RG-012: a loss limit bounds the net loss: a won bet's payout gives its room back", async () => {
    const { client } = await player();
    await setLimit(client, { type: 'loss', amount: '1000', period: 'day' });
    // The last line is this test's alone: settling it refuses later bets on it.
    const line = lines[lines.length - 1]!;
    expect((await bet(client, '1000', line)).statusCode).toBe(200);
    expect(error((await bet(client, '1', line)).json()).limit).toMatchObject({
      type: 'loss',
      remaining: '0',
    });
    await settleLine(testApp, { ...line, provider: '' }, 'win');
    await markSettleableBetsReady(testApp.app.database.db);
    await settleReadyBets({
      db: testApp.app.database.db,
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
    });
    // Staked 10.00, won 10.00 × odds: the day's net loss is below zero, so 10.00 fits again.
    const payout = (1000n * BigInt(Math.round(line.odds * 1000))) / 1000n;
    const [loss] = (await limits(client)).filter((limit) => limit.type === 'loss');
    expect(loss).toMatchObject({ used: (1000n - payout).toString() });
    expect((await bet(client, '1000')).statusCode).toBe(200);
  });

  it('RG-003/005: a decrease holds at once; an increase waits 24 h and needs a confirmation', async () => {
    const { client } = await player();
    const set = await setLimit(client, { type: 'wager', amount: '1000', period: 'day' });
    const lowered = await setLimit(client, { type: 'wager', amount: '300', period: 'day' });
    expect(lowered.limit.amount).toBe('300');
    expect(lowered.limit.id).not.toBe(set.limit.id);
    expect(error((await bet(client, '301')).json()).code).toBe('out_of_limit');

    const raised = await setLimit(client, { type: 'wager', amount: '5000', period: 'day' }, 202);
    expect(raised.pending).toBe(true);
    expect(raised.limit.amount).toBe('300');
    expect(raised.limit.pending).toMatchObject({ strategy: 'increase', amount: '5000' });
    expect(raised.limit.pending!.confirmable).toBe(false);
    const early = await call('POST', `/user_limits/${raised.limit.id}/confirm`, client);
    expect(early.statusCode).toBe(409);
    expect(error(early.json()).code).toBe('limit_not_confirmable');
    // Still the old limit while waiting.
    expect(error((await bet(client, '301')).json()).code).toBe('out_of_limit');

    testApp.app.clock.advance(DAY_MS + 1000);
    const [waiting] = await limits(client);
    expect(waiting!.pending!.confirmable).toBe(true);
    // Unconfirmed, the old limit still holds after the 24 h.
    expect(error((await bet(client, '301')).json()).code).toBe('out_of_limit');
    const confirmed = await call('POST', `/user_limits/${raised.limit.id}/confirm`, client);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = setLimitResponseSchema.parse(confirmed.json());
    expect(after.limit).toMatchObject({ amount: '5000', status: 'confirmed', pending: null });
    expect((await bet(client, '1000')).statusCode).toBe(200);

    // Removal waits too.
    const removal = await call('DELETE', `/user_limits/${after.limit.id}`, client);
    expect(removal.statusCode).toBe(202);
    expect(setLimitResponseSchema.parse(removal.json()).limit.pending).toMatchObject({
      strategy: 'removal',
    });
    testApp.app.clock.advance(DAY_MS + 1000);
    expect((await call('POST', `/user_limits/${after.limit.id}/confirm`, client)).statusCode).toBe(
      200,
    );
    expect((await limits(client)).filter((l) => l.type === 'wager')).toEqual([]);
  });

  it('RG-031: a session limit ends the session; RG-030: the reality check comes due and continue resets it', async () => {
    const { client } = await player();
    expect(
      (await call('PUT', '/player/reality_check', client, { interval_seconds: 599 })).statusCode,
    ).toBe(422);
    expect(
      (await call('PUT', '/player/reality_check', client, { interval_seconds: 600 })).statusCode,
    ).toBe(200);
    await setLimit(client, { type: 'session', amount: '1800' });
    expect((await call('POST', '/sportsbook_sessions', client)).statusCode).toBe(201);
    const status = async () => {
      const response = await call('GET', '/sportsbook_sessions/current', client);
      expect(response.headers['cache-control']).toBe('no-store');
      return realityCheckStatusSchema.parse(response.json());
    };
    expect((await status()).due).toBe(false);
    expect((await bet(client, '250')).statusCode).toBe(200);
    testApp.app.clock.advance(601_000);
    const due = await status();
    expect(due).toMatchObject({ due: true, stakes_sum: '250', net_result: '-250' });
    expect(due.time_played_seconds).toBeGreaterThanOrEqual(601);
    expect((await call('POST', '/sportsbook_sessions/continue', client)).statusCode).toBe(200);
    expect((await status()).due).toBe(false);
    testApp.app.clock.advance(1200_000);
    const ended = await call('GET', '/sportsbook_sessions/current', client);
    expect(ended.statusCode).toBe(403);
    expect(error(ended.json())).toMatchObject({ code: 'out_of_session_limit' });
    const history = activityHistorySchema.parse(
      (await call('GET', '/player/activity_history', client)).json(),
    );
    expect(history.data[0]).toMatchObject({ duration_seconds: 1800, net_result: '-250' });
    expect(history.data[0]!.ended_at).not.toBeNull();
  });

  it('RG-032: activity tracking answers 401 once the time-on-site limit is used up', async () => {
    const { client } = await player('0');
    expect((await call('POST', '/player/activity_limit_track', client)).json()).toMatchObject({
      used_seconds: null,
    });
    await setLimit(client, { type: 'activity', amount: '150', period: 'week' });
    // The first track counts one interval; later ones the time since the previous (the test
    // clock's minute plus the real milliseconds the calls take).
    const first = await call('POST', '/player/activity_limit_track', client);
    expect(first.json()).toMatchObject({ used_seconds: 60, limit_seconds: 150 });
    testApp.app.clock.advance(60_000);
    const second = await call('POST', '/player/activity_limit_track', client);
    expect(second.statusCode).toBe(200);
    expect(second.json().used_seconds).toBeGreaterThanOrEqual(120);
    expect(second.json().used_seconds).toBeLessThan(150);
    testApp.app.clock.advance(60_000);
    const reached = await call('POST', '/player/activity_limit_track', client);
    expect(reached.statusCode).toBe(401);
    expect(error(reached.json())).toMatchObject({ code: 'activity_limit_reached' });
  });

  it('RG-020/022: self-exclusion ends every session, refuses sign-in, bets and deposits, keeps withdrawals', async () => {
    const { client, email } = await player();
    const second = await signInWith(email);
    const other = { ...client, cookie: `sb_session=${sessionCookie(second)!.value}` };
    expect((await call('POST', '/sportsbook_sessions', client)).statusCode).toBe(201);
    const noConfirm = await call('POST', '/player/self_exclusion', client, { months: 6 });
    expect(noConfirm.statusCode).toBe(400);
    const tooShort = await call('POST', '/player/self_exclusion', client, {
      months: 5,
      confirm: true,
    });
    expect(tooShort.statusCode).toBe(400);
    const excluded = await call('POST', '/player/self_exclusion', client, {
      months: 6,
      confirm: true,
    });
    expect(excluded.statusCode).toBe(201);
    const { block } = blockResponseSchema.parse(excluded.json());
    expect(block.type).toBe('selfexclusion');
    expect((await call('GET', '/player', client)).statusCode).toBe(401);
    expect((await call('GET', '/player', other)).statusCode).toBe(401);

    const refused = await signInWith(email);
    expect(refused.statusCode).toBe(403);
    expect(error(refused.json())).toMatchObject({
      code: 'self_excluded',
      blocked: { ends_at: block.ends_at, withdrawal_allowed: true },
    });
    const withdrawing = await signInWith(email, { withdrawal_only: true });
    expect(withdrawing.statusCode).toBe(200);
    const restricted = { ...client, cookie: `sb_session=${sessionCookie(withdrawing)!.value}` };
    expect(error((await bet(restricted, '100')).json()).code).toBe('self_excluded');
    expect(error((await deposit(restricted, '100')).json()).code).toBe('self_excluded');
    expect((await call('POST', '/sportsbook_sessions', restricted)).statusCode).toBe(403);
    const history = activityHistorySchema.parse(
      (await call('GET', '/player/activity_history', restricted)).json(),
    );
    expect(history.data.every((s) => s.ended_at !== null)).toBe(true);
    const withdrawal = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/withdrawals',
      headers: as(restricted, { 'idempotency-key': `rg-w-${target}` }),
      payload: { amount: '5000', currency: 'EUR' },
    });
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    // Cannot be undone or shortened.
    const shorter = await call('POST', '/player/time_out', restricted, { days: 1, confirm: true });
    expect(shorter.statusCode).toBe(409);
    const overview = await call('GET', '/player/responsible_gambling', restricted);
    expect(overview.json()).toMatchObject({
      marketing_allowed: false,
      block: { type: 'selfexclusion' },
    });
  });

  it('RG-020: a one-day time-out refuses sign-in until its end, then lets the player back', async () => {
    const { client, email } = await player('0');
    const out = await call('POST', '/player/time_out', client, { days: 1, confirm: true });
    expect(out.statusCode).toBe(201);
    const refused = await signInWith(email);
    expect(error(refused.json())).toMatchObject({ code: 'timed_out' });
    testApp.app.clock.advance(DAY_MS + 1000);
    expect((await signInWith(email)).statusCode).toBe(200);
  });

  it('keeps every change in an append-only audit', async () => {
    const { client } = await player('0');
    const set = await setLimit(client, { type: 'deposit', amount: '5000', period: 'week' });
    await setLimit(client, { type: 'deposit', amount: '4000', period: 'week' });
    await setLimit(client, { type: 'deposit', amount: '9000', period: 'week' }, 202);
    await call('PUT', '/player/reality_check', client, { interval_seconds: 1200 });
    await call('POST', '/player/time_out', client, { days: 7, confirm: true });
    const playerId = client.playerId;
    const audit = await listRgAudit(testApp.app.database.db, playerId);
    expect(audit.map((a) => [a.action, a.limitType])).toEqual([
      ['set', 'deposit'],
      ['decreased', 'deposit'],
      ['increase_requested', 'deposit'],
      ['set', 'reality_check'],
      ['started', 'coolingoff'],
    ]);
    expect(audit[1]).toMatchObject({
      actor: 'player',
      oldValue: { id: set.limit.id, amount: '5000', period: 'week' },
      newValue: { amount: '4000', period: 'week' },
    });
    const db = testApp.app.database.db;
    await expect(db.execute(sql`update rg_audit set action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from rg_audit`)).rejects.toThrow();
    expect((await listRgAudit(db, playerId)).length).toBe(5);
    // Counters exist only for limits that count.
    const counters = await db
      .select()
      .from(playerLimitCounters)
      .where(eq(playerLimitCounters.playerId, playerId));
    expect(counters).toEqual([]);
  });
});
