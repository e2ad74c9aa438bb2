import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sportsbook/contract';
import { getPlayerAttribution, getPlayerByEmail } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { APP_HEADER, PASSWORD, newPlayer } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const PROXY = '10.1.2.3';
const STRANGER = '203.0.113.9';
const DEVICE = '0b6f1c3e-8a1d-4c2e-9f00-123456789abc';

function signUpFrom(testApp: TestApp, email: string, extra: Partial<InjectOptions> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/platform/api/users',
    payload: {
      email,
      password: PASSWORD,
      country: 'DE',
      currency: 'EUR',
      terms_accepted: true,
    },
    ...extra,
    headers: { ...APP_HEADER, ...extra.headers },
  });
}

describe.each(databaseTargets())('attribution and country blocks on %s', (target) => {
  describe('behind a trusted proxy with a geo header', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(target, {
        ROLE: 'api',
        DEMO_MODE: 'false',
        TRUSTED_PROXIES: '10.0.0.0/8',
        COUNTRY_HEADER: 'CF-IPCountry',
        BLOCKED_SIGN_UP_COUNTRIES: 'US',
        BLOCKED_SIGN_IN_COUNTRIES: 'FR',
      });
    });
    afterAll(() => testApp.close());

    it('records the affiliate tags, device id and country with the new player (§9)', async () => {
      const response = await signUpFrom(testApp, 'aff@example.com', {
        remoteAddress: PROXY,
        headers: {
          'cf-ipcountry': 'de',
          cookie: `sb_affiliate=btag%3Da_1b_2%26gclid%3DG-x%26stag%3D%253Cb%253E; sb_device_id=${DEVICE}`,
        },
      });
      expect(response.statusCode).toBe(201);
      await testApp.app.mailer.idle();
      const player = await getPlayerByEmail(testApp.app.database.db, 'aff@example.com');
      const attribution = await getPlayerAttribution(testApp.app.database.db, player!.id);
      expect(attribution).toMatchObject({
        btag: 'a_1b_2',
        gclid: 'G-x',
        stag: null,
        ctag: null,
        deviceId: DEVICE,
        signUpCountry: 'DE',
      });
    });

    it('records nothing of a forged device id, and keeps attribution out of the profile', async () => {
      const client = await newPlayer(testApp, 'plain@example.com');
      const attribution = await getPlayerAttribution(testApp.app.database.db, client.playerId);
      expect(attribution).toMatchObject({ btag: null, deviceId: null, signUpCountry: null });
      const profile = await testApp.app.inject({
        method: 'GET',
        url: '/platform/api/player',
        headers: { ...APP_HEADER, cookie: client.cookie },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.body).not.toMatch(/btag|gclid|device_id|sign_up_country/);
    });

    it('refuses sign-up from a blocked country with 403 blocked_country naming it', async () => {
      const response = await signUpFrom(testApp, 'geo-us@example.com', {
        remoteAddress: PROXY,
        headers: { 'cf-ipcountry': 'US' },
      });
      expect(response.statusCode).toBe(403);
      expect(error(response.json())).toMatchObject({
        code: 'blocked_country',
        message: 'Sign-up is not available in your country (US)',
      });
      await testApp.app.mailer.idle();
      expect(await getPlayerByEmail(testApp.app.database.db, 'geo-us@example.com')).toBeUndefined();
    });

    it('refuses sign-in from a blocked country before looking at the password', async () => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/platform/api/users/sign_in',
        remoteAddress: PROXY,
        headers: { ...APP_HEADER, 'cf-ipcountry': 'FR' },
        payload: { email: 'plain@example.com', password: PASSWORD },
      });
      expect(response.statusCode).toBe(403);
      expect(error(response.json())).toMatchObject({
        code: 'blocked_country',
        message: 'Sign-in is not available in your country (FR)',
      });
    });

    it('does not believe the geo header from anyone but a trusted proxy', async () => {
      const signUp = await signUpFrom(testApp, 'forged@example.com', {
        remoteAddress: STRANGER,
        headers: { 'cf-ipcountry': 'US' },
      });
      expect(signUp.statusCode).toBe(201);
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/platform/api/users/sign_in',
        remoteAddress: STRANGER,
        headers: { ...APP_HEADER, 'cf-ipcountry': 'FR' },
        payload: { email: 'plain@example.com', password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    });

    it('tells the request country in the settings (userCountry)', async () => {
      const settings = await testApp.app.inject({
        method: 'GET',
        url: '/sportsbook/api/v2/settings',
        remoteAddress: PROXY,
        headers: { 'cf-ipcountry': 'US' },
      });
      expect(settings.json()).toMatchObject({ user_country: 'US' });
      const unknown = await testApp.app.inject({
        method: 'GET',
        url: '/sportsbook/api/v2/settings',
        remoteAddress: PROXY,
        headers: { 'cf-ipcountry': 'XX' },
      });
      expect(unknown.json()).toMatchObject({ user_country: null });
    });
  });

  describe('in demo mode', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(target, {
        ROLE: 'api',
        DEMO_MODE: 'true',
        BLOCKED_SIGN_UP_COUNTRIES: 'US',
      });
    });
    afterAll(() => testApp.close());

    it('takes the country from the demo override cookie', async () => {
      const response = await signUpFrom(testApp, 'demo-us@example.com', {
        headers: { cookie: 'sb_demo_country=us' },
      });
      expect(response.statusCode).toBe(403);
      expect(error(response.json()).code).toBe('blocked_country');
    });
  });

  describe('outside demo mode', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await buildTestApp(target, {
        ROLE: 'api',
        DEMO_MODE: 'false',
        BLOCKED_SIGN_UP_COUNTRIES: 'US',
      });
    });
    afterAll(() => testApp.close());

    it('ignores the demo override cookie', async () => {
      const response = await signUpFrom(testApp, 'real-us@example.com', {
        headers: { cookie: 'sb_demo_country=US' },
      });
      expect(response.statusCode).toBe(201);
    });
  });
});
