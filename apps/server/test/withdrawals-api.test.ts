import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountsListSchema,
  errorEnvelopeSchema,
  walletTransactionsListSchema,
  withdrawalSchema,
  withdrawalsListSchema,
} from '@sportsbook/contract';
import { auditLedger, executePlans, getWithdrawal, trialBalance } from '@sportsbook/db';
import { planWithdrawalOutcome } from '@sportsbook/domain';
import { databaseTargets } from '@sportsbook/db/testing';
import { resolvePendingWithdrawals } from '../src/services/wallet/resolve-pending-withdrawals';
import { signCallback } from '../src/services/wallet/payment-provider';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;
const LATER = () => new Date(Date.now() + 3600_000);

describe.each(databaseTargets())('withdrawals and wallet transactions on %s', (target) => {
  let testApp: TestApp;
  let alice: Client;
  let bob: Client;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api' });
    const names = { first_name: 'Test', last_name: 'Player' };
    alice = await newPlayer(testApp, 'alice-w@example.com', names);
    bob = await newPlayer(testApp, 'bob-w@example.com', names);
    for (const client of [alice, bob]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/payments/api/deposits',
        headers: as(client),
        payload: { amount: '10000', currency: 'EUR', return_url: '/sport' },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => testApp.close());

  const withdraw = (client: Client | null, payload: object, key?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/payments/api/withdrawals',
      headers: as(client, key ? { 'idempotency-key': key } : {}),
      payload,
    });
  const cancel = (client: Client, id: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/payments/api/withdrawals/${id}/cancel`,
      headers: as(client),
    });
  const balance = async (client: Client) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/player/accounts',
      headers: as(client),
    });
    return accountsListSchema.parse(response.json()).data.find((a) => a.currency === 'EUR')!
      .balance;
  };
  const transactions = async (client: Client, query = '') => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/payments/api/wallet/transactions${query}`,
      headers: as(client),
    });
    expect(response.statusCode).toBe(200);
    return walletTransactionsListSchema.parse(response.json());
  };
  const settleDue = () =>
    resolvePendingWithdrawals({
      db: testApp.app.database.db,
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      provider: testApp.app.payments.demo!,
      now: LATER(),
    });
  const expectAuditExact = async () => {
    for (const row of await auditLedger(testApp.app.database.db))
      expect(row.balance).toBe(row.ledgerSum);
  };

  it('needs a session and valid input', async () => {
    expect((await withdraw(null, { amount: 100, currency: 'EUR' })).statusCode).toBe(401);
    for (const payload of [
      { amount: 0, currency: 'EUR' },
      { amount: -5, currency: 'EUR' },
      { amount: '1.5', currency: 'EUR' },
      { amount: 100, currency: 'XXX' },
      { amount: 100, currency: 'EUR', outcome: 'maybe' },
    ]) {
      const response = await withdraw(alice, payload);
      expect(response.statusCode).toBe(400);
      expect(error(response.json()).details!.length).toBeGreaterThan(0);
    }
    const noAccount = await withdraw(alice, { amount: 100, currency: 'USD' });
    expect(noAccount.statusCode).toBe(422);
    expect(error(noAccount.json()).details![0]!.field).toBe('currency');
  });

  it('refuses more than the withdrawable balance, says why and moves nothing', async () => {
    const response = await withdraw(alice, { amount: '10001', currency: 'EUR' });
    expect(response.statusCode).toBe(422);
    const refused = error(response.json());
    expect(refused.code).toBe('withdrawal_exceeds_balance');
    expect(refused.details).toEqual([
      { field: 'amount', message: 'is more than you can withdraw: at most 100.00 EUR' },
    ]);
    expect(await balance(alice)).toBe('10000');
    expect((await transactions(alice, '?type=withdrawal')).data).toEqual([]);
  });

  it('reserves at once, stays pending, then the provider pays it by its callback', async () => {
    const response = await withdraw(alice, { amount: '2500', currency: 'EUR' }, 'w-key-1');
    expect(response.statusCode).toBe(201);
    const created = withdrawalSchema.parse(response.json());
    expect(created).toMatchObject({ status: 'pending', amount: '2500', currency: 'EUR' });
    expect(await balance(alice)).toBe('7500');

    // The same key again: the first answer, nothing reserved twice; another body is refused.
    const repeat = await withdraw(alice, { amount: '2500', currency: 'EUR' }, 'w-key-1');
    expect(repeat.json()).toEqual(response.json());
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await balance(alice)).toBe('7500');
    const reused = await withdraw(alice, { amount: '1', currency: 'EUR' }, 'w-key-1');
    expect(error(reused.json()).code).toBe('idempotency_key_reused');

    const pending = await testApp.app.inject({
      method: 'GET',
      url: '/payments/api/withdrawals?status=pending',
      headers: as(alice),
    });
    expect(withdrawalsListSchema.parse(pending.json()).data.map((w) => w.id)).toEqual([created.id]);

    expect(await settleDue()).toBe(1);
    expect((await getWithdrawal(testApp.app.database.db, created.id))!.status).toBe('paid');
    expect(await balance(alice)).toBe('7500');
    // Paid: too late to cancel, and a repeated settlement moves nothing.
    const late = await cancel(alice, created.id);
    expect(late.statusCode).toBe(409);
    expect(error(late.json()).code).toBe('withdrawal_not_pending');
    expect(await settleDue()).toBe(0);
    await expectAuditExact();
  });

  it('releases the reserve when the payout fails or the player cancels', async () => {
    const failing = withdrawalSchema.parse(
      (await withdraw(alice, { amount: '500', currency: 'EUR', outcome: 'failed' })).json(),
    );
    const cancelling = withdrawalSchema.parse(
      (await withdraw(alice, { amount: '700', currency: 'EUR' })).json(),
    );
    expect(await balance(alice)).toBe('6300');

    // Bob cannot see or cancel Alice's withdrawal.
    expect((await cancel(bob, cancelling.id)).statusCode).toBe(404);
    const bobs = await testApp.app.inject({
      method: 'GET',
      url: '/payments/api/withdrawals',
      headers: as(bob),
    });
    expect(withdrawalsListSchema.parse(bobs.json()).data).toEqual([]);

    const cancelled = await cancel(alice, cancelling.id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await balance(alice)).toBe('7000');
    expect((await cancel(alice, cancelling.id)).statusCode).toBe(409);

    expect(await settleDue()).toBe(1);
    expect((await getWithdrawal(testApp.app.database.db, failing.id))!.status).toBe('failed');
    expect(await balance(alice)).toBe('7500');
    await expectAuditExact();
  });

  it('WDR-004: two outcomes of one withdrawal in one group: the first applies, the other refuses', async () => {
    const created = withdrawalSchema.parse(
      (await withdraw(alice, { amount: '100', currency: 'EUR' })).json(),
    );
    const row = (await getWithdrawal(testApp.app.database.db, created.id))!;
    const now = new Date();
    const [paid, cancelled] = await executePlans(testApp.app.database.db, [
      planWithdrawalOutcome(row, 'paid', now),
      planWithdrawalOutcome(row, 'cancelled', now),
    ]);
    expect(paid!.kind).toBe('committed');
    expect(cancelled).toMatchObject({ kind: 'refused', refusal: { reason: 'check-failed' } });
    expect((await getWithdrawal(testApp.app.database.db, created.id))!.status).toBe('paid');
    expect(await balance(alice)).toBe('7400');
    expect((await trialBalance(testApp.app.database.db)).discrepancies).toEqual([]);
  });

  it('takes a signed payout callback on the provider route, once', async () => {
    const created = withdrawalSchema.parse(
      (await withdraw(alice, { amount: '300', currency: 'EUR' })).json(),
    );
    const body = JSON.stringify({
      kind: 'withdrawal',
      reference: created.id,
      status: 'success',
      amount: '300',
      currency: 'EUR',
    });
    const send = (signature: string) => {
      const timestamp = Math.floor(Date.now() / 1000);
      return testApp.app.inject({
        method: 'POST',
        url: '/payments/api/callbacks/demo',
        headers: {
          'content-type': 'application/json',
          'x-payment-timestamp': String(timestamp),
          'x-payment-signature':
            signature || signCallback(testApp.app.config.DEMO_PAYMENTS_SECRET, timestamp, body),
        },
        payload: body,
      });
    };
    expect((await send('0'.repeat(64))).statusCode).toBe(401);
    expect((await send('')).json()).toMatchObject({ status: 'paid', applied: true });
    expect((await send('')).json()).toMatchObject({ status: 'paid', applied: false });
    expect(await balance(alice)).toBe('7100');
  });

  it('lists own transactions with types, balances after, filters and cursor pages', async () => {
    const all = await transactions(alice);
    // Newest first: the last withdrawal, the release of the failed one, the cancel's release …
    expect(all.data.map((t) => [t.type, t.amount, t.balance_after])).toEqual([
      ['withdrawal', '-300', '7100'],
      ['withdrawal', '-100', '7400'],
      ['withdrawal', '500', '7500'],
      ['withdrawal', '700', '7000'],
      ['withdrawal', '-700', '6300'],
      ['withdrawal', '-500', '7000'],
      ['withdrawal', '-2500', '7500'],
      ['deposit', '10000', '10000'],
    ]);
    expect(all.next_cursor).toBeNull();
    const deposits = await transactions(alice, '?type=deposit,stake');
    expect(deposits.data.map((t) => t.type)).toEqual(['deposit']);

    const first = await transactions(alice, '?limit=3');
    expect(first.data).toEqual(all.data.slice(0, 3));
    const second = await transactions(alice, `?limit=3&cursor=${first.next_cursor}`);
    expect(second.data).toEqual(all.data.slice(3, 6));
    const third = await transactions(alice, `?limit=3&cursor=${second.next_cursor}`);
    expect(third.data).toEqual(all.data.slice(6));
    expect(third.data).toHaveLength(2);
    expect(third.next_cursor).toBeNull();

    // Bob sees only his own deposit.
    expect((await transactions(bob)).data.map((t) => t.type)).toEqual(['deposit']);
    // A past range holds nothing; another currency neither.
    expect((await transactions(alice, '?from=2025-01-01&to=2025-03-31')).data).toEqual([]);
    expect((await transactions(alice, '?currency=USD')).data).toEqual([]);
  });

  it('validates the transaction filters', async () => {
    for (const query of [
      '?type=bonus',
      '?from=2026-02-30',
      '?from=yesterday',
      '?from=2026-05-01&to=2026-04-01',
      '?to=0001-01-01',
      '?cursor=abc',
      '?limit=0',
      '?currency=XXX',
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/payments/api/wallet/transactions${query}`,
        headers: as(alice),
      });
      expect(response.statusCode, query).toBe(400);
    }
    const tooLong = await testApp.app.inject({
      method: 'GET',
      url: '/payments/api/wallet/transactions?from=2024-01-01&to=2026-01-01',
      headers: as(alice),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(error(tooLong.json()).details![0]!.field).toBe('from');
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: '/payments/api/wallet/transactions',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('exports the same filter as CSV with decimal amounts', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/payments/api/wallet/transactions.csv?type=deposit,withdrawal',
      headers: as(alice),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wallet-transactions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,type,amount,currency,balance_after,reference');
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/^[^,]+,withdrawal,-3\.00,EUR,71\.00,[0-9a-f-]{36}$/);
    expect(lines[8]).toMatch(/,deposit,100\.00,EUR,100\.00,/);
    const bobs = await testApp.app.inject({
      method: 'GET',
      url: '/payments/api/wallet/transactions.csv',
      headers: as(bob),
    });
    expect(bobs.body.trimEnd().split('\r\n')).toHaveLength(2);
  });
});
