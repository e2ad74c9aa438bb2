import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BetErrorCode } from '@sportsbook/contract';
import type {
  OddsAcceptMode,
  PlaceBetsAnswer,
  PlaceBetsBody,
  PlacedBetWire,
} from '@sportsbook/contract';
import { getPlacementContext } from '@sportsbook/db';
import type { Database, LedgerWriter, PlacementContext } from '@sportsbook/db';
import {
  addBonusesToPlacement,
  contributionsOf,
  customBetMaxStake,
  formatMoney,
  planPlacement,
} from '@sportsbook/domain';
import type { PlannedBet, SkippedContribution } from '@sportsbook/domain';
import type { CurrencyCode, Provider } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import { unauthorized } from '../accounts/http-errors';
import type { BalanceChange } from '../wallet/create-deposit';
import { replayStoredAnswer, requestHashOf } from '../wallet/with-idempotency';
import { checkBets, checkBetsAgainst, hasLiveSelection, lineKeysOf, localeOf } from './check-bets';
import { checkStartingPrices } from './check-starting-prices';
import type { CheckedBet } from './check-bets';
import { customBetDisabled, repriceCustomBets } from './custom-bet';
import { priceBet } from './price-bet';
import { maxStakeOf } from './stake-limits';
import { placementLimits, placementRefusedByLimit } from '../responsible-gambling/enforce';
import { contributingLevels } from '../jackpots/jackpots';
import { fxRatesAt } from '../fx/fx-rates';
import type { Contribution } from '../jackpots/jackpots';
import { betBonusesOfPlacement, bonusUsedMeanwhile } from '../bonuses/bet-bonuses';

export interface PlaceBetsOptions {
  db: Database;
  body: PlaceBetsBody;
  idempotencyKey: string;
  /** Read with the request's session by `placementContextReader` (one statement for both). */
  context: PlacementContext;
  /** In-play delay (BET_DELAY_LIVE_MS). */
  liveDelayMs: number;
  isProviderActive(provider: Provider): boolean;
  /** The process's ledger writer: the placement's plan is committed with others. */
  ledger: LedgerWriter;
  /** Responsible-gambling time (issue 18); the wall clock when absent. */
  now?: Date;
  /** Bet builder (decision 046): custom bets taken; settings' customBetEnabled. */
  customBetEnabled?: boolean;
  /** BB-008 (decision 064): a custom bet's share of the maximum stake, percent. */
  customBetMaxStakePercent?: number;
}

type PlacedBets = PlaceBetsAnswer;

export interface PlaceBetsResult {
  body: PlacedBets;
  replayed: boolean;
  /** Set when this request moved the money: publish it after the commit. */
  change?: BalanceChange;
  /** Set when its stakes fed jackpot levels: check them for a hit after the commit (issue 20). */
  jackpot?: Contribution;
  /** Levels of other currencies the stakes did not feed for a missing rate (decision 062). */
  skippedContributions?: SkippedContribution[];
}

const SCOPE = 'bets';

/**
 * The reader of the placement context for `sessions.requirePlayerWith`: the session row, the
 * player's context and the slip's lines in one prepared statement (docs/decisions/014).
 */
export function placementContextReader(options: {
  db: Database;
  body: PlaceBetsBody;
  idempotencyKey: string;
}): (sessionIdHash: string) => Promise<PlacementContext | undefined> {
  const { db, body, idempotencyKey } = options;
  return (sessionIdHash) =>
    getPlacementContext(db, {
      sessionIdHash,
      scope: SCOPE,
      key: idempotencyKey,
      lines: lineKeysOf(body),
      locale: localeOf(body),
    });
}

/**
 * POST /bets (betting-core §7): checks the slip against the live prices, waits the in-play
 * delay for live selections and checks again, then writes every bet, its selections, the
 * stakes' ledger transactions and the idempotency record in one statement, so one transaction.
 * All bets of a request are taken or none is, but for several singles whose bonuses refuse some
 * of them alone (BON-013). A repeated Idempotency-Key answers the first
 * result (DESIGN §4) without checking anything again.
 *
 * It is the hot path (bench/placement, docs/decisions/014): two statements in all, both prepared
 * — the session with the player's context (pve, account, accept mode, house account, stored
 * answer) and the slip's lines, and the write.
 */
