import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CATALOGUE_LOCALES, RealtimeEventName, channels } from '@sportsbook/contract';
import type {
  JackpotConvertedWire,
  JackpotHitWire,
  JackpotPoolChangedWire,
  JackpotWire,
  OperatorCreateJackpotBody,
} from '@sportsbook/contract';
import {
  bets,
  contributionReachingHitPoint,
  countUnreadNotifications,
  createPlayerAccount,
  findNotification,
  getJackpotHit,
  getJackpotLevels,
  getPlayerAccount,
  listApprovedJackpotHits,
  jackpotHitTotals,
  levelPools,
  listContributingLevels,
  listJackpots,
} from '@sportsbook/db';
import type {
  Database,
  JackpotHitListRow,
  JackpotLevelRow,
  JackpotWithLevels,
  LedgerWriter,
} from '@sportsbook/db';
import {
  amountInEurOf,
  commitmentOf,
  convertAmount,
  currencyOf,
  formatMoney,
  hasHit,
  hitPointOf,
  rateOf,
  paysAutomatically,
  planJackpotHit,
  planJackpotPayout,
  seedTransfer,
  sha256Hex,
} from '@sportsbook/domain';
import type { ContributingLevel, MoneyPlan, RatesInForce } from '@sportsbook/domain';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { publishNotification } from '../notifications/publish-notification';
import { publishBalanceChange } from '../wallet/create-deposit';
import { fxRatesAt } from '../fx/fx-rates';

/**
 * Jackpots on the server (issue 20, decisions 045 and 057): creation as a money plan (the levels'
 * first seeds), the levels a placement feeds, the hit check after a contributing placement (a hit
 * is recorded approved, its pool owed on the jackpot payable account, then paid by a second plan:
 * at once up to JACKPOT_AUTO_PAY_LIMIT, else by an operator), and the pools published on the
 * public channels at most once a second per jackpot.
 */

/** A fresh secret seed for a cycle: 32 random bytes as hex. */
export const newServerSeed = () => randomBytes(32).toString('hex');

// ---- The levels stakes feed, read at most once a second per database -----------------------

const CACHE_MS = 1_000;
const contributing = new WeakMap<Database, { at: number; levels: Promise<ContributingLevel[]> }>();

export function contributingLevels(db: Database): Promise<ContributingLevel[]> {
  const cached = contributing.get(db);
  const now = Date.now();
  if (cached && now - cached.at < CACHE_MS) return cached.levels;
  const levels = listContributingLevels(db);
  contributing.set(db, { at: now, levels });
  levels.catch(() => contributing.delete(db));
  return levels;
}

/** After an operator's change: the next placement reads the levels again. */
export const forgetContributingLevels = (db: Database) => contributing.delete(db);

// ---- Creation ----------------------------------------------------------------------------

/** JP-002: the plan that creates a jackpot, its levels' first commitments and their seeds. */
export function planCreateJackpot(
  body: OperatorCreateJackpotBody,
  now: Date,
  ids: { jackpotId: string; levelIds: string[]; seeds: string[] },
): MoneyPlan {
  const levels = body.levels.map((level, position) => {
    const id = ids.levelIds[position]!;
    const serverSeed = ids.seeds[position]!;
    const rule = {
      id,
      seedAmount: BigInt(level.seed_amount),
      mustHitBy: BigInt(level.must_hit_by),
    };
    return {
      id,
      jackpotId: ids.jackpotId,
      code: level.code,
      name: level.name,
      position,
      seedAmount: rule.seedAmount,
      mustHitBy: rule.mustHitBy,
      contributionPpm: level.contribution_ppm,
      cycle: 0,
      serverSeed,
      commitHash: commitmentOf(serverSeed),
      hitPoint: hitPointOf(serverSeed, rule, 0),
    };
  });
  return {
    checks: [],
    transfers: levels.flatMap((level) =>
      seedTransfer({
        levelId: level.id,
        jackpotId: ids.jackpotId,
        cycle: 0,
        currency: body.currency,
        amount: level.seedAmount,
      }),
    ),
    inserts: [
      {
        table: 'jackpots',
        rows: [
          {
            id: ids.jackpotId,
            name: body.name,
            currency: body.currency,
            status: body.state,
            createdAt: now,
            updatedAt: now,
          },
        ],
      },
      { table: 'jackpot_levels', rows: levels },
    ],
  };
}

