import type { OutcomeResult } from '@sportsbook/domain';
import type { FeedMarket } from '../provider';
import type { CricketInningsState } from '../pricing/match-model';
import type { LivePeriodScore, Score, Side } from './live-state';
import { PREMIUM_CRICKET_MARKET_IDS, premiumCricketResults } from './settle-premium-cricket';

/** One vocabulary for the feed's results and the domain's bet settlement. */
export type { OutcomeResult };

export interface OutcomeSettlement {
  outcomeId: string;
  result: OutcomeResult;
  /** Share of the stake paid at full odds when competitors tie for a place (0 < f < 1). */
  deadHeatFactor?: number;
}

export interface MarketSettlement {
  marketId: number;
  specifier: string;
  results: OutcomeSettlement[];
}

/**
 * Which score a market reads. The pricers say it: football, handball and ice hockey lines are on
 * regulation time (the ice-hockey 1x2 and puck line on 60 minutes), the "incl. overtime / extra
 * innings / super over / penalties" winners on the final result, tennis games and rally points
 * summed over every set, set/map/quarter markets on their own period.
 */
type Scope =
  | 'regulation'
  | 'final'
  | 'periodSum'
  | 'halfTimeFullTime'
  | { period: 'first' | 'setnr' | 'mapnr' | 'quarternr' };

type Read =
  | 'threeWay'
  | 'doubleChance'
  | 'drawNoBet'
  | 'twoWayWinner'
  | 'periodWinner'
  | 'europeanHandicap'
  | 'handicap'
  | 'correctScore'
  | 'bothScore'
  | 'halfTimeFullTime'
  | { total: 'both' | 'home' | 'away' };

interface MarketRule {
  scope: Scope;
  read: Read;
}

const BOTH = { total: 'both' } as const;

/** Every market type the simulated catalogue offers (pricing/market-types.ts), by id. */
const RULES: ReadonlyMap<number, MarketRule> = new Map<number, MarketRule>([
  [1, { scope: 'regulation', read: 'threeWay' }],
  [10, { scope: 'regulation', read: 'doubleChance' }],
  [11, { scope: 'regulation', read: 'drawNoBet' }],
  [14, { scope: 'regulation', read: 'europeanHandicap' }],
  [16, { scope: 'regulation', read: 'handicap' }],
  [18, { scope: 'regulation', read: BOTH }],
  [19, { scope: 'regulation', read: { total: 'home' } }],
  [20, { scope: 'regulation', read: { total: 'away' } }],
  [29, { scope: 'regulation', read: 'bothScore' }],
  [41, { scope: 'regulation', read: 'correctScore' }],
  [47, { scope: 'halfTimeFullTime', read: 'halfTimeFullTime' }],
  [60, { scope: { period: 'first' }, read: 'threeWay' }],
  [68, { scope: { period: 'first' }, read: BOTH }],
  // Tennis, rally sports and esports: the total counts sets or maps won.
  [186, { scope: 'final', read: 'twoWayWinner' }],
  [187, { scope: 'periodSum', read: 'handicap' }],
  [188, { scope: 'final', read: 'handicap' }],
  [189, { scope: 'periodSum', read: BOTH }],
  [199, { scope: 'final', read: 'correctScore' }],
  [202, { scope: { period: 'setnr' }, read: 'periodWinner' }],
  [219, { scope: 'final', read: 'twoWayWinner' }],
  [223, { scope: 'final', read: 'handicap' }],
  [225, { scope: 'final', read: BOTH }],
  [235, { scope: { period: 'quarternr' }, read: 'threeWay' }],
  [236, { scope: { period: 'quarternr' }, read: BOTH }],
  [238, { scope: 'periodSum', read: BOTH }],
  [251, { scope: 'final', read: 'twoWayWinner' }],
  [256, { scope: 'final', read: 'handicap' }],
  [258, { scope: 'final', read: BOTH }],
  [303, { scope: { period: 'quarternr' }, read: 'handicap' }],
  [327, { scope: 'final', read: 'handicap' }],
  // Maps played: both sides' maps won.
  [328, { scope: 'final', read: BOTH }],
  [330, { scope: { period: 'mapnr' }, read: 'periodWinner' }],
  [340, { scope: 'final', read: 'twoWayWinner' }],
  [406, { scope: 'final', read: 'twoWayWinner' }],
]);

/** Market ids the feed settles from a match's score (outrights settle with `settleOutright`). */
export const SETTLED_MARKET_IDS: readonly number[] = [
  ...RULES.keys(),
  ...PREMIUM_CRICKET_MARKET_IDS,
];

/** Period types that make up regulation time; overtime, penalties and super overs do not. */
const REGULATION_PERIODS = new Set(['regular_period', 'innings', 'inning']);