export async function placeBets(options: PlaceBetsOptions): Promise<PlaceBetsResult> {
  const { db, body, context } = options;
  const { playerId } = context.session;
  const requestHash = requestHashOf(body);
  const idempotency = { playerId, scope: SCOPE, key: options.idempotencyKey };
  if (context.stored) return replayStoredAnswer<PlacedBets>(context.stored, requestHash);
  if (context.pve) {
    throw new HttpError(403, BetErrorCode.pvePlayerForbidden, 'This player may not place bets');
  }
  const account = context.account;
  if (!account) throw unauthorized('You have no active account');
  const currency = account.currency as CurrencyCode;
  const wrong = body.bets.findIndex((bet) => bet.stake.currency !== currency);
  if (wrong >= 0) {
    throw new HttpError(
      422,
      BetErrorCode.currencyMismatch,
      `Stakes must be in your account currency ${currency}`,
      [{ field: `bets.${wrong}.stake.currency`, message: `must be ${currency}` }],
    );
  }

  // Time-out, self-exclusion, single-bet limit; wager and loss limits go into the plan.
  const rg = await placementLimits({
    skip: !context.hasLimits,
    db,
    playerId,
    stakes: body.bets.map((bet) => BigInt(bet.stake.value)),
    currency,
    now: options.now ?? new Date(),
  });

  if (body.meta.type === 'custom_bet' && options.customBetEnabled === false) {
    throw customBetDisabled();
  }
  // Quick bet places one outcome at a click; a custom bet is built and placed from the slip
  // (decision 059).
  if (body.meta.type === 'custom_bet' && body.meta.quick) {
    throw new HttpError(
      422,
      BetErrorCode.customBetRefused,
      'Quick bet takes single outcomes: place a custom bet from the bet slip',
      [{ field: 'meta.quick', message: 'must be false for a custom bet' }],
    );
  }
  await checkStartingPrices({ db, body });
  const mode = acceptModeOf(context.oddsAcceptMode);
  const checks = { body, mode, isProviderActive: options.isProviderActive };
  // Custom bets: every part's line open, then the whole re-priced from the model (code 120).
  let checked = await repriceCustomBets({
    db,
    body,
    mode,
    checked: checkBetsAgainst(context.lines, checks),
  });
  if (options.liveDelayMs > 0 && hasLiveSelection(checked)) {
    // In play, the price may lag the game: take the bet only if it still stands after the delay.
    // No transaction is open while waiting.
    await sleep(options.liveDelayMs);
    checked = await repriceCustomBets({
      db,
      body,
      mode,
      checked: await checkBets({ db, ...checks }),
    });
  }
  checkStakes(body, checked, currency, options.customBetMaxStakePercent);
  const createdAt = options.now ?? new Date();
  const rgParts = rg.parts;
  /**
   * Plans the bets with their bonuses (conditions now, the use at commit) and submits the plan.
   * Freebets stake the budget. Among several singles, a single refused for its bonus is left out
   * and the others are placed (BON-013, decision 063).
   */
  const planAndSubmit = async () => {
    const planned = placementOf(body, checked, currency, createdAt);
    const bonuses = await betBonusesOfPlacement({
      db,
      body,
      checked,
      rows: planned.rows,
      data: planned.data,
      playerId,
      currency,
      now: createdAt,
    });
    const refused = new Set(bonuses.refused.map((r) => r.index));
    const kept = (_: unknown, i: number) => !refused.has(checked[i]!.index);
    const rows = planned.rows.filter(kept);
    const stakes = body.bets.filter((_, i) => !refused.has(i)).map((b) => BigInt(b.stake.value));
    const total = stakes.reduce((sum, stake) => sum + stake, 0n);
    if (total - bonuses.budgetStake > account.balance) throw insufficientBalance();
    // Wager and loss counters count only the stakes placed.
    const limits =
      refused.size === 0
        ? rgParts
        : (
            await placementLimits({
              skip: !context.hasLimits,
              db,
              playerId,
              stakes,
              currency,
              now: createdAt,
            })
          ).parts;
    const levels = await contributingLevels(db);
    // Rates only when a level is in another currency (decision 062): the rate in force at placement.
    const rates = levels.some((level) => level.currency !== currency)
      ? await fxRatesAt(db, createdAt)
      : undefined;
    const answer: PlacedBets = {
      data: planned.data.filter(kept),
      ...(bonuses.refused.length > 0 ? { errors_by_bet: bonuses.refused } : {}),
    };
    const plan = addBonusesToPlacement(
      planPlacement({
        playerId,
        accountId: account.id,
        currency,
        createdAt,
        bets: rows,
        idempotency: {
          playerId,
          scope: SCOPE,
          key: idempotency.key,
          requestHash,
          statusCode: 200,
          response: answer,
        },
        limits,
        jackpots: levels,
        rates,
      }),
      bonuses.parts,
    );
    return { answer, plan, rows, levels, rates, result: await options.ledger.submit(plan) };
  };
  let { answer, plan, rows, levels, rates, result } = await planAndSubmit();
  if (bonusRefusedAtCommit(result) && body.meta.type === 'single' && body.bets.length > 1) {
    // Several singles: a freebet another request took meanwhile refuses its single alone. The
    // second pass reads it used and leaves that single out (BON-013).
    ({ answer, plan, rows, levels, rates, result } = await planAndSubmit());
  }
  // A twin with the same key was committed first (before, or in the same group): its answer.
  if (result.kind === 'replayed') return replayStoredAnswer<PlacedBets>(result.answer, requestHash);
  if (
    result.kind === 'refused' &&
    result.refusal.reason === 'check-failed' &&
    result.refusal.check.type === 'counter-within'
  ) {
    throw await placementRefusedByLimit({
      db,
      playerId,
      limits: rg.limits,
      check: result.refusal.check,
      betCount: body.bets.length,
      currency,
      now: options.now ?? new Date(),
    });
  }
  if (bonusRefusedAtCommit(result)) throw bonusUsedMeanwhile();
  if (result.kind === 'refused' && result.refusal.reason === 'check-failed') {
    // A line changed between the check and the commit (suspended, settled, re-priced lower, the
    // match decided): nothing was written. Check again to name the change; if the line has
    // come back meanwhile, the player still only gets a bet by asking again.
    await checkBets({ db, ...checks });
    throw new HttpError(
      409,
      BetErrorCode.placementRejected,
      'The selections changed while the bet was being placed: please check them and try again',
    );
  }
  // Another request spent the money after our check.
  if (result.kind === 'refused') throw insufficientBalance();
  const balance = result.balances.get(account.id);
  const jackpot = contributionOf(plan, { playerId, accountId: account.id, currency });
  const skipped = rates
    ? rows.flatMap((bet) => contributionsOf({ ...bet, currency }, levels, rates).skipped)
    : [];
  return {
    body: answer,
    replayed: false,
    ...(skipped.length ? { skippedContributions: skipped } : {}),
    // Freebets alone move no money of the player's: no balance change to publish.
    ...(balance === undefined ? {} : { change: { playerId, currency, balance } }),
    ...(jackpot ? { jackpot } : {}),
  };
}

