import { describe, expect, it } from 'vitest';
import { DEFAULT_LOYALTY } from '@sportsbook/domain';
import { demoModeOn, demoPaymentsOn, loadEnv } from './env';

describe('configuration', () => {
  it('has defaults that serve the whole product on port 3000 from ./data', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'production',
      DATA_DIR: './data/pglite',
      FEED_SPEED: 1,
      WEB_DEV: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.ROLE.size).toBe(5);
  });

  it('is the embedded demo by default, and never once a mail server or public address is set', () => {
    expect(demoModeOn(loadEnv({}))).toBe(true);
    expect(demoPaymentsOn(loadEnv({}))).toBe(true);
    for (const deployment of [
      { SMTP_URL: 'smtp://mail.example.com' },
      { PUBLIC_URL: 'https://bets.example.com' },
    ]) {
      expect(demoModeOn(loadEnv(deployment))).toBe(false);
      expect(demoPaymentsOn(loadEnv(deployment))).toBe(false);
    }
    expect(demoModeOn(loadEnv({ DEMO_MODE: 'false' }))).toBe(false);
    expect(demoModeOn(loadEnv({ DEMO_MODE: 'true', SMTP_URL: 'smtp://m.example.com' }))).toBe(true);
    expect(demoPaymentsOn(loadEnv({ DEMO_PAYMENTS: 'false' }))).toBe(false);
    expect(
      demoPaymentsOn(loadEnv({ DEMO_PAYMENTS: 'true', PUBLIC_URL: 'https://x.example' })),
    ).toBe(true);
    expect(() => loadEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
  });

  it('treats empty service URLs as unset', () => {
    const env = loadEnv({ DATABASE_URL: '', REDIS_URL: '' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('simulates producer outages unless FEED_PRODUCER_DOWNTIME says false', () => {
    expect(loadEnv({}).FEED_PRODUCER_DOWNTIME).toBe(true);
    expect(loadEnv({ FEED_PRODUCER_DOWNTIME: 'true' }).FEED_PRODUCER_DOWNTIME).toBe(true);
    expect(loadEnv({ FEED_PRODUCER_DOWNTIME: 'false' }).FEED_PRODUCER_DOWNTIME).toBe(false);
    expect(loadEnv({ FEED_PRODUCER_DOWNTIME: '0' }).FEED_PRODUCER_DOWNTIME).toBe(false);
  });

  it('names every invalid variable in one error', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ROLE: 'chef' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(message).toContain('ROLE: unknown role "chef"');
  });

  it('takes the browser’s backend bases as origins only (decision 037)', () => {
    const env = loadEnv({
      PUBLIC_API_URL: 'https://api.operator.example/',
      PUBLIC_REALTIME_URL: 'http://localhost:4000',
    });
    expect(env.PUBLIC_API_URL).toBe('https://api.operator.example');
    expect(env.PUBLIC_PLATFORM_API_URL).toBeUndefined();
    expect(env.PUBLIC_REALTIME_URL).toBe('http://localhost:4000');
    for (const bad of ['https://api.example/v2', 'ftp://api.example', "https://x; 'unsafe-eval'"]) {
      expect(() => loadEnv({ PUBLIC_API_URL: bad })).toThrow(/PUBLIC_API_URL/);
    }
  });

  it('takes only origins into the CSP lists, so no setting can add a directive (decision 033)', () => {
    const env = loadEnv({
      EMBED_ALLOWED_ORIGINS: ' https://host.example, https://*.casino.example:8443/ ',
      CSP_CONNECT_SRC: 'wss://live.example',
    });
    expect(env.EMBED_ALLOWED_ORIGINS).toEqual([
      'https://host.example',
      'https://*.casino.example:8443',
    ]);
    expect(env.CSP_CONNECT_SRC).toEqual(['wss://live.example']);
    expect(loadEnv({}).EMBED_ALLOWED_ORIGINS).toEqual([]);
    for (const bad of [
      "https://x.example; script-src 'unsafe-inline'",
      "'self'",
      '*',
      'https://x/p',
    ]) {
      expect(() => loadEnv({ CSP_IMG_SRC: bad })).toThrow(/CSP_IMG_SRC/);
    }
    expect(() => loadEnv({ CSP_REPORT_URI: 'https://r.example/a;b' })).toThrow(/CSP_REPORT_URI/);
  });

  it("reads the operator's loyalty configuration, or the product's defaults", () => {
    expect(loadEnv({}).LOYALTY_CONFIG).toEqual(DEFAULT_LOYALTY);
    const config = {
      conditions: [{ min: 5, max: null, writeable: true, status: 'any', pointsPerUnit: 2 }],
      statusGroups: [
        { id: 'member', name: 'Member', minPoints: 0 },
        { id: 'vip', name: 'VIP', minPoints: 500 },
      ],
    };
    expect(loadEnv({ LOYALTY_CONFIG: JSON.stringify(config) }).LOYALTY_CONFIG).toEqual(config);
    const refused = [
      '{not json',
      JSON.stringify({ ...config, statusGroups: [{ id: 'vip', name: 'VIP', minPoints: 500 }] }),
      JSON.stringify({ ...config, conditions: [{ ...config.conditions[0], status: 'won' }] }),
      JSON.stringify({ ...config, conditions: [{ ...config.conditions[0], min: 9, max: 3 }] }),
    ];
    for (const bad of refused)
      expect(() => loadEnv({ LOYALTY_CONFIG: bad })).toThrow(/LOYALTY_CONFIG/);
  });
});
