import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  drawLootbox,
  lootboxImageSize,
  lootboxProofProblem,
  lootboxSeedHash,
  lootboxTableProblem,
  openLootbox,
  prizeIndexOfRoll,
  rollOf,
  totalWeight,
  type LootboxPrize,
  type LootboxState,
} from './lootbox';

const table = fc.array(
  fc.record({
    kind: fc.constantFrom('freebet' as const, 'comboboost' as const, 'nothing' as const),
    weight: fc.integer({ min: 1, max: 12 }),
  }),
  { minLength: 1, maxLength: 6 },
);

describe('LBX-001 prize tables', () => {
  it('refuses empty tables and bad weights', () => {
    expect(lootboxTableProblem([])).toBeDefined();
    expect(lootboxTableProblem([{ kind: 'nothing', weight: 0 }])).toBeDefined();
    expect(lootboxTableProblem([{ kind: 'nothing', weight: 1.5 }])).toBeDefined();
    expect(lootboxTableProblem([{ kind: 'freebet', weight: 3 }])).toBeUndefined();
  });
});

describe('LBX-002/003 the draw follows the weights exactly', () => {
  it('maps every roll of [0, W) so that prize i is hit exactly weight_i times', () => {
    fc.assert(
      fc.property(table, (prizes) => {
        const counts = prizes.map(() => 0);
        for (let roll = 0; roll < totalWeight(prizes); roll++)
          counts[prizeIndexOfRoll(prizes, roll)]!++;
        expect(counts).toEqual(prizes.map((p) => p.weight));
      }),
    );
  });

  it('over the whole space of an 8-bit value, accepted rolls give each prize weight × k', () => {
    fc.assert(
      fc.property(table, (prizes) => {
        const total = totalWeight(prizes);
        const counts = prizes.map(() => 0);
        let accepted = 0;
        for (let x = 0n; x < 256n; x++) {
          const roll = rollOf(x, 8, total);
          if (roll === undefined) continue;
          accepted++;
          counts[prizeIndexOfRoll(prizes, roll)]!++;
        }
        const k = Math.floor(256 / total);
        expect(accepted).toBe(k * total);
        expect(counts).toEqual(prizes.map((p) => p.weight * k));
      }),
    );
  });

  it('rejects only the top remainder of the space', () => {
    expect(rollOf(255n, 8, 10)).toBeUndefined(); // 250…255 are rejected
    expect(rollOf(249n, 8, 10)).toBe(9);
    expect(rollOf(0n, 8, 1)).toBe(0);
  });
});

describe('LBX-004…006 committed seed, deterministic draw, verifiable proof', () => {
  const prizes: LootboxPrize[] = [
    { kind: 'freebet', weight: 1 },
    { kind: 'comboboost', weight: 2 },
    { kind: 'nothing', weight: 7 },
  ];

  it('is deterministic under a seed and the published hash verifies the revealed seed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 64 }), fc.uuid(), (seed, boxId) => {
        const a = drawLootbox(seed, boxId, prizes);
        expect(drawLootbox(seed, boxId, prizes)).toEqual(a);
        expect(a.prizeIndex).toBeGreaterThanOrEqual(0);
        expect(a.prizeIndex).toBeLessThan(prizes.length);
        const proof = {
          boxId,
          seedHash: lootboxSeedHash(seed),
          serverSeed: seed,
          prizes,
          prizeIndex: a.prizeIndex,
        };
        expect(lootboxProofProblem(proof)).toBeUndefined();
        expect(lootboxProofProblem({ ...proof, serverSeed: `${seed}0` })).toBe('seed_hash');
        expect(lootboxProofProblem({ ...proof, prizeIndex: (a.prizeIndex + 1) % 3 })).toBe('prize');
      }),
    );
  });

  it('pins a known draw (the browser and the server compute the same)', () => {
    const seed = '00'.repeat(32);
    expect(lootboxSeedHash(seed)).toBe(
      '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    );
    const draw = drawLootbox(seed, 'box-1', prizes);
    expect(draw).toEqual(drawLootbox(seed, 'box-1', prizes));
    expect(draw.roll).toBeLessThan(10);
  });

  it('a single-prize table always gives that prize', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (seed, id) => {
        expect(drawLootbox(seed, id, [{ kind: 'freebet', weight: 5 }]).prizeIndex).toBe(0);
      }),
    );
  });
});

describe('LBX-007 a box opens once only', () => {
  it('any sequence of opens issues one prize and always answers the first draw', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 10 }),
        (draws) => {
          let state: LootboxState = { opened: false };
          let issued = 0;
          for (const d of draws) {
            const r = openLootbox(state, () => d);
            if (r.issued) issued++;
            state = r.state;
            expect(state.prizeIndex).toBe(draws[0]);
          }
          expect(issued).toBe(1);
        },
      ),
    );
  });
});

describe('LBX-008 image size', () => {
  it('is small for 1, medium for 2, otherwise large', () => {
    expect(lootboxImageSize(1)).toBe('small');
    expect(lootboxImageSize(2)).toBe('medium');
    expect(lootboxImageSize(3)).toBe('large');
    expect(lootboxImageSize(9)).toBe('large');
  });
});
