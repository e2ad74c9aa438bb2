import { createRandom } from '../random';
import { sha256Hex } from '../jackpots/sha256';

/**
 * Virtual football (issue 22, decision 049). Rule IDs:
 *
 * - VIRT-001 the cycle: a match starts every 3 minutes of feed time (slot k starts at k × 3 min
 *   since the epoch); betting closes 15 s before the start; the match plays 60 s.
 * - VIRT-002 the commitment: before the start the seed's SHA-256 (hex of its UTF-8 text) is
 *   published; after the end the seed is revealed.
 * - VIRT-003 the result is a pure function of the seed and the published expected goals: each
 *   side's goals by inverse Poisson CDF, then each goal's minute (1–90), from a generator seeded
 *   by the first 32 bits of SHA-256("result:" + seed).
 * - VIRT-004 verification: a proof holds when SHA-256(seed) is the published hash and the result
 *   drawn from the seed is the published result.
 */
export const VIRTUAL_CYCLE_MS = 3 * 60_000;
export const VIRTUAL_CLOSE_BEFORE_MS = 15_000;
export const VIRTUAL_PLAY_MS = 60_000;

export interface VirtualSlotTimes {
  slot: number;
  startTime: number;
  closeTime: number;
  endTime: number;
}

/** VIRT-001: the slot whose match starts at or after `at`, and its times. */
export function virtualSlot(slot: number): VirtualSlotTimes {
  const startTime = slot * VIRTUAL_CYCLE_MS;
  return {
    slot,
    startTime,
    closeTime: startTime - VIRTUAL_CLOSE_BEFORE_MS,
    endTime: startTime + VIRTUAL_PLAY_MS,
  };
}

export const nextVirtualSlot = (at: number) => Math.ceil(at / VIRTUAL_CYCLE_MS);

/** VIRT-002 */
export const seedHashOf = (seed: string) => sha256Hex(seed);

export interface VirtualGoal {
  /** Match minute, 1–90. */
  minute: number;
  side: 'home' | 'away';
}

export interface VirtualResult {
  home: number;
  away: number;
  /** In minute order (home first within a minute). */
  goals: VirtualGoal[];
}

const MAX_GOALS = 10;

function poissonDraw(rate: number, u: number): number {
  let p = Math.exp(-rate);
  let cumulative = p;
  let k = 0;
  while (u >= cumulative && k < MAX_GOALS) {
    k++;
    p *= rate / k;
    cumulative += p;
  }
  return k;
}

/** VIRT-003 */
export function virtualResultOf(
  seed: string,
  expected: { homeGoals: number; awayGoals: number },
): VirtualResult {
  const random = createRandom(parseInt(sha256Hex(`result:${seed}`).slice(0, 8), 16));
  const home = poissonDraw(expected.homeGoals, random.next());
  const away = poissonDraw(expected.awayGoals, random.next());
  const goals: VirtualGoal[] = [
    ...Array.from({ length: home }, () => ({ minute: random.int(1, 90), side: 'home' as const })),
    ...Array.from({ length: away }, () => ({ minute: random.int(1, 90), side: 'away' as const })),
  ];
  goals.sort((a, b) => a.minute - b.minute || (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1));
  return { home, away, goals };
}

/** VIRT-004 */
export function verifyVirtualProof(proof: {
  seed: string;
  seedHash: string;
  expected: { homeGoals: number; awayGoals: number };
  result: { home: number; away: number };
}): boolean {
  if (seedHashOf(proof.seed) !== proof.seedHash.toLowerCase()) return false;
  const drawn = virtualResultOf(proof.seed, proof.expected);
  return drawn.home === proof.result.home && drawn.away === proof.result.away;
}
