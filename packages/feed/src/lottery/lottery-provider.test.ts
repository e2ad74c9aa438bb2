import { describe, expect, it } from 'vitest';
import { LOTTERY_MARKETS, verifyDraw } from '@sportsbook/domain';
import type { FeedMessage } from '../provider';
import {
  createLotteryProvider,
  generateLotteries,
  LOTTERY_AHEAD_MS,
  lotteryDrawOf,
  lotteryProofOf,
} from './lottery-provider';

const SECRET = 'lottery-test-secret';
const NOW = Date.UTC(2026, 5, 12, 14, 3, 30);

describe('lottery provider', () => {
  it('schedules 6/49 every 10 minutes and Quick 5/20 every 2, ids that name their draw', () => {
    const { snapshot, draws } = generateLotteries(NOW);
    const times = (key: string) => draws.filter((d) => d.game.key === key).map((d) => d.startTime);
    const big = times('6-49');
    const quick = times('5-20');
    expect(big[0]).toBe(Date.UTC(2026, 5, 12, 13, 40));
    expect(big[1]! - big[0]!).toBe(10 * 60_000);
    expect(quick[1]! - quick[0]!).toBe(2 * 60_000);
    for (const d of draws) expect(lotteryDrawOf(d.eventId)).toEqual(d);
    expect(new Set(snapshot.events.map((e) => e.id)).size).toBe(draws.length);
    expect(snapshot.markets.filter((m) => m.eventId === draws[0]!.eventId)).toHaveLength(4);
  });

  it('draws at the draw time on the manual clock and settles from the proof it keeps', async () => {
    const provider = createLotteryProvider({ drawSecret: SECRET, now: NOW, clock: 'manual' });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    const next = generateLotteries(NOW).draws.find(
      (d) => d.game.key === '5-20' && d.startTime > NOW,
    )!;
    const about = (m: FeedMessage) => 'eventUrnId' in m && m.eventUrnId === next.urnId;
    expect(messages.filter(about)).toHaveLength(0);
    await provider.advanceBy(next.startTime - NOW - 1);
    expect(messages.filter(about)).toHaveLength(0);
    await provider.advanceBy(1);
    const mine = messages.filter(about);
    expect(mine.map((m) => m.type)).toEqual(['bet_stop', 'match_status', 'bet_settlement']);
    const proof = lotteryProofOf(SECRET, next);
    expect(verifyDraw(next.game, proof)).toBe(true);
    const settlement = mine[2] as Extract<FeedMessage, { type: 'bet_settlement' }>;
    const numbers = settlement.markets.find((m) => m.marketId === LOTTERY_MARKETS.number)!;
    expect(
      numbers.results.filter((r) => r.result === 'win').map((r) => Number(r.outcomeId)),
    ).toEqual([...proof.balls].sort((a, b) => a - b));
    await provider.advanceBy(60_000);
    expect(messages.filter(about)).toHaveLength(3);
  });

  it('draws now on finishMatch, once', async () => {
    const provider = createLotteryProvider({ drawSecret: SECRET, now: NOW, clock: 'manual' });
    await provider.advanceBy(0);
    const next = generateLotteries(NOW).draws.find((d) => d.startTime > NOW + 3_600_000)!;
    expect(provider.finishMatch(next.eventId)).toBe(true);
    expect(provider.finishMatch(next.eventId)).toBe(false);
  });

  it('rolls on: after a day of play the next four hours of draws are offered, each drawn once', async () => {
    const provider = createLotteryProvider({ drawSecret: SECRET, now: NOW, clock: 'manual' });
    const messages: FeedMessage[] = [];
    provider.subscribe((m) => messages.push(m));
    await provider.advanceBy(0);
    const firstRevision = provider.catalogueRevision ?? 0;
    const seen = new Set((await provider.catalogue()).events.map((e) => e.id));
    // Played in ticks of a minute, as the wall clock would (much finer, in fact).
    for (let minute = 1; minute <= 24 * 60; minute++) {
      await provider.advanceBy(60_000);
      for (const e of (await provider.catalogue()).events) {
        // A draw joins well ahead of its time, never later.
        if (!seen.has(e.id))
          expect(e.startTime - (NOW + minute * 60_000)).toBeGreaterThan(3 * 3_600_000);
        seen.add(e.id);
      }
    }
    const now = NOW + 24 * 3_600_000;
    expect(provider.catalogueRevision).toBeGreaterThan(firstRevision);
    const { events, markets } = await provider.catalogue();
    const ahead = events.filter((e) => e.startTime > now).map((e) => e.startTime);
    expect(Math.max(...ahead)).toBeGreaterThan(now + LOTTERY_AHEAD_MS - 31 * 60_000);
    // No gap in the schedule: Quick 5/20 every two minutes from now to the horizon.
    const quick = events
      .filter((e) => e.slug.startsWith('5-20') && e.startTime > now)
      .map((e) => e.startTime)
      .sort((a, b) => a - b);
    quick.forEach((t, i) => i > 0 && expect(t - quick[i - 1]!).toBe(2 * 60_000));
    expect(markets.every((m) => events.some((e) => e.id === m.eventId))).toBe(true);
    // Memory stays bounded: draws long past are forgotten.
    expect(events.every((e) => e.startTime >= now - 31 * 60_000)).toBe(true);
    // Every draw that passed was drawn exactly once.
    const settled = messages.filter((m) => m.type === 'bet_settlement').map((m) => m.eventUrnId);
    expect(new Set(settled).size).toBe(settled.length);
    const passed = [...seen].filter((id) => lotteryDrawOf(id)!.startTime <= now);
    expect(settled.length).toBe(passed.length);
  });

  it('a long jump of the manual clock never offers a draw that is already due', async () => {
    const provider = createLotteryProvider({ drawSecret: SECRET, now: NOW, clock: 'manual' });
    await provider.advanceBy(0);
    await provider.advanceBy(10 * 3_600_000);
    const now = NOW + 10 * 3_600_000;
    const fresh = (await provider.catalogue()).events.filter((e) => e.startTime > now);
    expect(fresh.length).toBeGreaterThan(0);
    expect(Math.min(...fresh.map((e) => e.startTime))).toBeGreaterThan(now + 3_600_000);
  });
});
