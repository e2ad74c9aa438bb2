import { describe, expect, it } from 'vitest';
import type { FeedMessage } from '@sportsbook/feed';
import { createProducerWatchdog } from './producer-watchdog';

function setup() {
  let clock = 0;
  const reported: FeedMessage[] = [];
  const watchdog = createProducerWatchdog({
    timeoutMs: 7_500,
    report: (message) => reported.push(message),
    now: () => clock,
  });
  return { watchdog, reported, tick: (ms: number) => (clock += ms) };
}

const alive = (provider: 'betradar' | 'oddin'): FeedMessage => ({
  type: 'producer_alive',
  provider,
  at: 0,
});

describe('producer watchdog', () => {
  it('declares a producer down once it misses its alives, once, and only that one', () => {
    const { watchdog, reported, tick } = setup();
    watchdog.seen(alive('betradar'));
    watchdog.seen(alive('oddin'));
    tick(5_000);
    watchdog.seen(alive('oddin'));
    watchdog.check();
    expect(reported).toEqual([]);
    tick(3_000);
    watchdog.check();
    watchdog.check();
    expect(reported).toEqual([{ type: 'producer_down', provider: 'betradar', at: 8_000 }]);
  });

  it('watches again after the next alive, and stays quiet after the provider said down itself', () => {
    const { watchdog, reported, tick } = setup();
    watchdog.seen(alive('betradar'));
    tick(8_000);
    watchdog.check();
    watchdog.seen(alive('betradar'));
    watchdog.seen({ type: 'producer_down', provider: 'betradar', at: 0 });
    tick(60_000);
    watchdog.check();
    expect(reported).toHaveLength(1);
    watchdog.seen(alive('betradar'));
    tick(8_000);
    watchdog.check();
    expect(reported).toHaveLength(2);
  });

  it('never declares a producer it has not heard from', () => {
    const { watchdog, reported, tick } = setup();
    tick(100_000);
    watchdog.check();
    expect(reported).toEqual([]);
  });
});
