import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  favouritesListSchema,
  matchesListSchema,
  settingsSchema,
  websocketAuthorizeResponseSchema,
} from '@sportsbook/contract';
import { databaseTargets } from '@sportsbook/db/testing';
import { verifyRealtimeToken } from '../src/services/realtime/tokens';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const API = '/sportsbook/api/v2';

describe.each(databaseTargets())('sportsbook account calls on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  let matchIds: number[];
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api,feed' });
    alice = await newPlayer(testApp, 'alice@example.com');
    bob = await newPlayer(testApp, 'bob@example.com', { currency: 'BTC' });
    const matches = matchesListSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: `${API}/matches?type=match&limit=3` })
      ).json(),
    );
    matchIds = matches.data.map((m) => m.id);
    expect(matchIds.length).toBe(3);
  });
  afterAll(() => testApp.close());
  const call = (method: string, url: string, client: Client | null, payload?: object) =>
    testApp.app.inject({
      method: method as 'GET',
      url: `${API}${url}`,
      headers: as(client),
      ...(payload ? { payload } : {}),
    });

  describe('settings', () => {
    it('answers visitors with defaults and the site settings', async () => {
      const settings = settingsSchema.parse((await call('GET', '/settings', null)).json());
      expect(settings).toMatchObject({
        stakes: ['100', '500', '1000', '2500'],
        auto_accept_odds_change: 'none',
        odds_type: 'decimal',
        default_currency_code: 'EUR',
        user_country: null,
        blocked_sign_up_countries: ['US'],
        platform_settings: {
          quick_deposit_enabled: false,
          deposit_missed_fields_required: true,
          deposit_profile_fields: ['first_name', 'last_name'],
        },
      });
      const eth = settings.currencies.find((c) => c.code === 'ETH')!;
      expect(eth).toMatchObject({ subunits: '1000000000000000000', fiat: false });
    });

    it('defaults stakes to the active currency and saves a player’s choices', async () => {
      const btc = settingsSchema.parse((await call('GET', '/settings', bob)).json());
      expect(btc.stakes[0]).toBe('10000');
      expect(btc.user_country).toBe('DE');
      expect((await call('POST', '/settings', null, { odds_type: 'american' })).statusCode).toBe(
        401,
      );
      const bad = await call('POST', '/settings', alice, { odds_type: 'roman' });
      expect(bad.statusCode).toBe(400);
      expect(error(bad.json()).details![0]!.field).toBe('odds_type');
      expect((await call('POST', '/settings', alice, {})).statusCode).toBe(400);
      expect((await call('POST', '/settings', alice, { stakes: ['0'] })).statusCode).toBe(400);
      const saved = await call('POST', '/settings', alice, {
        stakes: ['200', '1000'],
        auto_accept_odds_change: 'higher',
        odds_type: 'fractional',
      });
      expect(saved.statusCode).toBe(200);
      const again = settingsSchema.parse((await call('GET', '/settings', alice)).json());
      expect(again).toMatchObject({
        stakes: ['200', '1000'],
        auto_accept_odds_change: 'higher',
        odds_type: 'fractional',
      });
      // Bob's settings did not move.
      expect(settingsSchema.parse((await call('GET', '/settings', bob)).json()).odds_type).toBe(
        'decimal',
      );
    });
  });

  describe('favourites', () => {
    it('needs a session', async () => {
      expect((await call('GET', '/favourites/match', null)).statusCode).toBe(401);
      expect((await call('POST', `/favourites/match/${matchIds[0]}`, null)).statusCode).toBe(401);
      expect((await call('DELETE', `/favourites/match/${matchIds[0]}`, null)).statusCode).toBe(401);
    });

    it('adds, lists, filters and removes a player’s own favourites', async () => {
      const [first, second] = matchIds as [number, number];
      const added = await call('POST', `/favourites/match/${first}`, alice);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toEqual({ type: 'match', id: first });
      expect((await call('POST', `/favourites/match/${first}`, alice)).statusCode).toBe(200);
      expect((await call('POST', `/favourites/match/${second}`, bob)).statusCode).toBe(201);

      const list = favouritesListSchema.parse(
        (await call('GET', '/favourites/match', alice)).json(),
      );
      expect(list.data).toEqual([{ type: 'match', id: first }]);
      const bettable = favouritesListSchema.parse(
        (await call('GET', '/favourites/match?match_status=0,1&bettable=true', alice)).json(),
      );
      expect(bettable.data.map((f) => f.id)).toEqual([first]);
      const finished = favouritesListSchema.parse(
        (await call('GET', '/favourites/match?match_status=4', alice)).json(),
      );
      expect(finished.data).toEqual([]);

      const favourites = matchesListSchema.parse(
        (await call('GET', '/matches?favourite=true', alice)).json(),
      );
      expect(favourites.data.map((m) => m.id)).toEqual([first]);
      const bobs = matchesListSchema.parse(
        (await call('GET', '/matches?favourite=true', bob)).json(),
      );
      expect(bobs.data.map((m) => m.id)).toEqual([second]);
      const anonymous = matchesListSchema.parse(
        (await call('GET', '/matches?favourite=true', null)).json(),
      );
      expect(anonymous.data).toEqual([]);

      expect((await call('DELETE', `/favourites/match/${first}`, alice)).statusCode).toBe(204);
      expect(
        favouritesListSchema.parse((await call('GET', '/favourites/match', alice)).json()).data,
      ).toEqual([]);
      // Alice deleting Bob's favourite id touches only her own list.
      await call('DELETE', `/favourites/match/${second}`, alice);
      expect(
        favouritesListSchema.parse((await call('GET', '/favourites/match', bob)).json()).data,
      ).toEqual([{ type: 'match', id: second }]);
    });

    it('refuses bad types and ids, and unknown matches', async () => {
      expect((await call('GET', '/favourites/player', alice)).statusCode).toBe(400);
      expect((await call('POST', '/favourites/match/abc', alice)).statusCode).toBe(400);
      expect((await call('POST', '/favourites/match/999999999', alice)).statusCode).toBe(404);
      expect((await call('GET', '/favourites/match?match_status=9', alice)).statusCode).toBe(400);
    });
  });

  describe('websocket authorize', () => {
    it('gives a channel token for the player’s own channel only', async () => {
      const own = `$user:${alice.playerId}`;
      expect(
        (await call('POST', '/websocket/authorize', null, { channels: [own] })).statusCode,
      ).toBe(401);
      const response = await call('POST', '/websocket/authorize', alice, { channels: [own] });
      expect(response.statusCode).toBe(200);
      const body = websocketAuthorizeResponseSchema.parse(response.json());
      expect(body.channels[0]!.channel).toBe(own);
      expect(
        verifyRealtimeToken(testApp.app.config.REALTIME_TOKEN_SECRET, body.channels[0]!.token),
      ).toEqual({
        kind: 'channel',
        channel: own,
        playerId: alice.playerId,
        // Bound to the session it was issued in (docs/decisions/023).
        session: expect.stringMatching(/^[\w-]+$/),
      });

      const foreign = await call('POST', '/websocket/authorize', alice, {
        channels: [`$user:${bob.playerId}`],
      });
      expect(foreign.statusCode).toBe(403);
      expect((await call('POST', '/websocket/authorize', alice, { channels: [] })).statusCode).toBe(
        400,
      );
    });
  });
});
