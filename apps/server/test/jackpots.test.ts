import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CATALOGUE_LOCALES,
  RealtimeEventName,
  accountsListSchema,
  compPointsSchema,
  statusGroupsSchema,
  jackpotHitsListSchema,
  jackpotSchema,
  jackpotsListSchema,
} from '@sportsbook/contract';
import type { JackpotPoolChangedWire, JackpotWire, Publication } from '@sportsbook/contract';
import {
  accounts,
  bets,
  players,
  events,
  getJackpotLevels,
  jackpotHits,
  levelPools,
  markBetsOnLinesReady,
  markSettleableBetsReady,
  markets,
  rollBackMarketResults,
  notifications,
} from '@sportsbook/db';
import { databaseTargets } from '@sportsbook/db/testing';
import { contributionTransfers, createRandom, hitProofProblem, seedFrom } from '@sportsbook/domain';
import {
  buildHitPlan,
  checkJackpotHits,
  payJackpotHit,
  publishJackpotPools,
  sweepJackpotHits,
} from '../src/services/jackpots/jackpots';
import { settleReadyBets } from '../src/services/settlement/settle-ready-bets';
import { settleLine } from './bet-history-helpers';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import { operatorHeaders, operatorKeysEnv } from './operator-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Jackpots on the server (issue 20, decision 045; rules JP-0xx in packages/domain): the
 * operator creates them, stakes feed the pools inside the placement plan, a pool that reaches
 * its hit point pays the player whose stake took it there exactly once, with a proof anyone can
 * check, and resets to its seed.
 */
const V2 = '/sportsbook/api/v2';
const V3 = '/sportsbook/api/v3';
const OPERATOR = '/operator/api/v1';

interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

