/**
 * The football outcomes a custom bet (bet builder, issue 21) may combine, each as a predicate on
 * the final score. Every market here settles on the full-time score alone, so the probability
 * of any set of them is a sum over the cells of one joint score matrix: exact, not a correlation
 * factor. Ids follow the simulated feed's (betradar numbering, `packages/feed/src/pricing`).
 *
 * Since decision 064 the builder also combines draw no bet (a draw voids that part: a
 * three-valued leg, see `legReaderOf`) and the first-half markets 1x2, total and
 * half-time/full-time, which read the half-time score: a football custom bet holding one of them
 * is priced from the joint distribution of the half-time and full-time scores
 * (`footballHalvesScoreCells`).
 *
 * Whole Asian handicap lines (hcp=-1) are combinable too since decision 064: a push voids the
 * part like a draw voids draw no bet. Left out on purpose: quarter Asian lines (a half result of
 * one part would make a half-void custom bet) and correct score "other" (its grid moves with the
 * in-play score).
 */
export const BET_BUILDER_MARKETS = {
  oneXTwo: 1,
  doubleChance: 10,
  europeanHandicap: 14,
  handicap: 16,
  total: 18,
  homeTotal: 19,
  awayTotal: 20,
  bothTeamsToScore: 29,
  correctScore: 41,
  drawNoBet: 11,
  halftimeFulltime: 47,
  firstHalfOneXTwo: 60,
  firstHalfTotal: 68,
} as const;

export type BetBuilderGroupKey = 'result' | 'goals' | 'handicaps' | 'first_half' | 'correct_score';

/** The custom bet groups of betting-core §3, in display order. */
export const BET_BUILDER_GROUPS: { key: BetBuilderGroupKey; marketIds: number[] }[] = [
  { key: 'result', marketIds: [1, 10, 11] },
  { key: 'goals', marketIds: [18, 29, 19, 20] },
  { key: 'handicaps', marketIds: [16, 14] },
  { key: 'first_half', marketIds: [60, 68, 47] },
  { key: 'correct_score', marketIds: [41] },
];

export interface BetBuilderLeg {
  marketId: number;
  specifier: string;
  outcomeId: string;
}

/** True when the final score `home:away` wins the leg. */
export type ScorePredicate = (home: number, away: number) => boolean;

/**
 * One possible end of the match with its probability: the final score (regulation time) and,
 * when the distribution knows it, the half-time score.
 */
export interface ScoreCell {
  p: number;
  home: number;
  away: number;
  halfHome?: number;
  halfAway?: number;
}

/** How a part of a custom bet settles on one end of the match (a draw voids draw no bet). */
export type LegResult = 'win' | 'void' | 'lose';

/** A leg read on a cell; `halfTime` legs need cells that know the half-time score. */
export interface LegReader {
  halfTime: boolean;
  read(cell: ScoreCell): LegResult;
}

function specifierValue(specifier: string, key: string): string | undefined {
  for (const part of specifier.split('|')) {
    const [k, v] = part.split('=');
    if (k === key) return v;
  }
  return undefined;
}

/** A line like 2.5 or -1.5: a number ending in .5 (no push possible). */
function halfLine(value: string | undefined): number | undefined {
  if (value === undefined || !/^-?\d{1,2}(\.5)?$/.test(value)) return undefined;
  const line = Number(value);
  return Number.isInteger(line * 2) && !Number.isInteger(line) ? line : undefined;
}

function result(outcomeId: string, difference: (h: number, a: number) => number) {
  if (outcomeId === '1') return (h: number, a: number) => difference(h, a) > 0;
  if (outcomeId === 'X') return (h: number, a: number) => difference(h, a) === 0;
  if (outcomeId === '2') return (h: number, a: number) => difference(h, a) < 0;
  return undefined;
}

function overUnder(outcomeId: string, line: number, count: (h: number, a: number) => number) {
  if (outcomeId === 'over') return (h: number, a: number) => count(h, a) > line;
  if (outcomeId === 'under') return (h: number, a: number) => count(h, a) < line;
  return undefined;
}

/** The leg's predicate, or undefined when the builder does not combine that outcome (BB-002). */
export function footballLegPredicate(leg: BetBuilderLeg): ScorePredicate | undefined {
  return scoreLegPredicate(leg);
}

