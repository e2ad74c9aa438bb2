import { describe, expect, it } from 'vitest';
import {
  ABANDON_SHARE,
  createSimulatedProvider,
  LiveEngine,
  matchFate,
  priceMarkets,
} from '../src';
import type { FeedEvent, FeedMessage, LiveEngineOptions, MatchModel } from '../src';
import { NOW, SEED, sampleCatalogue } from './sample-catalogue';

const KICK_OFF = NOW + 60_000;
const CLOSE_AFTER_MS = 5 * 60_000;

const football: MatchModel = {
  kind: 'football',
  homeGoals: 1.7,
  awayGoals: 1.2,
  firstHalfShare: 0.44,
};

const EVENT: FeedEvent = {
  id: 9001,
  urnId: 'sr:match:9001',
  type: 'match',
  sportId: 1,
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
  model: football,
};

function oneMatch(options: Partial<LiveEngineOptions> = {}) {
  return new LiveEngine({
    seed: SEED,
    provider: 'betradar',
    events: [EVENT],
    markets: priceMarkets({ event: EVENT, model: football, home: 'Home', away: 'Away' }),
    sportKeys: new Map([[1, 'football']]),
    competitorNames: new Map([
      [1, 'Home'],
      [2, 'Away'],
    ]),
    minLive: 0,
    producerDowntime: false,
    abandonShare: 0,
    rollbackShare: 0,
    ...options,
  });
}

const statuses = (messages: FeedMessage[]) =>
  messages.flatMap((m) => (m.type === 'match_status' ? [m.status] : []));
const finalStatus = (messages: FeedMessage[]) =>
  messages.filter((m) => m.type === 'match_status' && m.status === 4).at(-1) as
    Extract<FeedMessage, { type: 'match_status' }> | undefined;
const settledLines = (messages: FeedMessage[]) =>
  messages.flatMap((m) =>
    m.type === 'bet_settlement' ? m.markets.map((x) => `${x.marketId}/${x.specifier}`) : [],
  );

/** Steps a match to its end in one-minute steps, as the wall clock would. */
function playedOut(engine: LiveEngine) {
  const messages: FeedMessage[] = [];
  engine.advance(NOW);
  for (let now = NOW + 60_000; now < NOW + 6 * 3_600_000; now += 60_000) {
    messages.push(...engine.advance(now));
    if (finalStatus(messages)) break;
  }
  return messages;
}

describe('finish a match now', () => {
  it('plays a match not yet started to its end, with every market settled', () => {
    const engine = oneMatch();
    engine.advance(NOW);
    expect(engine.finishMatch(EVENT.id)).toBe(true);
    const messages = engine.advance(NOW);
    const kickOff = messages.find((m) => m.type === 'fixture_change');
    expect(kickOff?.type === 'fixture_change' && kickOff.startTime).toBeLessThan(NOW);
    expect(statuses(messages).at(-1)).toBe(4);
    const prematch = priceMarkets({ event: EVENT, model: football, home: 'Home', away: 'Away' });
    const settled = settledLines(messages);
    expect(new Set(settled).size).toBe(settled.length);
    expect(prematch.map((m) => `${m.marketId}/${m.specifier}`).sort()).toEqual([...settled].sort());
    // The final book: every line settled.
    const book = messages.filter((m) => m.type === 'odds_change').at(-1);
    expect(book?.type === 'odds_change' && book.markets.every((m) => m.status === -3)).toBe(true);
    expect(engine.liveIds()).toEqual([]);
    // It closes (3) on the usual delay.
    expect(statuses(engine.advance(NOW + CLOSE_AFTER_MS))).toEqual([3]);
  });

  it('plays a match in progress on to the same end as the clock would', () => {
    const reference = finalStatus(playedOut(oneMatch()));
    const engine = oneMatch();
    engine.advance(NOW);
    engine.advance(KICK_OFF + 30 * 60_000);
    expect(engine.liveIds()).toEqual([EVENT.id]);
    expect(engine.finishMatch(EVENT.id)).toBe(true);
    const messages = engine.advance(KICK_OFF + 31 * 60_000);
    const final = finalStatus(messages);
    expect(final?.live?.totalScore).toEqual(reference?.live?.totalScore);
    expect(final?.live?.periodScores).toEqual(reference?.live?.periodScores);
    expect(settledLines(messages)).toContain('1/');
  });

  it('is deterministic and refuses unknown, finished and closed matches', () => {
    const run = () => {
      const engine = oneMatch();
      engine.advance(NOW);
      engine.finishMatch(EVENT.id);
      return engine.advance(NOW + 1_000).filter((m) => m.type !== 'producer_alive');
    };
    expect(run()).toEqual(run());
    const engine = oneMatch();
    expect(engine.finishMatch(EVENT.id)).toBe(false); // the engine has not run yet
    engine.advance(NOW);
    expect(engine.finishMatch(12345)).toBe(false);
    expect(engine.finishMatch(EVENT.id)).toBe(true);
    expect(engine.finishMatch(EVENT.id)).toBe(false);
    engine.advance(NOW + CLOSE_AFTER_MS);
    expect(engine.finishMatch(EVENT.id)).toBe(false);
  });

  it('holds the messages back while the producer is down, like any others', () => {
    const engine = oneMatch({ producerDowntime: true });
    // Find a down episode, then finish the match inside it.
    let now = NOW;
    engine.advance(now);
    let down = false;
    while (!down && now < NOW + 24 * 3_600_000) {
      now += 10_000;
      down = engine.advance(now).some((m) => m.type === 'producer_down');
    }
    expect(down).toBe(true);
    expect(engine.finishMatch(EVENT.id)).toBe(true);
    expect(statuses(engine.advance(now + 1))).toEqual([]);
    let released: FeedMessage[] = [];
    while (!released.some((m) => m.type === 'producer_alive')) {
      now += 10_000;
      released = engine.advance(now);
    }
    expect(statuses(released)).toContain(4);
  });

  it('the simulated provider delivers the messages to its listeners at once', async () => {
    const provider = createSimulatedProvider({
      name: 'oddin',
      seed: SEED,
      now: NOW,
      days: 1,
      clock: 'manual',
      producerDowntime: false,
    });
    const heard: FeedMessage[] = [];
    provider.subscribe((message) => heard.push(message));
    expect(provider.finishMatch(1)).toBe(false); // not started
    await provider.start();
    const { events } = await provider.catalogue();
    const match = events.find((e) => e.type === 'match' && e.startTime > NOW) as FeedEvent;
    expect(provider.finishMatch(match.id)).toBe(true);
    const own = heard.filter((m) => 'eventUrnId' in m && m.eventUrnId === match.urnId);
    expect(statuses(own).at(-1)).toBe(4);
    expect(settledLines(own).length).toBeGreaterThan(3);
    expect(provider.finishMatch(match.id)).toBe(false);
    const outright = events.find((e) => e.type !== 'match');
    if (outright) expect(provider.finishMatch(outright.id)).toBe(false);
    await provider.stop();
  });
});

