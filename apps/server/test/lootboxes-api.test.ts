import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  RealtimeEventName,
  bonusListResponseSchema,
  bonusResponseSchema,
  channels,
} from '@sportsbook/contract';
import type { BonusWire, Publication } from '@sportsbook/contract';
import { lootboxOpenings, playerBonuses } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { drawLootbox, lootboxProofProblem, lootboxSeedHash } from '@sportsbook/domain';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';
import { DEMO_LOOTBOX_CODE, seedDemoLootbox } from '../src/services/bonuses/seed-demo-lootbox';

const V2 = '/sportsbook/api/v2';
const OP = '/operator/api/v1';

/**
 * Lootboxes through the API (issue 19, decision 056): the operator publishes a prize table, a
 * box is issued (operator or promo code) with its seed hash, opening it reveals the seed, the
 * prize follows from it, and the prize's bonus is issued exactly once however often the box is
 * opened, also concurrently.
 */
describe.each(databaseTargets())('lootboxes on %s', (target) => {
  let testApp: TestApp;
  let playerSeq = 0;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api', ...operatorKeysEnv() });
  }, 120_000);
  afterAll(() => testApp.close());

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `${OP}${url}`, headers: operatorHeaders(), payload });
  const player = () => newPlayer(testApp, `lootbox-${target}-${++playerSeq}@example.com`);
  const campaign = async (body: object) => {
    const response = await operator('POST', '/bonuses/campaigns', body);
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { id: number } }).data.id;
  };
  const freebetCampaign = (amount: string) =>
    campaign({
      type: 'freebet',
      name: `Freebet ${amount}`,
      freebet_type: 'freebet_only_win',
      amount,
      currency: 'EUR',
    });
  const issue = async (campaignId: number, client: Client) => {
    const response = await operator('POST', `/bonuses/campaigns/${campaignId}/issue`, {
      player_ids: [client.playerId],
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: BonusWire[] }).data[0]!;
  };
  const open = (client: Client, id: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V2}/bonuses/${id}/activate`,
      headers: as(client),
    });
  const prizeBonuses = (boxId: string) =>
    db()
      .select()
      .from(playerBonuses)
      .where(eq(playerBonuses.source, `lootbox:${boxId}`));

  it('refuses bad prize tables', async () => {
    const none = await operator('POST', '/bonuses/campaigns', { type: 'lootbox', name: 'Empty' });
    expect(none.statusCode).toBe(400);
    const unknown = await operator('POST', '/bonuses/campaigns', {
      type: 'lootbox',
      name: 'Unknown',
      prizes: [{ campaign_id: 999_999, weight: 1 }],
    });
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'campaign_not_found']);
    const inner = await campaign({ type: 'lootbox', name: 'Inner', prizes: [{ weight: 1 }] });
    const nested = await operator('POST', '/bonuses/campaigns', {
      type: 'lootbox',
      name: 'Nested',
      prizes: [{ campaign_id: inner, weight: 1 }],
    });
    expect([nested.statusCode, nested.json().error.code]).toEqual([422, 'invalid_prize_table']);
    const zero = await operator('POST', '/bonuses/campaigns', {
      type: 'lootbox',
      name: 'Zero',
      prizes: [{ weight: 0 }],
    });
    expect(zero.statusCode).toBe(400);
  });

  it('issues a box with its seed hash only; opening reveals a seed that proves the prize', async () => {
    const fiver = await freebetCampaign('500');
    const boost = await campaign({
      type: 'comboboost',
      name: 'Boost prize',
      ranges: [{ min_count: 3, max_count: 20, bonus_odds: 1.1 }],
    });
    const box = await campaign({
      type: 'lootbox',
      name: 'Mixed box',
      prizes: [{ campaign_id: fiver, weight: 2 }, { campaign_id: boost, weight: 1 }, { weight: 1 }],
    });
    const client = await player();
    const issued = await issue(box, client);
    expect(issued.bonus_type).toBe('lootbox');
    expect(issued.lootbox).toMatchObject({ seed: null, opened: false, prize_index: null });
    expect(issued.lootbox!.prizes.map((p) => [p.kind, p.weight])).toEqual([
      ['freebet', 2],
      ['comboboost', 1],
      ['nothing', 1],
    ]);
    expect(issued.lootbox!.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    // Listed as a lootbox, the seed still secret.
    const listed = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/lootboxes`,
      headers: as(client),
    });
    const list = bonusListResponseSchema.parse(listed.json());
    expect(list.data.map((b) => [b.id, b.lootbox?.seed])).toEqual([[issued.id, null]]);

    const opened = await open(client, issued.id);
    expect(opened.statusCode, opened.body).toBe(200);
    const wire = bonusResponseSchema.parse(opened.json()).data;
    const lootbox = wire.lootbox!;
    expect(wire.status).toBe('bonus_over');
    expect(lootbox.opened).toBe(true);
    expect(lootbox.seed_hash).toBe(issued.lootbox!.seed_hash);
    expect(lootboxSeedHash(lootbox.seed!)).toBe(lootbox.seed_hash);
    expect(
      lootboxProofProblem({
        boxId: wire.id,
        seedHash: lootbox.seed_hash,
        serverSeed: lootbox.seed!,
        prizes: lootbox.prizes,
        prizeIndex: lootbox.prize_index!,
      }),
    ).toBeUndefined();
    const kind = lootbox.prizes[lootbox.prize_index!]!.kind;
    const prizes = await prizeBonuses(wire.id);
    expect(prizes.map((p) => p.type)).toEqual(kind === 'nothing' ? [] : [kind]);
    expect(lootbox.prize_bonus_id).toBe(prizes[0]?.id ?? null);
    // Its terms publish the table.
    const terms = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses/lootboxes/${wire.id}/terms`,
      headers: as(client),
    });
    expect(terms.json().data.terms).toContain('Freebet 500: 2 in 4 (50.00 %).');
  });

  it('issues the prize exactly once under concurrent opens, and announces it once', async () => {
    const ten = await freebetCampaign('1000');
    const box = await campaign({
      type: 'lootbox',
      name: 'Sure box',
      prizes: [{ campaign_id: ten, weight: 1 }],
    });
    const client = await player();
    const issued = await issue(box, client);
    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    const answers = await Promise.all(Array.from({ length: 8 }, () => open(client, issued.id)));
    const prizeEvents = publish.mock.calls
      .map(([p]) => p as Publication)
      .filter(
        (p) =>
          p.channel === channels.user(client.playerId) &&
          p.event_name === RealtimeEventName.bonusIssued,
      );
    publish.mockRestore();
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const bodies = answers.map((a) => bonusResponseSchema.parse(a.json()).data.lootbox!);
    expect(new Set(bodies.map((b) => `${b.seed}:${b.prize_index}:${b.prize_bonus_id}`)).size).toBe(
      1,
    );
    const prizes = await prizeBonuses(issued.id);
    expect(prizes).toHaveLength(1);
    expect(prizes[0]).toMatchObject({ type: 'freebet', amount: 1000n, status: 'available' });
    expect(bodies[0]!.prize_bonus_id).toBe(prizes[0]!.id);
    expect(prizeEvents.map((p) => (p.message as { id: string }).id)).toEqual([prizes[0]!.id]);
    const rows = await db()
      .select()
      .from(lootboxOpenings)
      .where(and(eq(lootboxOpenings.playerBonusId, issued.id)));
    expect(rows).toHaveLength(1);
    // Opening again later is the same answer and still one prize.
    const again = await open(client, issued.id);
    expect(bonusResponseSchema.parse(again.json()).data.lootbox).toEqual(bodies[0]);
    expect(await prizeBonuses(issued.id)).toHaveLength(1);
    // The prize is the draw of the revealed seed.
    expect(
      drawLootbox(bodies[0]!.seed!, issued.id, [{ kind: 'freebet', weight: 1 }]),
    ).toMatchObject({ prizeIndex: 0 });
  });

  it("refuses another player's box and a box of an ended campaign", async () => {
    const box = await campaign({ type: 'lootbox', name: 'Ending box', prizes: [{ weight: 1 }] });
    const owner = await player();
    const other = await player();
    const issued = await issue(box, owner);
    const stolen = await open(other, issued.id);
    expect([stolen.statusCode, stolen.json().error.code]).toEqual([404, 'bonus_not_found']);
    expect((await operator('POST', `/bonuses/campaigns/${box}/end`)).statusCode).toBe(200);
    const ended = await open(owner, issued.id);
    expect([ended.statusCode, ended.json().error.code]).toEqual([422, 'bonus_not_available']);
    expect(await prizeBonuses(issued.id)).toHaveLength(0);
  });

  it('seeds the demo box once: LOOTBOX gives a box whose prize is a freebet in the list', async () => {
    await seedDemoLootbox(db());
    await seedDemoLootbox(db());
    const client = await player();
    const redeemed = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/bonuses/promo-code`,
      headers: as(client),
      payload: { code: DEMO_LOOTBOX_CODE.toLowerCase() },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const box = bonusResponseSchema.parse(redeemed.json()).data;
    expect(box).toMatchObject({ bonus_type: 'lootbox', name: 'Welcome lootbox' });
    expect(box.lootbox!.prizes.map((p) => p.amount)).toEqual(['200', '500', '1000']);
    const opened = bonusResponseSchema.parse((await open(client, box.id)).json()).data.lootbox!;
    const list = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/bonuses?type=freebet`,
      headers: as(client),
    });
    const freebets = (list.json() as { data: BonusWire[] }).data;
    expect(freebets.map((b) => [b.id, b.amount])).toEqual([
      [opened.prize_bonus_id, box.lootbox!.prizes[opened.prize_index!]!.amount],
    ]);
  });
});
