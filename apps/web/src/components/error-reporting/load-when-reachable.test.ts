import { describe, expect, it } from 'vitest';
import { loadWhenReachable, RETRY_DELAYS_MS, type Reachability } from './load-when-reachable';

/** A browser whose connectivity and clock the test drives. */
function fakeBrowser(online: boolean) {
  const state = { online, onlineWaiters: [] as Array<() => void>, timers: [] as number[] };
  let due: Array<() => void> = [];
  const reachability: Reachability = {
    isOnline: () => state.online,
    whenOnline(then) {
      state.onlineWaiters.push(then);
      return () => (state.onlineWaiters = state.onlineWaiters.filter((w) => w !== then));
    },
    after(ms, then) {
      state.timers.push(ms);
      due.push(then);
      return () => (due = due.filter((d) => d !== then));
    },
  };
  return {
    state,
    reachability,
    goOnline() {
      state.online = true;
      for (const waiter of state.onlineWaiters.splice(0)) waiter();
    },
    runTimers() {
      for (const then of due.splice(0)) then();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a chunk when the network lets it', () => {
  it('tries again as soon as an offline browser is back online, and stops after a success', async () => {
    const browser = fakeBrowser(false);
    const outcomes = [false, true];
    let calls = 0;
    loadWhenReachable(async () => {
      calls += 1;
      if (!outcomes.shift()) throw new Error('Failed to load chunk');
    }, browser.reachability);
    await settle();
    expect(calls).toBe(1);
    expect(browser.state.onlineWaiters).toHaveLength(1);
    browser.goOnline();
    await settle();
    expect(calls).toBe(2);
    expect(browser.state.timers).toEqual([]);
  });

  it('online, waits a little longer each time, and gives up quietly after the last try', async () => {
    const browser = fakeBrowser(true);
    let calls = 0;
    loadWhenReachable(async () => {
      calls += 1;
      throw new Error('Failed to load chunk');
    }, browser.reachability);
    for (let i = 0; i < 5; i += 1) {
      await settle();
      browser.runTimers();
    }
    expect(calls).toBe(1 + RETRY_DELAYS_MS.length);
    expect(browser.state.timers).toEqual([...RETRY_DELAYS_MS]);
  });

  it('stops waiting when the page no longer wants it', async () => {
    const browser = fakeBrowser(false);
    let calls = 0;
    const stop = loadWhenReachable(async () => {
      calls += 1;
      throw new Error('offline');
    }, browser.reachability);
    await settle();
    stop();
    expect(browser.state.onlineWaiters).toHaveLength(0);
    browser.goOnline();
    await settle();
    expect(calls).toBe(1);
  });
});
