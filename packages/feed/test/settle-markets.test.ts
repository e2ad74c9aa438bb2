import { describe, expect, it } from 'vitest';
import { lineResult, settleMarkets, settleOutright } from '../src';
import type { FeedMarket, LivePeriodScore, OutcomeResult, SettleScores, Side } from '../src';

const market = (marketId: number, specifier: string, outcomeIds: string[]): FeedMarket => ({
  eventId: 1,
  marketId,
  specifier,
  names: { en: `market ${marketId}` },
  status: 1,
  priority: 0,
  mostBalanced: false,
  groups: ['all'],
  outcomes: outcomeIds.map((outcomeId) => ({
    outcomeId,
    names: { en: outcomeId },
    odds: 2,
    active: true,
  })),
});

const period = (number: number, type: string, home: number, away: number): LivePeriodScore => ({
  number,
  type,
  periodKey: `${type}_${number}`,
  periodName: `${type} ${number}`,
  home,
  away,
});

const scoresOf = (
  periods: LivePeriodScore[],
  total?: { home: number; away: number },
  periodWinners?: Array<[number, Side]>,
): SettleScores => ({
  periods,
  total: total ?? {
    home: periods.reduce((s, p) => s + p.home, 0),
    away: periods.reduce((s, p) => s + p.away, 0),
  },
  ...(periodWinners ? { periodWinners: new Map(periodWinners) } : {}),
});

/** The results of one market, as `{ outcomeId: result }`. */
function settle(m: FeedMarket, scores: SettleScores, only?: number) {
  const [settlement, ...rest] = settleMarkets({
    markets: [m],
    ...scores,
    ...(only === undefined ? {} : { period: only }),
  });
  expect(rest).toEqual([]);
  if (!settlement) return null;
  return Object.fromEntries(settlement.results.map((r) => [r.outcomeId, r.result]));
}

const TWO_WAY = ['home', 'away'];
const OVER_UNDER = ['over', 'under'];
const THREE_WAY = ['1', 'X', '2'];

describe('quarter-line tables', () => {
  const DIFFERENCES = [-2, -1, 0, 1, 2, 3];
  // The public Asian-handicap table: the home side's result at each goal difference (home − away).
  const ASIAN: Record<string, OutcomeResult[]> = {
    '0': ['lose', 'lose', 'void', 'win', 'win', 'win'],
    '-0.25': ['lose', 'lose', 'half_lose', 'win', 'win', 'win'],
    '-0.5': ['lose', 'lose', 'lose', 'win', 'win', 'win'],
    '-0.75': ['lose', 'lose', 'lose', 'half_win', 'win', 'win'],
    '-1': ['lose', 'lose', 'lose', 'void', 'win', 'win'],
    '-1.25': ['lose', 'lose', 'lose', 'half_lose', 'win', 'win'],
    '-1.5': ['lose', 'lose', 'lose', 'lose', 'win', 'win'],
    '-1.75': ['lose', 'lose', 'lose', 'lose', 'half_win', 'win'],
    '-2.25': ['lose', 'lose', 'lose', 'lose', 'half_lose', 'win'],
    '0.25': ['lose', 'lose', 'half_win', 'win', 'win', 'win'],
    '0.75': ['lose', 'half_lose', 'win', 'win', 'win', 'win'],
    '1.25': ['lose', 'half_win', 'win', 'win', 'win', 'win'],
    '1.75': ['half_lose', 'win', 'win', 'win', 'win', 'win'],
  };
  const MIRROR: Record<OutcomeResult, OutcomeResult> = {
    win: 'lose',
    lose: 'win',
    void: 'void',
    half_win: 'half_lose',
    half_lose: 'half_win',
  };

  for (const [line, expected] of Object.entries(ASIAN)) {
    it(`Asian handicap ${line} over goal differences −2…+3`, () => {
      DIFFERENCES.forEach((difference, i) => {
        const home = Math.max(difference, 0) + 1;
        const away = home - difference;
        const results = settle(
          market(16, `hcp=${line}`, TWO_WAY),
          scoresOf([period(1, 'regular_period', home, away)]),
        );
        const want = expected[i] as OutcomeResult;
        expect({ difference, results }).toEqual({
          difference,
          results: { home: want, away: MIRROR[want] },
        });
      });
    });
  }

  // Over's result at 0…5 goals.
  const TOTALS: Record<string, OutcomeResult[]> = {
    '2': ['lose', 'lose', 'void', 'win', 'win', 'win'],
    '2.25': ['lose', 'lose', 'half_lose', 'win', 'win', 'win'],
    '2.5': ['lose', 'lose', 'lose', 'win', 'win', 'win'],
    '2.75': ['lose', 'lose', 'lose', 'half_win', 'win', 'win'],
    '3': ['lose', 'lose', 'lose', 'void', 'win', 'win'],
  };
  for (const [line, expected] of Object.entries(TOTALS)) {
    it(`total ${line} over 0…5 goals`, () => {
      for (let goals = 0; goals <= 5; goals++) {
        const results = settle(
          market(18, `total=${line}`, OVER_UNDER),
          scoresOf([period(1, 'regular_period', goals, 0)]),
        );
        const want = expected[goals] as OutcomeResult;
        expect({ goals, results }).toEqual({ goals, results: { over: want, under: MIRROR[want] } });
      }
    });
  }

  it('splits quarter lines in the direction of the push', () => {
    expect(lineResult(-0.25)).toBe('half_lose');
    expect(lineResult(0.25)).toBe('half_win');
    expect(lineResult(0.75)).toBe('win');
    expect(lineResult(-0.75)).toBe('lose');
    expect(lineResult(0)).toBe('void');
  });
});

