import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@sportsbook/contract';
import { accounts, events, executePlans, marketResults, markets } from '@sportsbook/db';
import type { DatabaseTarget } from '@sportsbook/db/testing';
import { createTestDatabase, databaseTargets } from '@sportsbook/db/testing';
import type { FeedMessage } from '@sportsbook/feed';
import { buildApp } from '../src/app';
import { testEnv } from '../src/env';
import { applyFeedBatch } from '../src/services/live/apply-feed-batch';
import { NAMES, V3, betsPayload, deposit, newKey, placeBet } from './bet-history-helpers';
import type { Line } from './bet-history-helpers';
import { singleBetPlan } from './ledger-helpers';
import { as, newPlayer } from './platform-helpers';
import type { Client } from './platform-helpers';

/**
 * Issue 14, finding 1: after a restart the feed reopened lines whose results were stored and
 * brought finished matches back live, and bets on the known winner were taken. Here a match is
 * finished, the server is stopped and started again on the same database, and every way of
 * betting on what is decided is tried: it must all be refused, and the feed must resume, not
 * replay.
 */

const error = (body: unknown) => errorEnvelopeSchema.parse(body).error;

/** A database that outlives one server: a PGlite directory, or a PostgreSQL database. */
async function durableDatabase(target: DatabaseTarget) {
  if (target === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'sb-restart-'));
    return {
      env: { DATA_DIR: dir },
      destroy: () => rm(dir, { recursive: true, force: true }),
    };
  }
  // Its own pool stays open until destroy(), which closes it once and drops the database.
  const database = await createTestDatabase('postgres');
  return { env: { DATABASE_URL: database.url! }, destroy: () => database.destroy() };
}

