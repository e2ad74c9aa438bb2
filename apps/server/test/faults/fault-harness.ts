import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { io as connectSocket } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { REALTIME_PATH, RealtimeEventName, channels } from '@sportsbook/contract';
import type { Publication } from '@sportsbook/contract';
import { createPlayerAccount, insertPlayer, playerSettings } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { hashPassword } from '../../src/services/accounts/secrets';
import { postTestTransfer } from '../test-transfer';

/**
 * The fault tests' machinery (DESIGN §7 "faults are tests too"): a PostgreSQL cluster and a
 * redis-server of their own, which the tests may kill and restart without touching the shared
 * services other suites use, and server processes started as a deployment starts them
 * (`node --import tsx apps/server/src/main.ts`), so kill -9 is a real kill -9.
 *
 * Every wait here is on a condition and bounded in time; every process it starts is recorded so
 * `stopAll()` (called from afterAll) ends them even when a test failed.
 */

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const started = new Set<ChildProcess>();
const cleanups: (() => Promise<void> | void)[] = [];

/** Waits until `check` is truthy, polling; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 30_000,
  intervalMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `timed out after ${timeoutMs} ms waiting for ${what}` +
      (lastError ? ` (last error: ${String(lastError)})` : ''),
  );
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A clear failure instead of talking to a stranger: another run's leftover, or a port in use. */
async function portFree(port: number): Promise<void> {
  if (await portOpen(port)) {
    throw new Error(`port ${port} is in use; the fault tests need 3500–3599 to themselves`);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await exited(child);
  started.delete(child);
}

/** Ends every process and private service the tests started; safe to call more than once. */
export async function stopAll(): Promise<void> {
  await Promise.all([...started].map((child) => killHard(child)));
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch {
      // A cleanup of a service that is already gone has nothing left to do.
    }
  }
}

// ------------------------------------------------------------------------- PostgreSQL

export interface PrivatePostgres {
  port: number;
  /** A URL for a database of this cluster. */
  url(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** Crash-like stop (`-m immediate`): connections drop at once, as in a real failure. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

/** Why the fault tests cannot run here, or undefined when they can. */
export function missingServices(): string | undefined {
  if (!postgresBin()) return 'PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb)';
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'redis-server';
  }
  return undefined;
}

/**
 * initdb into a temporary directory and pg_ctl start on `port`. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to, and runs as, the `postgres` user.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries');
  await portFree(port);
  const dir = mkdtempSync(join(tmpdir(), 'sb-faults-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    execFileSync(command, full, { stdio: 'pipe', timeout: 60_000 });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // fsync off: the tests kill processes, not the machine, so the page cache keeps every commit.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = async () => {
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    await waitFor(`PostgreSQL on ${port}`, () => portOpen(port));
  };
  const stop = async () => {
    run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  await start();
  cleanups.push(async () => {
    try {
      await stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    start,
    stop,
    createDatabase: async (name) => {
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
  };
}

// ------------------------------------------------------------------------- Redis

export interface PrivateRedis {
  url: string;
  /** SIGKILL: like a crash, the data (none is kept: --save '') is gone. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | undefined;
  await portFree(port);
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    started.add(child);
    await waitFor(`redis-server on ${port}`, () => portOpen(port));
  };
  const stop = async () => {
    if (child) await killHard(child);
    await waitFor(`redis-server on ${port} to stop`, async () => !(await portOpen(port)));
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

// ------------------------------------------------------------------------- Server processes

export interface ServerProcess {
  name: string;
  port: number;
  base: string;
  /** Starts (or restarts) the process and waits for /readyz. */
  start(): Promise<void>;
  kill9(): Promise<void>;
  /** The last lines the process printed, for a failure message. */
  output(): string;
  running(): boolean;
}

