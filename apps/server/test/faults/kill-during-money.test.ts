import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, createDb } from '@sportsbook/db';
import type { DatabaseHandle } from '@sportsbook/db';
import {
  call,
  createFundedPlayer,
  missingServices,
  serverProcess,
  startPrivatePostgres,
  stopAll,
  waitFor,
} from './fault-harness';
import type { Answer, Player, PrivatePostgres, ServerProcess } from './fault-harness';
import { openLines, rawQuery, seededRandom, singleBet } from './fault-lines';
import { FEED_TEST_ANCHOR } from '../../src/env';

/**
 * Kill -9 during placements, cashouts and settlement (issue 14, DESIGN §7): clients bet and cash
 * out against a real server process on PostgreSQL, a match is finished so settlement runs, and
 * the process is SIGKILLed with requests in flight. After a restart on the same database every
 * request that was answered 2xx is in the books, a repeat with its Idempotency-Key answers the
 * same, nothing is there twice, the ledger audit is exact and each bet was settled once.
 */
const missing = missingServices();
if (missing) console.warn(`fault test skipped: ${missing} not found on this machine`);

const PG_PORT = 3501;
const SERVER_PORT = 3510;
const CLIENTS = 8;
/**
 * A cap, not a plan: clients stop at the kill. Live lines refuse many placements (their odds move),
 * and how many lines are live depends on the hour, so the cap leaves room for the kill to come
 * with the clients still busy whatever the hour (60 rounds once ran out first).
 */
const ROUNDS_PER_CLIENT = 250;
/** The kill comes once this many placements were acknowledged, with the clients still busy. */
const KILL_AFTER_PLACEMENTS = 200;

interface Sent {
  path: string;
  body: unknown;
  key: string;
  player: Player;
  answer: Answer;
}

