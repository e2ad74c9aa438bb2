import { hmacSha256Hex, sha256Hex } from './sha256';

/**
 * Jackpots (issue 20, decision 045). A jackpot has levels (mini, major, grand…); each level has
 * a pool fed by a share of qualifying stakes and a must-hit-by rule whose hit point is drawn
 * from a committed server seed:
 *
 * - JP-001 contribution: `floor(stake × contributionPpm / 1 000 000)` per level of an active
 *   jackpot in the bet's currency; a zero contribution is no contribution.
 * - JP-002 hit point: for cycle `c` of level `L`, the server draws a secret seed `s` and
 *   publishes `sha256(s)` before any stake of the cycle counts; the hit point is
 *   `seedAmount + 1 + (HMAC-SHA256(s, "L:c") mod (mustHitBy − seedAmount))`, so it lies in
 *   `(seedAmount, mustHitBy]`.
 * - JP-003 hit: the level hits when its pool reaches the hit point; the hit pays the whole pool
 *   to the player whose stake took it there, once per cycle (the level's cycle is a row-state
 *   check of the hit plan), and the house seeds the next cycle with `seedAmount`.
 * - JP-004 proof: after the hit the seed is revealed; anyone checks `sha256(seed)` against the
 *   hash published before, recomputes the hit point, and checks the amount paid reached it.
 */

export const JACKPOT_STATUSES = ['created', 'active', 'paused', 'finished', 'disabled'] as const;
export type JackpotStatus = (typeof JACKPOT_STATUSES)[number];

export const PPM = 1_000_000n;

export interface JackpotLevelRule {
  id: string;
  code: string;
  name: string;
  /** What the pool holds at the start of each cycle, subunits. */
  seedAmount: bigint;
  /** The pool hits at the latest when it reaches this, subunits (> seedAmount). */
  mustHitBy: bigint;
  /** Share of each qualifying stake, parts per million (1 … 1 000 000). */
  contributionPpm: number;
}

/** JP-001: one level's share of a stake. */
export const contributionOf = (stake: bigint, level: Pick<JackpotLevelRule, 'contributionPpm'>) =>
  stake <= 0n ? 0n : (stake * BigInt(level.contributionPpm)) / PPM;

/** A level's rule is usable: amounts positive, must-hit-by above the seed, share in range. */
export function levelRuleProblem(level: Omit<JackpotLevelRule, 'id'>): string | undefined {
  if (level.seedAmount < 0n) return 'the seed amount must not be negative';
  if (level.mustHitBy <= level.seedAmount) return 'must-hit-by must be above the seed amount';
  if (!Number.isInteger(level.contributionPpm) || level.contributionPpm < 1)
    return 'the contribution share must be at least 1 ppm';
  if (level.contributionPpm > 1_000_000) return 'the contribution share must be at most 100 %';
  return undefined;
}

/** JP-002: the commitment published before the cycle. */
export const commitmentOf = (serverSeed: string): string => sha256Hex(serverSeed);

/** JP-002: the cycle's hit point from its seed, in (seedAmount, mustHitBy]. */
export function hitPointOf(
  serverSeed: string,
  level: Pick<JackpotLevelRule, 'id' | 'seedAmount' | 'mustHitBy'>,
  cycle: number,
): bigint {
  const range = level.mustHitBy - level.seedAmount;
  if (range <= 0n) throw new Error('JP-002: must-hit-by must be above the seed amount');
  const draw = BigInt(`0x${hmacSha256Hex(serverSeed, `${level.id}:${cycle}`)}`);
  return level.seedAmount + 1n + (draw % range);
}

/** JP-003: whether a pool of `pool` has reached the cycle's hit point. */
export const hasHit = (pool: bigint, hitPoint: bigint): boolean => pool >= hitPoint;

export interface HitProof {
  levelId: string;
  cycle: number;
  seedAmount: bigint;
  mustHitBy: bigint;
  /** Published before the cycle. */
  commitHash: string;
  /** Revealed after the hit. */
  serverSeed: string;
  hitPoint: bigint;
  amount: bigint;
}

/** JP-004: why a hit's proof does not hold, or undefined when it does. */
export function hitProofProblem(proof: HitProof): string | undefined {
  if (sha256Hex(proof.serverSeed) !== proof.commitHash.toLowerCase())
    return 'the revealed seed does not match the published hash';
  const level = { id: proof.levelId, seedAmount: proof.seedAmount, mustHitBy: proof.mustHitBy };
  if (hitPointOf(proof.serverSeed, level, proof.cycle) !== proof.hitPoint)
    return 'the hit point does not follow from the seed';
  if (proof.amount < proof.hitPoint) return 'the amount paid is below the hit point';
  return undefined;
}
