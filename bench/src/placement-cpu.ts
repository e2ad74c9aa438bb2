import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time spent, read from Linux's /proc, so that the placement bench can say where a bet's CPU
 * goes on a machine it shares: the server's event loop (this process's main thread; the bettors
 * run in a worker thread) and PostgreSQL (every local `postgres` process, so another client of
 * the same server counts too: compare runs, not absolute figures). The V8 profiler's samples are
 * wall-clock and count the time the thread waits for a core, which on a loaded 2-core machine is
 * mostly inside the socket writes. Undefined where /proc is not there (and the database's figure
 * is 0 when PostgreSQL is not local).
 */
export interface CpuSample {
  serverMs: number;
  /** Per PostgreSQL process id: a backend that ends between two samples takes its time along. */
  postgresMs: Map<string, number>;
}

const TICK_MS = 10; // USER_HZ is 100 on every Linux this runs on

/** utime + stime of a /proc stat line, in ms. The command name may hold spaces: skip past it. */
function cpuMsOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

export function sampleCpu(): CpuSample | undefined {
  try {
    const serverMs = cpuMsOf(readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8'));
    const postgresMs = new Map<string, number>();
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes('(postgres)')) postgresMs.set(pid, cpuMsOf(stat));
      } catch {
        // The process ended while we read.
      }
    }
    return { serverMs, postgresMs };
  } catch {
    return undefined;
  }
}

/** CPU ms per operation between two samples, e.g. "server 1.02 ms, PostgreSQL 0.85 ms". */
export function cpuPerOperation(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  operations: number,
): string {
  if (!before || !after || operations === 0) return 'n/a (no /proc)';
  const server = (after.serverMs - before.serverMs) / operations;
  let postgresMs = 0;
  // Processes that ended in between are lost; those that started count from zero.
  for (const [pid, ms] of after.postgresMs) postgresMs += ms - (before.postgresMs.get(pid) ?? 0);
  const postgres = postgresMs / operations;
  return `server ${server.toFixed(2)} ms, PostgreSQL ${postgres.toFixed(2)} ms`;
}
