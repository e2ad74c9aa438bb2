import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { auditLedger, placementContextBatchSizes, trialBalance } from '@sportsbook/db';
import { createTestDatabase } from '@sportsbook/db/testing';
import { buildApp, testEnv } from '@sportsbook/server';
import { cpuPerOperation, sampleCpu } from './placement-cpu';
import type { CpuSample } from './placement-cpu';

/**
 * Placement benchmark (issue: Bet slip and bet placement). Concurrent bettors (a worker thread,
 * bench/src/placement-clients.mjs) place single bets over HTTP against the real server on
 * PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL; a database of its own, dropped afterwards) for
 * BENCH_SECONDS. The anchor, in the same run and on the same
 * database with the same concurrency, is a bare conditional wallet debit per transaction
 * (BEGIN; UPDATE … SET balance = balance − stake WHERE balance >= stake; COMMIT). Then the books
 * are reconciled: every player account's balance equals its ledger entries, the ledger sums to
 * zero, the house's ledger holds exactly the stakes, and deposits = balances + stakes of the
 * accepted bets. Goal (issue 16): ≥ 2,500 bets/s, ratio ≥ 0.5, p99 ≤ 50 ms, exact.
 * BENCH_BETTORS=1 BENCH_CONCURRENCY=1 measures one bettor's latency-bound rate. Figures:
 * docs/decisions/014, 026 and 036.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const BETTORS = Number(process.env.BENCH_BETTORS ?? 32);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const STAKE = 100n; // 1.00 EUR
const DEPOSIT = 1_000_000n; // 10,000.00 EUR per bettor: balance never limits the run
const HEADERS = { 'x-platform-app': 'sportsbook', 'content-type': 'application/json' };

interface Line {
  match_id: number;
  market_id: number;
  specifier: string;
  outcome_id: string;
  odds: number;
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

/** One keep-alive HTTP request to the bench server; resolves with status and body. */
function request(
  agent: http.Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text,
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    if (payload) req.end(payload);
    else req.end();
  });
}