/**
 * The outcome as a predicate on a score, whatever the sport: each sport's builder narrows the
 * markets it accepts (`betBuilderLegPredicate`), the reading of the score is the same.
 */
function scoreLegPredicate(leg: BetBuilderLeg): ScorePredicate | undefined {
  const M = BET_BUILDER_MARKETS;
  const { outcomeId, specifier } = leg;
  switch (leg.marketId) {
    case M.oneXTwo:
      return specifier === '' ? result(outcomeId, (h, a) => h - a) : undefined;
    case M.doubleChance:
      if (specifier !== '') return undefined;
      if (outcomeId === '1X') return (h, a) => h >= a;
      if (outcomeId === '12') return (h, a) => h !== a;
      if (outcomeId === 'X2') return (h, a) => h <= a;
      return undefined;
    case M.europeanHandicap: {
      const match = /^hcp=(\d):(\d)$/.exec(specifier);
      if (!match) return undefined;
      const shift = Number(match[1]) - Number(match[2]);
      return result(outcomeId, (h, a) => h - a + shift);
    }
    case M.handicap: {
      const line = halfLine(specifierValue(specifier, 'hcp'));
      if (line === undefined || specifier !== `hcp=${line}`) return undefined;
      if (outcomeId === 'home') return (h, a) => h - a + line > 0;
      if (outcomeId === 'away') return (h, a) => h - a + line < 0;
      return undefined;
    }
    case M.total:
    case M.homeTotal:
    case M.awayTotal: {
      const line = halfLine(specifierValue(specifier, 'total'));
      if (line === undefined || line < 0 || specifier !== `total=${line}`) return undefined;
      const count =
        leg.marketId === M.total
          ? (h: number, a: number) => h + a
          : leg.marketId === M.homeTotal
            ? (h: number) => h
            : (_h: number, a: number) => a;
      return overUnder(outcomeId, line, count);
    }
    case M.bothTeamsToScore:
      if (specifier !== '') return undefined;
      if (outcomeId === 'yes') return (h, a) => h > 0 && a > 0;
      if (outcomeId === 'no') return (h, a) => h === 0 || a === 0;
      return undefined;
    case M.correctScore: {
      const match = /^(\d{1,2}):(\d{1,2})$/.exec(outcomeId);
      if (specifier !== '' || !match) return undefined;
      const home = Number(match[1]);
      const away = Number(match[2]);
      return (h, a) => h === home && a === away;
    }
    default:
      return undefined;
  }
}

const resultKey = (difference: number) => (difference > 0 ? '1' : difference < 0 ? '2' : 'X');

/**
 * The leg read on a cell of the joint half-time/full-time distribution (decision 064): every
 * full-time yes/no leg, draw no bet (void on a draw, as the feed settles it) and the first-half
 * 1x2, first-half totals on half lines and half-time/full-time, which read the half-time score.
 */
function footballLegReader(leg: BetBuilderLeg): LegReader | undefined {
  const M = BET_BUILDER_MARKETS;
  const { outcomeId, specifier } = leg;
  const binary = (halfTime: boolean, wins: (cell: Required<ScoreCell>) => boolean): LegReader => ({
    halfTime,
    read: (cell) => (wins(cell as Required<ScoreCell>) ? 'win' : 'lose'),
  });
  switch (leg.marketId) {
    case M.drawNoBet:
      if (specifier !== '' || (outcomeId !== 'home' && outcomeId !== 'away')) return undefined;
      return {
        halfTime: false,
        read: ({ home, away }) =>
          home === away ? 'void' : home > away === (outcomeId === 'home') ? 'win' : 'lose',
      };
    case M.handicap: {
      // Whole Asian lines (hcp=-1): a level adjusted score is a push, void like draw no bet.
      const value = specifierValue(specifier, 'hcp');
      if (value === undefined || !/^-?\d{1,2}$/.test(value)) break;
      const line = Number(value);
      if (specifier !== `hcp=${line}` || (outcomeId !== 'home' && outcomeId !== 'away')) {
        return undefined;
      }
      return {
        halfTime: false,
        read: ({ home, away }) => {
          const margin = home - away + line;
          if (margin === 0) return 'void';
          return margin > 0 === (outcomeId === 'home') ? 'win' : 'lose';
        },
      };
    }
    case M.firstHalfOneXTwo: {
      if (specifier !== '' || !['1', 'X', '2'].includes(outcomeId)) return undefined;
      return binary(true, (c) => resultKey(c.halfHome - c.halfAway) === outcomeId);
    }
    case M.firstHalfTotal: {
      const line = halfLine(specifierValue(specifier, 'total'));
      if (line === undefined || line < 0 || specifier !== `total=${line}`) return undefined;
      if (outcomeId === 'over') return binary(true, (c) => c.halfHome + c.halfAway > line);
      if (outcomeId === 'under') return binary(true, (c) => c.halfHome + c.halfAway < line);
      return undefined;
    }
    case M.halftimeFulltime: {
      if (specifier !== '' || !/^[1X2]\/[1X2]$/.test(outcomeId)) return undefined;
      return binary(
        true,
        (c) => `${resultKey(c.halfHome - c.halfAway)}/${resultKey(c.home - c.away)}` === outcomeId,
      );
    }
  }
  const predicate = scoreLegPredicate(leg);
  return predicate && binary(false, (c) => predicate(c.home, c.away));
}