export async function createJackpot(options: {
  db: Database;
  ledger: LedgerWriter;
  body: OperatorCreateJackpotBody;
  now: Date;
}): Promise<string> {
  const jackpotId = randomUUID();
  const plan = planCreateJackpot(options.body, options.now, {
    jackpotId,
    levelIds: options.body.levels.map(() => randomUUID()),
    seeds: options.body.levels.map(() => newServerSeed()),
  });
  const result = await options.ledger.submit(plan);
  if (result.kind !== 'committed') throw new Error(`Creating a jackpot was ${result.kind}`);
  forgetContributingLevels(options.db);
  return jackpotId;
}

// ---- Wire shapes -------------------------------------------------------------------------

export function jackpotToWire(
  jackpot: JackpotWithLevels,
  pools: Map<string, bigint>,
  hitsTotal: bigint,
): JackpotWire {
  const amount = jackpot.levels.reduce((sum, level) => sum + (pools.get(level.id) ?? 0n), 0n);
  return {
    id: jackpot.id,
    name: jackpot.name,
    state: jackpot.status,
    currency: jackpot.currency as JackpotWire['currency'],
    subunits: currencyOf(jackpot.currency).decimals,
    amount: amount.toString(),
    pool_amount: amount.toString(),
    hits_amount: hitsTotal.toString(),
    levels: jackpot.levels.map((level) => ({
      id: level.id,
      code: level.code,
      name: level.name,
      state: jackpot.status,
      active: jackpot.status === 'active',
      pool_amount: (pools.get(level.id) ?? 0n).toString(),
      seed_amount: level.seedAmount.toString(),
      must_hit_by: level.mustHitBy.toString(),
      contribution_ppm: level.contributionPpm,
      cycle: level.cycle,
      commit_hash: level.commitHash,
    })),
  };
}

/**
 * What the player sees in their own currency (decision 071): a jackpot's amounts converted to
 * `to` (FX-003, rounded down) at `rates`; undefined in its own currency or without a rate.
 */
export function convertedJackpot(
  jackpot: JackpotWire,
  to: string,
  rates: RatesInForce,
): JackpotConvertedWire | undefined {
  if (jackpot.currency === to) return undefined;
  const from = rateOf(rates, jackpot.currency);
  const into = rateOf(rates, to);
  if (!from || !into) return undefined;
  const convert = (amount: string) => convertAmount(BigInt(amount), from, into).toString();
  return {
    currency: to as JackpotConvertedWire['currency'],
    subunits: currencyOf(to).decimals,
    from_per_eur: from.perEur,
    to_per_eur: into.perEur,
    amount: convert(jackpot.amount),
    pool_amount: convert(jackpot.pool_amount),
    hits_amount: convert(jackpot.hits_amount),
    levels: jackpot.levels.map((level) => ({
      id: level.id,
      pool_amount: convert(level.pool_amount),
      seed_amount: convert(level.seed_amount),
      must_hit_by: convert(level.must_hit_by),
    })),
  };
}

/** The player's currency to convert into and the moment whose rates are used (decision 071). */
export interface ConvertFor {
  to?: string | undefined;
  at: Date;
}

/** The rates in force at `convert.at`, read only when some currency differs from `convert.to`. */
async function ratesFor(
  db: Database,
  currencies: string[],
  convert: ConvertFor | undefined,
): Promise<RatesInForce | undefined> {
  const to = convert?.to;
  if (!to || currencies.every((currency) => currency === to)) return undefined;
  return fxRatesAt(db, convert.at);
}

