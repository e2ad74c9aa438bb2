import type { Fraction } from '../settlement/fraction';
import type { PlaceTerms } from './place-terms';

/**
 * A race's result: finishing groups in order, each group the runners that dead-heated for that
 * position (one runner when none did). `[[3], [1, 7], [5]]`: 3 won, 1 and 7 dead-heated for
 * second, 5 was fourth (the group after a tie of two takes position 2 + 2).
 */
export type RaceResult = ReadonlyArray<readonly number[]>;

/** Each runner's position: a group's runners share the position of its first slot. */
export function positionsOf(result: RaceResult): Map<number, { position: number; tied: number }> {
  const positions = new Map<number, { position: number; tied: number }>();
  let position = 1;
  for (const group of result) {
    if (group.length === 0) throw new RangeError('An empty finishing group');
    for (const runner of group) {
      if (positions.has(runner)) throw new RangeError(`Runner ${runner} finished twice`);
      positions.set(runner, { position, tied: group.length });
    }
    position += group.length;
  }
  return positions;
}

export type RacingLegResult =
  | { result: 'lose' }
  | { result: 'void' }
  /** factor: the dead-heat share of the stake paid at the full price (1 when no dead heat). */
  | { result: 'win'; factor: Fraction };

/**
 * RACE-006 dead heat: k runners tied at position p share the slots p … p + k − 1; when only s of
 * those slots pay (s < k), a bet on one of them is paid on s / k of its stake at the full price
 * and the rest is lost.
 */
function paidShare(position: number, tied: number, paying: number): RacingLegResult {
  const slots = Math.min(tied, paying - position + 1);
  if (slots <= 0) return { result: 'lose' };
  return {
    result: 'win',
    factor: { numerator: BigInt(slots), denominator: BigInt(tied) },
  };
}

/** RACE-007: the win part: first, with the dead-heat rule; a non-runner's bet is void. */
export function winLegResult(
  runner: number,
  result: RaceResult,
  nonRunners: readonly number[],
): RacingLegResult {
  if (nonRunners.includes(runner)) return { result: 'void' };
  const at = positionsOf(result).get(runner);
  if (!at) return { result: 'lose' };
  return paidShare(at.position, at.tied, 1);
}

/** RACE-008: the place part: within the paying places of the terms, with the dead-heat rule. */
export function placeLegResult(
  runner: number,
  result: RaceResult,
  terms: PlaceTerms,
  nonRunners: readonly number[],
): RacingLegResult {
  if (nonRunners.includes(runner)) return { result: 'void' };
  const at = positionsOf(result).get(runner);
  if (!at) return { result: 'lose' };
  return paidShare(at.position, at.tied, terms.places);
}

/**
 * RACE-009 forecast (2 picks) and tricast (3 picks), in order. A pick that is a non-runner voids
 * the bet. Dead heats: of every order of the top finishers that the ties allow, the share that
 * puts the picks in the first slots in the picked order.
 */
export function orderLegResult(
  picks: readonly number[],
  result: RaceResult,
  nonRunners: readonly number[],
): RacingLegResult {
  if (picks.some((pick) => nonRunners.includes(pick))) return { result: 'void' };
  if (new Set(picks).size !== picks.length) throw new RangeError('A pick named twice');
  const slots = picks.length;
  let total = 1n;
  let matching = 1n;
  let filled = 0;
  for (const group of result) {
    if (filled >= slots) break;
    const take = Math.min(group.length, slots - filled);
    // Ways to fill `take` slots in order from this group: k!/(k − take)!.
    let ways = 1n;
    for (let i = 0; i < take; i++) ways *= BigInt(group.length - i);
    total *= ways;
    // The picks for these slots must all be in the group (they then fill them one way).
    const wanted = picks.slice(filled, filled + take);
    if (!wanted.every((pick) => group.includes(pick))) matching = 0n;
    filled += take;
  }
  if (filled < slots || matching === 0n) return { result: 'lose' };
  return { result: 'win', factor: { numerator: matching, denominator: total } };
}

/**
 * The spec's place result keys (account-platform §3): place1Win … place3Lose, the outcome of a
 * runner's place part by its finishing position in the paying places (1–3).
 */
export const PLACE_RESULT_KEYS = [
  'place1Win',
  'place1Lose',
  'place2Win',
  'place2Lose',
  'place3Win',
  'place3Lose',
] as const;
export type PlaceResultKey = (typeof PLACE_RESULT_KEYS)[number];

/** The key of a runner that finished at `position` (1–3): Win when the place part paid. */
export function placeResultKey(position: 1 | 2 | 3, paid: boolean): PlaceResultKey {
  return `place${position}${paid ? 'Win' : 'Lose'}`;
}