/** The sports the bet builder prices (decision 046, Stop 28 for ice hockey). */
export type BetBuilderSport = 'football' | 'ice-hockey';

/**
 * Ice hockey's combinable markets: the ones the feed offers for it that settle on the
 * regulation-time (60 minutes) score, which is the score its Poisson matrix describes — 1x2,
 * double chance, the puck line (half lines) and totals. The winner incl. overtime and shoot-out
 * (406) settles on the final result: left out (decision 046, Stop 28).
 */
export const ICE_HOCKEY_BET_BUILDER_MARKET_IDS: readonly number[] = [1, 10, 16, 18];

/** The custom bet groups an ice hockey match shows, in display order. */
export const ICE_HOCKEY_BET_BUILDER_GROUPS: { key: BetBuilderGroupKey; marketIds: number[] }[] = [
  { key: 'result', marketIds: [1, 10] },
  { key: 'goals', marketIds: [18] },
  { key: 'handicaps', marketIds: [16] },
];

/** The groups of the sport's builder. */
export function betBuilderGroups(
  sport: BetBuilderSport,
): { key: BetBuilderGroupKey; marketIds: number[] }[] {
  return sport === 'ice-hockey' ? ICE_HOCKEY_BET_BUILDER_GROUPS : BET_BUILDER_GROUPS;
}

/** The leg's predicate for the sport's builder, or undefined when it is not combinable (BB-002). */
export function betBuilderLegPredicate(
  sport: BetBuilderSport,
  leg: BetBuilderLeg,
): ScorePredicate | undefined {
  if (sport === 'ice-hockey' && !ICE_HOCKEY_BET_BUILDER_MARKET_IDS.includes(leg.marketId)) {
    return undefined;
  }
  return scoreLegPredicate(leg);
}

/**
 * The leg's reader for the sport's builder, or undefined when it is not combinable (BB-002).
 * Ice hockey's legs are yes/no on the regulation score; football adds draw no bet and the
 * half-time markets (decision 064).
 */
export function legReaderOf(sport: BetBuilderSport, leg: BetBuilderLeg): LegReader | undefined {
  if (sport === 'football') return footballLegReader(leg);
  const predicate = betBuilderLegPredicate(sport, leg);
  return (
    predicate && { halfTime: false, read: (c) => (predicate(c.home, c.away) ? 'win' : 'lose') }
  );
}

/** Whether a market (id and specifier) has outcomes the sport's builder combines. */
export function isBetBuilderMarket(
  marketId: number,
  specifier: string,
  sport: BetBuilderSport = 'football',
): boolean {
  const probe: Record<number, string> = {
    1: '1',
    10: '1X',
    11: 'home',
    14: '1',
    16: 'home',
    29: 'yes',
    41: '0:0',
    47: '1/1',
    60: '1',
  };
  const outcomeId = probe[marketId] ?? 'over';
  return legReaderOf(sport, { marketId, specifier, outcomeId }) !== undefined;
}

/**
 * Whether a football leg can be void on some score (draw no bet, a whole Asian line): a custom
 * bet holding one can end void, stake back (BB-007, decision 064).
 */
export function canBeVoid(leg: BetBuilderLeg): boolean {
  if (leg.marketId === BET_BUILDER_MARKETS.drawNoBet) return true;
  return leg.marketId === BET_BUILDER_MARKETS.handicap && /^hcp=-?\d{1,2}$/.test(leg.specifier);
}
