import { describe, expect, it } from 'vitest';
import { LiveEngine, priceMarkets } from '../src';
import type { FeedEvent, FeedMessage, LiveState, MatchModel } from '../src';
import { NOW, SEED, sampleCatalogue } from './sample-catalogue';

const KICK_OFF = NOW + 60_000;

function oneMatch(model: MatchModel, sportId: number, sportKey: string) {
  const event: FeedEvent = {
    id: 9001,
    urnId: 'sr:match:9001',
    type: 'match',
    sportId,
    categoryId: 1,
    tournamentId: 1,
    slug: 'home-away',
    homeCompetitorId: 1,
    awayCompetitorId: 2,
    competitorIds: [1, 2],
    startTime: KICK_OFF,
    endTime: null,
    status: 0,
    stadium: null,
    city: null,
    hasVideo: false,
    provider: 'betradar',
    model,
  };
  return new LiveEngine({
    seed: SEED,
    provider: 'betradar',
    events: [event],
    markets: priceMarkets({ event, model, home: 'Home', away: 'Away' }),
    sportKeys: new Map([[sportId, sportKey]]),
    competitorNames: new Map([
      [1, 'Home'],
      [2, 'Away'],
    ]),
    minLive: 0,
    producerDowntime: false,
  });
}

/** Steps the engine until the match is finished, collecting every message. */
function playOut(engine: LiveEngine, stepMs: number) {
  const messages: Array<FeedMessage & { step: number }> = [];
  let now = NOW;
  engine.advance(now);
  for (let step = 0; step < 100_000; step++) {
    now += stepMs;
    const batch = engine.advance(now);
    messages.push(...batch.map((message) => ({ ...message, step })));
    if (batch.some((m) => m.type === 'match_status' && m.status === 4)) break;
  }
  return messages;
}

const finalState = (messages: FeedMessage[]): LiveState => {
  const last = messages.filter((m) => m.type === 'match_status' && m.status === 4).at(-1);
  if (last?.type !== 'match_status' || !last.live) throw new Error('no final state');
  return last.live;
};

const football: MatchModel = {
  kind: 'football',
  homeGoals: 1.7,
  awayGoals: 1.2,
  firstHalfShare: 0.44,
};

