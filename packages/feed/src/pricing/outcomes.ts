import type { LocalizedText } from '../localized-text';
import type { PricedOutcome } from './build-market';
import { PHRASES, signed, text } from './phrases';

/**
 * Outcome builders shared by every sport, so ids and names are the same everywhere: '1', 'X',
 * '2' for three-way markets, 'home'/'away' for two-way ones, 'over'/'under' for totals.
 */
export interface Sides {
  home: string;
  away: string;
  /** The names as outcome names, shared by every market of the match. */
  homeNames?: LocalizedText;
  awayNames?: LocalizedText;
}

const homeNames = (sides: Sides) => sides.homeNames ?? { en: sides.home };
const awayNames = (sides: Sides) => sides.awayNames ?? { en: sides.away };

export const threeWay = (
  sides: Sides,
  home: number,
  draw: number,
  away: number,
): PricedOutcome[] => [
  { id: '1', names: homeNames(sides), probability: home },
  { id: 'X', names: PHRASES.draw, probability: draw },
  { id: '2', names: awayNames(sides), probability: away },
];

export const twoWay = (sides: Sides, home: number): PricedOutcome[] => [
  { id: 'home', names: { en: sides.home }, probability: home },
  { id: 'away', names: { en: sides.away }, probability: 1 - home },
];

/** Over/under names depend on the line only: shared, not rebuilt for every market. */
const overUnderNames = new Map<string, [LocalizedText, LocalizedText]>();

export const overUnder = (line: string, over: number): PricedOutcome[] => {
  let names = overUnderNames.get(line);
  if (!names) {
    names = [text(PHRASES.over, ' ', line), text(PHRASES.under, ' ', line)];
    if (overUnderNames.size < 10_000) overUnderNames.set(line, names);
  }
  return [
    { id: 'over', names: names[0], probability: over },
    { id: 'under', names: names[1], probability: 1 - over },
  ];
};

/** Home handicap `line`: the away side gets the opposite line. */
export const handicapPair = (sides: Sides, line: number, home: number): PricedOutcome[] => [
  { id: 'home', names: { en: `${sides.home} (${signed(line)})` }, probability: home },
  { id: 'away', names: { en: `${sides.away} (${signed(-line)})` }, probability: 1 - home },
];

export const yesNo = (yes: number): PricedOutcome[] => [
  { id: 'yes', names: PHRASES.yes, probability: yes },
  { id: 'no', names: PHRASES.no, probability: 1 - yes },
];

/** Lines `center + k·step` for k in [-spread, spread], e.g. a total ladder around the median. */
export function ladder(center: number, spread: number, step: number): number[] {
  const lines: number[] = [];
  for (let k = -spread; k <= spread; k++) lines.push(Math.round((center + k * step) * 100) / 100);
  return lines;
}

/** The half-point line nearest to x: where a ladder centres. */
export const halfLine = (x: number) => Math.floor(x) + 0.5;
