import { removeMargin } from '@sportsbook/domain';
import { describe, expect, it } from 'vitest';
import { MARKET_TYPES, MARKET_TYPES_BY_ID } from '../src';
import type { FeedMarket } from '../src';
import { sampleCatalogue } from './sample-catalogue';

const impliedSum = (market: FeedMarket) =>
  market.outcomes.reduce((sum, outcome) => sum + 1 / outcome.odds, 0);
const lineOf = (specifier: string) => Number(specifier.slice(specifier.lastIndexOf('=') + 1));
const familyOf = (market: FeedMarket) =>
  `${market.eventId}|${market.marketId}|${market.specifier.split('|').slice(0, -1).join('|')}`;

function marketsByEvent(markets: FeedMarket[]): Map<number, FeedMarket[]> {
  const byEvent = new Map<number, FeedMarket[]>();
  for (const market of markets) {
    const list = byEvent.get(market.eventId);
    if (list) list.push(market);
    else byEvent.set(market.eventId, [market]);
  }
  return byEvent;
}

/** Fair probabilities behind a market's odds, keyed by outcome id. */
const fair = (market: FeedMarket) => {
  const probabilities = removeMargin(market.outcomes.map((outcome) => outcome.odds));
  return new Map(
    market.outcomes.map((outcome, i) => [outcome.outcomeId, probabilities[i] as number]),
  );
};