describe.each(databaseTargets())('bets on decided lines after a restart, on %s', (target) => {
  let database: Awaited<ReturnType<typeof durableDatabase>>;
  let app: FastifyInstance;
  let alice: Client;
  /** The finished match, a line of it with a stored result, and a bet placed before. */
  let finished: number;
  let decided: Line;
  let betBefore: string;

  const start = async () => {
    const started = await buildApp(
      testEnv({
        ...database.env,
        // No settlement worker: the bet placed before stays open, so a cashout is tried on it.
        ROLE: 'api,feed,realtime',
        FEED_CONTROL: 'true',
        BET_DELAY_LIVE_MS: '0',
      }),
    );
    await started.ready();
    return started;
  };

  const bet = (line: Line, key = newKey()) =>
    app.inject({
      method: 'POST',
      url: `${V3}/bets`,
      headers: as(alice, { 'idempotency-key': key }),
      payload: betsPayload([line], '1000'),
    });

  const lineRow = (line: Line) =>
    app.database.db
      .select({ status: markets.status, outcomes: markets.outcomes })
      .from(markets)
      .where(
        and(
          eq(markets.eventId, line.match_id),
          eq(markets.marketId, line.market_id),
          eq(markets.specifier, line.specifier),
        ),
      )
      .then((rows) => rows[0]!);

  /** An open betradar match line of an event matching `where` (first or last by key), as a bet
   * takes it: its first active outcome at its price. */
  const openLineWhere = async (where: SQL, order: 'first' | 'last' = 'first') => {
    const [row] = await app.database.db
      .select({
        eventId: markets.eventId,
        marketId: markets.marketId,
        specifier: markets.specifier,
        outcomes: markets.outcomes,
      })
      .from(markets)
      .innerJoin(events, eq(events.id, markets.eventId))
      .where(
        and(
          where,
          eq(events.provider, 'betradar'),
          eq(events.type, 'match'),
          eq(markets.status, 1),
        ),
      )
      .orderBy(
        order === 'first' ? asc(markets.eventId) : desc(markets.eventId),
        asc(markets.marketId),
        asc(markets.specifier),
      )
      .limit(1);
    expect(row, 'an open line').toBeDefined();
    const outcome = row!.outcomes.find((o) => o.active)!;
    const line: Line = {
      match_id: row!.eventId,
      market_id: row!.marketId,
      specifier: row!.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
      provider: 'betradar',
    };
    return line;
  };

  const statusOf = async (eventId: number) =>
    (await app.database.db.select().from(events).where(eq(events.id, eventId)))[0]!.status;

  beforeAll(async () => {
    database = await durableDatabase(target);
    app = await start();
    await app.feed.advance(60_000);
    alice = await newPlayer({ app, close: () => app.close() }, 'restart@example.com', NAMES);
    await deposit({ app, close: () => app.close() }, alice, '100000');

    // A live betradar match with an open line: alice bets on it, then it is played to its end.
    decided = await openLineWhere(sql`${events.status} = 1`);
    finished = decided.match_id;
    betBefore = (await placeBet({ app, close: () => app.close() }, alice, [decided], '1000'))
      .bet_id;
    const finish = await app.inject({
      method: 'POST',
      url: `/sportsbook/api/v2/dev/matches/${finished}/finish`,
      headers: as(null),
    });
    expect(finish.statusCode, finish.body).toBe(204);
    await app.feed.flush();
    expect(await statusOf(finished)).toBe(4);

    // The crash: the server goes, a new one starts on the same database.
    await app.close();
    app = await start();
    await app.feed.advance(60_000);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  it('keeps the finished match finished and its settled lines settled', async () => {
    expect(await statusOf(finished)).toBe(4);
    const [reopened] = await app.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(markets)
      .innerJoin(
        marketResults,
        and(
          eq(marketResults.eventId, markets.eventId),
          eq(marketResults.marketId, markets.marketId),
          eq(marketResults.specifier, markets.specifier),
        ),
      )
      .where(and(eq(markets.status, 1), sql`${marketResults.status} <> 'rolled_back'`));
    expect(reopened!.count, 'lines priced although their result is stored').toBe(0);
  });

  it('refuses a bet on the decided line, at the stored price', async () => {
    const response = await bet(decided);
    expect(response.statusCode, response.body).toBe(422);
    expect(error(response.json()).code).toBe('selection_suspended');
  });

  it('refuses the cashout of a bet on the decided line', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${V3}/bets/cashout`,
      headers: as(alice, { 'idempotency-key': newKey() }),
      payload: { bet_id: betBefore, to_cashout: '1' },
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses, whatever the feed says: a decided match and line the feed reopens stay closed', async () => {
    const urn = (await app.database.db.select().from(events).where(eq(events.id, finished)))[0]!
      .urnId;
    const names = { en: 'x' };
    const messages: FeedMessage[] = [
      { type: 'match_status', provider: 'betradar', eventUrnId: urn, at: Date.now(), status: 1 },
      {
        type: 'odds_change',
        provider: 'betradar',
        eventUrnId: urn,
        at: Date.now(),
        markets: [
          {
            marketId: decided.market_id,
            specifier: decided.specifier,
            status: 1,
            names,
            outcomes: (await lineRow(decided)).outcomes.map((o) => ({
              outcomeId: o.outcomeId,
              odds: 2,
              active: true,
              names,
            })),
          },
        ],
      },
    ];
    await applyFeedBatch({
      db: app.database.db,
      messages,
      eventIdOf: (u) => (u === urn ? finished : undefined),
    });
    expect(await statusOf(finished)).toBe(4);
    expect((await lineRow(decided)).status).toBe(-3);
    const response = await bet({ ...decided, odds: 2 });
    expect(response.statusCode, response.body).toBe(422);
  });

  it('refuses at the write a line whose result is stored although the line still reads open', async () => {
    // A writer that bypasses the feed's guards: the line is open and priced, the match live,
    // but the result is in. The check reads the result; so does the write.
    const line = await openLineWhere(
      sql`${events.status} in (0, 1) and ${events.id} <> ${finished}`,
      'last',
    );
    await app.database.db.insert(marketResults).values({
      eventId: line.match_id,
      marketId: line.market_id,
      specifier: line.specifier,
      status: 'settled',
      results: [{ outcomeId: line.outcome_id, result: 'win' }],
    });
    const response = await bet(line);
    expect(response.statusCode, response.body).toBe(422);
    expect(error(response.json()).code).toBe('selection_suspended');
  });

  it('the write itself refuses a selection the check let through (the commit-time check)', async () => {
    // The write is handed a bet on the decided line as if the check had passed: it must take
    // nothing. This is the guard that holds when the line changes between check and write.
    const db = app.database.db;
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.playerId, alice.playerId), eq(accounts.currency, 'EUR')));
    const [outcome] = await executePlans(db, [
      singleBetPlan({
        playerId: alice.playerId,
        accountId: account!.id,
        line: decided,
        stake: 100n,
        oddsThousandths: 1001,
        key: newKey(),
        live: true,
      }),
    ]);
    expect(outcome!.kind).toBe('refused');
    const [after] = await db.select().from(accounts).where(eq(accounts.id, account!.id));
    expect(after!.balance).toBe(account!.balance);
  });
});
