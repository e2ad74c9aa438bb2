import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { headToHead, matchStatistics } from '../src';
import type { MatchModel, MatchStatistics, ScriptMoment, StatisticKey } from '../src';
import { buildScript } from '../src/live/scripts/build-script';

const SEED = 20_261_122;

const models: Array<{ sportKey: string; model: MatchModel }> = [
  {
    sportKey: 'football',
    model: { kind: 'football', homeGoals: 1.7, awayGoals: 1.2, firstHalfShare: 0.44 },
  },
  {
    sportKey: 'tennis',
    model: { kind: 'tennis', homeServe: 0.64, awayServe: 0.6, bestOf: 3, firstServer: 'home' },
  },
  {
    sportKey: 'basketball',
    model: {
      kind: 'points',
      sport: 'basketball',
      homePoints: 112,
      awayPoints: 108,
      sdMargin: 12,
      sdTotal: 18,
      draws: false,
      lineStep: 0.5,
    },
  },
  { sportKey: 'cs2', model: { kind: 'maps', homeMap: 0.55, bestOf: 3 } },
];

const value = (stats: MatchStatistics, key: StatisticKey) => {
  const found = stats.rows.find((row) => row.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

function statsAt(sportKey: string, model: MatchModel, eventId: number, played: number) {
  const script = buildScript({ seed: SEED, eventId, sportKey, model });
  const moments = script.moments.slice(0, played);
  return {
    script,
    moments,
    stats: matchStatistics({ seed: SEED, eventId, sportKey, moments, sinceLastMs: 0 }),
  };
}

const count = (moments: readonly ScriptMoment[], type: string, side: 'home' | 'away') =>
  moments.filter((m) => m.event?.type === type && m.event.side === side).length;

describe('match statistics from the live script', () => {
  it('are the same for the same match and moment, and only ever grow', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (which, eventId, share) => {
          const { sportKey, model } = models[which] as (typeof models)[number];
          const length = buildScript({ seed: SEED, eventId, sportKey, model }).moments.length;
          const played = Math.max(1, Math.floor(share * length));
          const earlier = statsAt(sportKey, model, eventId, Math.max(1, played - 7)).stats;
          const now = statsAt(sportKey, model, eventId, played).stats;
          expect(statsAt(sportKey, model, eventId, played).stats).toEqual(now);
          for (const row of now.rows) {
            if (row.key === 'possession') {
              expect(row.home + row.away).toBe(100);
              continue;
            }
            const before = value(earlier, row.key);
            expect(row.home).toBeGreaterThanOrEqual(before.home);
            expect(row.away).toBeGreaterThanOrEqual(before.away);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never fall while the clock runs on between moments, through half time and full time', () => {
    const football = models[0] as (typeof models)[number];
    for (let eventId = 1; eventId <= 10; eventId++) {
      const script = buildScript({ seed: SEED, eventId, ...football });
      let previous: MatchStatistics | undefined;
      // As the engine sees it: the moments played by `at`, and the time since the last of them.
      for (let at = 0; at <= script.durationMs + 60_000; at += 20_000) {
        const moments = script.moments.filter((m) => m.at <= at);
        const last = moments[moments.length - 1];
        if (!last) continue;
        const stats = matchStatistics({
          seed: SEED,
          eventId,
          sportKey: football.sportKey,
          moments,
          sinceLastMs: at - last.at,
        });
        for (const row of previous?.rows ?? []) {
          if (row.key === 'possession') continue;
          const now = value(stats, row.key);
          expect(now.home, `${eventId} ${row.key} at ${at}`).toBeGreaterThanOrEqual(row.home);
          expect(now.away, `${eventId} ${row.key} at ${at}`).toBeGreaterThanOrEqual(row.away);
        }
        previous = stats;
      }
    }
  });

  it('football counts the script’s goals, cards and attacks', () => {
    for (let eventId = 1; eventId <= 20; eventId++) {
      const football = models[0] as (typeof models)[number];
      const { script, stats } = statsAt(football.sportKey, football.model, eventId, 100_000);
      const moments = script.moments;
      const total = moments[moments.length - 1]?.total;
      for (const side of ['home', 'away'] as const) {
        expect(value(stats, 'yellow_cards')[side]).toBe(count(moments, 'yellow_card', side));
        expect(value(stats, 'red_cards')[side]).toBe(count(moments, 'red_card', side));
        expect(value(stats, 'dangerous_attacks')[side]).toBe(
          count(moments, 'dangerous_attack', side),
        );
        expect(value(stats, 'shots_on_target')[side]).toBeGreaterThanOrEqual(total?.[side] ?? 0);
        expect(value(stats, 'shots')[side]).toBeGreaterThanOrEqual(
          value(stats, 'shots_on_target')[side],
        );
      }
      expect(stats.kind).toBe('football');
      expect(stats.periods.map((p) => p.home + p.away).reduce((a, b) => a + b, 0)).toBe(
        (total?.home ?? 0) + (total?.away ?? 0),
      );
    }
  });

  it('tennis: a break is a game won against serve, never more breaks than break points', () => {
    const tennis = models[1] as (typeof models)[number];
    for (let eventId = 1; eventId <= 20; eventId++) {
      const { script, stats } = statsAt(tennis.sportKey, tennis.model, eventId, 100_000);
      const games =
        count(script.moments, 'game_won', 'home') + count(script.moments, 'game_won', 'away');
      const breaks = value(stats, 'breaks');
      expect(breaks.home).toBeLessThanOrEqual(value(stats, 'break_points').home);
      expect(breaks.away).toBeLessThanOrEqual(value(stats, 'break_points').away);
      expect(breaks.home + breaks.away).toBeLessThan(games);
      const points = value(stats, 'points_won');
      // Every game takes at least four points.
      expect(points.home + points.away).toBeGreaterThanOrEqual(4 * games);
      expect(value(stats, 'aces').home).toBeLessThanOrEqual(points.home);
    }
  });

  it('basketball scores its quarters, esports its maps and rounds', () => {
    const basketball = models[2] as (typeof models)[number];
    const b = statsAt(basketball.sportKey, basketball.model, 7, 100_000);
    const total = b.script.moments[b.script.moments.length - 1]?.total;
    expect(b.stats.kind).toBe('points');
    expect(b.stats.periods.length).toBeGreaterThanOrEqual(4);
    expect(b.stats.periods.reduce((sum, p) => sum + p.home, 0)).toBe(total?.home);
    const made = (side: 'home' | 'away') =>
      3 * value(b.stats, 'three_pointers')[side] +
      2 * value(b.stats, 'two_pointers')[side] +
      value(b.stats, 'free_throws')[side];
    expect(made('home')).toBe(total?.home);
    expect(made('away')).toBe(total?.away);

    const cs2 = models[3] as (typeof models)[number];
    const e = statsAt(cs2.sportKey, cs2.model, 7, 100_000);
    const maps = e.script.moments[e.script.moments.length - 1]?.total;
    expect(e.stats.kind).toBe('maps');
    expect(value(e.stats, 'maps_won')).toMatchObject({ home: maps?.home, away: maps?.away });
    expect(value(e.stats, 'rounds_won').home).toBe(
      e.stats.periods.reduce((sum, p) => sum + p.home, 0),
    );
  });

  it('volleyball counts its rally points, cricket the wickets each side lost', () => {
    const volleyball: MatchModel = {
      kind: 'rally',
      sport: 'volleyball',
      homeRally: 0.52,
      bestOf: 5,
      target: 25,
      decidingTarget: 15,
      lineStep: 1,
    };
    const v = statsAt('volleyball', volleyball, 11, 100_000);
    expect(v.stats.kind).toBe('score');
    const points = value(v.stats, 'points_won');
    // Every rally is a point of one side: a best-of-five has at least 3 × 25 of them.
    expect(points.home + points.away).toBeGreaterThanOrEqual(75);
    expect(points.home).toBe(v.stats.periods.reduce((sum, p) => sum + p.home, 0));
    expect(points.away).toBe(v.stats.periods.reduce((sum, p) => sum + p.away, 0));
    // Mid-set, the set in play counts too.
    const mid = statsAt('volleyball', volleyball, 11, 30);
    expect(value(mid.stats, 'points_won').home + value(mid.stats, 'points_won').away).toBe(
      mid.stats.periods.reduce((sum, p) => sum + p.home + p.away, 0),
    );
    expect(mid.stats.periods.reduce((sum, p) => sum + p.home + p.away, 0)).toBeGreaterThan(0);

    const cricket: MatchModel = { kind: 'cricket', homeRuns: 165, awayRuns: 160, sdRuns: 25 };
    for (const eventId of [3, 4, 5, 6]) {
      const c = statsAt('cricket', cricket, eventId, 100_000);
      const last = c.script.moments[c.script.moments.length - 1]!;
      const wickets = value(c.stats, 'wickets');
      expect(wickets).toMatchObject({
        home: count(c.moments, 'wicket', 'home'),
        away: count(c.moments, 'wicket', 'away'),
      });
      // The scoreboard's second number: wickets lost by the side batting each innings.
      const innings = last.pricing.cricket ?? [];
      for (const side of ['home', 'away'] as const)
        expect(wickets[side]).toBe(innings.find((i) => i.side === side)?.wickets ?? 0);
      expect(c.stats.rows.map((r) => r.key)).not.toContain('score_changes');
    }
    const anyWicket = [3, 4, 5, 6].some(
      (eventId) => value(statsAt('cricket', cricket, eventId, 100_000).stats, 'wickets').home > 0,
    );
    expect(anyWicket).toBe(true);
  });
});

describe('head-to-head and form from the simulated history', () => {
  const input = {
    seed: SEED,
    sportKey: 'football',
    homeCompetitorId: 11,
    awayCompetitorId: 42,
    startTime: Date.UTC(2026, 10, 24),
  };

  it('is stable, the same for the reverse fixture, and sums up its meetings', () => {
    const once = headToHead(input);
    expect(headToHead(input)).toEqual(once);
    const reverse = headToHead({ ...input, homeCompetitorId: 42, awayCompetitorId: 11 });
    expect(reverse.meetings).toEqual(once.meetings);
    expect(reverse.summary).toEqual({
      home: once.summary.away,
      draws: once.summary.draws,
      away: once.summary.home,
    });
    expect(reverse.form.home).toEqual(once.form.away);
    expect(once.summary.home + once.summary.draws + once.summary.away).toBe(5);
    for (const meeting of once.meetings) expect(meeting.date < '2026-11-24').toBe(true);
    for (const entry of once.form.home)
      expect(entry.result).toBe(
        entry.scoreFor > entry.scoreAgainst ? 'W' : entry.scoreFor < entry.scoreAgainst ? 'L' : 'D',
      );
  });
});
