import {
  placeOddsThousandths,
  placeTermsFor,
  placeTermsSpecifier,
  toRacePrice,
} from '@sportsbook/domain';
import type { PlaceTerms, RaceResult } from '@sportsbook/domain';
import type { FeedMarket, FeedOutcome } from '../provider';
import type { LocalizedText } from '../localized-text';

/** The feed's race card (issue 22): what the racecard page shows besides the markets. */
export interface RaceRunner {
  /** Saddle-cloth number: also the outcome id of its win and place lines. */
  number: number;
  name: string;
  /** Stall; null in jump races. */
  draw: number | null;
  jockey: string;
  trainer: string;
  /** Recent finishing positions, newest last, e.g. `3-21P4`. */
  form: string;
  /** Stones and pounds, e.g. `9-7`. */
  weight: string;
  age: number;
  silks: {
    primary: string;
    secondary: string;
    pattern: 'plain' | 'hoops' | 'stripes' | 'sash' | 'star';
  };
  /** Declared non-runner before betting opened (no Rule 4): shown as NR (a vacant trap), not priced. */
  nonRunner: boolean;
  /** Greyhounds: a reserve dog running from a trap another vacated before betting opened. */
  reserve?: boolean;
  /** The runner's relative ability; the feed's secret, not on the wire. */
  strength: number;
  /** What the morning market thinks of it: prices move from this to `strength` by the off. */
  morningStrength: number;
}

/** Horses or greyhounds (decision 068): one simulator, one race model, two sports. */
export type RaceDiscipline = 'horse' | 'greyhound';

export interface RaceCard {
  discipline: RaceDiscipline;
  eventId: number;
  urnId: string;
  meetingId: number;
  course: string;
  countryCode: string;
  /** e.g. `Ascot 14:30`. */
  name: string;
  title: string;
  distance: string;
  going: string;
  raceClass: number;
  handicap: boolean;
  startTime: number;
  runners: RaceRunner[];
  /** Terms of the field that was declared (RACE-001). */
  terms: PlaceTerms;
  /** A runner withdrawn at the off (Rule 4 for every bet, all struck earlier), or null. */
  lateWithdrawal: number | null;
}

export type RaceStatus = 'open' | 'off' | 'finished';

export interface RaceState {
  card: RaceCard;
  status: RaceStatus;
  /** Win prices in thousandths by runner number, the last ones sent (the SP once off). */
  prices: Record<number, number>;
  result: RaceResult | null;
  /** Pence in the pound (RACE-003), 0 without a late withdrawal. */
  rule4: number;
  finishedAt: number | null;
}

export const RACING_MARKETS = { win: 901, place: 902, forecast: 903, tricast: 904 } as const;
/** Tricasts only on fields this small: n × (n − 1) × (n − 2) lines are enough. */
export const TRICAST_MAX_FIELD = 8;
/** The book's overround on the win market. */
const OVERROUND = 1.2;
const MAX_PRICE = 101_000;

const marketNames: Record<keyof typeof RACING_MARKETS, LocalizedText> = {
  win: { en: 'Win', de: 'Sieg', 'pt-BR': 'Vencedor', ar: 'فوز' },
  place: {
    en: 'Each way: place',
    de: 'Each-Way: Platz',
    'pt-BR': 'Each-way: colocado',
    ar: 'كل الطرق: مركز',
  },
  forecast: { en: 'Forecast', de: 'Zweierwette', 'pt-BR': 'Dupla exata', ar: 'توقع الثنائي' },
  tricast: { en: 'Tricast', de: 'Dreierwette', 'pt-BR': 'Trifeta', ar: 'توقع الثلاثي' },
};

const same = (text: string): LocalizedText => ({ en: text, de: text, 'pt-BR': text, ar: text });

export const activeRunners = (card: RaceCard) => card.runners.filter((r) => !r.nonRunner);

/** Win probabilities of the runners still in, from strengths. */
export function probabilitiesOf(
  runners: readonly RaceRunner[],
  strengthOf: (r: RaceRunner) => number,
) {
  const total = runners.reduce((sum, r) => sum + strengthOf(r), 0);
  return new Map(runners.map((r) => [r.number, strengthOf(r) / total]));
}

