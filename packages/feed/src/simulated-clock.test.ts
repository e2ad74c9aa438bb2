import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimulatedClock, type SimulatedClock } from './simulated-clock';

const ORIGIN = Date.UTC(2026, 10, 25, 12);

function recordingClock(clock: 'wall' | 'manual', feedTime: number | null = null) {
  const times: number[] = [];
  let now: number | null = null;
  const driver = createSimulatedClock({
    clock,
    speed: 4,
    origin: ORIGIN,
    firstTime: (candidate) => Math.max(candidate, feedTime ?? candidate),
    now: () => now,
    advance: (to) => {
      now = to;
      times.push(to);
      return [];
    },
  });
  return { driver, times };
}

describe('the simulated clock', () => {
  let running: SimulatedClock | undefined;
  afterEach(() => running?.stop());

  it('moves only by hand on the manual clock, from the origin', () => {
    const { driver, times } = recordingClock('manual');
    driver.start();
    driver.advanceBy(1_000);
    driver.advanceBy(500);
    driver.playNow();
    expect(times).toEqual([ORIGIN + 1_000, ORIGIN + 1_500, ORIGIN + 1_500]);
  });

  it('never starts before the time an earlier run reached', () => {
    const { driver, times } = recordingClock('manual', ORIGIN + 60_000);
    driver.playNow();
    expect(times).toEqual([ORIGIN + 60_000]);
  });

  it('jumps ahead while the wall drives, and later ticks go on from the jump', async () => {
    const { driver, times } = recordingClock('wall');
    running = driver;
    const wallBefore = Date.now();
    driver.start();
    const started = times[0] as number;
    expect(started).toBeGreaterThanOrEqual(wallBefore);
    driver.advanceBy(120_000);
    const jumped = times.at(-1) as number;
    expect(jumped - started).toBeGreaterThanOrEqual(120_000);
    // The wall's own next tick goes on from the jump, not back to where the wall alone would be.
    const count = times.length;
    await vi.waitFor(() => expect(times.length).toBeGreaterThan(count), { timeout: 2_000 });
    expect(times.at(-1) as number).toBeGreaterThanOrEqual(jumped);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });
});
