import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextVirtualRaceSlot,
  seedHashOf,
  verifyVirtualRaceProof,
  virtualRaceResultOf,
  virtualRaceSlot,
  virtualSlot,
} from './index';

describe('VRACE-001 the race cycle', () => {
  it('starts a race every 2 minutes, 30 s past, closes 15 s before, runs 40 s', () => {
    expect(virtualRaceSlot(10)).toEqual({
      slot: 10,
      startTime: 1_230_000,
      closeTime: 1_215_000,
      endTime: 1_270_000,
    });
    expect(nextVirtualRaceSlot(1_230_000)).toBe(10);
    expect(nextVirtualRaceSlot(1_230_001)).toBe(11);
  });
  it('never starts with a virtual football match', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), (slot) => {
        const race = virtualRaceSlot(slot).startTime;
        expect(race % virtualSlot(1).startTime).not.toBe(0);
      }),
    );
  });
});

describe('VRACE-003/004 result and proof', () => {
  const runners = [
    { number: 1, weight: 40 },
    { number: 2, weight: 25 },
    { number: 3, weight: 15 },
    { number: 4, weight: 10 },
    { number: 5, weight: 10 },
  ];

  it('draws the same order from the same seed: every runner once, times increasing', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (seed) => {
        const a = virtualRaceResultOf(seed, runners);
        // The runners' listing order does not matter, only the seed and the weights.
        expect(virtualRaceResultOf(seed, [...runners].reverse())).toEqual(a);
        expect([...a.order].sort()).toEqual([1, 2, 3, 4, 5]);
        expect(a.finishMs.every((t, i) => i === 0 || t > a.finishMs[i - 1]!)).toBe(true);
      }),
    );
  });

  it('wins in proportion to the published weights (Plackett–Luce)', () => {
    const wins = new Map<number, number>();
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const winner = virtualRaceResultOf(`seed-${i}`, runners).order[0]!;
      wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    expect(wins.get(1)! / n).toBeGreaterThan(0.37);
    expect(wins.get(1)! / n).toBeLessThan(0.43);
    expect(wins.get(4)! / n).toBeGreaterThan(0.08);
    expect(wins.get(4)! / n).toBeLessThan(0.12);
  });

  it('verifies an honest proof and refuses a wrong seed, hash or order', () => {
    const seed = '3f9a0c1d2e4b5a69788796a5b4c3d2e1';
    const { order } = virtualRaceResultOf(seed, runners);
    const proof = { seed, seedHash: seedHashOf(seed), runners, order };
    expect(verifyVirtualRaceProof(proof)).toBe(true);
    expect(verifyVirtualRaceProof({ ...proof, seed: `${seed}0` })).toBe(false);
    expect(verifyVirtualRaceProof({ ...proof, seedHash: seedHashOf('other') })).toBe(false);
    expect(verifyVirtualRaceProof({ ...proof, order: [...order].reverse() })).toBe(false);
    // Other weights draw from the same seed differently: the weights are part of the proof.
    const heavy = runners.map((r) => (r.number === 5 ? { ...r, weight: 1000 } : r));
    expect(verifyVirtualRaceProof({ ...proof, runners: heavy, order })).toBe(
      virtualRaceResultOf(seed, heavy).order.join() === order.join(),
    );
  });
});
