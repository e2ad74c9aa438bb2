import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionWire } from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { seedDemoBonuses } from '../src/services/bonuses/seed-demo-bonuses';
import { seedDemoLootbox } from '../src/services/bonuses/seed-demo-lootbox';
import { seedDemoPromotions } from '../src/services/bonuses/seed-demo-promotions';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';

const PROMOTIONS = '/sportsbook/api/v2/promotions';
const OP = '/operator/api/v1/bonuses';

interface Answer {
  data: PromotionWire[];
}
const errorOf = (body: unknown) => (body as { error: { code: string; message: string } }).error;

/**
 * /sport/promotions' campaigns (decision 067): the operator marks campaigns "show in promotion"
 * with a description and banners; visitors read them through one public call.
 */
describe.each(databaseTargets())('promotions on %s', (target) => {
  let testApp: TestApp;
  const db = () => testApp.app.database.db;

  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api', ...operatorKeysEnv() });
  }, 120_000);
  afterAll(() => testApp.close());

  const operator = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    testApp.app.inject({ method, url: `${OP}${url}`, headers: operatorHeaders(), payload });
  const promotions = async (query = '', headers: Record<string, string> = {}) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `${PROMOTIONS}${query}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as Answer).data;
  };
  const byName = (list: PromotionWire[], name: string) => list.find((p) => p.name === name);
  const freebet = (name: string, extra: object = {}) =>
    operator('POST', '/campaigns', {
      type: 'freebet',
      name,
      freebet_type: 'freebet_only_win',
      amount: '1000',
      currency: 'EUR',
      min_odds: 1.5,
      ...extra,
    });

  it('lists the demo campaigns with banners, terms and codes, to visitors, and keeps an operator’s choice', async () => {
    await seedDemoBonuses(db());
    await seedDemoLootbox(db());
    await seedDemoPromotions(db());
    await seedDemoPromotions(db());
    const list = await promotions();
    const names = list.map((p) => p.name);
    for (const name of [
      'Combo boost',
      'Welcome freebet',
      'Freebet hunt',
      'Weekly hunting tournament',
      'Welcome lootbox',
      'Boostable freebet',
      'Average-bets freebet',
    ])
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);

    expect(byName(list, 'Combo boost')).toMatchObject({
      bonus_type: 'comboboost',
      open_to_all: true,
      promo_code: null,
      min_odds: 1.2,
      banners: { desktop: 'builtin:combo', mobile: null },
      ranges: [
        { min_count: 4, max_count: 5, bonus_odds: 1.05 },
        { min_count: 6, max_count: 20, bonus_odds: 1.1 },
      ],
    });
    expect(byName(list, 'Welcome freebet')).toMatchObject({
      bonus_type: 'freebet',
      promo_code: 'WELCOME5',
      amount: '500',
      currency: 'EUR',
      freebet_type: 'freebet_only_win',
      banners: { desktop: 'builtin:freebet' },
    });
    expect(byName(list, 'Freebet hunt')?.thresholds).toEqual([
      { points: '2000', amount: '200' },
      { points: '5000', amount: '500' },
      { points: '10000', amount: '1000' },
    ]);
    expect(byName(list, 'Weekly hunting tournament')?.initial_pool).toBe('10000');
    expect(byName(list, 'Welcome lootbox')?.prizes.map((p) => p.chance_bp)).toEqual([
      6000, 3000, 1000,
    ]);
    expect(byName(list, 'Welcome freebet')?.description).toMatch(/5\.00 EUR free bet/);

    // Nothing of a player: a signed-in player reads the same answer.
    const player = await newPlayer(testApp, `promo-${target}@example.com`);
    expect(await promotions('', as(player))).toEqual(list);
    expect((await promotions('?type=hunting')).map((p) => p.name)).toEqual(['Freebet hunt']);

    // The operator hides one; a restart's seed leaves it hidden.
    const combo = byName(list, 'Combo boost')!;
    const hidden = await operator('PATCH', `/campaigns/${combo.id}/promotion`, {
      show_in_promotion: false,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ data: { show_in_promotion: false } });
    await seedDemoPromotions(db());
    expect(byName(await promotions(), 'Combo boost')).toBeUndefined();
  });

  it('the operator shows a campaign with a description, banners and its own code; paused or ended is not listed', async () => {
    const created = await freebet(`Spring freebet ${target}`, {
      show_in_promotion: true,
      description: '  Ten euros on us.  ',
      banner_desktop: 'https://cdn.example/spring-wide.png',
      banner_mobile: '/images/spring-narrow.png',
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect(created.json()).toMatchObject({
      data: { show_in_promotion: true, description: 'Ten euros on us.', promo_code: null },
    });
    let shown = byName(await promotions(), `Spring freebet ${target}`);
    expect(shown).toMatchObject({
      id,
      description: 'Ten euros on us.',
      banners: {
        desktop: 'https://cdn.example/spring-wide.png',
        mobile: '/images/spring-narrow.png',
      },
      amount: '1000',
    });

    const code = `SPRING${target.toUpperCase().slice(0, 4)}`;
    expect((await operator('POST', '/promo-codes', { code, campaign_id: id })).statusCode).toBe(
      201,
    );
    const withCode = await operator('PATCH', `/campaigns/${id}/promotion`, {
      promo_code: code.toLowerCase(),
      banner_desktop: 'builtin:stars',
      banner_mobile: null,
    });
    expect(withCode.statusCode).toBe(200);
    shown = byName(await promotions(), `Spring freebet ${target}`);
    expect(shown).toMatchObject({
      promo_code: code,
      description: 'Ten euros on us.',
      banners: { desktop: 'builtin:stars', mobile: null },
    });

    // A code of another campaign, or none, is refused by name.
    const other = await freebet(`Other ${target}`);
    const otherId = (other.json() as { data: { id: number } }).data.id;
    const foreign = await operator('PATCH', `/campaigns/${otherId}/promotion`, {
      promo_code: code,
    });
    expect(foreign.statusCode).toBe(422);
    expect(errorOf(foreign.json())).toMatchObject({ code: 'promo_code_not_of_campaign' });
    expect(errorOf(foreign.json()).message).toContain(code);
    // Not shown until marked.
    expect(byName(await promotions(), `Other ${target}`)).toBeUndefined();

    expect((await operator('POST', `/campaigns/${id}/pause`)).statusCode).toBe(200);
    expect(byName(await promotions(), `Spring freebet ${target}`)).toBeUndefined();
    expect((await operator('POST', `/campaigns/${id}/resume`)).statusCode).toBe(200);
    expect(byName(await promotions(), `Spring freebet ${target}`)).toBeDefined();
    expect((await operator('POST', `/campaigns/${id}/end`)).statusCode).toBe(200);
    expect(byName(await promotions(), `Spring freebet ${target}`)).toBeUndefined();
  });

  it('refuses bad promotion fields with a 400 that names the field, unknown campaigns 404, players 401', async () => {
    const created = await freebet(`Checked ${target}`);
    const id = (created.json() as { data: { id: number } }).data.id;
    const cases: Array<[object, RegExp]> = [
      [{ banner_desktop: 'javascript:alert(1)' }, /banner_desktop.*builtin:\(combo/],
      [{ banner_desktop: 'builtin:rocket' }, /banner_desktop/],
      [{ banner_mobile: 'http://insecure.example/a.png' }, /banner_mobile/],
      [{ description: 'a\u0000b' }, /description.*NUL/],
      [{ description: 'lone \ud800 surrogate' }, /description.*surrogate/],
      [{ description: 'x'.repeat(501) }, /description.*500/],
      [{ show_in_promotion: 'yes' }, /show_in_promotion/],
      [{ promo_code: 'no spaces' }, /promo_code/],
      [{ colour: 'red' }, /colour/],
      [{}, /at least one field/],
    ];
    for (const [payload, message] of cases) {
      const response = await operator('PATCH', `/campaigns/${id}/promotion`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response.json()).message, JSON.stringify(payload)).toMatch(message);
    }
    const badCreate = await freebet(`Bad banner ${target}`, { banner_mobile: 'ftp://x' });
    expect(badCreate.statusCode).toBe(400);
    expect(errorOf(badCreate.json()).message).toMatch(/banner_mobile/);

    const missing = await operator('PATCH', '/campaigns/999999/promotion', {
      show_in_promotion: true,
    });
    expect(missing.statusCode).toBe(404);
    const badId = await operator('PATCH', '/campaigns/99999999999/promotion', {
      show_in_promotion: true,
    });
    expect(badId.statusCode).toBe(400);

    const badType = await testApp.app.inject({ method: 'GET', url: `${PROMOTIONS}?type=casino` });
    expect(badType.statusCode).toBe(400);
    expect(errorOf(badType.json()).message).toMatch(/type/);

    const player = await newPlayer(testApp, `promo-op-${target}@example.com`);
    const asPlayer = await testApp.app.inject({
      method: 'PATCH',
      url: `${OP}/campaigns/${id}/promotion`,
      headers: as(player) as Record<string, string>,
      payload: { show_in_promotion: true },
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});
