import { describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../src';
import { SEED } from './sample-catalogue';

/**
 * Decision 061: with an anchor the feed serves the same matches, at the same distance from the
 * run's start, whatever hour and weekday the run starts — what made integration tests and e2e
 * journeys pass at one hour and fail at another.
 */

const HOUR = 60 * 60 * 1000;
const ANCHOR = Date.parse('2026-11-18T18:00:00Z');

/** Each event as `id@minutes from the run's start`, in id order. */
async function relativeSchedule(now: number, anchor?: number) {
  const provider = createSimulatedProvider({
    name: 'betradar',
    seed: SEED,
    now,
    days: 1,
    clock: 'manual',
    ...(anchor === undefined ? {} : { anchor }),
  });
  const { events } = await provider.catalogue();
  return events
    .filter((event) => event.type === 'match')
    .map((event) => `${event.id}@${Math.round((event.startTime - now) / 60_000)}`)
    .sort();
}

describe('an anchored catalogue', () => {
  it('is the same relative to the start at any hour and weekday', async () => {
    const early = Date.parse('2026-11-25T05:25:00Z');
    const later = Date.parse('2026-11-28T13:25:00Z'); // a Saturday afternoon, same minute
    const anchored = await relativeSchedule(early, ANCHOR);
    expect(anchored.length).toBeGreaterThan(50);
    expect(await relativeSchedule(later, ANCHOR)).toEqual(anchored);
    // It is the anchor's own hour: a run started at the anchor sees it unmoved.
    expect(await relativeSchedule(ANCHOR + 25 * 60_000, ANCHOR)).toEqual(anchored);
  });

  it('differs without the anchor, which is what it is for', async () => {
    const early = Date.parse('2026-11-25T05:25:00Z');
    const later = early + 8 * HOUR;
    expect(await relativeSchedule(later)).not.toEqual(await relativeSchedule(early));
  });

  it('moves in whole hours: kick-off minutes stay on the anchor day’s', async () => {
    const now = Date.parse('2026-11-25T05:25:00Z');
    const provider = createSimulatedProvider({
      name: 'betradar',
      seed: SEED,
      now,
      days: 1,
      clock: 'manual',
      anchor: ANCHOR,
    });
    const plain = createSimulatedProvider({ name: 'betradar', seed: SEED, now: ANCHOR });
    const minutes = (events: { startTime: number }[]) =>
      new Set(events.map((event) => new Date(event.startTime).getUTCMinutes()));
    const anchored = minutes((await provider.catalogue()).events);
    const own = minutes((await plain.catalogue()).events);
    for (const minute of anchored) expect(own.has(minute)).toBe(true);
  });
});
