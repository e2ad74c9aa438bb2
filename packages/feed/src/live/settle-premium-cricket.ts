import type { OutcomeResult } from '@sportsbook/domain';
import type { CricketInningsState } from '../pricing/match-model';
import type { FeedMarket } from '../provider';

/** Premium cricket market ids (pricing/market-types.ts, decision 054). */
export const PREMIUM_CRICKET_MARKETS = { sessionRuns: 960, overRuns: 961, fallOfWicket: 962 };

export const PREMIUM_CRICKET_MARKET_IDS: readonly number[] = Object.values(PREMIUM_CRICKET_MARKETS);

const valueOf = (specifier: string, key: string): number => {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === key) return Number(v);
  }
  return Number.NaN;
};

/**
 * The runs a premium cricket line is settled on, once known; `'void'` when it can never be
 * known; `null` while undecided. A market settles as soon as its outcome is known:
 * - session runs (overs 1 to N): when the N-th over's runs are in, or the innings ended earlier
 *   (all out, target reached) — then on the innings' runs;
 * - runs in over N: when that over's runs are in; void if the innings ended before it;
 * - fall of wicket W: the team's runs when it fell; if the innings ended first, its runs.
 * `final`: the match is over, so an innings never played voids its lines.
 */
export function premiumCricketRuns(
  market: Pick<FeedMarket, 'marketId' | 'specifier'>,
  innings: readonly CricketInningsState[],
  final: boolean,
): number | 'void' | null {
  const number = valueOf(market.specifier, 'inningnr');
  const played = innings.find((i) => i.number === number);
  if (!played) return final ? 'void' : null;
  const complete = played.complete || final;
  switch (market.marketId) {
    case PREMIUM_CRICKET_MARKETS.sessionRuns: {
      const last = valueOf(market.specifier, 'overnr');
      if (!Number.isInteger(last) || last < 1) return 'void';
      if (played.overRuns.length >= last)
        return played.overRuns.slice(0, last).reduce((a, b) => a + b, 0);
      return complete ? played.runs : null;
    }
    case PREMIUM_CRICKET_MARKETS.overRuns: {
      const over = valueOf(market.specifier, 'overnr');
      if (!Number.isInteger(over) || over < 1) return 'void';
      const runs = played.overRuns[over - 1];
      if (runs !== undefined) return runs;
      return complete ? 'void' : null;
    }
    case PREMIUM_CRICKET_MARKETS.fallOfWicket: {
      const wicket = valueOf(market.specifier, 'wicketnr');
      if (!Number.isInteger(wicket) || wicket < 1) return 'void';
      const runs = played.fallOfWickets[wicket - 1];
      if (runs !== undefined) return runs;
      return complete ? played.runs : null;
    }
    default:
      return null;
  }
}

/** Over/under results of a premium line, or null while undecided. */
export function premiumCricketResults(
  market: FeedMarket,
  innings: readonly CricketInningsState[],
  final: boolean,
): Array<{ outcomeId: string; result: OutcomeResult }> | null {
  const runs = premiumCricketRuns(market, innings, final);
  if (runs === null) return null;
  const line = valueOf(market.specifier, 'total');
  const outcome = (outcomeId: string): OutcomeResult => {
    if (runs === 'void' || !Number.isFinite(line) || runs === line) return 'void';
    const over = runs > line;
    return (outcomeId === 'over') === over ? 'win' : 'lose';
  };
  return market.outcomes.map(({ outcomeId }) => ({ outcomeId, result: outcome(outcomeId) }));
}
