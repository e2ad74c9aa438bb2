import { describe, expect, it } from 'vitest';
import {
  LiveEngine,
  PREMIUM_CRICKET_MARKETS,
  premiumCricketResults,
  pricePremiumCricket,
  withoutPremiumCricket,
} from '../src';
import type { CricketModel, FeedMarket, FeedMessage } from '../src';
import type { CricketInningsState } from '../src/pricing/match-model';
import { NOW, SEED, sampleCatalogue } from './sample-catalogue';

const { sessionRuns: SESSION, overRuns: OVER, fallOfWicket: WICKET } = PREMIUM_CRICKET_MARKETS;

const line = (marketId: number, specifier: string): FeedMarket => ({
  eventId: 1,
  marketId,
  specifier,
  names: { en: 'x' },
  status: 1,
  priority: 0,
  mostBalanced: false,
  groups: [],
  outcomes: [
    { outcomeId: 'over', names: { en: 'Over' }, odds: 1.9, active: true },
    { outcomeId: 'under', names: { en: 'Under' }, odds: 1.9, active: true },
  ],
});

/**
 * A played first innings, over by over as the script records it: runs of each over, and whether
 * a wicket fell in it (the score at the fall includes that over's runs).
 */
function innings(
  overs: Array<[runs: number, wicket: boolean]>,
  complete: boolean,
): CricketInningsState {
  const state: CricketInningsState = {
    number: 1,
    side: 'home',
    runs: 0,
    wickets: 0,
    overRuns: [],
    fallOfWickets: [],
    complete,
  };
  for (const [runs, wicket] of overs) {
    state.runs += runs;
    state.overRuns.push(runs);
    if (wicket) {
      state.wickets++;
      state.fallOfWickets.push(state.runs);
    }
  }
  return state;
}

const over = (market: FeedMarket, state: CricketInningsState[], final = false): string | null => {
  const results = premiumCricketResults(market, state, final);
  return results?.find((r) => r.outcomeId === 'over')?.result ?? null;
};

// Seven overs: 8, 12 (wicket at 20), 4, 9, 6 (wicket at 39), 11, 7.
const SEVEN: Array<[number, boolean]> = [
  [8, false],
  [12, true],
  [4, false],
  [9, false],
  [6, true],
  [11, false],
  [7, false],
];

describe('premium cricket settlement against a played innings', () => {
  const after7 = [innings(SEVEN, false)];
  it.each([
    // market, specifier, expected result of "over" after seven overs (null: not decided yet)
    ['session 1-6 over 49.5', SESSION, 'inningnr=1|overnr=6|total=49.5', 'win'],
    ['session 1-6 over 50.5', SESSION, 'inningnr=1|overnr=6|total=50.5', 'lose'],
    ['session 1-10 still open', SESSION, 'inningnr=1|overnr=10|total=80.5', null],
    ['over 2 over 10.5', OVER, 'inningnr=1|overnr=2|total=10.5', 'win'],
    ['over 3 over 4.5', OVER, 'inningnr=1|overnr=3|total=4.5', 'lose'],
    ['over 7 over 6.5', OVER, 'inningnr=1|overnr=7|total=6.5', 'win'],
    ['over 8 not bowled', OVER, 'inningnr=1|overnr=8|total=8.5', null],
    ['1st wicket at 20 over 19.5', WICKET, 'inningnr=1|wicketnr=1|total=19.5', 'win'],
    ['2nd wicket at 39 over 39.5', WICKET, 'inningnr=1|wicketnr=2|total=39.5', 'lose'],
    ['3rd wicket not fallen', WICKET, 'inningnr=1|wicketnr=3|total=70.5', null],
    ['2nd innings not started', OVER, 'inningnr=2|overnr=1|total=8.5', null],
  ] as const)('%s', (_name, marketId, specifier, expected) => {
    // Overs 1-6: 8 + 12 + 4 + 9 + 6 + 11 = 50.
    expect(over(line(marketId, specifier), after7)).toBe(expected);
  });

  it('settles the session on the runs of its overs, not on later ones', () => {
    const after12 = [innings([...SEVEN, [10, false], [10, false], [10, false], [1, false]], false)];
    // Overs 1-10: 57 + 10 + 10 + 10 = 87; over 11 (1 run) does not count.
    expect(over(line(SESSION, 'inningnr=1|overnr=10|total=86.5'), after12)).toBe('win');
    expect(over(line(SESSION, 'inningnr=1|overnr=10|total=87.5'), after12)).toBe('lose');
  });

  it('settles an innings that ended early: sessions and the next wicket on its runs, overs void', () => {
    // All out or target reached after seven overs, on 57.
    const ended = [innings(SEVEN, true)];
    expect(over(line(SESSION, 'inningnr=1|overnr=10|total=56.5'), ended)).toBe('win');
    expect(over(line(SESSION, 'inningnr=1|overnr=20|total=57.5'), ended)).toBe('lose');
    expect(over(line(OVER, 'inningnr=1|overnr=8|total=8.5'), ended)).toBe('void');
    expect(over(line(WICKET, 'inningnr=1|wicketnr=3|total=56.5'), ended)).toBe('win');
    // A line exactly on the runs is a push.
    expect(over(line(OVER, 'inningnr=1|overnr=3|total=4'), ended)).toBe('void');
  });

  it('voids the lines of an innings never played once the match is over', () => {
    const ended = [innings(SEVEN, true)];
    expect(over(line(OVER, 'inningnr=2|overnr=1|total=8.5'), ended, true)).toBe('void');
    expect(over(line(WICKET, 'inningnr=2|wicketnr=1|total=30.5'), ended, true)).toBe('void');
  });
});