describe('simulated catalogue: markets', () => {
  const { catalogue } = sampleCatalogue();
  const byEvent = marketsByEvent(catalogue.markets);
  const matches = catalogue.events.filter((event) => event.type === 'match');
  const football = matches.filter((event) => event.sportId === 1);

  it('prices every match and lists each market line once', () => {
    for (const event of matches) expect(byEvent.get(event.id)?.length ?? 0).toBeGreaterThan(3);
    const keys = catalogue.markets.map((m) => `${m.eventId}|${m.marketId}|${m.specifier}`);
    expect(new Set(keys).size).toBe(keys.length);
    const eventIds = new Set(catalogue.events.map((event) => event.id));
    expect(catalogue.markets.every((market) => eventIds.has(market.eventId))).toBe(true);
  });

  it('gives every market a known type, an active status, groups and valid outcomes', () => {
    // Collected, not asserted one by one: 130k outcomes would make a slow test.
    const problems: string[] = [];
    const problem = (market: FeedMarket, what: string) =>
      problems.push(`${market.eventId}/${market.marketId}/${market.specifier}: ${what}`);
    for (const market of catalogue.markets) {
      const type = MARKET_TYPES_BY_ID.get(market.marketId);
      if (!type) problem(market, 'unknown market id');
      if (market.status !== 1) problem(market, `status ${market.status}`);
      if (!market.names.en) problem(market, 'no name');
      if (!market.groups.includes('all')) problem(market, 'not in the all group');
      if (market.outcomes.length < 2) problem(market, 'fewer than 2 outcomes');
      if (new Set(market.outcomes.map((o) => o.outcomeId)).size !== market.outcomes.length) {
        problem(market, 'duplicate outcome ids');
      }
      for (const outcome of market.outcomes) {
        if (!(outcome.odds >= 1.01 && outcome.odds <= 1000))
          problem(market, `odds ${outcome.odds}`);
        if (Math.abs(Math.round(outcome.odds * 1000) - outcome.odds * 1000) > 1e-6) {
          problem(market, `more than 3 decimals: ${outcome.odds}`);
        }
        if (!outcome.active || !outcome.names.en) problem(market, `outcome ${outcome.outcomeId}`);
      }
      const line = type?.lineKey ? new RegExp(`${type.lineKey}=(-?[0-9.]+|[0-9]+:[0-9]+)$`) : null;
      if (line && !line.test(market.specifier)) problem(market, 'specifier without its line');
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('keeps a margin of about 5 % on every complete two- and three-way market', () => {
    const complete = catalogue.markets.filter(
      (market) =>
        market.outcomes.length <= 3 && MARKET_TYPES_BY_ID.get(market.marketId)?.partition === true,
    );
    expect(complete.length).toBeGreaterThan(30_000);
    const outside = complete.filter((market) => {
      const sum = impliedSum(market);
      return sum < 1.02 || sum > 1.1;
    });
    expect(outside).toEqual([]);
  });

  it('prices outrights as a long book: favourite first, Σ 1/odds between 1.1 and 1.4', () => {
    const outrights = catalogue.markets.filter(
      (m) => m.marketId === MARKET_TYPES.outrightWinner.id,
    );
    expect(outrights.length).toBeGreaterThan(50);
    for (const market of outrights) {
      const sum = impliedSum(market);
      expect(sum).toBeGreaterThan(1.1);
      expect(sum).toBeLessThan(1.4);
      const odds = market.outcomes.map((o) => o.odds);
      expect(odds).toEqual([...odds].sort((a, b) => a - b));
      expect(market.outcomes.every((o) => /^(sr|od):competitor:\d+$/.test(o.outcomeId))).toBe(true);
    }
  });

  it('flags exactly one most balanced line per line family, the one closest to even', () => {
    const families = new Map<string, FeedMarket[]>();
    const problems: string[] = [];
    for (const market of catalogue.markets) {
      if (!MARKET_TYPES_BY_ID.get(market.marketId)?.lineKey) {
        if (market.mostBalanced) problems.push(`${familyOf(market)}: flagged without a line`);
        continue;
      }
      const key = familyOf(market);
      const lines = families.get(key);
      if (lines) lines.push(market);
      else families.set(key, [market]);
    }
    const spread = (m: FeedMarket) => {
      const q = m.outcomes.map((o) => 1 / o.odds);
      return Math.max(...q) - Math.min(...q);
    };
    for (const [key, lines] of families) {
      const flagged = lines.filter((market) => market.mostBalanced);
      if (flagged.length !== 1) problems.push(`${key}: ${flagged.length} flagged`);
      else if (
        lines[0]!.outcomes.length === 2 &&
        spread(flagged[0]!) > Math.min(...lines.map(spread)) + 1e-9
      ) {
        problems.push(`${key}: ${flagged[0]!.specifier} is not the most balanced`);
      }
    }
    expect(families.size).toBeGreaterThan(5_000);
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('prices a quarter Asian line between its two neighbours', () => {
    let checked = 0;
    for (const event of football) {
      const ladder = new Map(
        (byEvent.get(event.id) ?? [])
          .filter((m) => m.marketId === MARKET_TYPES.handicap.id)
          .map((m) => [lineOf(m.specifier), m]),
      );
      for (const [line, market] of ladder) {
        if (Math.abs((line * 4) % 2) !== 1) continue;
        const below = ladder.get(line - 0.25);
        const above = ladder.get(line + 0.25);
        if (!below || !above) continue;
        for (const side of ['home', 'away']) {
          const price = (m: FeedMarket) => m.outcomes.find((o) => o.outcomeId === side)!.odds;
          expect(price(market)).toBeGreaterThanOrEqual(Math.min(price(below), price(above)) - 0.01);
          expect(price(market)).toBeLessThanOrEqual(Math.max(price(below), price(above)) + 0.01);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('agrees across football markets: totals with correct score, DNB and handicap 0 with 1x2', () => {
    for (const event of football) {
      const markets = byEvent.get(event.id) ?? [];
      const find = (id: number, specifier = '') =>
        markets.find((m) => m.marketId === id && m.specifier === specifier);
      const oneXTwo = fair(find(MARKET_TYPES.oneXTwo.id)!);
      const home = oneXTwo.get('1')!;
      const away = oneXTwo.get('2')!;
      const dnb = fair(find(MARKET_TYPES.drawNoBet.id)!);
      // Within a point of probability: each market's odds are rounded on their own.
      expect(Math.abs(dnb.get('home')! - home / (home + away))).toBeLessThan(0.01);
      const level = find(MARKET_TYPES.handicap.id, 'hcp=0');
      if (level)
        expect(Math.abs(fair(level).get('home')! - home / (home + away))).toBeLessThan(0.01);

      const correctScore = fair(find(MARKET_TYPES.correctScore.id)!);
      // "other" holds only scores with five goals or more: over 2.5 and never a draw below 5:5.
      let overFromScores = 0;
      let drawFromScores = 0;
      for (const [score, p] of correctScore) {
        if (score === 'other') {
          overFromScores += p;
          continue;
        }
        const [h, a] = score.split(':').map(Number) as [number, number];
        if (h + a > 2.5) overFromScores += p;
        if (h === a) drawFromScores += p;
      }
      const total = find(MARKET_TYPES.total.id, 'total=2.5');
      if (total) expect(Math.abs(fair(total).get('over')! - overFromScores)).toBeLessThan(0.03);
      expect(Math.abs(drawFromScores - oneXTwo.get('X')!)).toBeLessThan(0.03);

      const bothScore = fair(find(MARKET_TYPES.bothTeamsToScore.id)!).get('yes')!;
      const homeBlank = find(MARKET_TYPES.homeTotal.id, 'total=0.5');
      if (homeBlank) expect(bothScore).toBeLessThanOrEqual(fair(homeBlank).get('over')! + 0.02);

      const htft = fair(find(MARKET_TYPES.halftimeFulltime.id)!);
      const homeFromHtft = ['1/1', 'X/1', '2/1'].reduce((sum, key) => sum + htft.get(key)!, 0);
      expect(Math.abs(homeFromHtft - home)).toBeLessThan(0.03);
    }
  });

  it('prices the other sports from one model each, with the markets the brief lists', () => {
    const idsBySport = new Map<number, Set<number>>();
    for (const event of matches) {
      const ids = idsBySport.get(event.sportId) ?? new Set<number>();
      for (const market of byEvent.get(event.id) ?? []) ids.add(market.marketId);
      idsBySport.set(event.sportId, ids);
    }
    const T = MARKET_TYPES;
    const expected: Record<number, number[]> = {
      1: [1, 10, 11, 14, 16, 18, 19, 20, 29, 41, 47, 60, 68],
      5: [T.winner.id, T.setHandicap.id, T.totalGames.id, T.setBetting.id, T.gameHandicap.id],
      2: [T.winnerOvertime.id, T.handicapOvertime.id, T.totalOvertime.id, 235, 236, 303],
      4: [1, T.handicap.id, T.total.id, T.winnerOvertimePenalties.id],
      1001: [T.winner.id, T.mapWinner.id, T.totalMaps.id, T.mapHandicap.id],
      23: [T.winner.id, T.setHandicap.id, T.totalPoints.id, T.setBetting.id],
      6: [1, T.handicap.id, T.total.id],
      3: [T.winnerExtraInnings.id, T.handicapExtraInnings.id, T.totalExtraInnings.id],
      16: [T.winnerOvertime.id, T.handicapOvertime.id, T.totalOvertime.id],
      20: [T.winner.id, T.setHandicap.id, T.totalPoints.id],
      21: [T.winnerSuperOver.id, T.handicap.id, T.total.id],
    };
    for (const [sportId, ids] of Object.entries(expected)) {
      expect([...(idsBySport.get(Number(sportId)) ?? [])]).toEqual(expect.arrayContaining(ids));
    }
  });

  it('names outcomes after the teams and keeps a draw only in three-way markets', () => {
    const names = new Map(catalogue.competitors.map((c) => [c.id, c.names.en]));
    for (const event of football.slice(0, 50)) {
      const oneXTwo = (byEvent.get(event.id) ?? []).find((m) => m.marketId === 1)!;
      expect(oneXTwo.outcomes.map((o) => o.outcomeId)).toEqual(['1', 'X', '2']);
      expect(oneXTwo.outcomes[0]!.names.en).toBe(names.get(event.homeCompetitorId!));
      expect(oneXTwo.outcomes[1]!.names).toMatchObject({ en: 'Draw', de: 'Unentschieden' });
      const handicap = (byEvent.get(event.id) ?? []).find((m) => m.specifier === 'hcp=-0.75');
      if (handicap)
        expect(handicap.outcomes[0]!.names.en).toBe(
          `${names.get(event.homeCompetitorId!)} (-0.75)`,
        );
    }
    for (const market of catalogue.markets) {
      if (market.outcomes.length !== 3) continue;
      const hasDraw = market.outcomes.some((o) => o.outcomeId === 'X');
      const isSeriesScore =
        MARKET_TYPES_BY_ID.get(market.marketId)?.id === MARKET_TYPES.setBetting.id;
      if (!isSeriesScore && market.marketId !== MARKET_TYPES.doubleChance.id)
        expect(hasDraw).toBe(true);
    }
  });
});
