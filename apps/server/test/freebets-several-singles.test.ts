import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bonusResponseSchema,
  bonusesResponseSchema,
  placeBetsResponseSchema,
} from '@sportsbook/contract';
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

const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OP = '/operator/api/v1';

type Line = BonusTestLine;
/** One single of a placement: its line, its stake and, optionally, its bonus. */
type Single = { line: Line; stake: string; bonus?: { id: string; type: string } };

/**
 * Freebets on several singles at once (issue 19, decision 063): each single of one request may
 * carry its own freebet; a freebet carries one bet (BON-012); a single refused for its bonus is
 * left out and the others are placed (BON-013); the budget pays exactly the freebet stakes used.
 */
describe.each(databaseTargets())('freebets on several singles on %s', (target) => {
  let testApp: TestApp;
  const pool: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed', ...operatorKeysEnv() });
    pool.push(...(await prematchLinePool(testApp)));
    expect(pool.length).toBeGreaterThan(20);
  }, 120_000);
  afterAll(() => testApp.close());

  const take = (count: number) => {
    const lines = pool.splice(0, count);
    expect(lines.length).toBe(count);
    return lines;
  };
  const player = () => fundedPlayer(testApp, `singles-${target}-${++playerSeq}@example.com`);
  const balance = (client: Client) => eurBalanceOf(testApp, client);
  const freebetCampaign = (amount: string, extra: object = {}) =>
    operatorCampaign(testApp, {
      type: 'freebet',
      name: `Freebet ${amount}`,
      freebet_type: 'freebet_only_win',
      amount,
      currency: 'EUR',
      min_odds: 1.2,
      ...extra,
    });
  const issue = async (campaignId: number, client: Client) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${OP}/bonuses/campaigns/${campaignId}/issue`,
      headers: operatorHeaders(),
      payload: { player_ids: [client.playerId] },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: Array<{ id: string }> }).data[0]!.id;
  };
  const freebetOf = (id: string) => ({ id, type: 'freebet' });
  const place = (client: Client, singles: Single[], key = `singles-${target}-${++keySeq}`) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': key }),
      payload: {
        meta: { device_id: 'test', quick: false, type: 'single' },
        bets: singles.map(({ line, stake, bonus }) => ({
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
          ...(bonus ? { bonus } : {}),
        })),
      },
    });
  const bonusLedger = async () => {
    const rows = await db().execute(
      sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e
          join accounts a on a.id = e.account_id where a.kind = 'bonus' and a.currency = 'EUR'`,
    );
    const list: unknown = rows;
    const found = Array.isArray(list) ? list : (list as { rows: unknown[] }).rows;
    return BigInt((found as Array<{ total: string }>)[0]!.total);
  };
  /** How many bets carry this player bonus (bet_bonuses rows). */
  const betsCarrying = async (bonusId: string) => {
    const rows = await db().execute(
      sql`select count(*)::int as n from bet_bonuses where player_bonus_id = ${bonusId}`,
    );
    const list: unknown = rows;
    const found = Array.isArray(list) ? list : (list as { rows: unknown[] }).rows;
    return Number((found as Array<{ n: number }>)[0]!.n);
  };
  const statusOf = async (client: Client, id: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/freebets/${id}`,
      headers: as(client),
    });
    return bonusResponseSchema.parse(response.json()).data.status;
  };
  /** The bonus id each placed bet carries (the answer's `bonus`, betting-core §3), in order. */
  const bonusIdsOf = (response: { json(): unknown }) =>
    (response.json() as { data: Array<{ bonus?: { id: string } }> }).data.map(
      (bet) => bet.bonus?.id ?? null,
    );
  const ledgerExact = async () => {
    const books = await auditLedger(db());
    expect(books.filter((row) => row.balance !== row.ledgerSum)).toEqual([]);
  };

  it('BON-012 places two freebets and a cash single in one request; the budget pays exactly both', async () => {
    const client = await player();
    const five = await issue(await freebetCampaign('500'), client);
    const three = await issue(await freebetCampaign('300'), client);
    const [a, b, c] = take(3) as [Line, Line, Line];
    const before = await balance(client);
    const budgetBefore = await bonusLedger();
    const placed = await place(client, [
      { line: a, stake: '500', bonus: freebetOf(five) },
      { line: b, stake: '300', bonus: freebetOf(three) },
      { line: c, stake: '200' },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placeBetsResponseSchema.parse(placed.json());
    expect(answer.errors_by_bet).toBeUndefined();
    expect(bonusIdsOf(placed)).toEqual([five, three, null]);
    // Only-win freebets: the potential win is the winnings, never the stake.
    const gross = (line: Line, stake: bigint) =>
      settleBet({
        stake,
        type: 'single',
        currency: 'EUR',
        legs: [{ oddsThousandths: Math.round(line.odds * 1000), result: 'win' }],
      }).payout;
    expect(answer.data[0]!.potential_win).toBe((gross(a, 500n) - 500n).toString());
    expect(answer.data[1]!.potential_win).toBe((gross(b, 300n) - 300n).toString());
    expect(await balance(client)).toBe(before - 200n);
    expect(await bonusLedger()).toBe(budgetBefore - 800n);
    expect(await statusOf(client, five)).toBe('bonus_over');
    expect(await statusOf(client, three)).toBe('bonus_over');

    // Each freebet bet settles by its variant: a win pays its winnings, a loss nothing.
    await applyMessages(db(), [
      feed.settle(a.match_id, [
        {
          marketId: a.market_id,
          specifier: a.specifier,
          results: [{ outcomeId: a.outcome_id, result: 'win' }],
        },
      ]),
      feed.settle(b.match_id, [
        {
          marketId: b.market_id,
          specifier: b.specifier,
          results: [{ outcomeId: b.outcome_id, result: 'lose' }],
        },
      ]),
    ]);
    const pass = await settleReadyBets({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      isProviderActive: testApp.app.providerStatus.isActive,
    });
    expect(pass.failed).toBe(0);
    expect(await balance(client)).toBe(before - 200n + gross(a, 500n) - 500n);
    expect(await bonusLedger()).toBe(budgetBefore - 800n);
    await ledgerExact();
  });

  it('BON-012 the same freebet on two singles: the second is refused by name, the others placed', async () => {
    const client = await player();
    const five = await issue(await freebetCampaign('500'), client);
    const [a, b, c] = take(3) as [Line, Line, Line];
    const before = await balance(client);
    const budgetBefore = await bonusLedger();
    const key = `singles-${target}-twice`;
    const singles: Single[] = [
      { line: a, stake: '500', bonus: freebetOf(five) },
      { line: b, stake: '500', bonus: freebetOf(five) },
      { line: c, stake: '150' },
    ];
    const placed = await place(client, singles, key);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placeBetsResponseSchema.parse(placed.json());
    expect(answer.data.map((bet) => bet.selections[0]!.match_id)).toEqual([a.match_id, c.match_id]);
    expect(bonusIdsOf(placed)).toEqual([five, null]);
    expect(answer.errors_by_bet).toEqual([
      {
        index: 1,
        code: 'bonus_not_available',
        message: 'This bonus is already used by another bet of this slip',
      },
    ]);
    expect(await betsCarrying(five)).toBe(1);
    expect(await balance(client)).toBe(before - 150n);
    expect(await bonusLedger()).toBe(budgetBefore - 500n);
    // A repeat with the same key answers the same, and places nothing more.
    const again = await place(client, singles, key);
    expect(again.json()).toEqual(placed.json());
    expect(await balance(client)).toBe(before - 150n);
    await ledgerExact();
  });

  it('BON-013 a single whose freebet condition fails is refused alone; one bet alone is refused whole', async () => {
    const client = await player();
    const fits = await issue(await freebetCampaign('400'), client);
    const high = await issue(await freebetCampaign('400', { min_odds: 900 }), client);
    const [a, b, c] = take(3) as [Line, Line, Line];
    const before = await balance(client);
    const placed = await place(client, [
      { line: a, stake: '400', bonus: freebetOf(high) },
      { line: b, stake: '400', bonus: freebetOf(fits) },
    ]);
    expect(placed.statusCode, placed.body).toBe(200);
    const answer = placeBetsResponseSchema.parse(placed.json());
    expect(bonusIdsOf(placed)).toEqual([fits]);
    expect(answer.errors_by_bet?.map((e) => [e.index, e.code])).toEqual([
      [0, 'bonus_odds_out_of_range'],
    ]);
    expect(await balance(client)).toBe(before);
    // Every single refused: the request is refused (422), nothing placed.
    const refused = await place(client, [
      { line: c, stake: '400', bonus: freebetOf(high) },
      { line: a, stake: '400', bonus: freebetOf(fits) },
    ]);
    expect([refused.statusCode, refused.json().error.code]).toEqual([
      422,
      'bonus_odds_out_of_range',
    ]);
    expect(refused.json().error.errors_by_bet).toHaveLength(2);
    expect(await statusOf(client, high)).toBe('available');
  });

  it('BON-043 two requests using one freebet at once: one bet carries it, the loser’s other singles are placed', async () => {
    const client = await player();
    const five = await issue(await freebetCampaign('500'), client);
    const [a, b, c, d] = take(4) as [Line, Line, Line, Line];
    const before = await balance(client);
    const budgetBefore = await bonusLedger();
    const answers = await Promise.all([
      place(client, [
        { line: a, stake: '500', bonus: freebetOf(five) },
        { line: b, stake: '100' },
      ]),
      place(client, [
        { line: c, stake: '500', bonus: freebetOf(five) },
        { line: d, stake: '100' },
      ]),
    ]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const parsed = answers.map((answer) => placeBetsResponseSchema.parse(answer.json()));
    // One request carried the freebet; the other's freebet single was refused alone.
    expect(parsed.map((p) => p.data.length).sort()).toEqual([1, 2]);
    const loser = parsed.find((p) => p.data.length === 1)!;
    expect(loser.errors_by_bet?.map((e) => [e.index, e.code])).toEqual([
      [0, 'bonus_not_available'],
    ]);
    expect(await betsCarrying(five)).toBe(1);
    expect(await balance(client)).toBe(before - 200n);
    expect(await bonusLedger()).toBe(budgetBefore - 500n);
    await ledgerExact();
  });

  it('BON-043 one freebet raced by six requests of several singles: exactly one bet carries it', async () => {
    const client = await player();
    const five = await issue(await freebetCampaign('500'), client);
    const lines = take(12);
    const budgetBefore = await bonusLedger();
    const before = await balance(client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        place(client, [
          { line: lines[2 * i]!, stake: '500', bonus: freebetOf(five) },
          { line: lines[2 * i + 1]!, stake: '100' },
        ]),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(await betsCarrying(five)).toBe(1);
    expect(await bonusLedger()).toBe(budgetBefore - 500n);
    expect(await balance(client)).toBe(before - 600n);
    await ledgerExact();
  });

  it('BON-005 a bonus not available to the player is never counted unseen', async () => {
    const client = await player();
    const usable = await issue(await freebetCampaign('100'), client);
    const limited = await issue(await freebetCampaign('100', { country_codes: ['ZZ'] }), client);
    const unseen = async (status: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `${V2}/bonuses?unseen=true&status=${status}`,
        headers: as(client),
      });
      expect(response.statusCode, response.body).toBe(200);
      return bonusesResponseSchema.parse(response.json()).data.map((b) => b.id);
    };
    expect(await unseen('active')).toContain(usable);
    expect(await unseen('not_available')).toEqual([]);
    expect(await statusOf(client, limited)).toBe('not_available');
  });
});