export async function jackpotsWire(
  db: Database,
  filter: Parameters<typeof listJackpots>[1],
  convert?: ConvertFor,
): Promise<JackpotWire[]> {
  const list = await listJackpots(db, filter);
  const [pools, totals] = await Promise.all([
    levelPools(
      db,
      list.flatMap((j) => j.levels.map((l) => l.id)),
    ),
    jackpotHitTotals(
      db,
      list.map((j) => j.id),
    ),
  ]);
  const wire = list.map((j) => jackpotToWire(j, pools, totals.get(j.id) ?? 0n));
  const rates = await ratesFor(
    db,
    wire.map((j) => j.currency),
    convert,
  );
  if (!rates || !convert?.to) return wire;
  const to = convert.to;
  return wire.map((jackpot) => {
    const converted = convertedJackpot(jackpot, to, rates);
    return converted ? { ...jackpot, converted } : jackpot;
  });
}

/** GET /jackpot-hits: the hits, each converted to the player's currency when asked (decision 071). */
export async function hitsWire(
  db: Database,
  hits: JackpotHitListRow[],
  convert?: ConvertFor,
): Promise<JackpotHitWire[]> {
  const wire = hits.map(hitToWire);
  const rates = await ratesFor(
    db,
    wire.map((h) => h.currency),
    convert,
  );
  const to = convert?.to;
  const into = to && rates ? rateOf(rates, to) : undefined;
  if (!rates || !to || !into) return wire;
  return wire.map((hit) => {
    const from = rateOf(rates, hit.currency);
    if (hit.currency === to || !from) return hit;
    const amount = convertAmount(BigInt(hit.amount), from, into).toString();
    return { ...hit, converted: { currency: to as JackpotHitWire['currency'], amount } };
  });
}

/** A winner's public name on the leaderboard: a hash of their id, never the id. */
export const userHashOf = (playerId: number) => sha256Hex(`jackpot-user:${playerId}`).slice(0, 12);

export function hitToWire(hit: JackpotHitListRow): JackpotHitWire {
  return {
    id: hit.id,
    jackpot_id: hit.jackpotId,
    jackpot_name: hit.jackpotName,
    amount: hit.amount.toString(),
    // FX-005: recorded with the hit at its rate (decision 062); EUR hits are their amount.
    amount_in_eur:
      (hit.amountInEur ?? (hit.currency === 'EUR' ? hit.amount : null))?.toString() ?? null,
    currency: hit.currency as JackpotHitWire['currency'],
    created_at: hit.createdAt.toISOString(),
    level_code: hit.levelCode,
    level_name: hit.levelName,
    status: hit.status,
    user_hash: userHashOf(hit.playerId),
    seen: hit.seenAt !== null,
    cycle: hit.cycle,
    commit_hash: hit.commitHash,
    server_seed: hit.serverSeed,
    hit_point: hit.hitPoint.toString(),
  };
}

// ---- Pools on the public channels, at most once a second per jackpot ----------------------

const PUBLISH_MS = 1_000;

interface Throttle {
  last: number;
  timer?: NodeJS.Timeout;
}
const throttles = new WeakMap<RealtimePublisher, Map<string, Throttle>>();

/**
 * Publishes `tournament pool changed` for a jackpot on every public channel, at most once a
 * second: a call within the second schedules one trailing publication at its end.
 */
export async function publishJackpotPools(
  realtime: RealtimePublisher,
  db: Database,
  jackpotId: string,
): Promise<void> {
  const byJackpot = throttles.get(realtime) ?? new Map<string, Throttle>();
  throttles.set(realtime, byJackpot);
  const throttle = byJackpot.get(jackpotId) ?? { last: 0 };
  byJackpot.set(jackpotId, throttle);
  const wait = throttle.last + PUBLISH_MS - Date.now();
  if (wait > 0) {
    if (!throttle.timer) {
      throttle.timer = setTimeout(() => {
        throttle.timer = undefined;
        void publishJackpotPools(realtime, db, jackpotId).catch(() => {});
      }, wait);
      throttle.timer.unref();
    }
    return;
  }
  throttle.last = Date.now();
  const [jackpot] = await jackpotsWire(db, { ids: [jackpotId] });
  if (!jackpot) return;
  const message: JackpotPoolChangedWire = {
    jackpot_id: jackpot.id,
    currency: jackpot.currency,
    amount: jackpot.pool_amount,
    levels: jackpot.levels.map((l) => ({ id: l.id, code: l.code, pool_amount: l.pool_amount })),
  };
  await Promise.all(
    CATALOGUE_LOCALES.map((locale) =>
      realtime.publish({
        channel: channels.publicLocale(locale),
        event_name: RealtimeEventName.tournamentPoolChanged,
        message,
      }),
    ),
  );
}