/** The commit refused the plan because a bonus it uses was used or ended meanwhile (BON-043). */
function bonusRefusedAtCommit(result: Awaited<ReturnType<LedgerWriter['submit']>>): boolean {
  return (
    result.kind === 'refused' &&
    result.refusal.reason === 'check-failed' &&
    result.refusal.check.type === 'row-state' &&
    result.refusal.check.table === 'player_bonuses'
  );
}

/** The jackpot levels each bet of a committed placement fed (JP-001), if any. */
function contributionOf(
  plan: ReturnType<typeof planPlacement>,
  who: Omit<Contribution, 'betLevels'>,
): Contribution | undefined {
  const betLevels = new Map<string, string[]>();
  for (const transfer of plan.transfers) {
    if (transfer.kind !== 'jackpot_contribution') continue;
    const betId = String(transfer.metadata!.betId);
    betLevels.set(betId, [...(betLevels.get(betId) ?? []), String(transfer.metadata!.levelId)]);
  }
  if (betLevels.size === 0) return undefined;
  return { ...who, betLevels: [...betLevels].map(([betId, levelIds]) => ({ betId, levelIds })) };
}

/** The rows to write and the answer to give, per checked bet, at the accepted prices. */
function placementOf(
  body: PlaceBetsBody,
  checked: CheckedBet[],
  currency: CurrencyCode,
  createdAt: Date,
): { rows: PlannedBet[]; data: PlacedBetWire[] } {
  const rows: PlannedBet[] = [];
  const data: PlacedBetWire[] = [];
  for (const bet of checked) {
    const input = body.bets[bet.index]!;
    const stake = BigInt(input.stake.value);
    const priced = priceBet({ type: body.meta.type, bet, stake, currency });
    const id = newBetId();
    rows.push({
      id,
      type: body.meta.type,
      stake,
      potentialWin: priced.potentialReturn,
      oddsThousandths: priced.oddsThousandths,
      systemWinCount: bet.winCount ?? null,
      systemTotalCount: bet.winCount ? bet.selections.length : null,
      quick: body.meta.quick,
      deviceId: body.meta.device_id,
      selections: bet.selections.map((s, position) => ({
        position,
        eventId: s.line.eventId,
        marketId: s.line.marketId,
        specifier: s.line.specifier,
        outcomeId: s.outcomeId,
        provider: s.line.provider,
        oddsThousandths: s.acceptedOdds,
        requestedOddsThousandths: s.requestedOdds,
        oddsType: s.oddsType,
        matchName: s.line.matchName,
        marketName: s.line.marketName,
        outcomeName: s.outcomeName,
        live: s.line.eventStatus === 1,
      })),
    });
    data.push({
      bet_id: id,
      status: 'waiting_results',
      is_vip: false,
      type: body.meta.type,
      stake: { value: stake.toString(), currency: input.stake.currency },
      potential_win: priced.potentialReturn.toString(),
      odds: Number(priced.oddsThousandths) / 1000,
      ...(input.system_id ? { system_id: input.system_id } : {}),
      selections: bet.selections.map((s) => ({
        match_id: s.line.eventId,
        market_id: s.line.marketId,
        specifier: s.line.specifier,
        outcome_id: s.outcomeId,
        odds: s.acceptedOdds / 1000,
        ...(s.oddsType === 'sp' ? { odds_type: 'sp' as const } : {}),
        market_name: s.line.marketName,
        outcome_name: s.outcomeName,
        match_name: s.line.matchName,
      })),
      created_at: createdAt.toISOString(),
    });
  }
  return { rows, data };
}

