import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextVirtualSlot,
  seedHashOf,
  verifyVirtualProof,
  virtualResultOf,
  virtualSlot,
} from './index';

describe('VIRT-002 the commitment', () => {
  it('is the SHA-256 of the seed (FIPS 180-4 vectors)', () => {
    expect(seedHashOf('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(seedHashOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});

describe('VIRT-001 the cycle', () => {
  it('starts a match every 3 minutes, closes 15 s before, plays 60 s', () => {
    const slot = virtualSlot(10);
    expect(slot).toEqual({
      slot: 10,
      startTime: 1_800_000,
      closeTime: 1_785_000,
      endTime: 1_860_000,
    });
    expect(nextVirtualSlot(1_800_000)).toBe(10);
    expect(nextVirtualSlot(1_800_001)).toBe(11);
  });
});

describe('VIRT-003/004 result and proof', () => {
  const expected = { homeGoals: 1.6, awayGoals: 1.1 };

  it('draws the same result from the same seed, goals in minute order', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 64 }), (seed) => {
        const a = virtualResultOf(seed, expected);
        expect(virtualResultOf(seed, expected)).toEqual(a);
        expect(a.goals.filter((g) => g.side === 'home')).toHaveLength(a.home);
        expect(a.goals.filter((g) => g.side === 'away')).toHaveLength(a.away);
        const minutes = a.goals.map((g) => g.minute);
        expect(minutes).toEqual([...minutes].sort((x, y) => x - y));
        expect(minutes.every((m) => m >= 1 && m <= 90)).toBe(true);
      }),
    );
  });

  it('averages the expected goals over many seeds (the Poisson model)', () => {
    let home = 0;
    let away = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = virtualResultOf(`seed-${i}`, expected);
      home += r.home;
      away += r.away;
    }
    expect(home / n).toBeGreaterThan(1.5);
    expect(home / n).toBeLessThan(1.7);
    expect(away / n).toBeGreaterThan(1.0);
    expect(away / n).toBeLessThan(1.2);
  });

  it('verifies an honest proof and refuses a wrong seed, hash or result', () => {
    const seed = '3f9a0c1d2e4b5a69788796a5b4c3d2e1';
    const result = virtualResultOf(seed, expected);
    const proof = { seed, seedHash: seedHashOf(seed), expected, result };
    expect(seedHashOf(seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyVirtualProof(proof)).toBe(true);
    expect(verifyVirtualProof({ ...proof, seed: `${seed}0` })).toBe(false);
    expect(verifyVirtualProof({ ...proof, seedHash: seedHashOf('other') })).toBe(false);
    expect(
      verifyVirtualProof({ ...proof, result: { home: result.home + 1, away: result.away } }),
    ).toBe(false);
  });
});
