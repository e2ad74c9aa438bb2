import { describe, expect, it } from 'vitest';
import { LiveEngine, MARKET_TYPES, SETTLED_MARKET_IDS } from '../src';
import type { FeedEvent, FeedMessage, MarketSettlement, OutcomeResult } from '../src';
import { NOW, SEED, sampleCatalogue } from './sample-catalogue';

const KICK_OFF = NOW + 60_000;
const STEP_MS = 60_000;

/** What a market pays out in all, counting a void as half a win for each side of a push. */
const WON: Record<OutcomeResult, number> = {
  win: 1,
  half_win: 0.5,
  void: 0,
  half_lose: 0,
  lose: 0,
};
const PUSHED: Record<OutcomeResult, number> = {
  win: 0,
  half_win: 0.5,
  void: 1,
  half_lose: 0.5,
  lose: 0,
};

/**
 * A settled market is sensible when exactly one outcome wins (two for double chance, whose
 * outcomes overlap), a push is shared by both sides of a line, or everything is void.
 */
function winners(settlement: MarketSettlement): number | 'void' {
  const results = settlement.results.map((r) => r.result);
  if (results.every((r) => r === 'void')) return 'void';
  return results.reduce((sum, r) => sum + WON[r] + PUSHED[r] / 2, 0);
}

/**
 * Plays one match of the catalogue from kick-off to the final whistle, in one-minute steps; null
 * when the provider does not cover it live (status 5).
 */
function playOut(event: FeedEvent) {
  const { catalogue } = sampleCatalogue();
  const match = { ...event, startTime: KICK_OFF };
  const prematch = catalogue.markets.filter((m) => m.eventId === event.id);
  const engine = new LiveEngine({
    seed: SEED,
    provider: event.provider,
    events: [match],
    markets: prematch,
    sportKeys: new Map(catalogue.sports.map((s) => [s.id, s.key])),
    competitorNames: new Map(catalogue.competitors.map((c) => [c.id, c.names.en ?? ''])),
    minLive: 0,
    producerDowntime: false,
    abandonShare: 0,
    rollbackShare: 0,
  });
  const messages: FeedMessage[] = [];
  let now = NOW;
  engine.advance(now);
  for (let step = 0; step < 2_000; step++) {
    now += STEP_MS;
    const batch = engine.advance(now);
    messages.push(...batch);
    if (batch.some((m) => m.type === 'match_status' && m.status === 5)) return null;
    if (batch.some((m) => m.type === 'match_status' && m.status === 4)) break;
  }
  // Every line ever offered, with every outcome it ever listed.
  const offered = new Map<string, Set<string>>();
  const offer = (key: string, outcomeIds: string[]) => {
    const set = offered.get(key) ?? new Set<string>();
    outcomeIds.forEach((id) => set.add(id));
    offered.set(key, set);
  };
  for (const m of prematch)
    offer(
      `${m.marketId}/${m.specifier}`,
      m.outcomes.map((o) => o.outcomeId),
    );
  for (const message of messages)
    if (message.type === 'odds_change')
      for (const m of message.markets)
        offer(
          `${m.marketId}/${m.specifier}`,
          m.outcomes.map((o) => o.outcomeId),
        );
  const settlements = messages.flatMap((m) => (m.type === 'bet_settlement' ? m.markets : []));
  return { messages, offered, settlements };
}

describe('settlement of every market type the catalogue offers', () => {
  const { catalogue } = sampleCatalogue();
  const matches = catalogue.events.filter((e) => e.type === 'match' && e.model);
  const sports = catalogue.sports.filter((s) => matches.some((e) => e.sportId === s.id));
  const settledIds = new Set<number>();

  it('knows how to settle every market id the pricers produce', () => {
    const offeredIds = new Set(
      catalogue.markets
        .filter((m) => m.marketId !== MARKET_TYPES.outrightWinner.id)
        .map((m) => m.marketId),
    );
    expect([...offeredIds].filter((id) => !SETTLED_MARKET_IDS.includes(id))).toEqual([]);
    // Every non-outright market type of the catalogue is offered somewhere in the sample.
    const types = Object.values(MARKET_TYPES)
      .map((t) => t.id)
      .filter((id) => id !== MARKET_TYPES.outrightWinner.id);
    expect(types.filter((id) => !offeredIds.has(id))).toEqual([]);
  });

  for (const sport of sports) {
    it(`${sport.key}: every line offered before or during a match is settled once, sensibly`, () => {
      let played: ReturnType<typeof playOut> = null;
      for (const event of matches.filter((e) => e.sportId === sport.id).slice(0, 5)) {
        played = playOut(event);
        if (played) break;
      }
      if (!played) throw new Error(`no ${sport.key} match covered`);
      const { messages, offered, settlements } = played;
      expect(messages.some((m) => m.type === 'match_status' && m.status === 4)).toBe(true);
      const keys = settlements.map((s) => `${s.marketId}/${s.specifier}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...offered.keys()].filter((key) => !keys.includes(key))).toEqual([]);
      const problems: string[] = [];
      for (const settlement of settlements) {
        settledIds.add(settlement.marketId);
        const key = `${settlement.marketId}/${settlement.specifier}`;
        const listed = offered.get(key) ?? new Set();
        const results = new Set(settlement.results.map((r) => r.outcomeId));
        if ([...listed].some((id) => !results.has(id))) problems.push(`${key}: outcome missing`);
        const count = winners(settlement);
        const expected = settlement.marketId === MARKET_TYPES.doubleChance.id ? 2 : 1;
        if (count !== 'void' && count !== expected)
          problems.push(`${key}: ${JSON.stringify(settlement.results)}`);
        if (settlement.results.some((r) => r.deadHeatFactor !== undefined))
          problems.push(`${key}: dead heat in a match market`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('settled every market id the engine can meet, across the sports', () => {
    // Runs after the per-sport cases above (vitest keeps the order within a file).
    expect(SETTLED_MARKET_IDS.filter((id) => !settledIds.has(id))).toEqual([]);
  });
});