describe('settle markets: football', () => {
  // 1:0 at half-time, 2:2 at full time.
  const scores = scoresOf([period(1, 'regular_period', 1, 0), period(2, 'regular_period', 1, 2)]);

  it('reads 1x2, double chance, draw no bet and both teams to score off the final score', () => {
    expect(settle(market(1, '', THREE_WAY), scores)).toEqual({ 1: 'lose', X: 'win', 2: 'lose' });
    expect(settle(market(10, '', ['1X', '12', 'X2']), scores)).toEqual({
      '1X': 'win',
      '12': 'lose',
      X2: 'win',
    });
    expect(settle(market(11, '', TWO_WAY), scores)).toEqual({ home: 'void', away: 'void' });
    expect(settle(market(29, '', ['yes', 'no']), scores)).toEqual({ yes: 'win', no: 'lose' });
  });

  it('gives the European handicap head start as goals, three-way', () => {
    expect(settle(market(14, 'hcp=0:1', THREE_WAY), scores)).toEqual({
      1: 'lose',
      X: 'lose',
      2: 'win',
    });
    expect(settle(market(14, 'hcp=1:0', THREE_WAY), scores)).toEqual({
      1: 'win',
      X: 'lose',
      2: 'lose',
    });
    const homeByOne = scoresOf([period(1, 'regular_period', 2, 1)]);
    expect(settle(market(14, 'hcp=0:1', THREE_WAY), homeByOne)).toEqual({
      1: 'lose',
      X: 'win',
      2: 'lose',
    });
  });

  it('settles correct score, or "other" when the score is not listed', () => {
    expect(settle(market(41, '', ['1:0', '2:2', 'other']), scores)).toEqual({
      '1:0': 'lose',
      '2:2': 'win',
      other: 'lose',
    });
    expect(settle(market(41, '', ['1:0', '0:0', 'other']), scores)).toEqual({
      '1:0': 'lose',
      '0:0': 'lose',
      other: 'win',
    });
  });

  it('settles team totals on each side, half-time/full-time on both halves', () => {
    expect(settle(market(19, 'total=1.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(settle(market(20, 'total=2.5', OVER_UNDER), scores)).toEqual({
      over: 'lose',
      under: 'win',
    });
    const htft = ['1/1', '1/X', '1/2', 'X/1', 'X/X', 'X/2', '2/1', '2/X', '2/2'];
    const results = settle(market(47, '', htft), scores);
    expect(Object.entries(results ?? {}).filter(([, r]) => r === 'win')).toEqual([['1/X', 'win']]);
  });

  it('settles first-half markets when the first half ends, and only then', () => {
    const half = scoresOf([period(1, 'regular_period', 1, 0)]);
    expect(settle(market(60, '', THREE_WAY), half, 1)).toEqual({ 1: 'win', X: 'lose', 2: 'lose' });
    expect(settle(market(68, 'total=0.5', OVER_UNDER), half, 1)).toEqual({
      over: 'win',
      under: 'lose',
    });
    // The half's end settles neither full-time markets nor HT/FT.
    expect(settle(market(1, '', THREE_WAY), half, 1)).toBeNull();
    expect(settle(market(47, '', ['1/1', 'X/X']), half, 1)).toBeNull();
  });
});

describe('settle markets: other sports', () => {
  it('ice hockey: 1x2, puck line and totals on 60 minutes, the winner incl. the shoot-out', () => {
    const scores = scoresOf([
      period(1, 'regular_period', 1, 0),
      period(2, 'regular_period', 0, 1),
      period(3, 'regular_period', 1, 1),
      period(4, 'overtime', 0, 0),
      period(5, 'penalties', 1, 0),
    ]);
    expect(scores.total).toEqual({ home: 3, away: 2 });
    expect(settle(market(1, '', THREE_WAY), scores)).toEqual({ 1: 'lose', X: 'win', 2: 'lose' });
    expect(settle(market(406, '', TWO_WAY), scores)).toEqual({ home: 'win', away: 'lose' });
    expect(settle(market(16, 'hcp=-1.5', TWO_WAY), scores)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settle(market(18, 'total=4.5', OVER_UNDER), scores)).toEqual({
      over: 'lose',
      under: 'win',
    });
  });

  it('basketball: incl.-overtime markets read the final score, quarters their own', () => {
    const scores = scoresOf([
      period(1, 'regular_period', 30, 20),
      period(2, 'regular_period', 20, 25),
      period(3, 'regular_period', 25, 25),
      period(4, 'regular_period', 25, 30),
      period(5, 'overtime', 12, 10),
    ]);
    expect(settle(market(219, '', TWO_WAY), scores)).toEqual({ home: 'win', away: 'lose' });
    expect(settle(market(223, 'hcp=-2.5', TWO_WAY), scores)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settle(market(225, 'total=221.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
    const first = scoresOf(scores.periods.slice(0, 1));
    expect(settle(market(235, 'quarternr=1', THREE_WAY), first, 1)).toEqual({
      1: 'win',
      X: 'lose',
      2: 'lose',
    });
    expect(settle(market(303, 'quarternr=1|hcp=-9.5', TWO_WAY), first, 1)).toEqual({
      home: 'win',
      away: 'lose',
    });
    expect(settle(market(236, 'quarternr=1|total=50.5', OVER_UNDER), first, 1)).toEqual({
      over: 'lose',
      under: 'win',
    });
    // A quarter market waits for its own quarter.
    expect(settle(market(236, 'quarternr=2|total=50.5', OVER_UNDER), first, 1)).toBeNull();
  });

  it('tennis: sets won for winner, handicap and set betting; games summed over the sets', () => {
    const scores = scoresOf(
      [period(1, 'set', 6, 4), period(2, 'set', 3, 6), period(3, 'set', 7, 6)],
      { home: 2, away: 1 },
      [
        [1, 'home'],
        [2, 'away'],
        [3, 'home'],
      ],
    );
    expect(settle(market(186, '', TWO_WAY), scores)).toEqual({ home: 'win', away: 'lose' });
    expect(settle(market(188, 'hcp=-1.5', TWO_WAY), scores)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settle(market(199, '', ['2:0', '2:1', '1:2', '0:2']), scores)).toEqual({
      '2:0': 'lose',
      '2:1': 'win',
      '1:2': 'lose',
      '0:2': 'lose',
    });
    // 16 games each: 32 in all.
    expect(settle(market(189, 'total=31.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(settle(market(187, 'hcp=0.5', TWO_WAY), scores)).toEqual({
      home: 'win',
      away: 'lose',
    });
    expect(settle(market(202, 'setnr=2', TWO_WAY), scores, 2)).toEqual({
      home: 'lose',
      away: 'win',
    });
  });

  it('voids the winner of a set or map the match never reached', () => {
    const scores = scoresOf([period(1, 'set', 6, 1), period(2, 'set', 6, 2)], { home: 2, away: 0 });
    expect(settle(market(202, 'setnr=3', TWO_WAY), scores)).toEqual({
      home: 'void',
      away: 'void',
    });
    // Not while the match is still on: a period-end call settles that period only.
    expect(settle(market(202, 'setnr=3', TWO_WAY), scores, 2)).toBeNull();
  });

  it('volleyball: total points over every set', () => {
    const scores = scoresOf(
      [
        period(1, 'set', 25, 20),
        period(2, 'set', 23, 25),
        period(3, 'set', 25, 18),
        period(4, 'set', 26, 24),
      ],
      { home: 3, away: 1 },
    );
    expect(settle(market(238, 'total=185.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(settle(market(188, 'hcp=-1.5', TWO_WAY), scores)).toEqual({
      home: 'win',
      away: 'lose',
    });
  });

  it('esports: a map goes to who took it, not to who had more kills', () => {
    const scores = scoresOf(
      [period(1, 'map', 30, 21), period(2, 'map', 10, 25), period(3, 'map', 12, 18)],
      { home: 1, away: 2 },
      [
        [1, 'away'],
        [2, 'away'],
        [3, 'home'],
      ],
    );
    expect(settle(market(330, 'mapnr=1', TWO_WAY), scores, 1)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settle(market(186, '', TWO_WAY), scores)).toEqual({ home: 'lose', away: 'win' });
    expect(settle(market(328, 'total=2.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
    expect(settle(market(327, 'hcp=1.5', TWO_WAY), scores)).toEqual({
      home: 'win',
      away: 'lose',
    });
  });

  it('cricket: run lines and totals on the two innings, the winner incl. the super over', () => {
    const scores = scoresOf([
      period(1, 'innings', 150, 0),
      period(2, 'innings', 0, 150),
      period(3, 'super_over', 1, 0),
    ]);
    expect(settle(market(340, '', TWO_WAY), scores)).toEqual({ home: 'win', away: 'lose' });
    expect(settle(market(16, 'hcp=-0.5', TWO_WAY), scores)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settle(market(18, 'total=300.5', OVER_UNDER), scores)).toEqual({
      over: 'lose',
      under: 'win',
    });
    expect(settle(market(19, 'total=149.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
  });

  it('baseball: every market includes extra innings', () => {
    const innings = Array.from({ length: 9 }, (_, i) =>
      period(i + 1, 'inning', i === 0 ? 3 : 0, i === 1 ? 3 : 0),
    );
    const scores = scoresOf([...innings, period(10, 'extra_inning', 1, 0)]);
    expect(settle(market(251, '', TWO_WAY), scores)).toEqual({ home: 'win', away: 'lose' });
    expect(settle(market(256, 'hcp=-1.5', TWO_WAY), scores)).toEqual({
      home: 'lose',
      away: 'win',
    });
    expect(settle(market(258, 'total=6.5', OVER_UNDER), scores)).toEqual({
      over: 'win',
      under: 'lose',
    });
  });

  it('leaves a market type it does not know unsettled rather than guessing', () => {
    expect(settle(market(999, '', TWO_WAY), scoresOf([period(1, 'regular_period', 1, 0)]))).toBe(
      null,
    );
  });
});

describe('outrights', () => {
  it('shares a place tied by several competitors by dead heat', () => {
    const m = market(534, '', ['sr:competitor:1', 'sr:competitor:2', 'sr:competitor:3']);
    expect(settleOutright(m, ['sr:competitor:2']).results).toEqual([
      { outcomeId: 'sr:competitor:1', result: 'lose' },
      { outcomeId: 'sr:competitor:2', result: 'win' },
      { outcomeId: 'sr:competitor:3', result: 'lose' },
    ]);
    expect(settleOutright(m, ['sr:competitor:1', 'sr:competitor:3']).results).toEqual([
      { outcomeId: 'sr:competitor:1', result: 'win', deadHeatFactor: 0.5 },
      { outcomeId: 'sr:competitor:2', result: 'lose' },
      { outcomeId: 'sr:competitor:3', result: 'win', deadHeatFactor: 0.5 },
    ]);
    expect(() => settleOutright(m, [])).toThrow(RangeError);
  });
});
