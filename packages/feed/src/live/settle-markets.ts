import type { FeedMarket } from '../provider';
import type { LivePeriodScore, Score } from './live-state';

export type OutcomeResult = 'win' | 'lose' | 'void' | 'half_win' | 'half_lose';

export interface MarketSettlement {
  marketId: number;
  specifier: string;
  results: Array<{ outcomeId: string; result: OutcomeResult }>;
}

/** Where a market's result is read from. */
type Scope = 'regulation' | 'total' | 'games' | 'points' | { period: number };

const spec = (specifier: string, key: string) => {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === key && v !== undefined) return v;
  }
  return undefined;
};

const SETTLE_ON_FULL_TIME = new Set([1, 10, 11, 16, 18, 19, 20, 29, 41]);
const WINNERS = new Set([186, 219, 251, 340, 406, 202, 330]);
const HANDICAPS = new Set([16, 187, 188, 223, 256, 303, 327]);
const TOTALS = new Set([18, 19, 20, 68, 189, 225, 236, 238, 258, 328]);

function scopeOf(market: Pick<FeedMarket, 'marketId' | 'specifier'>, sets: boolean): Scope | null {
  const { marketId, specifier } = market;
  if (marketId === 60 || marketId === 68) return { period: 1 };
  const numbered =
    spec(specifier, 'quarternr') ?? spec(specifier, 'setnr') ?? spec(specifier, 'mapnr');
  if (numbered !== undefined) return { period: Number(numbered) };
  if (marketId === 187 || marketId === 189) return 'games';
  if (marketId === 238 && sets) return 'points';
  if (SETTLE_ON_FULL_TIME.has(marketId)) return 'regulation';
  return WINNERS.has(marketId) ||
    HANDICAPS.has(marketId) ||
    TOTALS.has(marketId) ||
    marketId === 199
    ? 'total'
    : null;
}

/** A line result; quarter lines (x.25, x.75) split the stake over the two lines around them. */
function lineResult(margin: number): OutcomeResult {
  const frac = Math.abs(margin * 4) % 2;
  if (frac === 1) {
    const low = lineResult(margin - 0.25);
    const high = lineResult(margin + 0.25);
    if (low === high) return low;
    const other = low === 'void' ? high : low;
    return other === 'win' ? 'half_win' : 'half_lose';
  }
  return margin > 0 ? 'win' : margin < 0 ? 'lose' : 'void';
}

const flip = (r: OutcomeResult): OutcomeResult =>
  ({ win: 'lose', lose: 'win', void: 'void', half_win: 'half_lose', half_lose: 'half_win' })[
    r
  ] as OutcomeResult;

/**
 * The results of the markets a finished period or match decides, from the final score. Markets
 * of types it does not know (European handicap, half-time/full-time) are left for the settlement
 * worker, which reads the same scores.
 */
export function settleMarkets(options: {
  markets: FeedMarket[];
  periods: LivePeriodScore[];
  total: Score;
  /** Only markets of this period; undefined: every market (the match is over). */
  period?: number;
}): MarketSettlement[] {
  const sets = options.periods.some((p) => p.type === 'set' || p.type === 'map');
  const regular = options.periods.filter(
    (p) => p.type === 'regular_period' || p.type === 'inning' || p.type === 'innings',
  );
  const sum = (periods: LivePeriodScore[]) =>
    periods.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), {
      home: 0,
      away: 0,
    });
  const settlements: MarketSettlement[] = [];
  for (const market of options.markets) {
    const scope = scopeOf(market, sets);
    if (scope === null) continue;
    const periodOnly = typeof scope === 'object';
    if ((options.period !== undefined) !== periodOnly) continue;
    if (periodOnly && scope.period !== options.period) continue;
    let score: Score;
    if (periodOnly) {
      const period = options.periods.find((p) => p.number === scope.period);
      if (!period) continue;
      score = period;
      // A set or map winner market settles on who took it, the period score counts points.
      if (WINNERS.has(market.marketId))
        score = {
          home: period.home > period.away ? 1 : 0,
          away: period.away > period.home ? 1 : 0,
        };
    } else if (scope === 'regulation' && !sets)
      score = regular.length > 0 ? sum(regular) : options.total;
    else if (scope === 'games' || scope === 'points') score = sum(options.periods);
    else score = options.total;
    const results = resultsOf(market, score);
    if (results)
      settlements.push({ marketId: market.marketId, specifier: market.specifier, results });
  }
  return settlements;
}

function resultsOf(market: FeedMarket, score: Score): MarketSettlement['results'] | null {
  const diff = score.home - score.away;
  const ids = market.outcomes.map((o) => o.outcomeId);
  const all = (winner: (id: string) => OutcomeResult) =>
    ids.map((outcomeId) => ({ outcomeId, result: winner(outcomeId) }));
  const { marketId, specifier } = market;
  if (marketId === 1 || marketId === 60) {
    const won = diff > 0 ? '1' : diff < 0 ? '2' : 'X';
    return all((id) => (id === won ? 'win' : 'lose'));
  }
  if (marketId === 10) {
    const won = diff > 0 ? '1' : diff < 0 ? '2' : 'X';
    return all((id) => (id.includes(won) ? 'win' : 'lose'));
  }
  if (marketId === 11 || WINNERS.has(marketId)) {
    if (diff === 0) return all(() => 'void');
    const won = diff > 0 ? 'home' : 'away';
    return all((id) => (id === won ? 'win' : 'lose'));
  }
  if (marketId === 29) {
    const yes = score.home > 0 && score.away > 0 ? 'yes' : 'no';
    return all((id) => (id === yes ? 'win' : 'lose'));
  }
  if (marketId === 41 || marketId === 199) {
    const key = `${score.home}:${score.away}`;
    const listed = ids.includes(key);
    return all((id) => (id === key || (!listed && id === 'other') ? 'win' : 'lose'));
  }
  const hcp = spec(specifier, 'hcp');
  if (HANDICAPS.has(marketId) && hcp !== undefined && !hcp.includes(':')) {
    const home = lineResult(diff + Number(hcp));
    return all((id) => (id === 'home' ? home : flip(home)));
  }
  const line = spec(specifier, 'total');
  if (TOTALS.has(marketId) && line !== undefined) {
    const value =
      marketId === 19 ? score.home : marketId === 20 ? score.away : score.home + score.away;
    const over = lineResult(value - Number(line));
    return all((id) => (id === 'over' ? over : flip(over)));
  }
  return null;
}