/** Signs a bettor up, confirms the e-mail from its demo mailbox, signs in and deposits. */
async function newBettor(agent: http.Agent, port: number, index: number): Promise<string> {
  const email = `bettor-${index}-${randomUUID().slice(0, 8)}@bench.test`;
  const password = 'bench-password-1';
  const signUp = await request(agent, port, 'POST', '/platform/api/users', HEADERS, {
    email,
    password,
    country: 'DE',
    currency: 'EUR',
    terms_accepted: true,
    // A deposit needs the player's name.
    first_name: 'Bench',
    last_name: `Bettor ${index}`,
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${signUp.body}`);
  // The sign-up bound this client's demo mailbox key to the account (decision 021).
  const mailboxKey = signUp.cookies.find((c) => c.startsWith('sb_demo_mailbox='))?.split(';')[0];
  const mailbox = await request(agent, port, 'GET', '/platform/api/demo/mailbox', {
    cookie: mailboxKey ?? '',
  });
  const messages = (JSON.parse(mailbox.body) as { data: { links: { url: string }[] }[] }).data;
  const link = new URL(messages[0]!.links[0]!.url);
  const token = link.searchParams.get('confirmation_token') ?? '';
  await request(
    agent,
    port,
    'GET',
    `/platform/api/users/confirmation?confirmation_token=${token}`,
    {},
  );
  const signIn = await request(agent, port, 'POST', '/platform/api/users/sign_in', HEADERS, {
    email,
    password,
  });
  const cookie = signIn.cookies.find((c) => c.startsWith('sb_session='))?.split(';')[0];
  if (!cookie) throw new Error(`sign-in: ${signIn.status} ${signIn.body}`);
  const paid = await request(
    agent,
    port,
    'POST',
    '/payments/api/deposits',
    { ...HEADERS, cookie, 'idempotency-key': randomUUID() },
    { amount: DEPOSIT.toString(), currency: 'EUR', outcome: 'success', return_url: '/' },
  );
  if (paid.status !== 201) throw new Error(`deposit: ${paid.status} ${paid.body}`);
  return cookie;
}

/** One open line per prematch match (the main market's first outcome), to spread the bets. */
async function openLines(agent: http.Agent, port: number): Promise<Line[]> {
  const list = await request(
    agent,
    port,
    'GET',
    '/sportsbook/api/v2/matches?match_status=0&type=match&limit=200',
    {},
  );
  const matches = (
    JSON.parse(list.body) as {
      data: Array<{
        id: number;
        main_market: {
          market_id: number;
          specifier: string;
          market_status: number;
          outcomes: Array<{ outcome_id: string; odds: number; active: boolean }>;
        } | null;
      }>;
    }
  ).data;
  const lines: Line[] = [];
  for (const match of matches) {
    const market = match.main_market;
    const outcome = market?.outcomes.find((o) => o.active);
    if (!market || market.market_status !== 1 || !outcome) continue;
    lines.push({
      match_id: match.id,
      market_id: market.market_id,
      specifier: market.specifier,
      outcome_id: outcome.outcome_id,
      odds: outcome.odds,
    });
  }
  if (lines.length === 0) throw new Error('no open prematch line to bet on');
  return lines;
}

interface Loops {
  ok: number;
  failed: number;
  perSecond: number;
  /** Placement latency percentiles, ms (the bettors measure them; the anchor does not). */
  p50?: number;
  p99?: number;
}

/** Runs `work` in CONCURRENCY closed loops for SECONDS; returns how many calls succeeded. */
async function closedLoops(work: (worker: number, n: number) => Promise<boolean>): Promise<Loops> {
  let ok = 0;
  let failed = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let n = 0; performance.now() < deadline; n++) {
        if (await work(worker, n)) ok++;
        else failed++;
      }
    }),
  );
  return { ok, failed, perSecond: ok / ((performance.now() - started) / 1000) };
}

/**
 * Batches and items per batch during the measured loops: "n commits, m plans per commit on
 * average, at most x" (`unit` plans per commit, or contexts per read).
 */
function groupStats(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
  unit = ['commits', 'plans per commit'],
) {
  let groups = 0;
  let plans = 0;
  let max = 0;
  for (const [size, count] of after) {
    const during = count - (before.get(size) ?? 0);
    if (during <= 0) continue;
    groups += during;
    plans += during * size;
    max = Math.max(max, size);
  }
  return `${groups} ${unit[0]}, ${(plans / Math.max(groups, 1)).toFixed(1)} ${unit[1]} on average, at most ${max}`;
}

export async function benchPlacement(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.log('skipped: set DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server');
    return;
  }
  // A database of its own (createTestDatabase reads DATABASE_URL as the server to create it on).
  process.env.DATABASE_URL = url;
  const database = await createTestDatabase('postgres');
  const app = await buildApp(
    testEnv({
      ROLE: 'api,feed',
      DATABASE_URL: database.url,
      // testEnv has no SMTP_URL or PUBLIC_URL: demo mode (mailbox, demo payments) is on.
      // The bench measures placement, not the auth limits that guard sign-up.
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...(process.env.LEDGER_PARALLEL_GROUPS
        ? { LEDGER_PARALLEL_GROUPS: process.env.LEDGER_PARALLEL_GROUPS }
        : {}),
    }),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const pool = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
  pool.on('error', () => undefined);
  try {
    const port = await listen(app);
    const lines = await openLines(agent, port);
    const cookies: string[] = [];
    for (let i = 0; i < BETTORS; i++) cookies.push(await newBettor(agent, port, i));

    // The bettors run in a worker thread: the server under test keeps this event loop.
    const bettors = new Worker(new URL('./placement-clients.mjs', import.meta.url), {
      workerData: {
        port,
        cookies,
        lines,
        stake: STAKE.toString(),
        concurrency: CONCURRENCY,
        seconds: SECONDS,
        warmUpBets: 2,
      },
    });
    let betsCpu: CpuSample | undefined;
    let groupsBefore = new Map<number, number>();
    let readsBefore = new Map<number, number>();
    const bets = await new Promise<Loops>((resolve, reject) => {
      bettors.on('message', (message: Loops | { warm: true }) => {
        if ('warm' in message) {
          betsCpu = sampleCpu();
          groupsBefore = new Map(app.ledger.groupSizes());
          readsBefore = new Map(placementContextBatchSizes(app.database.db));
        } else resolve(message);
      });
      bettors.once('error', reject);
    });
    const betsCpuPerBet = cpuPerOperation(betsCpu, sampleCpu(), bets.ok + bets.failed);
    const groups = groupStats(groupsBefore, app.ledger.groupSizes());
    const reads = groupStats(readsBefore, placementContextBatchSizes(app.database.db), [
      'reads',
      'contexts per read',
    ]);
    await bettors.terminate();

    // The anchor: the same database, the same concurrency, only the conditional debit.
    await pool.query(
      'create table bench_wallets (id int primary key, balance bigint not null check (balance >= 0))',
    );
    await pool.query(
      `insert into bench_wallets select g, ${DEPOSIT} from generate_series(0, ${CONCURRENCY - 1}) g`,
    );
    const debit = async (worker: number) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await client.query(
          'update bench_wallets set balance = balance - $2 where id = $1 and balance >= $2',
          [worker, STAKE.toString()],
        );
        await client.query('commit');
        return result.rowCount === 1;
      } finally {
        client.release();
      }
    };
    const anchorCpu = sampleCpu();
    const anchor = await closedLoops(debit);
    const anchorCpuPerDebit = cpuPerOperation(anchorCpu, sampleCpu(), anchor.ok + anchor.failed);

    // Reconcile the books.
    const db = app.database.db;
    const audit = await auditLedger(db);
    const mismatched = audit.filter((row) => row.balance !== row.ledgerSum).length;
    // The house keeps no cached balance (docs/decisions/014): its ledger, with the jackpot pools
    // it seeded and feeds (decision 045; the demo jackpot's seeds), must hold the stakes.
    const totals = await pool.query<{
      bets: string;
      stakes: string;
      balances: string;
      house: string;
      ledger: string;
    }>(
      `select (select count(*) from bets)::text as bets,
              (select coalesce(sum(stake), 0) from bets)::text as stakes,
              (select coalesce(sum(balance), 0) from accounts where kind = 'player')::text as balances,
              (select coalesce(sum(e.amount), 0) from ledger_entries e
                 join accounts a on a.id = e.account_id
                 where a.kind in ('house', 'jackpot'))::text as house,
              (select coalesce(sum(amount), 0) from ledger_entries)::text as ledger`,
    );
    const row = totals.rows[0]!;
    const deposits = DEPOSIT * BigInt(BETTORS);
    const { discrepancies } = await trialBalance(db);
    const exact =
      discrepancies.length === 0 &&
      mismatched === 0 &&
      BigInt(row.balances) + BigInt(row.stakes) === deposits &&
      BigInt(row.stakes) === BigInt(row.bets) * STAKE &&
      BigInt(row.house) === BigInt(row.stakes) &&
      BigInt(row.ledger) === 0n;

    console.log(
      [
        `${CONCURRENCY} concurrent bettors (${BETTORS} players), single bets of 1.00 EUR on ${lines.length} lines, PostgreSQL, ${SECONDS} s`,
        `  placement: ${bets.perSecond.toFixed(0)} bets/s  (${bets.ok} accepted, ${bets.failed} refused)`,
        `  anchor:    ${anchor.perSecond.toFixed(0)} debits/s  (bare conditional wallet-debit transaction)`,
        `  CPU:       per bet ${betsCpuPerBet}; per debit ${anchorCpuPerDebit}`,
        `  ratio:     ${(bets.perSecond / anchor.perSecond).toFixed(2)}  (goal ≥ 0.5; ≥ 2,500 bets/s; p99 ≤ 50 ms)`,
        `  latency:   p50 ${bets.p50!.toFixed(1)} ms, p99 ${bets.p99!.toFixed(1)} ms`,
        `  groups:    ${groups}`,
        `  contexts:  ${reads}`,
        `  ledger:    ${exact ? 'reconciles exactly' : 'DOES NOT RECONCILE'} — ${row.bets} bets, stakes ${row.stakes} + balances ${row.balances} = deposits ${deposits}, house and jackpot ledgers ${row.house}, ledger sum ${row.ledger}, ${mismatched} accounts off their ledger`,
      ].join('\n'),
    );
  } finally {
    agent.destroy();
    await pool.end();
    await app.close();
    await database.destroy();
  }
}
