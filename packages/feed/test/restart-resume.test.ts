import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALIVE_INTERVAL_MS, createSimulatedProvider, isInPlayStatus } from '../src';
import type { FeedMessage, SimulatedProvider, StoredEventState } from '../src';
import { NOW, SEED } from './sample-catalogue';

/**
 * Issue 14: after a restart the simulated feed re-offered lines whose results were stored and
 * replayed finished matches. Here a feed runs to a random point, "crashes", and a new feed
 * resumes from what a database would have stored; whatever the new one says is checked against
 * that store. The store keeps no guard of its own (the database's guards are tested on the
 * server): it only records, so any bad message of the feed is seen.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface Store {
  status: Map<number, number>;
  startTime: Map<number, number>;
  /** Lines whose results are in (settled or cancelled, not rolled back), `event/market/spec`. */
  results: Set<string>;
  score: Map<number, { home: number; away: number }>;
  lastAlive: number | null;
}

const lineKey = (eventId: number, marketId: number, specifier: string) =>
  `${eventId}/${marketId}/${specifier}`;

function newProvider(): SimulatedProvider {
  return createSimulatedProvider({
    name: 'betradar',
    seed: SEED,
    now: NOW,
    days: 1,
    clock: 'manual',
    minLive: 8,
  });
}

/** Folds messages into the store; answers what a database must never have been told. */
function fold(
  store: Store,
  messages: FeedMessage[],
  idOf: (urn: string) => number,
  decidedBefore: ReadonlySet<number> = new Set(),
): string[] {
  const violations: string[] = [];
  for (const message of messages) {
    if (message.type === 'producer_alive') store.lastAlive = message.at;
    if (!('eventUrnId' in message)) continue;
    const id = idOf(message.eventUrnId);
    if (decidedBefore.has(id)) violations.push(`${message.type} about decided match ${id}`);
    switch (message.type) {
      case 'fixture_change':
        if (message.startTime !== undefined) store.startTime.set(id, message.startTime);
        break;
      case 'match_status': {
        const before = store.status.get(id) ?? 0;
        if ((before === 3 || before === 4) && message.status !== 3 && message.status !== 4)
          violations.push(`match ${id} went from ${before} back to ${message.status}`);
        if (isInPlayStatus(before) && message.status === 0)
          violations.push(`match ${id} went from in play back to prematch`);
        const total = message.live?.totalScore;
        const last = store.score.get(id);
        if (total && last && (total.home < last.home || total.away < last.away))
          violations.push(`match ${id} score went back from ${JSON.stringify(last)}`);
        if (total) store.score.set(id, { home: total.home, away: total.away });
        store.status.set(id, message.status);
        break;
      }
      case 'odds_change':
        for (const market of message.markets)
          if (
            market.status === 1 &&
            store.results.has(lineKey(id, market.marketId, market.specifier))
          )
            violations.push(`line ${lineKey(id, market.marketId, market.specifier)} re-priced`);
        break;
      case 'bet_settlement':
      case 'bet_cancel':
        for (const market of message.markets)
          store.results.add(lineKey(id, market.marketId, market.specifier));
        break;
      case 'rollback_bet_settlement':
        for (const key of [...store.results])
          if (message.marketIds.some((marketId) => key.startsWith(`${id}/${marketId}/`)))
            store.results.delete(key);
        break;
    }
  }
  return violations;
}

async function run(provider: SimulatedProvider, store: Store, untilMs: number, stepMs: number) {
  const catalogue = await provider.catalogue();
  const ids = new Map(catalogue.events.map((event) => [event.urnId, event.id]));
  const idOf = (urn: string) => ids.get(urn) ?? -1;
  const violations: string[] = [];
  for (let elapsed = 0; elapsed < untilMs; elapsed += stepMs)
    violations.push(...fold(store, await provider.advanceBy(stepMs), idOf));
  return { violations, idOf };
}

describe('the simulated feed after a restart (issue 14)', () => {
  it('resumes from the stored state: no settled line re-priced, no decided match replayed, no match backwards', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 20, max: 5 * 60 }), // minutes played before the crash
        fc.integer({ min: 0, max: 45 }), // minutes the feed was down
        fc.constantFrom(15_000, 60_000), // step of the clock
        async (beforeMinutes, downMinutes, stepMs) => {
          const store: Store = {
            status: new Map(),
            startTime: new Map(),
            results: new Set(),
            score: new Map(),
            lastAlive: null,
          };
          const first = newProvider();
          const before = await run(first, store, beforeMinutes * MINUTE, stepMs);
          expect(before.violations).toEqual([]);

          // What the database holds, as the server reads it back at start.
          const catalogue = await first.catalogue();
          const events = new Map<number, StoredEventState>();
          for (const event of catalogue.events) {
            const status = store.status.get(event.id) ?? 0;
            if (status !== 0)
              events.set(event.id, {
                status,
                startTime: store.startTime.get(event.id) ?? event.startTime,
              });
          }
          const decided = new Set(
            [...events].filter(([, state]) => !isInPlayStatus(state.status)).map(([id]) => id),
          );
          const second = newProvider();
          const resumed = await second.resumeFrom({
            events,
            feedTime: store.lastAlive === null ? null : store.lastAlive + ALIVE_INTERVAL_MS,
          });
          expect(resumed.sort()).toEqual(
            [...events]
              .filter(([, s]) => isInPlayStatus(s.status))
              .map(([id]) => id)
              .sort(),
          );

          const idOf = before.idOf;
          const violations: string[] = [];
          // The restart takes `downMinutes` of simulated time; then an hour more is played.
          const firstBatch = await second.advanceBy(downMinutes * MINUTE);
          expect(second.simulatedNow!).toBeGreaterThanOrEqual(store.lastAlive ?? NOW);
          violations.push(...fold(store, firstBatch, idOf, decided));
          for (let elapsed = 0; elapsed < HOUR; elapsed += stepMs)
            violations.push(...fold(store, await second.advanceBy(stepMs), idOf, decided));
          expect(violations).toEqual([]);
        },
      ),
      { seed: 20_261_124, numRuns: 6 },
    );
  }, 120_000);
});