// ---- Hits ----------------------------------------------------------------------------------

export interface Contribution {
  playerId: number;
  accountId: number;
  currency: string;
  /** The level ids each bet fed, by bet id, in the request's order. */
  betLevels: Array<{ betId: string; levelIds: string[] }>;
}

export interface HitOutcome {
  hitId: string;
  levelId: string;
  amount: bigint;
  /** Whether the service paid it at once (under the automatic limit). */
  paid: boolean;
}

/** What the hit services need besides the hit: the automatic payment's limit (decision 057). */
interface HitServices {
  db: Database;
  ledger: LedgerWriter;
  realtime: RealtimePublisher;
  now: Date;
  /** JACKPOT_AUTO_PAY_LIMIT: undefined pays every hit at once. */
  autoPayLimit?: bigint;
}

/** Looks at a level again at most this often in one check (each look needs a race to repeat). */
const HIT_CHECK_ROUNDS = 4;

/**
 * JP-003 after a contributing placement committed: each level it fed whose pool reached the
 * cycle's hit point is hit by this player (the first of the request's bets that fed it). The
 * hit plan's row-state check makes one hit per cycle whoever else tries at the same moment.
 *
 * A concurrent hit pays the pool it read; a stake that landed after that read stays in the pool
 * and belongs to the next cycle, which may already be over its new hit point. So the level is
 * looked at again when this check lost the cycle (its plan was refused) or when the level moved
 * to its next cycle while its pool was read (the pool was then judged against the old point);
 * this placement's stake is one of those that took the new cycle over, and it wins it. Without
 * the second look the level sat over its hit point until the next stake, and the sweep could not
 * name a winner (no stake of the new cycle's own reached it).
 */
export async function checkJackpotHits(
  options: HitServices & {
    contribution: Contribution;
    /** Tests interleave a concurrent hit here (between the pools' read and the levels' second). */
    afterPoolsRead?: () => Promise<void>;
  },
): Promise<HitOutcome[]> {
  const { db, contribution } = options;
  let levelIds = [...new Set(contribution.betLevels.flatMap((b) => b.levelIds))];
  if (levelIds.length === 0) return [];
  const outcomes: HitOutcome[] = [];
  const jackpotIds = new Set<string>();
  for (let round = 0; round < HIT_CHECK_ROUNDS && levelIds.length > 0; round++) {
    // The levels first, then the pools: a pool read after its level's cycle holds at least that
    // cycle's money; the levels read again say whether a hit moved a cycle on meanwhile.
    const levels = await getJackpotLevels(db, levelIds);
    const pools = await levelPools(db, levelIds);
    await options.afterPoolsRead?.();
    const cycles = new Map((await getJackpotLevels(db, levelIds)).map((l) => [l.id, l.cycle]));
    const again: string[] = [];
    for (const level of levels) {
      jackpotIds.add(level.jackpotId);
      if (cycles.get(level.id) !== level.cycle) {
        again.push(level.id);
        continue;
      }
      const pool = pools.get(level.id) ?? 0n;
      if (!hasHit(pool, level.hitPoint)) continue;
      const betId =
        contribution.betLevels.find((b) => b.levelIds.includes(level.id))?.betId ?? null;
      const outcome = await submitHit({ ...options, level, pool, betId });
      if (outcome) outcomes.push(outcome);
      else again.push(level.id);
    }
    levelIds = again;
  }
  for (const jackpotId of jackpotIds)
    await publishJackpotPools(options.realtime, db, jackpotId).catch(() => {});
  return outcomes;
}

