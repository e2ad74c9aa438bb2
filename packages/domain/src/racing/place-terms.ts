/**
 * Each-way place terms (issue 22, decision 048). An each-way bet is two bets of the same unit
 * stake: one to win, one to be placed, the place part paid at a fraction of the win odds.
 */

export interface PlaceTerms {
  /** Paying places, 0 when the race offers no each-way (win only). */
  places: number;
  /** The fraction of the win odds' winnings that the place part pays: 1/4 or 1/5. */
  fraction: { numerator: number; denominator: number };
}

export const WIN_ONLY: PlaceTerms = { places: 0, fraction: { numerator: 0, denominator: 1 } };

/**
 * RACE-001: place terms by the number of runners that come under orders.
 * - 2–4 runners: win only;
 * - 5–7: 2 places at 1/4;
 * - 8 or more: 3 places at 1/5;
 * - handicaps of 12–15 runners: 3 places at 1/4; of 16 or more: 4 places at 1/4.
 */
export function placeTermsFor(runners: number, handicap = false): PlaceTerms {
  if (!Number.isInteger(runners) || runners < 0)
    throw new RangeError(`${runners} is not a field size`);
  if (runners <= 4) return WIN_ONLY;
  if (runners <= 7) return { places: 2, fraction: { numerator: 1, denominator: 4 } };
  if (handicap && runners >= 16) return { places: 4, fraction: { numerator: 1, denominator: 4 } };
  if (handicap && runners >= 12) return { places: 3, fraction: { numerator: 1, denominator: 4 } };
  return { places: 3, fraction: { numerator: 1, denominator: 5 } };
}

/**
 * RACE-013: greyhound place terms (decisions 068, 072). Greyhounds run from six traps (UK and
 * Irish tracks) or eight (Australian tracks), no handicaps by weight, so the terms follow the
 * field alone:
 * - 4 runners or fewer: win only;
 * - 5–7 (a six-dog card, five with a vacant trap, an eight-dog card with one or two out):
 *   2 places at 1/4;
 * - 8 (a full eight-dog card): 3 places at 1/5 (RACE-015).
 */
export function greyhoundPlaceTermsFor(runners: number): PlaceTerms {
  if (!Number.isInteger(runners) || runners < 0)
    throw new RangeError(`${runners} is not a field size`);
  if (runners <= 4) return WIN_ONLY;
  if (runners <= 7) return { places: 2, fraction: { numerator: 1, denominator: 4 } };
  return { places: 3, fraction: { numerator: 1, denominator: 5 } };
}

/**
 * RACE-002: racing prices move on a grid of 0.02 (20 thousandths), so that a quarter and a fifth
 * of the winnings are whole thousandths and the place price of an each-way bet is exact.
 */
export const RACE_PRICE_STEP = 20;

/** RACE-002: the place part's price, 1 + (win − 1) × fraction, in thousandths; throws if inexact. */
export function placeOddsThousandths(winThousandths: number, terms: PlaceTerms): number {
  if (terms.places === 0) throw new RangeError('A win-only race has no place price');
  const winnings = (winThousandths - 1000) * terms.fraction.numerator;
  if (
    !Number.isInteger(winThousandths) ||
    winThousandths <= 1000 ||
    winnings % terms.fraction.denominator !== 0
  )
    throw new RangeError(
      `${winThousandths} has no exact place price at ${terms.fraction.numerator}/${terms.fraction.denominator}`,
    );
  return 1000 + winnings / terms.fraction.denominator;
}

/** A price snapped down onto the racing grid (RACE-002), never below 1.02. */
export function toRacePrice(decimalOdds: number): number {
  const thousandths =
    Math.floor((decimalOdds * 1000 - 1000) / RACE_PRICE_STEP) * RACE_PRICE_STEP + 1000;
  return Math.max(1000 + RACE_PRICE_STEP, thousandths);
}

/** `places=3|fraction=1/5`: the place market's specifier. */
export function placeTermsSpecifier(terms: PlaceTerms): string {
  return `places=${terms.places}|fraction=${terms.fraction.numerator}/${terms.fraction.denominator}`;
}

export function parsePlaceTermsSpecifier(specifier: string): PlaceTerms | null {
  const match = /^places=(\d+)\|fraction=(\d+)\/(\d+)$/.exec(specifier);
  if (!match) return null;
  return {
    places: Number(match[1]),
    fraction: { numerator: Number(match[2]), denominator: Number(match[3]) },
  };
}
