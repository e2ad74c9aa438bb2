import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { AdvisoryLock } from '@sportsbook/db';
import { createFeedLeadership } from './feed-leadership';

const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** One advisory lock as PostgreSQL keeps it: one holder, freed when its session ends. */
function fakeLock() {
  let holder: string | undefined;
  const sessions = new Map<string, () => void>();
  return {
    holder: () => holder,
    tryLock: (name: string) => async (): Promise<AdvisoryLock | undefined> => {
      if (holder) return undefined;
      holder = name;
      const lost = new Promise<void>((resolve) => sessions.set(name, resolve));
      return {
        lost,
        release: async () => {
          if (holder === name) holder = undefined;
        },
      };
    },
    /** The holder's session ends (its process was killed, or PostgreSQL restarted). */
    endSession: (name: string) => {
      if (holder === name) holder = undefined;
      sessions.get(name)?.();
    },
  };
}

describe('feed leadership', () => {
  it('lets one process lead; a standby takes over when the leader dies', async () => {
    const lock = fakeLock();
    const leading = new Set<string>();
    const member = (name: string) =>
      createFeedLeadership({
        tryLock: lock.tryLock(name),
        lead: async () => {
          leading.add(name);
          return async () => {
            leading.delete(name);
          };
        },
        log,
        pollMs: 10,
      });
    const a = member('a');
    const b = member('b');
    await a.start();
    await b.start();
    expect([...leading]).toEqual(['a']);
    expect(b.isLeader()).toBe(false);

    // a dies: its session ends, and its process with it (its feed no longer counts).
    lock.endSession('a');
    leading.delete('a');
    await a.close();
    await vi.waitFor(() => expect(b.isLeader()).toBe(true), { timeout: 2_000, interval: 10 });
    expect([...leading]).toEqual(['b']);
    expect(lock.holder()).toBe('b');
    await b.close();
    expect(leading.size).toBe(0);
  });

  it('a leader whose lock was lost stops when another process took it first', async () => {
    const lock = fakeLock();
    const leading = new Set<string>();
    const a = createFeedLeadership({
      tryLock: lock.tryLock('a'),
      lead: async () => {
        leading.add('a');
        return async () => {
          leading.delete('a');
        };
      },
      log,
      pollMs: 40,
    });
    await a.start();
    lock.endSession('a');
    // Someone else is quicker.
    await lock.tryLock('b')();
    await vi.waitFor(() => expect(a.isLeader()).toBe(false), { timeout: 2_000, interval: 10 });
    expect(leading.size).toBe(0);
    await a.close();
  });
});