/**
 * A UUIDv7 (RFC 9562): the creation millisecond first, then randomness. Time-ordered ids make the
 * bet's rows and index entries (bets, bet_selections, the ledger reference) append at the right
 * edge of their indexes instead of at random pages, which measurably cheapens the write.
 */
function newBetId(now = Date.now()): string {
  const random = randomUUID(); // xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx, variant V already RFC
  const time = now.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${random.slice(15)}`;
}

/** The player's acceptance mode from POST /settings; none until they choose. */
function acceptModeOf(saved: string | null | undefined): OddsAcceptMode {
  return saved === 'higher' || saved === 'any' ? saved : 'none';
}

/** Stake and payout limits, per bet, at the prices being accepted. */
function checkStakes(
  body: PlaceBetsBody,
  checked: CheckedBet[],
  currency: CurrencyCode,
  customPercent?: number,
) {
  const errors: { index: number; code: string; message: string }[] = [];
  for (const bet of checked) {
    const stake = BigInt(body.bets[bet.index]!.stake.value);
    // BB-008: a custom bet's own maximum, at the price being taken (decision 064).
    const max =
      body.meta.type === 'custom_bet'
        ? customBetMaxStake({
            odds: bet.customOdds! / 1000,
            currency,
            maxStake: maxStakeOf(currency),
            ...(customPercent === undefined ? {} : { percent: customPercent }),
          })
        : maxStakeOf(currency);
    if (stake > max) {
      errors.push({
        index: bet.index,
        code: BetErrorCode.stakeAboveMax,
        message: `The stake is above the maximum of ${formatMoney(max, currency)}`,
      });
      continue;
    }
    const priced = priceBet({ type: body.meta.type, bet, stake, currency });
    if (priced.capped) {
      errors.push({
        index: bet.index,
        code: BetErrorCode.payoutAboveMax,
        message: 'The potential win is above the maximum payout',
      });
    }
  }
  if (errors.length > 0) {
    const first = errors[0]!;
    throw new HttpError(
      422,
      first.code,
      first.message,
      errors.map((e) => ({ field: `bets.${e.index}.stake.value`, message: e.message })),
      errors,
    );
  }
}

function insufficientBalance() {
  return new HttpError(422, BetErrorCode.insufficientBalance, 'Your balance is too low');
}