describe('abandoned matches and corrected settlements', () => {
  it('abandons well under 1 % of matches, deterministically by seed', () => {
    const { catalogue } = sampleCatalogue();
    const ids = catalogue.events.filter((e) => e.type === 'match').map((e) => e.id);
    expect(ids.length).toBeGreaterThan(2_000);
    const abandoned = ids.filter(
      (eventId) => matchFate({ seed: SEED, eventId }).abandonAfter !== null,
    );
    expect(abandoned.length).toBeGreaterThan(0);
    expect(abandoned.length / ids.length).toBeLessThan(0.01);
    // A sample of ~2,400 matches: the seed's count is within a few of the expected one.
    expect(Math.abs(abandoned.length - ids.length * ABANDON_SHARE)).toBeLessThan(10);
    expect(
      ids.filter((eventId) => matchFate({ seed: SEED, eventId }).abandonAfter !== null),
    ).toEqual(abandoned);
  });

  it('closes an abandoned match and cancels every line it had not settled', () => {
    const engine = oneMatch({ abandonShare: 1 });
    const messages = playedOut(engine);
    expect(statuses(messages)).not.toContain(4);
    expect(statuses(messages).at(-1)).toBe(3);
    const cancel = messages.find((m) => m.type === 'bet_cancel');
    if (cancel?.type !== 'bet_cancel') throw new Error('no bet_cancel');
    const cancelled = cancel.markets.map((m) => `${m.marketId}/${m.specifier}`);
    const settled = settledLines(messages);
    // Nothing both settled and cancelled; together, every line the match offered.
    expect(cancelled.filter((key) => settled.includes(key))).toEqual([]);
    const offered = new Set([
      ...priceMarkets({ event: EVENT, model: football, home: 'Home', away: 'Away' }).map(
        (m) => `${m.marketId}/${m.specifier}`,
      ),
      ...messages.flatMap((m) =>
        m.type === 'odds_change' ? m.markets.map((x) => `${x.marketId}/${x.specifier}`) : [],
      ),
    ]);
    expect(new Set([...cancelled, ...settled])).toEqual(offered);
    expect(cancelled).toContain('1/');
    expect(engine.liveIds()).toEqual([]);
    expect(engine.finishMatch(EVENT.id)).toBe(false);
  });

  it('reports a match abandoned before the engine booted in its catch-up', () => {
    const engine = oneMatch({
      abandonShare: 1,
      events: [{ ...EVENT, startTime: NOW - 4 * 3_600_000 }],
    });
    const messages = engine.advance(NOW);
    const own = messages.filter((m) => 'eventUrnId' in m && m.eventUrnId === EVENT.urnId);
    expect(statuses(own)).toEqual([3]);
    expect(own.some((m) => m.type === 'bet_cancel')).toBe(true);
    expect(own.some((m) => m.type === 'odds_change')).toBe(false);
    expect(engine.liveIds()).toEqual([]);
  });

  it('never abandons a match asked to finish', () => {
    const engine = oneMatch({ abandonShare: 1 });
    engine.advance(NOW);
    expect(engine.finishMatch(EVENT.id)).toBe(true);
    const messages = engine.advance(NOW);
    expect(statuses(messages).at(-1)).toBe(4);
    expect(messages.some((m) => m.type === 'bet_cancel')).toBe(false);
  });

  it('rolls back a wrong settlement and sends the corrected one', () => {
    const correct = playedOut(oneMatch()).filter((m) => m.type === 'bet_settlement');
    const messages = playedOut(oneMatch({ rollbackShare: 1 }));
    const rollback = messages.findIndex((m) => m.type === 'rollback_bet_settlement');
    const rolled = messages[rollback];
    if (rolled?.type !== 'rollback_bet_settlement') throw new Error('no rollback');
    const [marketId] = rolled.marketIds;
    const lineOf = (m: FeedMessage | undefined) =>
      m?.type === 'bet_settlement' ? m.markets.find((x) => x.marketId === marketId) : undefined;
    const wrong = lineOf(messages[rollback - 1]);
    const fixed = lineOf(messages[rollback + 1]);
    const truth = correct.map(lineOf).find((x) => x !== undefined);
    expect(fixed).toEqual(truth);
    expect(wrong?.results).not.toEqual(truth?.results);
  });
});
