/**
 * Lootboxes (issue 19, account-platform §3 "Hunting, lootbox, tournament", §9; decision 056).
 * A lootbox is a bonus that opens once for one prize of a published table. The draw is fair and
 * auditable: the server draws a secret seed when the box is issued and publishes its SHA-256
 * hash; opening reveals the seed, and anyone (the browser too) recomputes the prize from it.
 * Rule IDs LBX-….
 */
import { hmacSha256Hex, sha256Hex } from '../jackpots/sha256';

/** What a prize gives: a bonus of another campaign (freebet or comboboost) or nothing. */
export const LOOTBOX_PRIZE_KINDS = ['freebet', 'comboboost', 'nothing'] as const;
export type LootboxPrizeKind = (typeof LOOTBOX_PRIZE_KINDS)[number];

/** One line of a published prize table. */
export interface LootboxPrize {
  kind: LootboxPrizeKind;
  /** A positive integer; the chance of the prize is weight / the table's total weight. */
  weight: number;
}

/** LBX-001: a table is usable: 1 to 50 prizes, integer weights from 1 to 1,000,000. */
export function lootboxTableProblem(prizes: readonly LootboxPrize[]): string | undefined {
  if (prizes.length === 0) return 'a prize table needs at least one prize';
  if (prizes.length > 50) return 'a prize table holds at most 50 prizes';
  for (const p of prizes)
    if (!Number.isInteger(p.weight) || p.weight < 1 || p.weight > 1_000_000)
      return 'every weight is an integer from 1 to 1000000';
  return undefined;
}

export const totalWeight = (prizes: readonly LootboxPrize[]): number =>
  prizes.reduce((sum, p) => sum + p.weight, 0);

/**
 * LBX-002 inverse CDF: the prize of a roll in [0, total weight): the first prize whose
 * cumulative weight exceeds the roll. Over every roll, prize i is hit exactly weight_i times.
 */
export function prizeIndexOfRoll(prizes: readonly LootboxPrize[], roll: number): number {
  const total = totalWeight(prizes);
  if (!Number.isInteger(roll) || roll < 0 || roll >= total)
    throw new Error('LBX-002: the roll is outside the table');
  let cumulative = 0;
  for (let i = 0; i < prizes.length; i++) {
    cumulative += prizes[i]!.weight;
    if (roll < cumulative) return i;
  }
  throw new Error('LBX-002: unreachable');
}

/**
 * LBX-003 rejection: a uniform integer `x` of `bits` bits gives a roll in [0, total) only when it
 * falls below the largest multiple of `total` that fits (then `x mod total`); otherwise undefined
 * (the draw takes the next value). Every accepted roll is then exactly equally likely.
 */
export function rollOf(x: bigint, bits: number, total: number): number | undefined {
  const space = 1n << BigInt(bits);
  const t = BigInt(total);
  if (t < 1n || t > space) throw new Error('LBX-003: the table does not fit the space');
  if (x < 0n || x >= space) throw new Error('LBX-003: the value is outside the space');
  const limit = space - (space % t);
  return x < limit ? Number(x % t) : undefined;
}

/** LBX-004 commitment: what is published when the box is issued. */
export const lootboxSeedHash = (serverSeed: string): string => sha256Hex(serverSeed);

export interface LootboxDraw {
  /** Index into the prize table. */
  prizeIndex: number;
  /** The roll in [0, total weight). */
  roll: number;
  /** How many HMAC values were drawn (rejections + 1). */
  attempts: number;
}

/**
 * LBX-005 the draw: value k is HMAC-SHA256(seed, "<box id>:<k>") read as a 256-bit integer,
 * k = 0, 1, …; the first accepted by LBX-003 is the roll, LBX-002 maps it to the prize.
 * Deterministic in (seed, box id, table): the browser recomputes it from the revealed seed.
 */
export function drawLootbox(
  serverSeed: string,
  boxId: string,
  prizes: readonly LootboxPrize[],
): LootboxDraw {
  const problem = lootboxTableProblem(prizes);
  if (problem) throw new Error(`LBX-001: ${problem}`);
  const total = totalWeight(prizes);
  for (let k = 0; k < 64; k++) {
    const x = BigInt(`0x${hmacSha256Hex(serverSeed, `${boxId}:${k}`)}`);
    const roll = rollOf(x, 256, total);
    if (roll !== undefined)
      return { prizeIndex: prizeIndexOfRoll(prizes, roll), roll, attempts: k + 1 };
  }
  // A rejection has a chance below 2^-236 each time: 64 in a row does not happen.
  throw new Error('LBX-005: no value accepted');
}

export interface LootboxProof {
  boxId: string;
  seedHash: string;
  serverSeed: string;
  prizes: readonly LootboxPrize[];
  prizeIndex: number;
}

/** LBX-006 verification: why an opening's proof does not hold, or undefined when it does. */
export function lootboxProofProblem(proof: LootboxProof): 'seed_hash' | 'prize' | undefined {
  if (lootboxSeedHash(proof.serverSeed) !== proof.seedHash.toLowerCase()) return 'seed_hash';
  if (drawLootbox(proof.serverSeed, proof.boxId, proof.prizes).prizeIndex !== proof.prizeIndex)
    return 'prize';
  return undefined;
}

/** A box as far as opening is concerned. */
export interface LootboxState {
  opened: boolean;
  prizeIndex?: number;
}

/**
 * LBX-007 once only: opening a closed box draws and records the prize; opening an opened box
 * changes nothing and answers the recorded prize (idempotent). `issued` says whether this call
 * is the one that issues the prize.
 */
export function openLootbox(
  state: LootboxState,
  draw: () => number,
): { state: LootboxState; issued: boolean } {
  if (state.opened) return { state, issued: false };
  return { state: { opened: true, prizeIndex: draw() }, issued: true };
}

export type LootboxImageSize = 'small' | 'medium' | 'large';

/**
 * LBX-008 (account-platform §9 "lootbox images small for 1, medium for 2, otherwise large"):
 * the size of a lootbox card's image by the number of boxes shown together — one box alone is
 * small, two side by side medium, three or more large (decision 056).
 */
export function lootboxImageSize(count: number): LootboxImageSize {
  return count <= 1 ? 'small' : count === 2 ? 'medium' : 'large';
}
