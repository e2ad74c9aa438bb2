import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  jackpotHitsListSchema,
  jackpotSchema,
  jackpotsListSchema,
  operatorJackpotHitPaidSchema,
} from '@sportsbook/contract';
import type { JackpotWire } from '@sportsbook/contract';
import {
  accounts,
  events,
  getJackpotLevels,
  getPlayerAccount,
  jackpotHits,
  ledgerEntries,
  ledgerTransactions,
  levelPools,
  markets,
  notifications,
  players,
  trialBalance,
} from '@sportsbook/db';
import type { DatabaseTarget } from '@sportsbook/db/testing';
import { createTestDatabase, databaseTargets } from '@sportsbook/db/testing';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { buildHitPlan, sweepJackpotHits } from '../src/services/jackpots/jackpots';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Jackpot hits in two steps (decision 057): a hit is recorded approved with its pool moved to
 * the currency's jackpot payable account, then paid by a second plan, once. Hits at or under
 * JACKPOT_AUTO_PAY_LIMIT (here 1000 subunits) are paid at once; larger ones wait for the
 * operator's POST /jackpot-hits/{id}/pay. A hit recorded by a process that died before paying
 * it is paid by the sweep after a restart, once. The books balance at every step.
 */
const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OPERATOR = '/operator/api/v1';
const LIMIT = '1000';

interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

/** A database that outlives one server: a PGlite directory, or a PostgreSQL database. */
async function durableDatabase(target: DatabaseTarget) {
  if (target === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'sb-jackpot-'));
    return { env: { DATA_DIR: dir }, destroy: () => rm(dir, { recursive: true, force: true }) };
  }
  const database = await createTestDatabase('postgres');
  return { env: { DATABASE_URL: database.url! }, destroy: () => database.destroy() };
}