describe.each(databaseTargets())('jackpots on %s', (target) => {
  let testApp: TestApp;
  let lines: Line[] = [];
  let keySeq = 0;
  let playerSeq = 0;

  beforeAll(async () => {
    testApp = await buildTestApp(target, {
      ROLE: 'api,feed',
      BET_DELAY_LIVE_MS: '0',
      ...operatorKeysEnv(),
    });
    const rows = await testApp.app.database.db
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
  afterAll(() => testApp.close());

  const db = () => testApp.app.database.db;
  const player = async (balance = '100000') => {
    const client = await newPlayer(testApp, `jp-${target}-${++playerSeq}@example.com`, {
      first_name: 'J',
      last_name: 'P',
    });
    if (balance === '0') return client;
    const deposit = await testApp.app.inject({
      method: 'POST',
      url: '/payments/api/deposits',
      headers: as(client),
      payload: { amount: balance, currency: 'EUR', return_url: '/' },
    });
    expect(deposit.statusCode).toBe(201);
    return client;
  };
  const bet = (client: Client, stake: string, line = lines[0]!) =>
    testApp.app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(client, { 'idempotency-key': `jp-${target}-${++keySeq}` }),
      payload: {
        meta: { device_id: 'jp-test', quick: false, type: 'single' },
        bets: [{ stake: { value: stake, currency: 'EUR' }, selections: [line] }],
      },
    });
  const balance = async (client: Client) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/player/accounts',
      headers: as(client),
    });
    return BigInt(
      accountsListSchema.parse(response.json()).data.find((a) => a.currency === 'EUR')!.balance,
    );
  };
  /** Pauses every jackpot the earlier tests left active: each test feeds only its own. */
  const pauseOthers = async () => {
    const list = jackpotsListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `${V2}/jackpots?state=active` })).json(),
    );
    for (const j of list.data)
      await testApp.app.inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${j.id}/pause`,
        headers: operatorHeaders(),
      });
  };
  const create = async (levels: object[], name = 'Test jackpot'): Promise<JackpotWire> => {
    await pauseOthers();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      headers: operatorHeaders(),
      payload: { name, currency: 'EUR', levels },
    });
    expect(response.statusCode, response.body).toBe(201);
    return jackpotSchema.parse(response.json());
  };
  const jackpot = async (id: string) =>
    jackpotSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `${V2}/jackpots/${id}` })).json(),
    );
  const hitsOf = async (jackpotId: string) =>
    db().select().from(jackpotHits).where(eq(jackpotHits.jackpotId, jackpotId));

  it('the operator API creates a jackpot with validated levels; players read it with its commitments', async () => {
    const level = {
      code: 'mini',
      name: 'Mini',
      seed_amount: '1000',
      must_hit_by: '1000000',
      contribution_ppm: 10_000,
    };
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const support = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      headers: operatorHeaders('support'),
      payload: { name: 'x', currency: 'EUR', levels: [level] },
    });
    expect(support.statusCode).toBe(403);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots`,
      headers: operatorHeaders(),
      payload: { name: 'x', currency: 'EUR', levels: [{ ...level, must_hit_by: '1000' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('must be above the seed amount');

    const created = await create([
      level,
      { ...level, code: 'grand', name: 'Grand', seed_amount: '50000' },
    ]);
    expect(created).toMatchObject({
      state: 'active',
      currency: 'EUR',
      pool_amount: '51000',
      hits_amount: '0',
    });
    expect(created.levels.map((l) => [l.code, l.pool_amount, l.cycle])).toEqual([
      ['mini', '1000', 0],
      ['grand', '50000', 0],
    ]);
    expect(created.levels[0]!.commit_hash).toMatch(/^[0-9a-f]{64}$/);
    const missing = await testApp.app.inject({ method: 'GET', url: `${V2}/jackpots/nope` });
    expect(missing.statusCode).toBe(404);

    // JP-001: a 100.00 stake feeds 1 % to each level and marks the bet.
    const client = await player();
    const placed = await bet(client, '10000');
    expect(placed.statusCode, placed.body).toBe(200);
    const after = await jackpot(created.id);
    expect(after.levels.map((l) => l.pool_amount)).toEqual(['1100', '50100']);
    const betId = (placed.json() as { data: Array<{ bet_id: string }> }).data[0]!.bet_id;
    const [row] = await db().select().from(bets).where(eq(bets.id, betId));
    expect(row!.usedInJackpot).toBe(true);
    const history = await testApp.app.inject({
      method: 'GET',
      url: `${V3}/bets`,
      headers: as(client),
    });
    const listed = (history.json() as { data: Array<{ id: string; used_in_jackpot: boolean }> })
      .data;
    expect(listed.find((b) => b.id === betId)?.used_in_jackpot).toBe(true);
    expect(await balance(client)).toBe(90000n);

    // Paused: stakes feed nothing and the bet is not marked.
    const paused = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots/${created.id}/pause`,
      headers: operatorHeaders(),
    });
    expect(paused.json()).toMatchObject({ state: 'paused' });
    const again = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots/${created.id}/pause`,
      headers: operatorHeaders(),
    });
    expect(again.statusCode).toBe(409);
    const unfed = await bet(client, '10000');
    const unfedId = (unfed.json() as { data: Array<{ bet_id: string }> }).data[0]!.bet_id;
    expect((await jackpot(created.id)).levels.map((l) => l.pool_amount)).toEqual(['1100', '50100']);
    const [unfedRow] = await db().select().from(bets).where(eq(bets.id, unfedId));
    expect(unfedRow!.usedInJackpot).toBe(false);
  });

  it('JP-003: the stake that reaches the hit point wins the pool once; the proof verifies; the level resets', async () => {
    // Every stake feeds 100 %: the first 200 takes the pool over any hit point in (1000, 1100].
    const created = await create([
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: '1000',
        must_hit_by: '1100',
        contribution_ppm: 1_000_000,
      },
    ]);
    const levelId = created.levels[0]!.id;
    const commit = created.levels[0]!.commit_hash;
    const client = await player();
    expect((await bet(client, '200')).statusCode).toBe(200);
    // The pool (1200) goes to the player: 100000 − 200 + 1200.
    expect(await balance(client)).toBe(101_000n);
    const hits = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/jackpot-hits?for_user=true&unseen=true&status=approved,paid`,
      headers: as(client),
    });
    expect(hits.headers['cache-control']).toBe('no-store');
    const [hit] = jackpotHitsListSchema.parse(hits.json()).data;
    expect(hit).toMatchObject({
      jackpot_id: created.id,
      amount: '1200',
      status: 'paid',
      level_code: 'mini',
      seen: false,
      cycle: 0,
      commit_hash: commit,
    });
    // JP-004: hash then seed.
    expect(
      hitProofProblem({
        levelId,
        cycle: 0,
        seedAmount: 1000n,
        mustHitBy: 1100n,
        commitHash: hit!.commit_hash,
        serverSeed: hit!.server_seed,
        hitPoint: BigInt(hit!.hit_point),
        amount: BigInt(hit!.amount),
      }),
    ).toBeUndefined();
    const reset = await jackpot(created.id);
    expect(reset).toMatchObject({ pool_amount: '1000', hits_amount: '1200' });
    expect(reset.levels[0]).toMatchObject({ cycle: 1 });
    expect(reset.levels[0]!.commit_hash).not.toBe(commit);
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.objectType, 'jackpot'), eq(notifications.objectId, hit!.id)));
    expect(note).toMatchObject({ type: 'jackpot_won' });

    // The public leaderboard shows a hash, never the player.
    const board = jackpotHitsListSchema.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `${V2}/jackpot-hits?jackpot_id=${created.id}`,
        })
      ).json(),
    ).data;
    expect(board.map((h) => h.id)).toEqual([hit!.id]);
    expect(board[0]!.user_hash).toMatch(/^[0-9a-f]{12}$/);
    // Marked seen, it leaves the unseen list; someone else's session cannot mark it.
    const other = await player();
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/jackpot-hits/mark-as-seen`,
      headers: as(other),
      payload: { ids: [hit!.id] },
    });
    expect(foreign.json()).toEqual({ changed: 0 });
    const seen = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/jackpot-hits/mark-as-seen`,
      headers: as(client),
      payload: { ids: [hit!.id] },
    });
    expect(seen.json()).toEqual({ changed: 1 });
    const unseen = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/jackpot-hits?unseen=true`,
      headers: as(client),
    });
    expect(jackpotHitsListSchema.parse(unseen.json()).data).toEqual([]);
    const anonymous = await testApp.app.inject({
      method: 'GET',
      url: `${V2}/jackpot-hits?for_user=true`,
    });
    expect(anonymous.statusCode).toBe(401);
    const badLimit = await testApp.app.inject({ method: 'GET', url: `${V2}/jackpot-hits?limit=0` });
    expect(badLimit.statusCode).toBe(400);
  });

  const playerOf = async (seq: number) => {
    const [me] = await db()
      .select({ playerId: accounts.playerId, accountId: accounts.id })
      .from(accounts)
      .innerJoin(players, eq(players.id, accounts.playerId))
      .where(
        and(eq(players.email, `jp-${target}-${seq}@example.com`), eq(accounts.currency, 'EUR')),
      );
    return { playerId: me!.playerId!, accountId: me!.accountId, betId: null };
  };

  it('concurrent stakes over the hit point: one hit per cycle; pool = seeds + contributions − hits', async () => {
    const created = await create([
      {
        code: 'major',
        name: 'Major',
        seed_amount: '10',
        must_hit_by: '1000',
        contribution_ppm: 1_000_000,
      },
    ]);
    const [a, b] = [await player(), await player()];
    const [ra, rb] = await Promise.all([bet(a, '5000'), bet(b, '5000')]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const hits = await hitsOf(created.id);
    // Each stake alone passes any hit point: one hit if both fed cycle 0, else one per cycle.
    expect(hits.length).toBeGreaterThanOrEqual(1);
    expect(new Set(hits.map((h) => h.cycle)).size).toBe(hits.length);
    const paid = hits.reduce((sum, h) => sum + h.amount, 0n);
    const after = await jackpot(created.id);
    expect(after.levels[0]!.cycle).toBe(hits.length);
    // Seeds of every cycle, both stakes, minus what the hits paid.
    expect(BigInt(after.pool_amount)).toBe(10n * BigInt(hits.length + 1) + 10_000n - paid);
    expect((await balance(a)) + (await balance(b))).toBe(190_000n + paid);
  });

  it('a stake whose process died before its hit check: the sweep pays the bet that reached the hit point, once', async () => {
    const created = await create([
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: '1000',
        must_hit_by: '1100',
        contribution_ppm: 1_000_000,
      },
    ]);
    const level = created.levels[0]!;
    const pause = (action: 'pause' | 'resume') =>
      testApp.app.inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${created.id}/${action}`,
        headers: operatorHeaders(),
      });
    // Two bets placed while the jackpot was paused fed nothing …
    expect((await pause('pause')).statusCode).toBe(200);
    const [a, b] = [await player(), await player()];
    const placed = [await bet(a, '40'), await bet(b, '200')];
    const betIds = placed.map((r) => (r.json() as { data: Array<{ bet_id: string }> }).data[0]!);
    expect((await pause('resume')).statusCode).toBe(200);
    // … then their contributions commit as a placement's would, and the process "dies" before
    // checking for a hit: 1000 + 40 + 200 passes any hit point in (1000, 1100], nobody is paid.
    const [row] = await getJackpotLevels(db(), [level.id]);
    for (const [index, stake] of [40n, 200n].entries()) {
      const transfers = contributionTransfers(
        { id: betIds[index]!.bet_id, stake, currency: 'EUR' },
        [{ id: level.id, jackpotId: created.id, currency: 'EUR', contributionPpm: 1_000_000 }],
      );
      const result = await testApp.app.ledger.submit({ checks: [], transfers, inserts: [] });
      expect(result.kind).toBe('committed');
    }
    expect(await hitsOf(created.id)).toHaveLength(0);
    expect((await jackpot(created.id)).pool_amount).toBe('1240');

    const sweep = () =>
      sweepJackpotHits({
        db: db(),
        ledger: testApp.app.ledger,
        realtime: testApp.app.realtime,
        now: new Date(),
      });
    const [first, again] = [await sweep(), await sweep()];
    expect(first).toHaveLength(1);
    expect(again).toHaveLength(0);
    // The winner is the bet whose contribution took the pool to the hit point.
    const winner = row!.hitPoint <= 1040n ? 0 : 1;
    const [hit] = await hitsOf(created.id);
    expect(hit).toMatchObject({ betId: betIds[winner]!.bet_id, amount: 1240n, cycle: 0 });
    const stakes = [40n, 200n];
    expect(await balance([a, b][winner]!)).toBe(100_000n - stakes[winner]! + 1240n);
    expect(await balance([a, b][1 - winner]!)).toBe(100_000n - stakes[1 - winner]!);
    expect((await jackpot(created.id)).levels[0]).toMatchObject({ pool_amount: '1000', cycle: 1 });
  });

  it('JP-003 on the database: a seeded run of concurrent stakes and crashes mid-hit keeps pool = seeds + contributions − hits at every step', async () => {
    const levels = [
      { code: 'mini', name: 'Mini', seed: 1_000n, mustHitBy: 4_000n, ppm: 150_000 },
      { code: 'major', name: 'Major', seed: 5_000n, mustHitBy: 15_000n, ppm: 50_000 },
    ];
    const created = await create(
      levels.map((l) => ({
        code: l.code,
        name: l.name,
        seed_amount: String(l.seed),
        must_hit_by: String(l.mustHitBy),
        contribution_ppm: l.ppm,
      })),
    );
    const ids = created.levels.map((l) => l.id);
    const contributed = new Map<string, bigint>(ids.map((id) => [id, 0n]));
    const feed = (stake: bigint) =>
      levels.forEach((l, i) =>
        contributed.set(ids[i]!, contributed.get(ids[i]!)! + (stake * BigInt(l.ppm)) / 1_000_000n),
      );
    const clients: Client[] = [];
    const seqs: number[] = [];
    for (let i = 0; i < 4; i++) {
      clients.push(await player('1000000'));
      seqs.push(playerSeq);
    }
    const pause = (action: 'pause' | 'resume') =>
      testApp.app.inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${created.id}/${action}`,
        headers: operatorHeaders(),
      });
    /** Pool = the seeds of every cycle begun + what the stakes fed − what the hits took. */
    const invariant = async (step: string) => {
      const rows = await getJackpotLevels(db(), ids);
      const pools = await levelPools(db(), ids);
      const hits = await hitsOf(created.id);
      for (const [i, id] of ids.entries()) {
        const row = rows.find((r) => r.id === id)!;
        const mine = hits.filter((h) => h.levelId === id);
        // One hit per finished cycle, each cycle once.
        expect(
          mine.map((h) => h.cycle).sort((a, b) => a - b),
          step,
        ).toEqual(Array.from({ length: row.cycle }, (_, c) => c));
        const taken = mine.reduce((sum, h) => sum + h.amount, 0n);
        expect(pools.get(id), `${step}: ${levels[i]!.code}`).toBe(
          levels[i]!.seed * BigInt(row.cycle + 1) + contributed.get(id)! - taken,
        );
        // No level sits at or over its hit point once its hits are checked.
        expect(pools.get(id)! < row.hitPoint, `${step}: ${levels[i]!.code} under its point`).toBe(
          true,
        );
      }
    };
    const random = createRandom(seedFrom(2021, 'jackpot-run'));
    const stakeOf = () => BigInt(100 + Math.floor(random.next() * 4_900));
    let crashes = 0;
    for (let step = 0; step < 24; step++) {
      if (random.next() < 0.75) {
        // Concurrent placements by different players: their hit checks race.
        const count = 1 + Math.floor(random.next() * 4);
        const stakes = Array.from({ length: count }, stakeOf);
        const answers = await Promise.all(
          stakes.map((stake, i) => bet(clients[i]!, String(stake))),
        );
        answers.forEach((answer, i) => {
          expect(answer.statusCode, answer.body).toBe(200);
          feed(stakes[i]!);
        });
      } else {
        // A placement commits its contributions and the process dies mid-hit: the hit plan
        // fails (here: a row the database refuses) and writes nothing; the sweep pays it later.
        crashes++;
        const stake = stakeOf();
        expect((await pause('pause')).statusCode).toBe(200);
        const placed = await bet(clients[0]!, String(stake));
        expect((await pause('resume')).statusCode).toBe(200);
        const betId = (placed.json() as { data: Array<{ bet_id: string }> }).data[0]!.bet_id;
        const transfers = contributionTransfers(
          { id: betId, stake, currency: 'EUR' },
          levels.map((l, i) => ({
            id: ids[i]!,
            jackpotId: created.id,
            currency: 'EUR',
            contributionPpm: l.ppm,
          })),
        );
        expect((await testApp.app.ledger.submit({ checks: [], transfers, inserts: [] })).kind).toBe(
          'committed',
        );
        feed(stake);
        const pools = await levelPools(db(), ids);
        for (const row of await getJackpotLevels(db(), ids)) {
          if (pools.get(row.id)! < row.hitPoint) continue;
          const { plan } = await buildHitPlan({
            db: db(),
            level: row,
            pool: pools.get(row.id)!,
            winner: await playerOf(seqs[0]!),
            now: new Date(),
          });
          const broken = {
            ...plan,
            inserts: [
              ...plan.inserts,
              {
                table: 'notifications',
                rows: [{ ...plan.inserts[1]!.rows[0]!, playerId: 2_000_000_000 }],
              },
            ],
          };
          await expect(testApp.app.ledger.submit(broken)).rejects.toThrow();
        }
        await sweepJackpotHits({
          db: db(),
          ledger: testApp.app.ledger,
          realtime: testApp.app.realtime,
          now: new Date(),
        });
      }
      await invariant(`step ${step}`);
    }
    // The run crossed hit points, both ways.
    const hits = await hitsOf(created.id);
    expect(hits.length).toBeGreaterThan(2);
    expect(crashes).toBeGreaterThan(0);
  });

  it('a hit commits while a later stake is checked: the stake, left over the next cycle’s hit point, wins it', async () => {
    const created = await create([
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: '1000',
        must_hit_by: '1100',
        contribution_ppm: 1_000_000,
      },
    ]);
    const level = created.levels[0]!;
    const pause = (action: 'pause' | 'resume') =>
      testApp.app.inject({
        method: 'POST',
        url: `${OPERATOR}/jackpots/${created.id}/${action}`,
        headers: operatorHeaders(),
      });
    expect((await pause('pause')).statusCode).toBe(200);
    const a = await player();
    const seqA = playerSeq;
    const b = await player();
    const seqB = playerSeq;
    const betIdOf = async (client: Client) =>
      ((await bet(client, '200')).json() as { data: Array<{ bet_id: string }> }).data[0]!.bet_id;
    const [betA, betB] = [await betIdOf(a), await betIdOf(b)];
    expect((await pause('resume')).statusCode).toBe(200);
    const contribute = async (betId: string) => {
      const transfers = contributionTransfers({ id: betId, stake: 200n, currency: 'EUR' }, [
        { id: level.id, jackpotId: created.id, currency: 'EUR', contributionPpm: 1_000_000 },
      ]);
      expect((await testApp.app.ledger.submit({ checks: [], transfers, inserts: [] })).kind).toBe(
        'committed',
      );
    };
    // A's stake commits and A's check reads the pool (1200, over any point in (1000, 1100]) …
    await contribute(betA);
    const [row] = await getJackpotLevels(db(), [level.id]);
    const { plan } = await buildHitPlan({
      db: db(),
      level: row!,
      pool: (await levelPools(db(), [level.id])).get(level.id)!,
      winner: { ...(await playerOf(seqA)), betId: betA },
      now: new Date(),
    });
    // … B's stake lands, and A's hit commits while B's check is between its reads.
    await contribute(betB);
    const winnerB = await playerOf(seqB);
    let interleaved = false;
    const outcomes = await checkJackpotHits({
      db: db(),
      ledger: testApp.app.ledger,
      realtime: testApp.app.realtime,
      now: new Date(),
      contribution: {
        playerId: winnerB.playerId,
        accountId: winnerB.accountId,
        currency: 'EUR',
        betLevels: [{ betId: betB, levelIds: [level.id] }],
      },
      afterPoolsRead: async () => {
        if (interleaved) return;
        interleaved = true;
        expect((await testApp.app.ledger.submit(plan)).kind).toBe('committed');
      },
    });
    // A won cycle 0 with the 1200 it read; B's 200 stayed for cycle 1, whose 1000 + 200 is over
    // any hit point in (1000, 1100]: B's check looks again and wins it.
    const hits = (await hitsOf(created.id)).sort((x, y) => x.cycle - y.cycle);
    expect(hits.map((h) => [h.cycle, h.amount, h.betId])).toEqual([
      [0, 1200n, betA],
      [1, 1200n, betB],
    ]);
    expect(outcomes.map((o) => o.amount)).toEqual([1200n]);
    expect((await jackpot(created.id)).levels[0]).toMatchObject({ pool_amount: '1000', cycle: 2 });
  });

  it('two hits of the same cycle at once: exactly one is paid', async () => {
    const created = await create([
      {
        code: 'grand',
        name: 'Grand',
        seed_amount: '700',
        must_hit_by: '10000000',
        contribution_ppm: 100,
      },
    ]);
    await player('0');
    const first = await playerOf(playerSeq);
    await player('0');
    const second = await playerOf(playerSeq);
    const [level] = await getJackpotLevels(db(), [created.levels[0]!.id]);
    const plans = await Promise.all(
      [first, second].map((winner) =>
        buildHitPlan({
          db: db(),
          level: level!,
          pool: 700n,
          winner,
          now: new Date(),
        }),
      ),
    );
    const results = await Promise.all(plans.map(({ plan }) => testApp.app.ledger.submit(plan)));
    expect(results.map((r) => r.kind).sort()).toEqual(['committed', 'refused']);
    const hits = await hitsOf(created.id);
    expect(hits).toHaveLength(1);
    expect((await jackpot(created.id)).levels[0]).toMatchObject({ pool_amount: '700', cycle: 1 });
  });

  it('a hit plan that fails mid-way writes nothing; retried (twice), it pays exactly once', async () => {
    const created = await create([
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: '500',
        must_hit_by: '10000000',
        contribution_ppm: 100,
      },
    ]);
    const client = await player('1000');
    const winner = await playerOf(playerSeq);
    const [level] = await getJackpotLevels(db(), [created.levels[0]!.id]);
    const pool = (await levelPools(db(), [level!.id])).get(level!.id)!;
    const { plan, hitId } = await buildHitPlan({
      db: db(),
      level: level!,
      pool,
      winner,
      now: new Date(),
    });
    // The crash: the same plan with a row the database refuses (a notification of no player).
    const broken = {
      ...plan,
      inserts: [
        ...plan.inserts,
        {
          table: 'notifications',
          rows: [{ ...plan.inserts[1]!.rows[0]!, playerId: 2_000_000_000 }],
        },
      ],
    };
    await expect(testApp.app.ledger.submit(broken)).rejects.toThrow();
    expect(await hitsOf(created.id)).toEqual([]);
    expect((await levelPools(db(), [level!.id])).get(level!.id)).toBe(500n);
    expect(await balance(client)).toBe(1000n);
    // The retry commits; a second retry (its answer lost) is refused by the cycle's row state.
    const [first, second] = [
      await testApp.app.ledger.submit(plan),
      await testApp.app.ledger.submit(plan),
    ];
    expect(first.kind).toBe('committed');
    expect(second.kind).toBe('refused');
    const hits = await db()
      .select()
      .from(jackpotHits)
      .where(inArray(jackpotHits.id, [hitId]));
    expect(hits).toHaveLength(1);
    // Recorded approved (decision 057): owed, not paid until the payout plan.
    expect(hits[0]).toMatchObject({ status: 'approved', paidAt: null });
    expect(await balance(client)).toBe(1000n);
    const pay = () =>
      payJackpotHit({
        db: db(),
        ledger: testApp.app.ledger,
        realtime: testApp.app.realtime,
        hitId,
        now: new Date(),
      });
    const payments = await Promise.all([pay(), pay()]);
    expect(payments.map((p) => p.kind).sort()).toEqual(['already-paid', 'paid']);
    expect((await pay()).kind).toBe('already-paid');
    expect(await balance(client)).toBe(1500n);
    expect((await jackpot(created.id)).levels[0]).toMatchObject({ pool_amount: '500', cycle: 1 });
    // A paused jackpot does not hit.
    await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots/${created.id}/pause`,
      headers: operatorHeaders(),
    });
    const [now] = await getJackpotLevels(db(), [level!.id]);
    const pausedPlan = await buildHitPlan({
      db: db(),
      level: now!,
      pool: 500n,
      winner,
      now: new Date(),
    });
    expect((await testApp.app.ledger.submit(pausedPlan.plan)).kind).toBe('refused');
  });

  it('pools are published at most once a second per jackpot, the last state trailing; POST /jackpots reads a batch; finish ends it', async () => {
    const created = await create([
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: '1000',
        must_hit_by: '100000000',
        contribution_ppm: 10_000,
      },
    ]);
    const seen: Publication[] = [];
    const realtime = { publish: async (publication: Publication) => void seen.push(publication) };
    const publish = () => publishJackpotPools(realtime, db(), created.id);
    // The first change goes out at once, on every public channel.
    await publish();
    expect(seen).toHaveLength(CATALOGUE_LOCALES.length);
    expect(new Set(seen.map((p) => p.channel)).size).toBe(CATALOGUE_LOCALES.length);
    expect(seen[0]).toMatchObject({
      event_name: RealtimeEventName.tournamentPoolChanged,
      message: { jackpot_id: created.id, amount: '1000' },
    });
    // Two more changes within the second: nothing now, one publication at its end, with the
    // pool as it is then (a 100.00 stake fed 1.00).
    expect((await bet(await player(), '10000')).statusCode).toBe(200);
    await publish();
    await publish();
    expect(seen).toHaveLength(CATALOGUE_LOCALES.length);
    await vi.waitFor(() => expect(seen).toHaveLength(2 * CATALOGUE_LOCALES.length), {
      timeout: 3_000,
      interval: 50,
    });
    const trailing = seen[seen.length - 1]!.message as JackpotPoolChangedWire;
    expect(trailing).toMatchObject({
      amount: '1100',
      levels: [{ code: 'mini', pool_amount: '1100' }],
    });

    // The spec's POST /jackpots: a batch read by ids (an unknown id is left out).
    const other = await create([
      {
        code: 'mini',
        name: 'Mini',
        seed_amount: '500',
        must_hit_by: '1000000',
        contribution_ppm: 1,
      },
    ]);
    const batch = await testApp.app.inject({
      method: 'POST',
      url: `${V2}/jackpots`,
      payload: { ids: [created.id, other.id, 'nope'] },
    });
    expect(batch.statusCode).toBe(200);
    expect(batch.headers['cache-control']).toBe('no-store');
    expect(
      jackpotsListSchema
        .parse(batch.json())
        .data.map((j) => j.id)
        .sort(),
    ).toEqual([created.id, other.id].sort());
    // Finished: no longer among the active jackpots, and it takes no stakes.
    const finished = await testApp.app.inject({
      method: 'POST',
      url: `${OPERATOR}/jackpots/${other.id}/finish`,
      headers: operatorHeaders(),
    });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ state: 'finished' });
    const active = jackpotsListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: `${V2}/jackpots?state=active` })).json(),
    );
    expect(active.data.map((j) => j.id)).not.toContain(other.id);
    expect((await bet(await player(), '10000')).statusCode).toBe(200);
    expect((await jackpot(other.id)).pool_amount).toBe('500');
  });

  it("LOY-001…003: comp points after settling bets are the conditions' sum; the tier changes at its threshold", async () => {
    await pauseOthers();
    const client = await player();
    const get = async (path: string, who: Client | null = client) =>
      testApp.app.inject({ method: 'GET', url: `/platform/api/player/${path}`, headers: as(who) });
    expect((await get('comp_points', null)).statusCode).toBe(401);
    expect(compPointsSchema.parse((await get('comp_points')).json())).toMatchObject({
      points: 0,
      persistent_points: 0,
    });
    const settle = async (line: Line, result: 'win' | 'lose') => {
      await settleLine(testApp, { ...line, provider: '' }, result);
      await markSettleableBetsReady(db());
      await settleReadyBets({
        db: db(),
        ledger: testApp.app.ledger,
        realtime: testApp.app.realtime,
      });
    };
    // These lines are this test's alone: settling them refuses later bets on them.
    const [lost, won] = [lines[lines.length - 1]!, lines[lines.length - 2]!];
    // 999.00 lost: 999 points for any stake (persistent) + 999 for a lost stake of 10…1000 units.
    expect((await bet(client, '99900', lost)).statusCode).toBe(200);
    await settle(lost, 'lose');
    expect(compPointsSchema.parse((await get('comp_points')).json())).toMatchObject({
      points: 1998,
      persistent_points: 999,
    });
    const bronze = statusGroupsSchema.parse((await get('status_groups')).json());
    expect(bronze.data.find((g) => g.current)!.id).toBe('bronze');
    expect(bronze.progress).toEqual({ next_id: 'silver', points_to_next: 1, percent: 99 });
    // 1.00 won: one more persistent point reaches Silver's 1000.
    expect((await bet(client, '100', won)).statusCode).toBe(200);
    await settle(won, 'win');
    expect(compPointsSchema.parse((await get('comp_points')).json())).toMatchObject({
      points: 1999,
      persistent_points: 1000,
    });
    const silver = statusGroupsSchema.parse((await get('status_groups')).json());
    expect(silver.data.find((g) => g.current)!.id).toBe('silver');
    expect(silver).toMatchObject({
      points: 1000,
      progress: { next_id: 'gold', points_to_next: 4000, percent: 0 },
    });
    // Settling again pays nothing twice and earns nothing twice.
    await settleReadyBets({ db: db(), ledger: testApp.app.ledger, realtime: testApp.app.realtime });
    expect(compPointsSchema.parse((await get('comp_points')).json()).points).toBe(1999);
    // The lost line's settlement is rolled back: its 1998 points go with it, Silver is lost …
    const lostKey = { eventId: lost.match_id, marketId: lost.market_id, specifier: lost.specifier };
    await rollBackMarketResults(db(), lost.match_id, [lost.market_id]);
    await markBetsOnLinesReady(db(), [lostKey]);
    await settleReadyBets({ db: db(), ledger: testApp.app.ledger, realtime: testApp.app.realtime });
    expect(compPointsSchema.parse((await get('comp_points')).json())).toMatchObject({
      points: 1,
      persistent_points: 1,
    });
    expect(
      statusGroupsSchema.parse((await get('status_groups')).json()).data.find((g) => g.current)!.id,
    ).toBe('bronze');
    // … and settled again, now won, it earns once for the new verdict: the any-stake condition's
    // 999, not the lost-stake one's.
    await settle(lost, 'win');
    expect(compPointsSchema.parse((await get('comp_points')).json())).toMatchObject({
      points: 1000,
      persistent_points: 1000,
    });
  });
});