/**
 * JP-003 for hits nobody checked or paid: a process that died between a contributing
 * placement's commit and its hit check leaves a pool at or above its hit point; one that died
 * between a hit's record and its payment leaves an approved hit under the automatic limit. The
 * worker sweeps at start and then periodically: a level found over its hit point is hit by the
 * bet whose contribution reached it (ledger order), through the same plan, so a sweep racing a
 * placement's own check still records once (the plan's row-state check); approved hits under
 * the limit are paid through the payout plan, which pays each once (its row-state check).
 */
export async function sweepJackpotHits(options: HitServices): Promise<HitOutcome[]> {
  const { db } = options;
  const outcomes: HitOutcome[] = [];
  const active = await listContributingLevels(db);
  const levels = await getJackpotLevels(
    db,
    active.map((l) => l.id),
  );
  const pools = await levelPools(
    db,
    levels.map((l) => l.id),
  );
  for (const level of levels) {
    const pool = pools.get(level.id) ?? 0n;
    if (!hasHit(pool, level.hitPoint)) continue;
    const betId = await contributionReachingHitPoint(db, level.id, level.hitPoint);
    if (!betId) continue;
    const [bet] = await db
      .select({ playerId: bets.playerId, accountId: bets.accountId, currency: bets.currency })
      .from(bets)
      .where(eq(bets.id, betId));
    if (!bet) continue;
    const contribution: Contribution = { ...bet, betLevels: [{ betId, levelIds: [level.id] }] };
    const outcome = await submitHit({ ...options, contribution, level, pool, betId });
    if (outcome) {
      outcomes.push(outcome);
      await publishJackpotPools(options.realtime, db, level.jackpotId).catch(() => {});
    }
  }
  // Hits recorded but left unpaid by a process that died after step 1 (decision 057).
  const unpaid = await listApprovedJackpotHits(db, {
    maxAmount: options.autoPayLimit,
    limit: 100,
  });
  for (const hit of unpaid) {
    const paid = await payJackpotHit({ ...options, hitId: hit.id });
    if (paid.kind === 'paid')
      outcomes.push({ hitId: hit.id, levelId: hit.levelId, amount: hit.amount, paid: true });
  }
  return outcomes;
}

/**
 * The hit plan (step 1: record, approved) of `level`'s current cycle for the winner. The hit is
 * in the jackpot's currency whatever the winning bet's (decision 062), with its EUR amount at the
 * rate in force now (FX-005).
 */
export async function buildHitPlan(options: {
  db: Database;
  level: JackpotLevelRow;
  pool: bigint;
  winner: { playerId: number; accountId: number; betId: string | null };
  now: Date;
  hitId?: string;
  nextSeed?: string;
}): Promise<{ plan: MoneyPlan; hitId: string }> {
  const { level } = options;
  const [jackpot] = await listJackpots(options.db, { ids: [level.jackpotId] });
  // The level exists (it was just read): so does its jackpot.
  if (!jackpot) throw new Error(`Jackpot level ${level.id} has no jackpot`);
  const currency = jackpot.currency;
  const hitId = options.hitId ?? randomUUID();
  const nextSeed = options.nextSeed ?? newServerSeed();
  const amount = formatMoney(options.pool, currency);
  const rates = currency === 'EUR' ? new Map() : await fxRatesAt(options.db, options.now);
  const plan = planJackpotHit({
    hitId,
    jackpotId: level.jackpotId,
    levelId: level.id,
    levelCode: level.code,
    levelName: level.name,
    jackpotName: jackpot.name,
    cycle: level.cycle,
    currency,
    amount: options.pool,
    amountInEur: amountInEurOf(rates, options.pool, currency),
    seedAmount: level.seedAmount,
    winner: options.winner,
    commitHash: level.commitHash,
    serverSeed: level.serverSeed,
    hitPoint: level.hitPoint,
    next: {
      serverSeed: nextSeed,
      commitHash: commitmentOf(nextSeed),
      hitPoint: hitPointOf(nextSeed, level, level.cycle + 1),
    },
    createdAt: options.now,
    notification: {
      title: `${jackpot.name}: ${level.name}`,
      body: `You won the ${level.name} jackpot: ${amount}`,
    },
  });
  return { plan, hitId };
}

