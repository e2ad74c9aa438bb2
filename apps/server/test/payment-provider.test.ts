import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsListSchema, depositSchema, errorEnvelopeSchema } from '@sportsbook/contract';
import { auditLedger } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { resolvePendingDeposits } from '../src/services/wallet/resolve-pending-deposits';
import { signCallback } from '../src/services/wallet/payment-provider';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Issue 14 finding 2 (free money; docs/decisions/021): the demo provider exists only with
 * DEMO_PAYMENTS, deposits are bounded per deposit and per day, and money only moves on a
 * provider callback that is signed, recent and applied once per payment reference.
 */
const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const RETURN = '/sport';
const SECRET = 'test-demo-payments-secret-0123456789abcdef';
const PROFILE = { first_name: 'Pay', last_name: 'Tester' };

describe.each(databaseTargets())('payment provider on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api', DEMO_PAYMENTS_SECRET: SECRET });
  });
  afterAll(() => testApp.close());

  const deposit = (client: Client, payload: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { currency: 'EUR', return_url: RETURN, ...payload },
    });
  const balance = async (client: Client, currency = 'EUR') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/player/accounts',
      headers: as(client),
    });
    return accountsListSchema.parse(response.json()).data.find((a) => a.currency === currency)
      ?.balance;
  };
  const expectLedgerExact = async () => {
    for (const row of await auditLedger(testApp.app.database.db)) {
      expect(row.balance).toBe(row.ledgerSum);
    }
  };
  const callback = (body: object, options: { secret?: string; at?: number } = {}) => {
    const rawBody = JSON.stringify(body);
    const timestamp = options.at ?? Math.floor(Date.now() / 1000);
    return testApp.app.inject({
      method: 'POST',
      url: '/payments/api/callbacks/demo',
      headers: {
        'content-type': 'application/json',
        'x-payment-timestamp': String(timestamp),
        'x-payment-signature': signCallback(options.secret ?? SECRET, timestamp, rawBody),
      },
      payload: rawBody,
    });
  };

  it('refuses zero, negative, huge, over-maximum and under-minimum deposits, crediting nothing', async () => {
    const player = await newPlayer(testApp, 'bounds@example.com', PROFILE);
    for (const amount of [0, '0', -100]) {
      expect((await deposit(player, { amount })).statusCode).toBe(400);
    }
    // 10^29 subunits were credited before.
    for (const amount of ['1' + '0'.repeat(29), '1000001', '99']) {
      const refused = await deposit(player, { amount });
      expect(refused.statusCode, `amount ${amount}`).toBe(422);
      expect(error(refused.json())).toMatchObject({ code: 'deposit_limit' });
      expect(error(refused.json()).details![0]!.field).toBe('amount');
    }
    const overMax = await deposit(player, { amount: '1000001' });
    expect(error(overMax.json()).details![0]!.message).toBe(
      'must be at most 10000.00 EUR per deposit',
    );
    expect(await balance(player)).toBe('0');
    expect((await deposit(player, { amount: '1000000' })).statusCode).toBe(201);
    expect(await balance(player)).toBe('1000000');
    await expectLedgerExact();
  });

  it('refuses what passes the daily maximum, pending deposits included', async () => {
    const player = await newPlayer(testApp, 'daily@example.com', PROFILE);
    expect((await deposit(player, { amount: '1000000' })).statusCode).toBe(201);
    expect((await deposit(player, { amount: '1000000', outcome: 'pending' })).statusCode).toBe(201);
    // Declined deposits do not count.
    expect((await deposit(player, { amount: '400000', outcome: 'error' })).statusCode).toBe(201);
    const refused = await deposit(player, { amount: '500001' });
    expect(refused.statusCode).toBe(422);
    expect(error(refused.json()).details![0]!.message).toBe(
      'would pass the daily deposit limit of 25000.00 EUR: 5000.00 EUR left for the next 24 hours',
    );
    expect((await deposit(player, { amount: '500000' })).statusCode).toBe(201);
    expect(await balance(player)).toBe('1500000');
    await expectLedgerExact();
  });

  it('credits a callback once, and nothing for a bad signature, an old timestamp or a wrong amount', async () => {
    const player = await newPlayer(testApp, 'callback@example.com', PROFILE);
    const pending = depositSchema.parse(
      (await deposit(player, { amount: '2500', outcome: 'pending' })).json(),
    );
    const body = { reference: pending.id, status: 'success', amount: '2500', currency: 'EUR' };

    const forged = await callback(body, { secret: 'not-the-secret-not-the-secret-xxxxxxxx' });
    expect(forged.statusCode).toBe(401);
    expect(error(forged.json()).code).toBe('bad_signature');
    const stale = await callback(body, { at: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.statusCode).toBe(401);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/callbacks/demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    const wrongAmount = await callback({ ...body, amount: '250000' });
    expect(wrongAmount.statusCode).toBe(422);
    expect(await balance(player)).toBe('0');

    const paid = await callback(body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ reference: pending.id, status: 'success', applied: true });
    const replayed = await callback(body);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json()).toMatchObject({ applied: false });
    expect(await balance(player)).toBe('2500');

    // The worker's settlement takes the same path: the deposit is settled, nothing more moves.
    await resolvePendingDeposits({
      db: testApp.app.database.db,
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      provider: testApp.app.payments.demo!,
      now: new Date(Date.now() + 3600_000),
    });
    expect(await balance(player)).toBe('2500');
    const unknown = await callback({ ...body, reference: 'no-such-payment' });
    expect(unknown.statusCode).toBe(404);
    await expectLedgerExact();
  });

  it('settles a pending deposit through the signed callback path', async () => {
    const player = await newPlayer(testApp, 'worker@example.com', PROFILE);
    const pending = depositSchema.parse(
      (await deposit(player, { amount: '700', outcome: 'pending' })).json(),
    );
    expect(pending.status).toBe('pending');
    const settled = await resolvePendingDeposits({
      db: testApp.app.database.db,
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      provider: testApp.app.payments.demo!,
      now: new Date(Date.now() + 3600_000),
    });
    expect(settled).toBeGreaterThanOrEqual(1);
    expect(await balance(player)).toBe('700');
    // A callback for it afterwards (a provider retry) credits nothing again.
    const retry = await callback({
      reference: pending.id,
      status: 'success',
      amount: '700',
      currency: 'EUR',
    });
    expect(retry.json()).toMatchObject({ applied: false, status: 'success' });
    expect(await balance(player)).toBe('700');
    await expectLedgerExact();
  });

  describe.each([
    ['DEMO_PAYMENTS=false', { DEMO_PAYMENTS: 'false' }],
    ['an SMTP_URL (a real deployment)', { SMTP_URL: 'smtp://127.0.0.1:1' }],
  ])('with %s', (_label, overrides) => {
    let realApp: TestApp;
    beforeAll(async () => {
      realApp = await buildTestApp(target, {
        ROLE: 'api',
        DEMO_PAYMENTS_SECRET: SECRET,
        ...overrides,
      });
    });
    afterAll(() => realApp.close());

    it('has no demo provider: deposits 403, callbacks 404, no money', async () => {
      const player = await newPlayer(realApp, 'real-money@example.com', PROFILE);
      const refused = await realApp.app.inject({
        method: 'POST',
        url: '/payments/api/deposits',
        headers: as(player),
        payload: { amount: '1000', currency: 'EUR', return_url: RETURN },
      });
      expect(refused.statusCode).toBe(403);
      expect(error(refused.json())).toMatchObject({
        code: 'demo_payments_off',
        message: 'Demo payments are off on this site: no payment provider takes deposits here',
      });
      const rawBody = JSON.stringify({
        reference: 'x',
        status: 'success',
        amount: '1',
        currency: 'EUR',
      });
      const at = Math.floor(Date.now() / 1000);
      const hook = await realApp.app.inject({
        method: 'POST',
        url: '/payments/api/callbacks/demo',
        headers: {
          'content-type': 'application/json',
          'x-payment-timestamp': String(at),
          'x-payment-signature': signCallback(SECRET, at, rawBody),
        },
        payload: rawBody,
      });
      expect(hook.statusCode).toBe(404);
      for (const row of await auditLedger(realApp.app.database.db)) expect(row.ledgerSum).toBe(0n);
    });
  });
});