/** A win price on the racing grid (RACE-002), at most 100/1. */
export const winPriceOf = (probability: number) =>
  Math.min(MAX_PRICE, toRacePrice(1 / (probability * OVERROUND)));

/** Harville: P(a then b) = p_a × p_b / (1 − p_a); the book's margin on top. */
function orderPrice(picks: number[], p: Map<number, number>, margin: number): number {
  let probability = 1;
  let left = 1;
  for (const pick of picks) {
    const pp = p.get(pick) as number;
    probability *= pp / left;
    left -= pp;
  }
  return Math.min(MAX_PRICE * 10, Math.max(1010, Math.round(1000 / (probability * margin))));
}

/**
 * The race's markets at these win prices: win, each-way place (when the terms have places),
 * forecast and tricast (small fields). `status` 1 open, -1 suspended (the off).
 */
export function raceMarkets(
  card: RaceCard,
  prices: Record<number, number>,
  status: number,
  withdrawn: readonly number[] = [],
): FeedMarket[] {
  const runners = activeRunners(card);
  const out = (number: number) => withdrawn.includes(number);
  const runnerName = (number: number) =>
    same(card.runners.find((r) => r.number === number)?.name ?? String(number));
  const base = { eventId: card.eventId, status, mostBalanced: true, groups: ['main'] };
  const outcome = (
    outcomeId: string,
    names: LocalizedText,
    odds: number,
    active: boolean,
  ): FeedOutcome => ({
    outcomeId,
    names,
    odds: odds / 1000,
    active,
  });
  const markets: FeedMarket[] = [
    {
      ...base,
      marketId: RACING_MARKETS.win,
      specifier: '',
      names: marketNames.win,
      priority: 100,
      outcomes: runners.map((r) =>
        outcome(String(r.number), runnerName(r.number), prices[r.number] as number, !out(r.number)),
      ),
    },
  ];
  if (card.terms.places > 0)
    markets.push({
      ...base,
      marketId: RACING_MARKETS.place,
      specifier: placeTermsSpecifier(card.terms),
      names: marketNames.place,
      priority: 90,
      outcomes: runners.map((r) =>
        outcome(
          String(r.number),
          runnerName(r.number),
          placeOddsThousandths(prices[r.number] as number, card.terms),
          !out(r.number),
        ),
      ),
    });
  const implied = new Map(runners.map((r) => [r.number, 1000 / (prices[r.number] as number)]));
  const sum = [...implied.values()].reduce((a, b) => a + b, 0);
  const p = new Map([...implied].map(([k, v]) => [k, v / sum]));
  const numbers = runners.map((r) => r.number);
  const forecast: FeedOutcome[] = [];
  for (const a of numbers)
    for (const b of numbers)
      if (a !== b)
        forecast.push(
          outcome(`${a}-${b}`, same(`${a}-${b}`), orderPrice([a, b], p, 1.3), !out(a) && !out(b)),
        );
  markets.push({
    ...base,
    marketId: RACING_MARKETS.forecast,
    specifier: '',
    names: marketNames.forecast,
    priority: 80,
    outcomes: forecast,
  });
  if (numbers.length <= TRICAST_MAX_FIELD && numbers.length >= 3) {
    const tricast: FeedOutcome[] = [];
    for (const a of numbers)
      for (const b of numbers)
        for (const c of numbers)
          if (a !== b && b !== c && a !== c)
            tricast.push(
              outcome(
                `${a}-${b}-${c}`,
                same(`${a}-${b}-${c}`),
                orderPrice([a, b, c], p, 1.4),
                !out(a) && !out(b) && !out(c),
              ),
            );
    markets.push({
      ...base,
      marketId: RACING_MARKETS.tricast,
      specifier: '',
      names: marketNames.tricast,
      priority: 70,
      outcomes: tricast,
    });
  }
  return markets;
}

export { placeTermsFor };