export function specifierValue(specifier: string, key: string): string | undefined {
  for (const part of specifier.split('|')) {
    const cut = part.indexOf('=');
    if (cut > 0 && part.slice(0, cut) === key) return part.slice(cut + 1);
  }
  return undefined;
}

/** The period number a period-scoped market is about, or null for whole-match markets. */
function periodOf(rule: MarketRule, specifier: string): number | null {
  if (typeof rule.scope !== 'object') return null;
  if (rule.scope.period === 'first') return 1;
  const value = Number(specifierValue(specifier, rule.scope.period));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * A line's result for the side whose score plus line is `margin`. Quarter lines (x.25, x.75)
 * split the stake over the two lines around them, so a push on one half gives a half result:
 * −0.25 after a draw loses half (half_lose), −0.75 after a one-goal win wins half (half_win).
 */
export function lineResult(margin: number): OutcomeResult {
  if (Math.abs(margin * 4) % 2 === 1) {
    const low = lineResult(margin - 0.25);
    const high = lineResult(margin + 0.25);
    if (low === high) return low;
    const decided = low === 'void' ? high : low;
    return decided === 'win' ? 'half_win' : 'half_lose';
  }
  return margin > 0 ? 'win' : margin < 0 ? 'lose' : 'void';
}

const OPPOSITE: Record<OutcomeResult, OutcomeResult> = {
  win: 'lose',
  lose: 'win',
  void: 'void',
  half_win: 'half_lose',
  half_lose: 'half_win',
};

export interface SettleScores {
  /** Period scores as the live state holds them (goals, games, points, rounds, runs). */
  periods: LivePeriodScore[];
  /** The final (or current) total: goals incl. overtime and shoot-out, sets or maps won. */
  total: Score;
  /**
   * Who took each finished set or map. A map's kills do not say who won it (a MOBA map is won
   * on objectives), so the engine records the winner as the period ends.
   */
  periodWinners?: ReadonlyMap<number, Side>;
  /** Cricket: each innings' over-by-over runs and fall of wickets (premium cricket lines). */
  cricket?: readonly CricketInningsState[];
}

export interface SettleMarketsOptions extends SettleScores {
  markets: FeedMarket[];
  /**
   * Only the markets about this period, which just ended. Undefined: the match is over, and
   * every market given is settled — a market about a period never played (a third set after
   * 2:0) is void.
   */
  period?: number;
}

/** The results of the markets a finished period or match decides. */
export function settleMarkets(options: SettleMarketsOptions): MarketSettlement[] {
  const settlements: MarketSettlement[] = [];
  for (const market of options.markets) {
    if (PREMIUM_CRICKET_MARKET_IDS.includes(market.marketId)) {
      const settlement = settlePremiumLine(market, options);
      if (settlement) settlements.push(settlement);
      continue;
    }
    const rule = RULES.get(market.marketId);
    if (!rule) continue;
    const period = periodOf(rule, market.specifier);
    if (options.period !== undefined && period !== options.period) continue;
    const results = resultsOf(market, rule, period, options);
    if (results)
      settlements.push({ marketId: market.marketId, specifier: market.specifier, results });
  }
  return settlements;
}

/** A premium cricket line at an innings' end (its own innings only) or the match's end. */
function settlePremiumLine(
  market: FeedMarket,
  options: SettleMarketsOptions,
): MarketSettlement | null {
  const innings = Number(specifierValue(market.specifier, 'inningnr'));
  if (options.period !== undefined && innings !== options.period) return null;
  const results = premiumCricketResults(
    market,
    options.cricket ?? [],
    options.period === undefined,
  );
  return results ? { marketId: market.marketId, specifier: market.specifier, results } : null;
}

/**
 * The premium cricket lines already decided by the innings' state (an over bowled, a session's
 * overs done, a wicket fallen): the live engine settles them at once, mid-innings.
 */
export function settleDecidedPremiumCricket(
  markets: readonly FeedMarket[],
  cricket: readonly CricketInningsState[],
): MarketSettlement[] {
  const settlements: MarketSettlement[] = [];
  for (const market of markets) {
    if (!PREMIUM_CRICKET_MARKET_IDS.includes(market.marketId)) continue;
    const results = premiumCricketResults(market, cricket, false);
    if (results)
      settlements.push({ marketId: market.marketId, specifier: market.specifier, results });
  }
  return settlements;
}

/**
 * An outright: the winners win, everyone else loses. Competitors tied for the place share it by
 * dead heat: each winning ticket is paid at full odds on 1/k of its stake (k tied), the rest of
 * the stake is lost. The simulated engine never finishes outrights; a real feed's results, or an
 * operator's, come through here.
 */
export function settleOutright(market: FeedMarket, winners: readonly string[]): MarketSettlement {
  const won = new Set(winners);
  if (won.size === 0) throw new RangeError('An outright needs at least one winner');
  const factor = won.size > 1 ? 1 / won.size : undefined;
  return {
    marketId: market.marketId,
    specifier: market.specifier,
    results: market.outcomes.map(({ outcomeId }) =>
      won.has(outcomeId)
        ? { outcomeId, result: 'win', ...(factor === undefined ? {} : { deadHeatFactor: factor }) }
        : { outcomeId, result: 'lose' },
    ),
  };
}

const add = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });
const sum = (periods: LivePeriodScore[]) => periods.reduce<Score>(add, { home: 0, away: 0 });

