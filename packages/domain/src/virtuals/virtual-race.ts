import { createRandom } from '../random';
import { sha256Hex } from '../jackpots/sha256';
import { seedHashOf } from './virtual-football';
import type { VirtualSlotTimes } from './virtual-football';

/**
 * Virtual horse races (issue 22, decision 060). Rule IDs:
 *
 * - VRACE-001 the cycle: a race starts every 2 minutes of feed time, 30 s after the even minute
 *   (slot k starts at k × 2 min + 30 s since the epoch), so it never starts with a virtual
 *   football match (whole minutes); betting closes 15 s before the start; the race runs 40 s.
 * - VRACE-002 the commitment: as VIRT-002, SHA-256 of the seed before, the seed after.
 * - VRACE-003 the result is a pure function of the seed and the runners' *published* weights: a
 *   generator seeded by the first 32 bits of SHA-256("race:" + seed) draws the finishing order
 *   by Plackett–Luce (each next place from the runners left, in proportion to their weights, the
 *   runners taken in saddle-cloth order), then each finisher's time for the replay. No dead heats.
 * - VRACE-004 verification: SHA-256(seed) is the published hash and the seed draws the published
 *   finishing order.
 */
export const VIRTUAL_RACE_CYCLE_MS = 2 * 60_000;
export const VIRTUAL_RACE_OFFSET_MS = 30_000;
export const VIRTUAL_RACE_CLOSE_BEFORE_MS = 15_000;
export const VIRTUAL_RACE_RUN_MS = 40_000;

/** VRACE-001: slot k's start, close and end (feed epoch ms). */
export function virtualRaceSlot(slot: number): VirtualSlotTimes {
  const startTime = slot * VIRTUAL_RACE_CYCLE_MS + VIRTUAL_RACE_OFFSET_MS;
  return {
    slot,
    startTime,
    closeTime: startTime - VIRTUAL_RACE_CLOSE_BEFORE_MS,
    endTime: startTime + VIRTUAL_RACE_RUN_MS,
  };
}

/** The first slot whose race starts at or after `at`. */
export const nextVirtualRaceSlot = (at: number) =>
  Math.ceil((at - VIRTUAL_RACE_OFFSET_MS) / VIRTUAL_RACE_CYCLE_MS);

export interface VirtualRaceEntry {
  /** Saddle-cloth number. */
  number: number;
  /** The published relative chance (a positive integer). */
  weight: number;
}

export interface VirtualRaceResult {
  /** Saddle-cloth numbers, winner first. */
  order: number[];
  /** Each finisher's time from the start in ms, in `order`'s order (strictly increasing). */
  finishMs: number[];
}

/** VRACE-003 */
export function virtualRaceResultOf(
  seed: string,
  runners: readonly VirtualRaceEntry[],
): VirtualRaceResult {
  if (runners.length < 2) throw new RangeError('A race needs two runners');
  if (runners.some((r) => !Number.isInteger(r.weight) || r.weight <= 0))
    throw new RangeError('Weights are positive integers');
  const random = createRandom(parseInt(sha256Hex(`race:${seed}`).slice(0, 8), 16));
  const left = [...runners].sort((a, b) => a.number - b.number);
  const order: number[] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, r) => sum + r.weight, 0);
    let x = random.next() * total;
    let i = 0;
    while (i < left.length - 1 && x >= left[i]!.weight) x -= left[i++]!.weight;
    order.push(left.splice(i, 1)[0]!.number);
  }
  const finishMs: number[] = [];
  let at = VIRTUAL_RACE_RUN_MS - 6_000 + random.int(0, 2_000);
  for (let i = 0; i < order.length; i++) {
    finishMs.push(at);
    at += random.int(120, 900);
  }
  return { order, finishMs };
}

/** VRACE-004 */
export function verifyVirtualRaceProof(proof: {
  seed: string;
  seedHash: string;
  runners: readonly VirtualRaceEntry[];
  order: readonly number[];
}): boolean {
  if (seedHashOf(proof.seed) !== proof.seedHash.toLowerCase()) return false;
  const drawn = virtualRaceResultOf(proof.seed, proof.runners);
  return (
    drawn.order.length === proof.order.length && drawn.order.every((n, i) => n === proof.order[i])
  );
}