describe.each(databaseTargets())('jackpot hits approved then paid on %s', (target) => {
  let database: Awaited<ReturnType<typeof durableDatabase>>;
  let app: FastifyInstance;
  let lines: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;

  const start = async (role: string) => {
    const started = await buildApp(
      testEnv({
        ...database.env,
        ROLE: role,
        BET_DELAY_LIVE_MS: '0',
        JACKPOT_AUTO_PAY_LIMIT: LIMIT,
        ...operatorKeysEnv(),
      }),
    );
    await started.ready();
    return started;
  };

  beforeAll(async () => {
    database = await durableDatabase(target);
    app = await start('api,feed');
    const rows = await app.database.db
      .select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        outcomes: markets.outcomes,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(and(eq(events.status, 0), eq(events.type, 'match'), eq(markets.status, 1)))
      .orderBy(asc(markets.eventId), asc(markets.marketId))
      .limit(10);
    lines = rows.flatMap((row) => {
      const outcome = row.outcomes.find((o) => o.active);
      return outcome
        ? [
            {
              match_id: row.eventId,
              market_id: row.marketId,
              specifier: row.specifier,
              outcome_id: outcome.outcomeId,
              odds: outcome.odds / 1000,
            },
          ]
        : [];
    });
    expect(lines.length).toBeGreaterThan(0);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  const db = () => app.database.db;
  const testApp = () => ({ app, close: () => app.close() });
  const player = async () => {
    const client = await newPlayer(testApp(), `jpp-${target}-${++playerSeq}@example.com`, {
      first_name: 'J',
      last_name: 'P',
    });
    const deposit = await app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { amount: '100000', currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
    const [row] = await db()
      .select({ id: players.id })
      .from(players)
      .where(eq(players.email, `jpp-${target}-${playerSeq}@example.com`));
    return { client, playerId: row!.id };
  };
  const bet = (client: Client, stake: string) =>
    app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `jpp-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'jpp-test', quick: false, type: 'single' },
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [lines[0]!] }],
      },
    });
  const balance = async (playerId: number) =>
    (await getPlayerAccount(db(), playerId, 'EUR'))!.balance;
  /** A new EUR jackpot of one level fed 100 % by stakes; every other one is paused first. */
  const create = async (seed: string, mustHitBy: string): Promise<JackpotWire> => {
    const list = jackpotsListSchema.parse(
      (await app.inject({ method: 'GET', url: `${V2}/jackpots?state=active` })).json(),
    );
    for (const j of list.data)
      await app.inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${j.id}/pause`,
        headers: operatorHeaders(),
      });
    const response = await app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      headers: operatorHeaders(),
      payload: {
        name: 'Payout jackpot',
        currency: 'EUR',
        levels: [
          {
            code: 'mini',
            name: 'Mini',
            seed_amount: seed,
            must_hit_by: mustHitBy,
            contribution_ppm: 1_000_000,
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return jackpotSchema.parse(response.json());
  };
  const hitsOf = (jackpotId: string) =>
    db().select().from(jackpotHits).where(eq(jackpotHits.jackpotId, jackpotId));
  /** The ledger's transfers of a kind about a jackpot (its metadata names it). */
  const transfersOf = (kind: string, jackpotId: string) =>
    db()
      .select({ reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, kind),
          sql`${ledgerTransactions.metadata} ->> 'jackpotId' = ${jackpotId}`,
        ),
      );
  /** The EUR jackpot payable account's ledger sum, and the books' verdict. */
  const books = async () => {
    const trial = await trialBalance(db());
    const payable =
      trial.lines.find((l) => l.currency === 'EUR' && l.kind === 'jackpot_payable')?.ledger ?? 0n;
    return { payable, discrepancies: trial.discrepancies };
  };
  /**
   * Pools + owed + paid = seeds + contributions for one jackpot: every subunit that went in is
   * in a pool, on the payable account (approved hits) or with a winner (paid hits).
   */
  const reconcile = async (jackpot: JackpotWire) => {
    const [row] = await db()
      .select({ fed: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(
        accounts,
        and(eq(accounts.id, ledgerEntries.accountId), eq(accounts.kind, 'jackpot')),
      )
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(
        and(
          inArray(ledgerTransactions.kind, ['jackpot_contribution', 'jackpot_seed']),
          sql`${ledgerTransactions.metadata} ->> 'jackpotId' = ${jackpot.id}`,
        ),
      );
    const pools = await levelPools(
      db(),
      jackpot.levels.map((l) => l.id),
    );
    const pool = [...pools.values()].reduce((s, v) => s + v, 0n);
    const hits = await hitsOf(jackpot.id);
    const owed = hits.filter((h) => h.status === 'approved').reduce((s, h) => s + h.amount, 0n);
    const paid = hits.filter((h) => h.status === 'paid').reduce((s, h) => s + h.amount, 0n);
    expect(pool + owed + paid).toBe(BigInt(row!.fed));
    return { pool, owed, paid };
  };
  const pay = (hitId: string, role: 'operator' | 'support' | null = 'operator') =>
    app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpot-hits/${hitId}/pay`,
      headers: role ? operatorHeaders(role) : {},
    });

  it('a hit under the limit: recorded approved (jackpot → payable), then paid (payable → winner) at once', async () => {
    // Seed 500, hit point in (500, 600]: a 200 stake takes the pool to 700, under the limit.
    const jackpot = await create('500', '600');
    const { client, playerId } = await player();
    expect((await bet(client, '200')).statusCode).toBe(200);
    const [hit] = await hitsOf(jackpot.id);
    expect(hit).toMatchObject({ status: 'paid', amount: 700n, playerId });
    expect(hit!.paidAt).not.toBeNull();
    expect(await balance(playerId)).toBe(100_000n - 200n + 700n);
    // Two movements: the pool to the payable account (the hit), then to the winner (the payout).
    expect(await transfersOf('jackpot_hit', jackpot.id)).toEqual([
      { reference: `${jackpot.levels[0]!.id}/0` },
    ]);
    expect(await transfersOf('jackpot_payout', jackpot.id)).toEqual([{ reference: hit!.id }]);
    expect(await books()).toEqual({ payable: 0n, discrepancies: [] });
    expect(await reconcile(jackpot)).toEqual({ pool: 500n, owed: 0n, paid: 700n });
    // An operator paying it again: 409, nothing moves.
    const again = await pay(hit!.id);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already paid');
    expect(await balance(playerId)).toBe(100_500n);
  });

  it('a hit over the limit stays approved (the payable account holds it) until the operator pays it, once', async () => {
    // Seed 1000, hit point in (1000, 1100]: a 200 stake takes the pool to 1200, over the limit.
    const jackpot = await create('1000', '1100');
    const { client, playerId } = await player();
    expect((await bet(client, '200')).statusCode).toBe(200);
    const [hit] = await hitsOf(jackpot.id);
    expect(hit).toMatchObject({ status: 'approved', amount: 1200n, paidAt: null });
    // Recorded: the winner is told and sees it (approved) — the money is owed, not paid yet.
    expect(await balance(playerId)).toBe(100_000n - 200n);
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.objectType, 'jackpot'), eq(notifications.objectId, hit!.id)));
    expect(note).toMatchObject({ type: 'jackpot_won', playerId });
    const mine = jackpotHitsListSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: `${V2}/jackpot-hits?for_user=true&unseen=true&status=approved,paid`,
          headers: as(client),
        })
      ).json(),
    ).data;
    expect(mine.map((h) => [h.id, h.status, h.amount])).toEqual([[hit!.id, 'approved', '1200']]);
    // The level reset to its seed; the pool is owed on the payable account; the books balance.
    expect((await levelPools(db(), [jackpot.levels[0]!.id])).get(jackpot.levels[0]!.id)).toBe(
      1000n,
    );
    expect(await books()).toEqual({ payable: 1200n, discrepancies: [] });
    expect(await reconcile(jackpot)).toEqual({ pool: 1000n, owed: 1200n, paid: 0n });
    // The sweep pays only what is under the limit: this one waits.
    const swept = await sweepJackpotHits({
      db: db(),
      ledger: app.ledger,
      realtime: app.realtime,
      now: new Date(),
      autoPayLimit: BigInt(LIMIT),
    });
    expect(swept).toEqual([]);
    expect((await hitsOf(jackpot.id))[0]!.status).toBe('approved');

    // Only the operator role may pay; an unknown hit is 404.
    expect((await pay(hit!.id, null)).statusCode).toBe(401);
    expect((await pay(hit!.id, 'support')).statusCode).toBe(403);
    const unknown = await pay('no-such-hit');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('No jackpot hit');
    expect(await balance(playerId)).toBe(99_800n);

    // Three operators press "pay" at once: one payment, the others are told it is paid.
    const answers = await Promise.all([pay(hit!.id), pay(hit!.id), pay(hit!.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const paid = operatorJackpotHitPaidSchema.parse(
      answers.find((a) => a.statusCode === 200)!.json(),
    );
    expect(paid).toEqual({
      id: hit!.id,
      status: 'paid',
      amount: '1200',
      currency: 'EUR',
      balance: '101000',
    });
    expect(await balance(playerId)).toBe(99_800n + 1200n);
    expect(await transfersOf('jackpot_payout', jackpot.id)).toEqual([{ reference: hit!.id }]);
    const [after] = await hitsOf(jackpot.id);
    expect(after).toMatchObject({ status: 'paid' });
    expect(after!.paidAt).not.toBeNull();
    expect(await books()).toEqual({ payable: 0n, discrepancies: [] });
    expect(await reconcile(jackpot)).toEqual({ pool: 1000n, owed: 0n, paid: 1200n });
  });

  it('a crash between recording and paying: after a restart the sweep pays the hit, exactly once', async () => {
    const jackpot = await create('300', '100000');
    const { playerId } = await player();
    const account = (await getPlayerAccount(db(), playerId, 'EUR'))!;
    // Step 1 commits (approved), then the process "dies" before step 2.
    const [level] = await getJackpotLevels(db(), [jackpot.levels[0]!.id]);
    const { plan, hitId } = await buildHitPlan({
      db: db(),
      level: level!,
      pool: 300n,
      winner: { playerId, accountId: account.id, betId: null },
      now: new Date(),
    });
    expect((await app.ledger.submit(plan)).kind).toBe('committed');
    expect((await hitsOf(jackpot.id))[0]).toMatchObject({ id: hitId, status: 'approved' });
    expect(await books()).toEqual({ payable: 300n, discrepancies: [] });
    await app.close();

    // The restart, with the worker: its sweep at start and one more racing it pay once.
    app = await start('api,feed,worker');
    const sweep = () =>
      sweepJackpotHits({
        db: db(),
        ledger: app.ledger,
        realtime: app.realtime,
        now: new Date(),
        autoPayLimit: BigInt(LIMIT),
      });
    await Promise.all([sweep(), sweep()]);
    const [hit] = await hitsOf(jackpot.id);
    expect(hit).toMatchObject({ id: hitId, status: 'paid' });
    expect(await balance(playerId)).toBe(100_000n + 300n);
    expect(await transfersOf('jackpot_payout', jackpot.id)).toEqual([{ reference: hitId }]);
    expect(await sweep()).toEqual([]);
    expect(await balance(playerId)).toBe(100_300n);
    expect(await books()).toEqual({ payable: 0n, discrepancies: [] });
    expect(await reconcile(jackpot)).toEqual({ pool: 300n, owed: 0n, paid: 300n });
  });
});