function regulationScore(scores: SettleScores): Score {
  const regular = scores.periods.filter((p) => REGULATION_PERIODS.has(p.type));
  return regular.length > 0 ? sum(regular) : scores.total;
}

function resultsOf(
  market: FeedMarket,
  rule: MarketRule,
  period: number | null,
  scores: SettleScores,
): OutcomeSettlement[] | null {
  const ids = market.outcomes.map((o) => o.outcomeId);
  const all = (resultOf: (id: string) => OutcomeResult) =>
    ids.map((outcomeId) => ({ outcomeId, result: resultOf(outcomeId) }));

  let score: Score;
  let winner: Side | null = null;
  if (period !== null) {
    const played = scores.periods.find((p) => p.number === period);
    // A period the match never reached (a fifth set, a third map) decides nothing: void.
    if (!played) return all(() => 'void');
    score = played;
    winner = scores.periodWinners?.get(period) ?? null;
  } else if (rule.scope === 'regulation' || rule.scope === 'halfTimeFullTime') {
    score = regulationScore(scores);
  } else if (rule.scope === 'periodSum') {
    score = sum(scores.periods);
  } else {
    score = scores.total;
  }

  const diff = score.home - score.away;
  const threeWay = diff > 0 ? '1' : diff < 0 ? '2' : 'X';
  const { read } = rule;
  const { specifier } = market;
  if (typeof read === 'object') {
    const line = Number(specifierValue(specifier, 'total'));
    if (!Number.isFinite(line)) return null;
    const value =
      read.total === 'home'
        ? score.home
        : read.total === 'away'
          ? score.away
          : score.home + score.away;
    const over = lineResult(value - line);
    return all((id) => (id === 'over' ? over : OPPOSITE[over]));
  }
  switch (read) {
    case 'threeWay':
      return all((id) => (id === threeWay ? 'win' : 'lose'));
    case 'doubleChance':
      return all((id) => (id.includes(threeWay) ? 'win' : 'lose'));
    case 'drawNoBet':
    case 'twoWayWinner': {
      // A tie refunds draw no bet; the "incl. overtime" winners never end level.
      if (diff === 0) return all(() => 'void');
      const won = diff > 0 ? 'home' : 'away';
      return all((id) => (id === won ? 'win' : 'lose'));
    }
    case 'periodWinner': {
      const won = winner ?? (diff > 0 ? 'home' : diff < 0 ? 'away' : null);
      if (won === null) return all(() => 'void');
      return all((id) => (id === won ? 'win' : 'lose'));
    }
    case 'europeanHandicap': {
      // `hcp=0:1`: goals added to each side, a three-way result on the adjusted score.
      const [head, away] = (specifierValue(specifier, 'hcp') ?? '').split(':').map(Number);
      if (!Number.isInteger(head) || !Number.isInteger(away)) return null;
      const adjusted = diff + (head as number) - (away as number);
      const won = adjusted > 0 ? '1' : adjusted < 0 ? '2' : 'X';
      return all((id) => (id === won ? 'win' : 'lose'));
    }
    case 'handicap': {
      const line = Number(specifierValue(specifier, 'hcp'));
      if (!Number.isFinite(line)) return null;
      const home = lineResult(diff + line);
      return all((id) => (id === 'home' ? home : OPPOSITE[home]));
    }
    case 'correctScore': {
      const key = `${score.home}:${score.away}`;
      const listed = ids.includes(key);
      return all((id) => (id === key || (!listed && id === 'other') ? 'win' : 'lose'));
    }
    case 'bothScore': {
      const yes = score.home > 0 && score.away > 0 ? 'yes' : 'no';
      return all((id) => (id === yes ? 'win' : 'lose'));
    }
    case 'halfTimeFullTime': {
      const half = scores.periods.find((p) => p.number === 1);
      if (!half) return all(() => 'void');
      const halfDiff = half.home - half.away;
      const key = `${halfDiff > 0 ? '1' : halfDiff < 0 ? '2' : 'X'}/${threeWay}`;
      return all((id) => (id === key ? 'win' : 'lose'));
    }
  }
}
