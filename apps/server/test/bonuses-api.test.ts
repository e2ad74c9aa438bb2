import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  RealtimeEventName,
  bonusListResponseSchema,
  bonusResponseSchema,
  bonusesResponseSchema,
  channels,
} from '@sportsbook/contract';
import type { Publication } from '@sportsbook/contract';
import { auditLedger } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { settleBet } from '@sportsbook/domain';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import {
  eurBalanceOf,
  fundedPlayer,
  operatorCampaign,
  prematchLinePool,
} from './bonus-test-helpers';
import type { BonusTestLine } from './bonus-test-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as } from './platform-helpers';
import type { Client } from './platform-helpers';
import { applyMessages, feed } from './settlement-helpers';
import { DEMO_PROMO_CODE, seedDemoBonuses } from '../src/services/bonuses/seed-demo-bonuses';
import { collect, connectWith, listenOn, subscribe } from './realtime-client';

const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OP = '/operator/api/v1';

type Line = BonusTestLine;

/**
 * Bonuses end to end through the API (issue 19, decision 044): the operator creates campaigns
 * and promo codes, players redeem and use them in placements, settlement pays each variant
 * exactly, and every bonus amount is a posting of the bonus budget account.
 */
describe.each(databaseTargets())('bonuses on %s', (target) => {
  let testApp: TestApp;
  const pool: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;
  let url: string;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed,realtime',
      REALTIME_TOKEN_SECRET: 'bonus-test-secret-that-is-long-enough-0123456789',
      ...operatorKeysEnv(),
    });
    url = await listenOn(testApp.app);
    pool.push(...(await prematchLinePool(testApp)));
    expect(pool.length).toBeGreaterThan(20);
  }, 120_000);
  afterAll(() => testApp.close());

  const take = (count: number) => {
    const lines = pool.splice(0, count);
    expect(lines.length).toBe(count);
    return lines;
  };
  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `${OP}${url}`, headers: operatorHeaders(), payload });
  const player = (depositAmount = '100000') =>
    fundedPlayer(testApp, `bonus-${target}-${++playerSeq}@example.com`, depositAmount);
  const balance = (client: Client) => eurBalanceOf(testApp, client);
  const campaign = (body: object) => operatorCampaign(testApp, body);
  const freebetCampaign = (variant: string, extra: object = {}) =>
    campaign({
      type: 'freebet',
      name: `Freebet ${variant}`,
      freebet_type: variant,
      amount: '500',
      currency: 'EUR',
      min_odds: 1.2,
      selection_count_from: 1,
      selection_count_to: 4,
      match_status: 'prematch',
      ...extra,
    });
  /** Issues a bonus of the campaign to the player through the operator API; its id. */
  const issue = async (campaignId: number, client: Client) => {
    const response = await operator('POST', `/bonuses/campaigns/${campaignId}/issue`, {
      player_ids: [client.playerId],
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Array<{ id: string }> }).data[0]!.id;
  };
  const place = (
    client: Client,
    type: 'single' | 'combo',
    lines: Line[],
    stake: string,
    bonus?: object,
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `bonus-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'test', quick: false, type },
        bets: [
          {
            stake: { value: stake, currency: 'EUR' },
            selections: lines.map((l) => ({
              match_id: l.match_id,
              market_id: l.market_id,
              specifier: l.specifier,
              outcome_id: l.outcome_id,
              odds: l.odds,
            })),
            ...(bonus ? { bonus } : {}),
          },
        ],
      },
    });
  const result = (line: Line, outcome: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose') =>
    feed.settle(line.match_id, [
      {
        marketId: line.market_id,
        specifier: line.specifier,
        results: [{ outcomeId: line.outcome_id, result: outcome }],
      },
    ]);
  const settle = async (messages: Parameters<typeof applyMessages>[1]) => {
    await applyMessages(db(), messages);
    const pass = await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    expect(pass.failed).toBe(0);
  };
  const bonusLedger = async () => {
    const rows = await db().execute(
      sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join accounts a on a.id = e.account_id where a.kind = 'bonus' and a.currency = 'EUR'`,
    );
    const list: unknown = rows;
    const found = Array.isArray(list) ? list : (list as { rows: unknown[] }).rows;
    return BigInt((found as Array<{ total: string }>)[0]!.total);
  };
  const bonusesOf = async (client: Client, query = '') =>
    (
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${V2}/bonuses${query}`,
          headers: as(client),
        })
      ).json() as { data: Array<{ id: string; status: string; type: string; amount: string }> }
    ).data;
  const payout = (
    stake: bigint,
    lines: Line[],
    results: Array<'win' | 'lose' | 'void' | 'half_win' | 'half_lose'>,
  ) =>
    settleBet({
      type: lines.length > 1 ? 'combo' : 'single',
      stake,
      currency: 'EUR',
      legs: lines.map((l, i) => ({
        oddsThousandths: Math.round(l.odds * 1000),
        result: results[i]!,
      })),
    }).payout;

  it('refuses the operator API to players and without a key', async () => {
    const client = await player();
    for (const headers of [as(client), {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: `${OP}/bonuses/campaigns`,
        headers,
        payload: { type: 'freebet', name: 'x' },
      });
      expect(response.statusCode).toBe(401);
    }
    const bad = await operator('POST', '/bonuses/campaigns', {
      type: 'freebet',
      name: 'no amount',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('redeems a promo code once, with clear errors for unknown, used and expired codes', async () => {
    const id = await freebetCampaign('freebet_only_win');
    expect(
      (await operator('POST', '/bonuses/promo-codes', { code: `free5${target}`, campaign_id: id }))
        .statusCode,
    ).toBe(201);
    expect(
      (await operator('POST', '/bonuses/promo-codes', { code: `FREE5${target}`, campaign_id: id }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await operator('POST', '/bonuses/promo-codes', {
          code: `OLD${target}`,
          campaign_id: id,
          valid_to: '2020-01-01T00:00:00Z',
        })
      ).statusCode,
    ).toBe(201);
    const client = await player();
    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    const redeem = (code: string) =>
      testApp.app.inject({
        method: 'POST',
        url: `${V2}/bonuses/promo-code`,
        headers: as(client),
        payload: { code },
      });
    const first = await redeem(`free5${target}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    bonusResponseSchema.parse(first.json());
    expect(first.json()).toMatchObject({
      data: { bonus_type: 'freebet', type: 'freebet_only_win', amount: '500', status: 'available' },
    });
    const mine = publish.mock.calls
      .map(([p]) => p as Publication)
      .filter((p) => p.channel === channels.user(client.playerId));
    expect(mine.map((p) => p.event_name)).toEqual([
      RealtimeEventName.notification,
      RealtimeEventName.unreadCountersChanged,
      RealtimeEventName.bonusIssued,
    ]);
    expect(mine[0]!.message).toMatchObject({ object_type: 'bonus' });
    publish.mockRestore();
    const again = await redeem(`FREE5${target}`);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'promo_code_used']);
    const unknown = await redeem('NOPE');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'promo_code_unknown']);
    const old = await redeem(`OLD${target}`);
    expect([old.statusCode, old.json().error.code]).toEqual([410, 'promo_code_expired']);
    const bad = await redeem('a\u0000b');
    expect(bad.statusCode).toBe(400);
    // Listed, then seen once.
    const [listed] = await bonusesOf(client, '?type=freebet');
    expect(listed).toMatchObject({ id: first.json().data.id, seen: false });
    const seen = (ids: string[]) =>
      testApp.app.inject({
        method: 'POST',
        url: `${V2}/bonuses/mark-as-seen`,
        headers: as(client),
        payload: ids.map((i) => ({ id: i, type: 'freebet' })),
      });
    expect((await seen([listed!.id])).json()).toEqual({ data: { changed: 1 } });
    expect((await seen([listed!.id])).json()).toEqual({ data: { changed: 0 } });
    // Every list answers the contract's shape; page size 4 by default.
    const all = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses`,
      headers: as(client),
    });
    bonusesResponseSchema.parse(all.json());
    const freebets = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/freebets?status=active`,
      headers: as(client),
    });
    expect(bonusListResponseSchema.parse(freebets.json()).data.map((b) => b.id)).toEqual([
      listed!.id,
    ]);
    const terms = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/freebets/${listed!.id}/terms`,
      headers: as(client),
    });
    expect(terms.json().data.terms).toMatch(/winnings only/);
    const activated = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bonuses/${listed!.id}/activate`,
      headers: as(client),
    });
    expect(activated.json()).toMatchObject({ data: { status: 'active' } });
    const anonymous = await testApp.app.inject({ method: 'GET', url: `${V2}/bonuses` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('freebet_only_win: the budget stakes, a win pays the winnings only, the freebet is used once', async () => {
    const client = await player();
    const bonusId = await issue(await freebetCampaign('freebet_only_win'), client);
    const [line] = take(1) as [Line];
    const before = await balance(client);
    const budgetBefore = await bonusLedger();
    const placed = await place(client, 'single', [line], '500', { id: bonusId, type: 'freebet' });
    expect(placed.statusCode, placed.body).toBe(200);
    const win = payout(500n, [line], ['win']);
    expect(
      (placed.json() as { data: Array<{ potential_win: string }> }).data[0]!.potential_win,
    ).toBe((win - 500n).toString());
    expect(await balance(client)).toBe(before);
    expect(await bonusLedger()).toBe(budgetBefore - 500n);
    // Decision 044: a freebet bet is not cashed out.
    const cashout = await testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets/cashout`,
      headers: as(client, { 'idempotency-key': `bonus-cashout-${target}` }),
      payload: {
        bet_id: (placed.json() as { data: Array<{ bet_id: string }> }).data[0]!.bet_id,
        to_cashout: '100',
      },
    });
    expect([cashout.statusCode, cashout.json().error.code]).toEqual([422, 'cashout_unavailable']);
    expect(cashout.json().error.message).toMatch(/bonus/);
    const twice = await place(client, 'single', take(1), '500', { id: bonusId, type: 'freebet' });
    expect([twice.statusCode, twice.json().error.code]).toEqual([422, 'bonus_not_available']);
    await settle([result(line, 'win')]);
    expect(await balance(client)).toBe(before + win - 500n);
    expect(await bonusLedger()).toBe(budgetBefore - 500n);
    const books = await auditLedger(db());
    expect(books.filter((row) => row.balance !== row.ledgerSum)).toEqual([]);
  });

  it('freebet_all_win: a loss pays nothing, a void returns the stake, a half win pays half', async () => {
    const client = await player();
    const id = await freebetCampaign('freebet_all_win');
    const before = await balance(client);
    const [lost, voided, half] = take(3) as [Line, Line, Line];
    for (const line of [lost, voided, half]) {
      const placed = await place(client, 'single', [line], '500', {
        id: await issue(id, client),
        type: 'freebet',
      });
      expect(placed.statusCode, placed.body).toBe(200);
    }
    expect(await balance(client)).toBe(before);
    await settle([result(lost, 'lose'), result(voided, 'void'), result(half, 'half_win')]);
    expect(await balance(client)).toBe(before + 500n + payout(500n, [half], ['half_win']));
  });

  it('freebet_no_risk: the player stakes, a loss gives the stake back as a freebet', async () => {
    const client = await player();
    const bonusId = await issue(await freebetCampaign('freebet_no_risk'), client);
    const [line] = take(1) as [Line];
    const before = await balance(client);
    const budgetBefore = await bonusLedger();
    const placed = await place(client, 'single', [line], '300', { id: bonusId, type: 'freebet' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await balance(client)).toBe(before - 300n);
    await settle([result(line, 'lose')]);
    expect(await balance(client)).toBe(before - 300n);
    expect(await bonusLedger()).toBe(budgetBefore);
    const back = (await bonusesOf(client, '?type=freebet')).find((b) => b.id !== bonusId);
    expect(back).toMatchObject({ type: 'freebet_only_win', amount: '300', status: 'available' });
  });

  it('refuses a freebet whose condition fails, and one racing another use at commit', async () => {
    const client = await player();
    const high = await issue(await freebetCampaign('freebet_only_win', { min_odds: 900 }), client);
    const refused = await place(client, 'single', take(1), '500', { id: high, type: 'freebet' });
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      422,
      'bonus_odds_out_of_range',
    ]);
    // account-platform §5: a bonus limited to other countries, or to verified players.
    for (const extra of [{ country_codes: ['ZZ'] }, { only_verified: true }]) {
      const limited = await issue(await freebetCampaign('freebet_only_win', extra), client);
      const refusedHere = await place(client, 'single', take(1), '500', {
        id: limited,
        type: 'freebet',
      });
      expect([refusedHere.statusCode, refusedHere.json().error.code]).toEqual([
        422,
        'bonus_not_available',
      ]);
      expect(refusedHere.json().error.message).toMatch(/verified|country/);
      // Listed as not_available to this player (BON-004): not among the usable ones, and it
      // cannot be activated; the stored bonus is untouched for when the condition holds.
      const all = await bonusesOf(client, '?status=not_available');
      expect(all.find((b) => b.id === limited)?.status).toBe('not_available');
      expect((await bonusesOf(client, '?status=active')).map((b) => b.id)).not.toContain(limited);
      const activate = await testApp.app.inject({
        method: 'POST',
        url: `${V2}/bonuses/${limited}/activate`,
        headers: as(client),
      });
      expect([activate.statusCode, activate.json().error.code]).toEqual([
        422,
        'bonus_not_available',
      ]);
    }
    const wrongType = await place(client, 'single', take(1), '500', {
      id: high,
      type: 'comboboost',
    });
    expect(wrongType.json().error.code).toBe('bonus_not_available');
    const bonusId = await issue(await freebetCampaign('freebet_only_win'), client);
    const [a, b] = take(2) as [Line, Line];
    const both = await Promise.all([
      place(client, 'single', [a], '500', { id: bonusId, type: 'freebet' }),
      place(client, 'single', [b], '500', { id: bonusId, type: 'freebet' }),
    ]);
    // One wins; the other is refused, at its check or at commit by the plan's row check.
    expect(both.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const loser = both.find((r) => r.statusCode !== 200)!;
    expect([[409, 422]].flat()).toContain(loser.statusCode);
    expect(loser.json().error.code).toBe('bonus_not_available');
  });

  it('comboboost: boosted return shown before placing, the extra paid from the budget and recomputed on a voided leg', async () => {
    const client = await player();
    const id = await campaign({
      type: 'comboboost',
      name: 'Combo boost',
      min_odds: 1.2,
      ranges: [
        { min_count: 3, max_count: 4, bonus_odds: 1.05 },
        { min_count: 5, max_count: 20, bonus_odds: 1.1 },
      ],
      uses_count: 10,
    });
    const bonusId = await issue(id, client);
    const lines = take(4);
    const before = await balance(client);
    const budgetBefore = await bonusLedger();
    const placed = await place(client, 'combo', lines, '1000', { id: bonusId, type: 'comboboost' });
    expect(placed.statusCode, placed.body).toBe(200);
    const full = payout(1000n, lines, ['win', 'win', 'win', 'win']);
    expect(
      (placed.json() as { data: Array<{ potential_win: string }> }).data[0]!.potential_win,
    ).toBe((full + (full * 50n) / 1000n).toString());
    // History shows the bonus with the boosted odds, and no cashout.
    const history = await testApp.app.inject({
      method: 'GET',
      url: `${V3}/bets`,
      headers: as(client),
    });
    const shown = (
      history.json() as { data: Array<{ bonus: unknown; to_cashout: unknown; odds: number }> }
    ).data[0]!;
    expect(shown).toMatchObject({ bonus: { id: bonusId, type: 'comboboost' }, to_cashout: null });
    expect((shown.bonus as { odds: number }).odds).toBeGreaterThan(shown.odds);
    // One leg voided: three legs count, still the 3–4 range.
    await settle([result(lines[0]!, 'void'), ...lines.slice(1).map((l) => result(l, 'win'))]);
    const p = payout(1000n, lines, ['void', 'win', 'win', 'win']);
    const extra = (p * 50n) / 1000n;
    expect(await balance(client)).toBe(before - 1000n + p + extra);
    expect(await bonusLedger()).toBe(budgetBefore - extra);
  });

  it("announces an issued bonus over a real socket on the player's private channel", async () => {
    const client = await player();
    const token = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/websocket/token`,
      headers: as(client),
    });
    const channel = channels.user(client.playerId);
    const authorized = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/websocket/authorize`,
      headers: as(client),
      payload: { channels: [channel] },
    });
    const socket = await connectWith(url, token.json<{ token: string }>().token);
    const publications = collect(socket);
    expect(
      await subscribe(
        socket,
        channel,
        authorized.json<{ channels: { token: string }[] }>().channels[0]!.token,
      ),
    ).toEqual({ ok: true });
    const bonusId = await issue(await freebetCampaign('freebet_all_win'), client);
    const issued = await publications.next((p) => p.event_name === RealtimeEventName.bonusIssued);
    expect(issued).toMatchObject({
      channel,
      message: { id: bonusId, bonus_type: 'freebet', type: 'freebet_all_win', amount: '500' },
    });
    socket.disconnect();
  });

  it("seeds the demo campaigns once: WELCOME5 gives a 5.00 freebet, the comboboost, hunting and tournament are everyone's", async () => {
    await seedDemoBonuses(db());
    await seedDemoBonuses(db());
    const client = await player();
    const redeemed = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bonuses/promo-code`,
      headers: as(client),
      payload: { code: DEMO_PROMO_CODE.toLowerCase() },
    });
    expect(redeemed.json()).toMatchObject({
      data: { type: 'freebet_only_win', amount: '500', currency: 'EUR' },
    });
    const listed = await bonusesOf(client);
    const open = (kind: string) =>
      listed
        .filter((b) => (b as { bonus_type?: string }).bonus_type === kind)
        .map((b) => (b as { name?: string }).name);
    expect(open('comboboost')).toEqual(['Combo boost']);
    // Decision 055: a hunting and a tournament open to everyone, each seeded once.
    expect(open('hunting')).toEqual(['Freebet hunt']);
    expect(open('tournament')).toEqual(['Weekly hunting tournament']);
  });
});