async function submitHit(
  options: HitServices & {
    contribution: Contribution;
    level: JackpotLevelRow;
    pool: bigint;
    betId: string | null;
  },
): Promise<HitOutcome | undefined> {
  const { contribution } = options;
  const { plan, hitId } = await buildHitPlan({
    db: options.db,
    level: options.level,
    pool: options.pool,
    winner: {
      playerId: contribution.playerId,
      accountId: contribution.accountId,
      betId: options.betId,
    },
    now: options.now,
  });
  const result = await options.ledger.submit(plan);
  if (result.kind !== 'committed') return undefined;
  // Recorded (approved): the winner hears of it now; the balance rises when it is paid.
  await publishHitNotification(options.realtime, options.db, {
    playerId: contribution.playerId,
    hitId,
    createdAt: options.now,
  });
  let paid = false;
  if (paysAutomatically(options.pool, options.autoPayLimit))
    paid = (await payJackpotHit({ ...options, hitId })).kind === 'paid';
  return { hitId, levelId: options.level.id, amount: options.pool, paid };
}

export type PayOutcome =
  { kind: 'paid'; balance: bigint } | { kind: 'already-paid' } | { kind: 'unknown' };

/**
 * Step 2 (decision 057): pays an approved hit to its winner, once. The payout plan's row-state
 * check on the hit's status refuses every payment after the first (concurrent operators, the
 * service racing the sweep, a retry after a crash), so a refusal means it was paid.
 */
export async function payJackpotHit(options: {
  db: Database;
  ledger: LedgerWriter;
  realtime: RealtimePublisher;
  hitId: string;
  now: Date;
}): Promise<PayOutcome> {
  const { db } = options;
  const hit = await getJackpotHit(db, options.hitId);
  if (!hit) return { kind: 'unknown' };
  if (hit.status !== 'approved') return { kind: 'already-paid' };
  const account = await winnerAccount(db, hit.playerId, hit.currency);
  const result = await options.ledger.submit(
    planJackpotPayout({
      hitId: hit.id,
      jackpotId: hit.jackpotId,
      levelId: hit.levelId,
      currency: hit.currency,
      amount: hit.amount,
      accountId: account.id,
      paidAt: options.now,
    }),
  );
  if (result.kind !== 'committed') return { kind: 'already-paid' };
  const balance = result.balances.get(account.id)!;
  await publishBalanceChange(options.realtime, {
    playerId: hit.playerId,
    currency: hit.currency,
    balance,
  });
  return { kind: 'paid', balance };
}

/**
 * The winner's account in the hit's (the jackpot's) currency. A bet in another currency may win
 * a jackpot (decision 062): the win is paid in the jackpot's currency into the winner's account
 * in it, opened (not made active) when they have none, so no second conversion touches the win.
 */
async function winnerAccount(db: Database, playerId: number, currency: string) {
  const existing = await getPlayerAccount(db, playerId, currency);
  if (existing) return existing;
  await createPlayerAccount(db, { playerId, currency, active: false });
  const opened = await getPlayerAccount(db, playerId, currency);
  if (!opened) throw new Error(`Jackpot payout: no ${currency} account for player ${playerId}`);
  return opened;
}

/** The winner's pages when a hit is recorded: the notification (kind jackpot) and unread count. */
export async function publishHitNotification(
  realtime: RealtimePublisher,
  db: Database,
  hit: { playerId: number; hitId: string; createdAt: Date },
): Promise<void> {
  const notification = await findNotification(db, {
    playerId: hit.playerId,
    type: 'jackpot_won',
    objectType: 'jackpot',
    objectId: hit.hitId,
    createdAt: hit.createdAt,
  });
  if (notification)
    await publishNotification(
      realtime,
      notification,
      await countUnreadNotifications(db, hit.playerId),
    );
}