describe.skipIf(!!missing)('kill -9 during placements, cashouts and settlement', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let database: DatabaseHandle;

  beforeAll(async () => {
    postgres = await startPrivatePostgres(PG_PORT);
    const url = await postgres.createDatabase('faults_kill');
    server = serverProcess('server', SERVER_PORT, {
      DATABASE_URL: url,
      ROLE: 'api,realtime,feed,worker',
      FEED_SEED: '14',
      FEED_DAYS: '1',
      FEED_ANCHOR: FEED_TEST_ANCHOR,
      FEED_CONTROL: 'true',
      // The feed follows the wall clock here: no simulated producer outage may suspend every
      // line at a random moment of the test (CI met one).
      FEED_PRODUCER_DOWNTIME: 'false',
      BET_DELAY_LIVE_MS: '0',
      SETTLEMENT_POLL_MS: '500',
      AUTH_RATE_LIMIT_PER_IP: '10000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '10000',
      REALTIME_TOKEN_SECRET: 'fault-tests-realtime-secret-0123456789',
    });
    await server.start();
    database = await createDb({ url, maxConnections: 3 });
  }, 120_000);

  afterAll(async () => {
    await database?.close().catch(() => undefined);
    await stopAll();
  }, 60_000);

  it('keeps every acknowledged placement and cashout, once, and settles each bet once', async () => {
    const db = database.db;
    const players = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        createFundedPlayer(db, server.base, `killed-${i}@example.com`, 10_000_000n),
      ),
    );
    const lines = await openLines(db, 40);
    expect(lines.length, 'open lines to bet on').toBeGreaterThanOrEqual(10);
    // A match finished just before the kill, so its settlement runs while the process dies.
    let finished = 0;
    const random = seededRandom(14);

    const sent: Sent[] = [];
    let placed = 0;
    let killed = false;
    const send = async (player: Player, path: string, body: unknown): Promise<Answer> => {
      const key = randomUUID();
      const answer = await call(server.base, 'POST', path, {
        headers: { cookie: player.cookie, 'idempotency-key': key },
        body,
      });
      sent.push({ path, body, key, player, answer });
      return answer;
    };

    const client = async (player: Player, index: number) => {
      const mine: string[] = [];
      for (let round = 0; round < ROUNDS_PER_CLIENT && !killed; round++) {
        // Every client bets on the match that will finish first, then anywhere.
        const line = round === 0 ? lines[0]! : lines[Math.floor(random() * lines.length)]!;
        const stake = 100 + index * 10 + round;
        if (round % 4 === 3 && mine.length > 0) {
          const betId = mine.shift()!;
          const history = await call(server.base, 'GET', '/sportsbook/api/v3/bets?limit=100', {
            headers: { cookie: player.cookie },
          });
          if (history.status === 0) break;
          const bet = (
            history.body as { data: { id: string; to_cashout: string | null }[] }
          ).data.find((b) => b.id === betId);
          if (bet?.to_cashout) {
            const answer = await send(player, '/sportsbook/api/v3/bets/cashout', {
              bet_id: betId,
              to_cashout: bet.to_cashout,
            });
            if (answer.status === 0) break;
          }
          continue;
        }
        const answer = await send(player, '/sportsbook/api/v3/bets', singleBet(line, stake));
        if (answer.status === 0) break;
        if (answer.status === 200) {
          placed++;
          mine.push((answer.body as { data: { bet_id: string }[] }).data[0]!.bet_id);
        }
      }
    };
    const killer = async () => {
      await waitFor('placements before the kill', () => placed >= KILL_AFTER_PLACEMENTS, 60_000);
      // The first line whose match the live engine covers (404 changes nothing): which one
      // that is depends on the hour the test runs at, as the feed follows the wall clock.
      for (const line of lines) {
        const finish = await call(
          server.base,
          'POST',
          `/sportsbook/api/v2/dev/matches/${line.match_id}/finish`,
        );
        expect([204, 404], finish.text).toContain(finish.status);
        if (finish.status === 204) {
          finished = line.match_id;
          break;
        }
      }
      expect(finished, 'a match the feed could finish').not.toBe(0);
      killed = true;
      await server.kill9();
    };
    await Promise.all([killer(), ...players.map((player, i) => client(player, i))]);

    const answered = sent.filter((s) => s.answer.status !== 0);
    // Never an error of ours while the process lived.
    expect(answered.filter((s) => s.answer.status >= 500).map((s) => s.answer.text)).toEqual([]);
    const acknowledged = answered.filter((s) => s.answer.status === 200);
    const inFlight = sent.filter((s) => s.answer.status === 0);
    console.warn(
      `kill -9: ${sent.length} sent, ${acknowledged.length} acknowledged, ${inFlight.length} cut off`,
    );

    await server.start();

    // A repeat answers the same; a request cut off by the kill resolves one way or the other.
    const replays = await Promise.all(
      [...acknowledged, ...inFlight].map(async (s) => ({
        s,
        again: await call(server.base, 'POST', s.path, {
          headers: { cookie: s.player.cookie, 'idempotency-key': s.key },
          body: s.body,
        }),
      })),
    );
    for (const { s, again } of replays) {
      expect(again.status, again.text).toBeLessThan(500);
      if (s.answer.status === 200) {
        expect({ status: again.status, body: again.body }).toEqual({
          status: 200,
          body: s.answer.body,
        });
      }
    }
    const committed = [
      ...acknowledged,
      ...replays.filter((r) => r.again.status === 200).map((r) => ({ ...r.s, answer: r.again })),
    ];
    const betIds = new Set<string>();
    const cashoutIds = new Set<string>();
    for (const s of committed) {
      const data = (s.answer.body as { data: unknown }).data;
      if (s.path.endsWith('/cashout')) cashoutIds.add((data as { cashout_id: string }).cashout_id);
      else for (const bet of data as { bet_id: string }[]) betIds.add(bet.bet_id);
    }

    expect(cashoutIds.size, 'cashouts acknowledged').toBeGreaterThan(0);

    // Settlement of the finished match completes after the restart, on its own.
    const onFinished = await rawQuery<{ id: string }>(
      db,
      `select distinct b.id from bets b join bet_selections s on s.bet_id = b.id
        where s.event_id = ${finished}`,
    );
    expect(onFinished.length).toBeGreaterThan(0);
    const unsettledOnFinished = `from bets b join bet_selections s on s.bet_id = b.id
      where s.event_id = ${finished} and b.settled_at is null and b.status <> 'cashed_out'`;
    // Two minutes: in a CI run whose other fault suites loaded both cores, one minute ran out
    // once (the same test passes in ~35 s on a quiet machine). A bet that never settles still
    // fails, and then says what it was: stuck (never marked ready, or placed after the results)
    // or only slow (ready, waiting for a pass).
    await waitFor(
      'the bets on the finished match to be settled',
      async () =>
        (await rawQuery<{ n: string }>(db, `select count(*)::text n ${unsettledOnFinished}`))[0]!
          .n === '0',
      120_000,
      250,
    ).catch(async (error: unknown) => {
      const left = await rawQuery<Record<string, unknown>>(
        db,
        `select b.id, b.status, b.created_at, s.market_id, s.specifier,
                (select max(r.updated_at) from market_results r
                  where r.event_id = s.event_id and r.market_id = s.market_id
                    and r.specifier = s.specifier) results_at
           ${unsettledOnFinished} order by b.created_at limit 20`,
      );
      throw new Error(`${String(error)}; unsettled: ${JSON.stringify(left)}`);
    });

    // The books: exactly the acknowledged bets and cashouts, each once.
    const storedBets = await rawQuery<{ id: string }>(db, 'select id from bets');
    expect(new Set(storedBets.map((b) => b.id))).toEqual(betIds);
    const postings = await rawQuery<{ kind: string; reference: string }>(
      db,
      "select kind, reference from ledger_transactions where kind <> 'deposit'",
    );
    const references = (kind: string) =>
      postings.filter((p) => p.kind === kind).map((p) => p.reference);
    expect(new Set(references('cashout'))).toEqual(cashoutIds);
    expect(references('cashout')).toHaveLength(cashoutIds.size);
    const placements = postings.filter((p) => p.kind !== 'cashout' && p.kind !== 'settlement');
    expect(placements).toHaveLength(new Set(placements.map((p) => p.reference)).size);

    // Settlement once: what settlement posted for each bet is what the bet records as paid,
    // there is at most one verdict notification per bet, and no posting was made twice.
    const paid = await rawQuery<{ id: string; settled_payout: string; posted: string }>(
      db,
      `select b.id, b.settled_payout::text, coalesce(sum(e.amount), 0)::text posted
         from bets b
         left join ledger_transactions t on t.kind = 'settlement' and t.reference like b.id || ':%'
         left join ledger_entries e on e.transaction_id = t.id and e.account_id = b.account_id
        group by b.id, b.settled_payout`,
    );
    expect(paid.filter((p) => p.settled_payout !== p.posted)).toEqual([]);
    const settledOnce = await rawQuery<{ id: string }>(
      db,
      `select n.object_id id from notifications n join bets b on b.id = n.object_id
        where n.object_type = 'bet' and b.status <> 'cashed_out'
        group by n.object_id having count(*) > 1`,
    );
    expect(settledOnce).toEqual([]);

    const audit = await auditLedger(db);
    expect(audit.filter((a) => a.balance !== a.ledgerSum)).toEqual([]);
    expect(audit.reduce((sum, a) => sum + a.ledgerSum, 0n)).toBe(0n);
  }, 180_000);
});