describe('live engine', () => {
  it('plays a football match to the end with consistent scores, periods and timeline', () => {
    const started = performance.now();
    const messages = playOut(oneMatch(football, 1, 'football'), 5_000);
    expect(performance.now() - started).toBeLessThan(10_000);
    const state = finalState(messages);
    expect(state.periodScores.map((p) => [p.periodKey, p.type])).toEqual([
      ['1st_half', 'regular_period'],
      ['2nd_half', 'regular_period'],
    ]);
    const sum = state.periodScores.reduce(
      (s, p) => ({ home: s.home + p.home, away: s.away + p.away }),
      { home: 0, away: 0 },
    );
    expect(state.totalScore).toEqual(sum);
    expect(state.clock?.stopped).toBe(true);
    expect(state.clock?.stoppageTime).not.toBeNull();
    expect(state.clock?.stoppageTimeAnnounced).not.toBeNull();
    // Every status on the way was 1 or 2 until the final 4.
    const statuses = messages.flatMap((m) => (m.type === 'match_status' ? [m.status] : []));
    expect(new Set(statuses.slice(0, -1))).toSatisfy((set: Set<number>) =>
      [...set].every((s) => s === 1 || s === 2),
    );
    // The 1x2 is settled on the final score.
    const settlement = messages
      .flatMap((m) => (m.type === 'bet_settlement' ? m.markets : []))
      .find((m) => m.marketId === 1);
    const winner =
      state.totalScore.home > state.totalScore.away
        ? '1'
        : state.totalScore.home < state.totalScore.away
          ? '2'
          : 'X';
    expect(settlement?.results.find((r) => r.result === 'win')?.outcomeId).toBe(winner);
  });

  it('reaches the same final state whatever the step size', () => {
    const coarse = finalState(playOut(oneMatch(football, 1, 'football'), 60_000));
    const fine = finalState(playOut(oneMatch(football, 1, 'football'), 5_000));
    expect(coarse.totalScore).toEqual(fine.totalScore);
    expect(coarse.periodScores).toEqual(fine.periodScores);
  });

  it('plays tennis sets and games with a current server', () => {
    const tennis: MatchModel = {
      kind: 'tennis',
      homeServe: 0.66,
      awayServe: 0.6,
      bestOf: 3,
      firstServer: 'home',
    };
    const messages = playOut(oneMatch(tennis, 5, 'tennis'), 30_000);
    const state = finalState(messages);
    expect(Math.max(state.totalScore.home, state.totalScore.away)).toBe(2);
    for (const set of state.periodScores) {
      const [winner, loser] = [Math.max(set.home, set.away), Math.min(set.home, set.away)];
      expect(winner === 7 ? loser === 5 || loser === 6 : winner === 6 && loser <= 4).toBe(true);
    }
    const servers = messages.flatMap((m) =>
      m.type === 'match_status' && m.live?.currentServer ? [m.live.currentServer] : [],
    );
    expect(new Set(servers)).toEqual(new Set(['home', 'away']));
    const gameScores = messages.flatMap((m) =>
      m.type === 'match_status' && m.live?.gameScore ? [m.live.gameScore.home] : [],
    );
    expect(gameScores.some((points) => points === 15 || points === 30 || points === 40)).toBe(true);
  });

  it('suspends on a goal, then reopens the markets with odds that follow the score', () => {
    const messages = playOut(oneMatch(football, 1, 'football'), 5_000);
    const goalAt = messages.findIndex(
      (m) =>
        m.type === 'match_status' && (m.live?.timeline.some((e) => e.type === 'goal') ?? false),
    );
    expect(goalAt).toBeGreaterThan(0);
    const goal = messages[goalAt] as Extract<FeedMessage, { type: 'match_status' }>;
    const scorer = goal.live?.timeline.find((e) => e.type === 'goal')?.side;
    const stop = messages.findIndex(
      (m, i) => i <= goalAt + 2 && i >= goalAt - 2 && m.type === 'bet_stop',
    );
    expect(stop).toBeGreaterThanOrEqual(0);
    const oneXTwo = (from: number, to: number, status: number) =>
      messages
        .slice(from, to)
        .flatMap((m) => (m.type === 'odds_change' ? m.markets : []))
        .filter((m) => m.marketId === 1 && m.status === status);
    const before = oneXTwo(0, stop, 1).at(-1);
    const reopened = oneXTwo(stop, messages.length, 1)[0];
    expect(before && reopened).toBeTruthy();
    const price = (m: typeof before, id: string) =>
      m?.outcomes.find((o) => o.outcomeId === id)?.odds ?? 0;
    const id = scorer === 'home' ? '1' : '2';
    expect(price(reopened, id)).toBeLessThan(price(before, id));
    // Reopened only after the bet stop's suspension.
    const reopenStep = messages.find(
      (m) =>
        m.type === 'odds_change' &&
        m.markets.some((x) => x.marketId === 1 && x.status === 1) &&
        m.step > messages[stop]!.step,
    )!.step;
    expect((reopenStep - messages[stop]!.step) * 5_000).toBeGreaterThanOrEqual(45_000);
  });

  it('keeps at least minLive matches live across sports, starting new ones', () => {
    const { catalogue } = sampleCatalogue();
    const own = catalogue.events.filter(
      (e) => catalogue.sports.find((s) => s.id === e.sportId)?.provider === 'betradar',
    );
    const engine = new LiveEngine({
      seed: SEED,
      provider: 'betradar',
      events: own,
      markets: [],
      sportKeys: new Map(catalogue.sports.map((s) => [s.id, s.key])),
      competitorNames: new Map(catalogue.competitors.map((c) => [c.id, c.names.en])),
      minLive: 20,
    });
    engine.advance(NOW);
    expect(engine.liveIds().length).toBeGreaterThanOrEqual(20);
    const sportsLive = () =>
      new Set(engine.liveIds().map((id) => own.find((e) => e.id === id)?.sportId)).size;
    expect(sportsLive()).toBeGreaterThanOrEqual(5);
    const first = new Set(engine.liveIds());
    for (let minute = 1; minute <= 180; minute++) {
      engine.advance(NOW + minute * 60_000);
      expect(engine.liveIds().length).toBeGreaterThanOrEqual(20);
    }
    const started = engine.liveIds().filter((id) => !first.has(id)).length;
    expect(started).toBeGreaterThan(0);
  });

  it('sends alive every 10 s and goes down and recovers on its schedule', () => {
    const engine = oneMatch(football, 1, 'football');
    const downEngine = new LiveEngine({
      ...(engine as unknown as { options: ConstructorParameters<typeof LiveEngine>[0] }).options,
      producerDowntime: true,
    });
    const messages: FeedMessage[] = [];
    for (let t = NOW; t < NOW + 12 * 3_600_000; t += 10_000)
      messages.push(...downEngine.advance(t));
    const kinds = messages
      .filter((m) => m.type === 'producer_alive' || m.type === 'producer_down')
      .map((m) => m.type);
    const down = kinds.indexOf('producer_down');
    expect(down).toBeGreaterThan(0);
    expect(kinds[down + 1]).toBe('producer_alive');
    expect(kinds.filter((k) => k === 'producer_alive').length).toBeGreaterThan(4000);
  });
});
