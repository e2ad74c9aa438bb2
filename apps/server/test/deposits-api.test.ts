import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountsListSchema, depositSchema, errorEnvelopeSchema } from '@sportsbook/contract';
import { auditLedger, updatePlayer } from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { createDeposit, creditInstantDeposit } from '../src/services/wallet/create-deposit';
import { resolvePendingDeposits } from '../src/services/wallet/resolve-pending-deposits';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const RETURN = '/sport/profile/wallet/deposit?tab=card';

describe.each(databaseTargets())('demo payment provider on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api' });
    alice = await newPlayer(testApp, 'alice@example.com', {
      first_name: 'Alice',
      last_name: 'Liddell',
    });
    bob = await newPlayer(testApp, 'bob@example.com');
  });
  afterAll(() => testApp.close());

  const deposit = (client: Client | null, payload: object, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client, key ? { 'idempotency-key': key } : {}),
      payload,
    });
  const balance = async (client: Client, currency = 'EUR') => {
    const list = accountsListSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: '/platform/api/player/accounts',
          headers: as(client),
        })
      ).json(),
    );
    return list.data.find((a) => a.currency === currency)?.balance;
  };

  it('needs a session and valid input', async () => {
    expect(
      (await deposit(null, { amount: 100, currency: 'EUR', return_url: RETURN })).statusCode,
    ).toBe(401);
    const bad = await deposit(alice, { amount: -5, currency: 'EUR', return_url: RETURN });
    expect(bad.statusCode).toBe(400);
    expect(error(bad.json()).details![0]!.field).toBe('amount');
    expect(
      (await deposit(alice, { amount: '1.5', currency: 'EUR', return_url: RETURN })).statusCode,
    ).toBe(400);
    expect(
      (await deposit(alice, { amount: 100, currency: 'EUR', outcome: 'maybe', return_url: RETURN }))
        .statusCode,
    ).toBe(400);
    const away = await deposit(alice, {
      amount: 100,
      currency: 'EUR',
      return_url: 'https://evil.example/x',
    });
    expect(away.statusCode).toBe(422);
    expect(error(away.json()).details![0]!.field).toBe('return_url');
    const noAccount = await deposit(alice, { amount: 100, currency: 'USD', return_url: RETURN });
    expect(noAccount.statusCode).toBe(422);
  });

  it('asks for the missed profile fields before a deposit', async () => {
    const response = await deposit(bob, { amount: 100, currency: 'EUR', return_url: RETURN });
    expect(response.statusCode).toBe(422);
    expect(error(response.json()).code).toBe('missed_fields');
    expect(error(response.json()).details!.map((d) => d.field)).toEqual([
      'first_name',
      'last_name',
    ]);
  });

  it('credits a successful deposit through the ledger and publishes balance changed', async () => {
    const publish = vi.spyOn(testApp.app.realtime, 'publish');
    const response = await deposit(
      alice,
      { amount: '5000', currency: 'EUR', return_url: RETURN },
      'key-1',
    );
    expect(response.statusCode).toBe(201);
    const body = depositSchema.parse(response.json());
    expect(body).toMatchObject({ status: 'success', amount: '5000', currency: 'EUR' });
    expect(new URL(body.redirect_url).pathname).toBe('/sport/profile/wallet/deposit');
    expect(new URL(body.redirect_url).searchParams.get('deposit_status')).toBe('success');
    expect(new URL(body.redirect_url).searchParams.get('tab')).toBe('card');
    expect(new URL(body.return_urls.error).searchParams.get('deposit_status')).toBe('error');
    expect(await balance(alice)).toBe('5000');
    expect(publish).toHaveBeenCalledWith({
      channel: `$user:${alice.playerId}`,
      event_name: 'balance changed',
      message: { currency: 'EUR', balance: '5000', available_to_bet: '5000' },
    });

    // The same key again: the first answer, no second credit, no second event.
    publish.mockClear();
    const repeat = await deposit(
      alice,
      { amount: '5000', currency: 'EUR', return_url: RETURN },
      'key-1',
    );
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(response.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await balance(alice)).toBe('5000');
    expect(publish).not.toHaveBeenCalled();
    const reused = await deposit(
      alice,
      { amount: '1', currency: 'EUR', return_url: RETURN },
      'key-1',
    );
    expect(reused.statusCode).toBe(422);
    expect(error(reused.json()).code).toBe('idempotency_key_reused');
  });

  it('keeps a pending deposit pending until the worker settles it; declines an error', async () => {
    const pending = depositSchema.parse(
      (
        await deposit(alice, {
          amount: 250,
          currency: 'EUR',
          outcome: 'pending',
          return_url: RETURN,
        })
      ).json(),
    );
    expect(pending.status).toBe('pending');
    expect(await balance(alice)).toBe('5000');
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/payments/api/deposits/${pending.id}`,
      headers: as(alice),
    });
    expect(own.json()).toMatchObject({ status: 'pending' });
    const foreign = await testApp.app.inject({
      method: 'GET',
      url: `/payments/api/deposits/${pending.id}`,
      headers: as(bob),
    });
    expect(foreign.statusCode).toBe(404);

    const settled = await resolvePendingDeposits({
      db: testApp.app.database.db,
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      provider: testApp.app.payments.demo!,
      now: new Date(Date.now() + 3600_000),
    });
    expect(settled).toBe(1);
    expect(await balance(alice)).toBe('5250');
    const after = await testApp.app.inject({
      method: 'GET',
      url: `/payments/api/deposits/${pending.id}`,
      headers: as(alice),
    });
    expect(after.json()).toMatchObject({ status: 'success' });

    const declined = await deposit(alice, {
      amount: 999,
      currency: 'EUR',
      outcome: 'error',
      return_url: RETURN,
    });
    expect(declined.json()).toMatchObject({ status: 'error' });
    expect(await balance(alice)).toBe('5250');

    const audit = await auditLedger(testApp.app.database.db);
    for (const row of audit) expect(row.balance).toBe(row.ledgerSum);
  });

  it('credits an instant success left uncredited by a stopped process once, through the worker', async () => {
    const app = testApp.app;
    const before = BigInt((await balance(alice))!);
    // The request's own part, committed; the process "stops" before it credits (decision 035).
    const created = await createDeposit({
      db: app.database.db,
      config: app.config,
      realtime: app.realtime,
      provider: app.payments.demo,
      playerId: alice.playerId,
      body: { amount: '700', currency: 'EUR', outcome: 'success', return_url: RETURN },
      origin: 'http://localhost',
    });
    expect(created.deposit.status).toBe('pending');
    expect(created.creditNow).toEqual({ depositId: created.deposit.id });
    expect(BigInt((await balance(alice))!)).toBe(before);
    // The worker's next pass finds it due now and credits it.
    const settled = await resolvePendingDeposits({
      db: app.database.db,
      ledger: app.ledger,
      realtime: app.realtime,
      provider: app.payments.demo!,
    });
    expect(settled).toBe(1);
    expect(BigInt((await balance(alice))!)).toBe(before + 700n);
    // A late credit by the request (it lost the race) moves nothing and reads the settled row.
    const late = await creditInstantDeposit({
      db: app.database.db,
      submit: (plan) => app.ledger.submit(plan),
      provider: app.payments.demo!,
      depositId: created.deposit.id,
    });
    expect(late.change).toBeUndefined();
    expect(late.deposit.status).toBe('success');
    expect(BigInt((await balance(alice))!)).toBe(before + 700n);
    const audit = await auditLedger(app.database.db);
    for (const row of audit) expect(row.balance).toBe(row.ledgerSum);
  });

  it('offers quick deposit only to spi_test players or with the setting', async () => {
    const refused = await deposit(alice, {
      amount: 100,
      currency: 'EUR',
      return_url: RETURN,
      quick: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(error(refused.json()).code).toBe('quick_deposit_forbidden');
    await updatePlayer(testApp.app.database.db, alice.playerId, { statuses: ['spi_test'] });
    const allowed = await deposit(alice, {
      amount: 100,
      currency: 'EUR',
      return_url: RETURN,
      quick: true,
    });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toMatchObject({ quick: true, status: 'success' });
  });

  it('handles crypto amounts beyond 2^53 exactly', async () => {
    await testApp.app.inject({
      method: 'POST',
      url: '/platform/api/player/accounts',
      headers: as(alice),
      payload: { currency: 'ETH' },
    });
    const wei = '1500000000000000001';
    const response = await deposit(alice, { amount: wei, currency: 'ETH', return_url: RETURN });
    expect(response.statusCode).toBe(201);
    expect(await balance(alice, 'ETH')).toBe(wei);
  });
});