describe('premium cricket pricing', () => {
  const model: CricketModel = {
    kind: 'cricket',
    homeRuns: 165,
    awayRuns: 160,
    sdRuns: 24,
    premium: true,
  };

  it('offers sessions 6/10/15/20, over 1 and the first wicket before the match', () => {
    const markets = pricePremiumCricket({ eventId: 1 }, model);
    expect(markets.map((m) => `${m.marketId}/${m.specifier}`)).toEqual([
      `${SESSION}/inningnr=1|overnr=6|total=49.5`,
      `${SESSION}/inningnr=1|overnr=10|total=82.5`,
      `${SESSION}/inningnr=1|overnr=15|total=123.5`,
      `${SESSION}/inningnr=1|overnr=20|total=165.5`,
      `${OVER}/inningnr=1|overnr=1|total=8.5`,
      expect.stringMatching(new RegExp(`^${WICKET}/inningnr=1\\|wicketnr=1\\|total=\\d+\\.5$`)),
    ]);
    for (const market of markets)
      for (const outcome of market.outcomes) {
        // Near-even lines: each side between 1.5 and 2.6.
        expect(outcome.odds).toBeGreaterThan(1.5);
        expect(outcome.odds).toBeLessThan(2.6);
      }
  });

  it('in play: closes the over in progress and the sessions it has reached', () => {
    const state = { score: { home: 57, away: 0 }, cricket: [innings(SEVEN, false)] };
    const markets = pricePremiumCricket({ eventId: 1 }, model, state);
    const keys = markets.map((m) => `${m.marketId}/${m.specifier.replace(/\|total=.*/, '')}`);
    expect(keys).toEqual([
      `${SESSION}/inningnr=1|overnr=10`,
      `${SESSION}/inningnr=1|overnr=15`,
      `${SESSION}/inningnr=1|overnr=20`,
      `${OVER}/inningnr=1|overnr=9`,
      `${WICKET}/inningnr=1|wicketnr=3`,
    ]);
    // Session 1-10 is centred on 57 runs plus three overs.
    expect(markets[0]?.specifier).toBe('inningnr=1|overnr=10|total=81.5');
  });
});

describe('premium cricket in the live engine', () => {
  const { catalogue } = sampleCatalogue();
  const cricket = catalogue.sports.find((s) => s.key === 'cricket');
  const match = catalogue.events.find((e) => e.sportId === cricket?.id && e.type === 'match');

  it('is stripped when the flag is off', () => {
    const off = withoutPremiumCricket(catalogue);
    expect(off.sports.find((s) => s.key === 'cricket')?.type).toBe('regular');
    expect(off.markets.some((m) => m.marketId === OVER)).toBe(false);
    expect(catalogue.markets.some((m) => m.marketId === OVER && m.eventId === match?.id)).toBe(
      true,
    );
  });

  it('settles each over market as soon as the over is bowled, on the runs the score shows', () => {
    if (!match) throw new Error('no cricket match in the sample');
    const engine = new LiveEngine({
      seed: SEED,
      provider: match.provider,
      events: [{ ...match, startTime: NOW + 60_000 }],
      markets: catalogue.markets.filter((m) => m.eventId === match.id),
      sportKeys: new Map(catalogue.sports.map((s) => [s.id, s.key])),
      competitorNames: new Map(catalogue.competitors.map((c) => [c.id, c.names.en ?? ''])),
      minLive: 0,
      producerDowntime: false,
      abandonShare: 0,
      rollbackShare: 0,
    });
    engine.advance(NOW);
    let now = NOW;
    // Each over's runs, from the timeline's score changes of the first innings (in order).
    const timeline = new Map<number, { period: number | null; points: number }>();
    const settled: Array<{ over: number; line: number; result: string; before: boolean }> = [];
    let firstInningsOver = false;
    let finished = false;
    for (let step = 0; step < 400 && !finished; step++) {
      now += 60_000;
      const batch: FeedMessage[] = engine.advance(now);
      for (const event of engine.liveState(match.id)?.timeline ?? [])
        if (event.type === 'score_change')
          timeline.set(event.id, { period: event.periodNumber, points: event.points ?? 0 });
      for (const message of batch) {
        if (message.type === 'match_status' && message.status === 4) finished = true;
        if (message.type === 'match_status' && message.live?.periodScores.length === 2)
          firstInningsOver = true;
        if (message.type !== 'bet_settlement') continue;
        for (const market of message.markets) {
          if (market.marketId !== OVER || !market.specifier.startsWith('inningnr=1|')) continue;
          settled.push({
            over: Number(/overnr=(\d+)/.exec(market.specifier)?.[1]),
            line: Number(/total=([\d.]+)/.exec(market.specifier)?.[1]),
            result: market.results.find((r) => r.outcomeId === 'over')?.result ?? '',
            before: !firstInningsOver,
          });
        }
      }
    }
    expect(finished).toBe(true);
    const overRuns = [...timeline.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([, e]) => e.period === 1)
      .map(([, e]) => e.points);
    expect(settled.length).toBeGreaterThan(10);
    for (const s of settled) {
      const runs = overRuns[s.over - 1];
      if (runs === undefined) throw new Error(`over ${s.over} not in the timeline`);
      expect({ over: s.over, result: s.result }).toEqual({
        over: s.over,
        result: runs > s.line ? 'win' : 'lose',
      });
    }
    // Settled as soon as known: the over markets of the first innings settle during it.
    expect(settled.filter((s) => s.before).length).toBeGreaterThan(10);
  });
});
