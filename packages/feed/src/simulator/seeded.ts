import { createRandom, seedFrom } from '@sportsbook/domain';
import type { Random } from '@sportsbook/domain';

/** A generator for one purpose (`label`), so adding a draw elsewhere never shifts this one. */
export const randomFor = (seed: number, label: string): Random =>
  createRandom(seedFrom(seed, label));

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Roughly N(0, 0.58): the sum of three uniforms, bounded so no team is absurdly strong. */
export function ratingFrom(random: Random): number {
  return (random.next() + random.next() + random.next() - 1.5) * 1.15;
}

/** A stable hash of a string, for choices that must not depend on the seed (names, colours). */
export const hashOf = (label: string) => seedFrom(0x5eed, label);