export function serverProcess(
  name: string,
  port: number,
  env: Record<string, string>,
): ServerProcess {
  let child: ChildProcess | undefined;
  const lines: string[] = [];
  const base = `http://127.0.0.1:${port}`;
  const record = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  const output = () => lines.join('\n');
  const running = () => !!child && child.exitCode === null && child.signalCode === null;
  return {
    name,
    port,
    base,
    output,
    running,
    start: async () => {
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: REPO_ROOT,
        // Only what the process needs: the test runner's own DATABASE_URL etc. must not leak in.
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'warn',
          ARGON2_MEMORY_KIB: '1024',
          // The fault tests bet on the sports feed's lines and finish one of its matches; the
          // verticals (races, draws, virtual matches, decisions 048, 049, 051) would only add
          // work to processes that are killed and restarted under a deadline.
          HORSE_RACING_ENABLED: 'false',
          GREYHOUND_RACING_ENABLED: 'false',
          LOTTERY_ENABLED: 'false',
          VIRTUAL_GAMING_ARENA_ENABLED: 'false',
          PREMIUM_CRICKET_ENABLED: 'false',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      started.add(child);
      child.stdout?.on('data', record);
      child.stderr?.on('data', record);
      const current = child;
      await waitFor(
        `${name} to answer /readyz`,
        async () => {
          if (current.exitCode !== null || current.signalCode !== null) {
            throw new Error(
              `${name} exited (${current.exitCode ?? current.signalCode}):\n${output()}`,
            );
          }
          const response = await fetch(`${base}/readyz`);
          return response.status === 200;
        },
        90_000,
        100,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}\n--- ${name} output ---\n${output()}`);
      });
    },
    kill9: async () => {
      if (child) await killHard(child);
    },
  };
}

// ------------------------------------------------------------------------- HTTP

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

/** One HTTP call; a connection failure (the server is down) resolves to status 0. */
export async function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-platform-app': 'sportsbook',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body, text };
  } catch {
    return { status: 0, body: undefined, text: '' };
  }
}

export function sessionCookieOf(response: Response): string | undefined {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('sb_session='));
  return cookie?.split(';')[0];
}

// ------------------------------------------------------------------------- Players

export const PASSWORD = 'fault tests password';

export interface Player {
  email: string;
  playerId: number;
  accountId: number;
  cookie: string;
}

/**
 * A confirmed player with `balance` subunits, written straight into the database (the tests do
 * not depend on how mail and demo payments work), then signed in over HTTP like anyone else.
 */
export async function createFundedPlayer(
  db: Database,
  base: string,
  email: string,
  balance: bigint,
): Promise<Player> {
  const passwordHash = await hashPassword(PASSWORD, { memoryKib: 1024 });
  const player = await insertPlayer(db, {
    email,
    passwordHash,
    countryCode: 'DE',
    confirmedAt: new Date(),
  });
  if (!player) throw new Error(`player ${email} exists`);
  const account = await createPlayerAccount(db, {
    playerId: player.id,
    currency: 'EUR',
    active: true,
  });
  // Any price change accepted (betting-core §4's `any`): the clients bet at the odds they read
  // once, and a live line re-prices every few seconds; with `none` most bets after the first
  // move would be refused for the price, and how many depends on the hour the test runs.
  await db.insert(playerSettings).values({ playerId: player.id, autoAcceptOddsChange: 'any' });
  await postTestTransfer(db, {
    kind: 'deposit',
    reference: `faults-${email}`,
    currency: 'EUR',
    from: { system: 'payments', currency: 'EUR' },
    to: { accountId: account!.id },
    amount: balance,
  });
  const response = await fetch(`${base}/platform/api/users/sign_in`, {
    method: 'POST',
    headers: { 'x-platform-app': 'sportsbook', 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  }
  return { email, playerId: player.id, accountId: account!.id, cookie };
}

// ------------------------------------------------------------------------- Realtime

export interface OddsListener {
  socket: Socket;
  publications: Publication[];
  /** How many times the socket connected (1 + reconnections). */
  connects: number;
  /** How many `markets changed` publications arrived so far. */
  odds(): number;
}

/**
 * A player's socket on the public odds channel, reconnecting quickly and subscribing again on
 * every connect, as the web app does.
 */
export async function listenToOdds(base: string, player: Player): Promise<OddsListener> {
  const token = await call(base, 'POST', '/sportsbook/api/v2/websocket/token', {
    headers: { cookie: player.cookie },
  });
  if (token.status !== 200) throw new Error(`websocket token: ${token.status} ${token.text}`);
  const socket = connectSocket(base, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token: (token.body as { token: string }).token },
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
  const listener: OddsListener = {
    socket,
    publications: [],
    connects: 0,
    odds: () =>
      listener.publications.filter((p) => p.event_name === RealtimeEventName.marketsChanged).length,
  };
  socket.on('connect', () => {
    listener.connects++;
    socket.emit('subscribe', { channel: channels.publicLocale('en') });
  });
  socket.on('publication', (publication: Publication) => {
    listener.publications.push(publication);
  });
  return listener;
}

/** Waits until every listener heard a new odds publication. */
export async function everyoneHearsOdds(listeners: OddsListener[], what: string): Promise<void> {
  const before = listeners.map((listener) => listener.odds());
  await waitFor(
    `odds to reach every listener ${what}`,
    () => listeners.every((listener, i) => listener.odds() > before[i]!),
    30_000,
  );
}
