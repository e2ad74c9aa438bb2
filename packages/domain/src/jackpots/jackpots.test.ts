import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planPlacement, validatePlan } from '../ledger';
import type { MoneyPlan } from '../ledger';
import { contributionTransfers, planJackpotHit, planJackpotPayout, seedTransfer } from './plans';
import type { ContributingLevel } from './plans';
import { commitmentOf, contributionOf, hasHit, hitPointOf, hitProofProblem } from './rules';
import { hmacSha256Hex, sha256Hex } from './sha256';

const level = {
  id: 'lvl-mini',
  code: 'mini',
  name: 'Mini',
  seedAmount: 1_000n,
  mustHitBy: 5_000n,
  contributionPpm: 10_000,
};

describe('sha256 and hmac (JP-002 primitives)', () => {
  it('match node:crypto on known vectors (UTF-8, several blocks, long keys)', () => {
    const vectors: Array<[string, string, string]> = [
      [
        '',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'b613679a0814d9ec772f95d778c35fc5ff1697c493715653c6c712144292c5ad',
      ],
      [
        'abc',
        'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        '356aa83f7addc3bc4335be9498cd1298162e563af9db65540735408720c705cd',
      ],
      [
        'The quick brown fox jumps over the lazy dog',
        'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
        '41dee7d31e9dba513421f92ca0c8773f280d01ef5e9cf18379fa3984d44345d0',
      ],
      [
        'é€😀'.repeat(40),
        '4d848e45371546de1f684401d0cbd19b40d60818463556ac514bf9d33ada7332',
        'ad6123677cacc899a79c949f46fe92569af96456ca65cd8aaaed7afae6907f86',
      ],
      [
        'x'.repeat(200),
        'aa20c23e3201834050679e1d88941b9a6fed0557c9a705cb2c315e2e63fd486d',
        'cba9751992a246ee49c2508d07d7c5380a5efb4f130c9037912c9ec53c14d656',
      ],
    ];
    for (const [text, hash, hmac] of vectors) {
      expect(sha256Hex(text)).toBe(hash);
      expect(hmacSha256Hex('k'.repeat(text.length % 90), text)).toBe(hmac);
    }
  });
  it('match the FIPS test vector', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('JP-001 contributions', () => {
  it('are the floored share of the stake, none when zero or of another currency without rates', () => {
    expect(contributionOf(1_000n, level)).toBe(10n);
    expect(contributionOf(99n, level)).toBe(0n);
    const levels: ContributingLevel[] = [
      { id: 'a', jackpotId: 'j', currency: 'EUR', contributionPpm: 10_000 },
      { id: 'b', jackpotId: 'j', currency: 'USD', contributionPpm: 10_000 },
    ];
    const transfers = contributionTransfers({ id: 'bet1', stake: 1_000n, currency: 'EUR' }, levels);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.postings.map((p) => p.amount)).toEqual([-10n, 10n]);
    expect(contributionTransfers({ id: 'bet2', stake: 50n, currency: 'EUR' }, levels)).toEqual([]);
  });

  it('go into the placement plan after the stakes, and mark the bet used in a jackpot', () => {
    const plan = planPlacement({
      playerId: 1,
      accountId: 7,
      currency: 'EUR',
      createdAt: new Date(0),
      bets: [
        { ...betOf('b1'), stake: 1_000n },
        { ...betOf('b2'), stake: 10n },
      ],
      idempotency: {
        playerId: 1,
        scope: 'bets',
        key: 'k',
        requestHash: 'h',
        statusCode: 200,
        response: {},
      },
      jackpots: [{ id: 'a', jackpotId: 'j', currency: 'EUR', contributionPpm: 10_000 }],
    });
    validatePlan(plan);
    expect(plan.transfers.map((t) => t.kind)).toEqual(['bet', 'bet', 'jackpot_contribution']);
    expect(plan.inserts[0]!.rows.map((r) => r.usedInJackpot)).toEqual([true, false]);
  });
});

describe('JP-002 / JP-004 hit points and proofs', () => {
  it('lie in (seed, mustHitBy] and the proof verifies, hash then seed', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.nat(1000),
        (seed, seedAmount, range, cycle) => {
          const rule = { id: 'L', seedAmount, mustHitBy: seedAmount + range };
          const hitPoint = hitPointOf(seed, rule, cycle);
          expect(hitPoint > seedAmount && hitPoint <= rule.mustHitBy).toBe(true);
          const proof = {
            levelId: 'L',
            cycle,
            seedAmount,
            mustHitBy: rule.mustHitBy,
            commitHash: commitmentOf(seed),
            serverSeed: seed,
            hitPoint,
            amount: hitPoint,
          };
          expect(hitProofProblem(proof)).toBeUndefined();
          expect(hitProofProblem({ ...proof, serverSeed: `${seed}x` })).toMatch(/published hash/);
          expect(hitProofProblem({ ...proof, hitPoint: hitPoint + 1n })).toMatch(/hit point/);
          expect(hitProofProblem({ ...proof, amount: hitPoint - 1n })).toMatch(/below/);
        },
      ),
    );
  });

  it('differ by cycle and level with the same seed', () => {
    const points = new Set(
      [0, 1, 2, 3].map((c) => hitPointOf('s', { ...level, mustHitBy: 10n ** 15n }, c)),
    );
    expect(points.size).toBe(4);
  });
});

/** Applies a plan's postings to an in-memory ledger (account key → sum). */
function apply(ledger: Map<string, bigint>, plan: MoneyPlan, pool: Map<string, bigint>) {
  validatePlan(plan);
  for (const transfer of plan.transfers) {
    for (const posting of transfer.postings) {
      const key =
        'accountId' in posting.account ? `a${posting.account.accountId}` : posting.account.system;
      ledger.set(key, (ledger.get(key) ?? 0n) + posting.amount);
      if (key === 'jackpot') {
        const levelId = String(transfer.metadata!.levelId);
        pool.set(levelId, (pool.get(levelId) ?? 0n) + posting.amount);
      }
    }
  }
}

describe('JP-003 pools through a run of stakes and hits', () => {
  it('pool = seeds + contributions − hits at every step; each cycle hits once; payable + paid = hits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 200_000n }), { maxLength: 120 }),
        fc.string(),
        (stakes, salt) => {
          const ledger = new Map<string, bigint>();
          const pools = new Map<string, bigint>();
          let seeds = 0n;
          let contributed = 0n;
          let paid = 0n;
          let cycle = 0;
          const seedOf = (c: number) => `${salt}/${c}`;
          let hitPoint = hitPointOf(seedOf(0), level, 0);
          apply(
            ledger,
            {
              checks: [],
              inserts: [],
              transfers: seedTransfer({
                levelId: level.id,
                jackpotId: 'j',
                cycle: 0,
                currency: 'EUR',
                amount: level.seedAmount,
              }),
            },
            pools,
          );
          seeds += level.seedAmount;
          const hits = new Set<string>();
          /** Approved hits not yet paid (decision 057): every other one waits for the end. */
          const waiting: Array<{ hitId: string; amount: bigint }> = [];
          let owed = 0n;
          const pay = (hit: { hitId: string; amount: bigint }) => {
            const payout = planJackpotPayout({
              ...hit,
              jackpotId: 'j',
              levelId: level.id,
              currency: 'EUR',
              accountId: 1,
              paidAt: new Date(0),
            });
            expect(payout.checks[0]).toMatchObject({
              table: 'jackpot_hits',
              id: hit.hitId,
              states: ['approved'],
            });
            apply(ledger, payout, pools);
            owed -= hit.amount;
          };
          stakes.forEach((stake, i) => {
            const transfers = contributionTransfers({ id: `b${i}`, stake, currency: 'EUR' }, [
              {
                id: level.id,
                jackpotId: 'j',
                currency: 'EUR',
                contributionPpm: level.contributionPpm,
              },
            ]);
            apply(ledger, { checks: [], inserts: [], transfers }, pools);
            contributed += transfers.reduce((s, t) => s + t.postings[1]!.amount, 0n);
            const pool = pools.get(level.id)!;
            if (hasHit(pool, hitPoint)) {
              const next = {
                serverSeed: seedOf(cycle + 1),
                commitHash: commitmentOf(seedOf(cycle + 1)),
                hitPoint: hitPointOf(seedOf(cycle + 1), level, cycle + 1),
              };
              const plan = planJackpotHit({
                hitId: `h${cycle}`,
                jackpotId: 'j',
                levelId: level.id,
                levelCode: level.code,
                levelName: level.name,
                jackpotName: 'J',
                cycle,
                currency: 'EUR',
                amount: pool,
                amountInEur: pool,
                seedAmount: level.seedAmount,
                winner: { playerId: 1, accountId: 1, betId: `b${i}` },
                commitHash: commitmentOf(seedOf(cycle)),
                serverSeed: seedOf(cycle),
                hitPoint,
                next,
                createdAt: new Date(0),
                notification: { title: 't', body: 'b' },
              });
              expect(hits.has(plan.transfers[0]!.reference)).toBe(false);
              hits.add(plan.transfers[0]!.reference);
              expect(plan.checks[0]).toMatchObject({ type: 'row-state', states: [String(cycle)] });
              expect(plan.inserts[0]!.rows[0]).toMatchObject({ status: 'approved' });
              apply(ledger, plan, pools);
              owed += pool;
              if (cycle % 2 === 0) pay({ hitId: `h${cycle}`, amount: pool });
              else waiting.push({ hitId: `h${cycle}`, amount: pool });
              paid += pool;
              seeds += level.seedAmount;
              cycle += 1;
              hitPoint = next.hitPoint;
              expect(pools.get(level.id)).toBe(level.seedAmount);
            }
            expect(pools.get(level.id)).toBe(seeds + contributed - paid);
            expect(pools.get(level.id)! < hitPoint).toBe(true);
            let sum = 0n;
            for (const v of ledger.values()) sum += v;
            expect(sum).toBe(0n);
            // The payable account holds exactly what approved hits still owe.
            expect(ledger.get('jackpot_payable') ?? 0n).toBe(owed);
            expect(pools.get(level.id)! + owed + (ledger.get('a1') ?? 0n)).toBe(
              seeds + contributed,
            );
          });
          waiting.forEach(pay);
          expect(ledger.get('jackpot_payable') ?? 0n).toBe(0n);
          expect(ledger.get('a1') ?? 0n).toBe(paid);
        },
      ),
    );
  });
});

function betOf(id: string) {
  return {
    id,
    type: 'single' as const,
    stake: 0n,
    potentialWin: 0n,
    oddsThousandths: 2000n,
    systemWinCount: null,
    systemTotalCount: null,
    quick: false,
    deviceId: 'd',
    selections: [],
  };
}
