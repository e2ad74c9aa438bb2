import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BetErrorCode } from '@sportsbook/contract';
import type { OddsAcceptMode, PlaceBetsBody, PlacedBetWire } from '@sportsbook/contract';
import { getPlacementContext } from '@sportsbook/db';
import type { Database, LedgerWriter, PlacementContext } from '@sportsbook/db';
import { formatMoney, planPlacement } from '@sportsbook/domain';
import type { PlannedBet } from '@sportsbook/domain';
import type { CurrencyCode, Provider } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import { unauthorized } from '../accounts/http-errors';
import type { BalanceChange } from '../wallet/create-deposit';
import { replayStoredAnswer, requestHashOf } from '../wallet/with-idempotency';
import { checkBets, checkBetsAgainst, hasLiveSelection, lineKeysOf, localeOf } from './check-bets';
import type { CheckedBet } from './check-bets';
import { priceBet } from './price-bet';
import { maxStakeOf } from './stake-limits';

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
}

type PlacedBets = { data: PlacedBetWire[] };

export interface PlaceBetsResult {
  body: PlacedBets;
  replayed: boolean;
  /** Set when this request moved the money: publish it after the commit. */
  change?: BalanceChange;
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
 * All bets of a request are taken or none is. A repeated Idempotency-Key answers the first
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

  const mode = acceptModeOf(context.oddsAcceptMode);
  const checks = { body, mode, isProviderActive: options.isProviderActive };
  let checked = checkBetsAgainst(context.lines, checks);
  if (options.liveDelayMs > 0 && hasLiveSelection(checked)) {
    // In play, the price may lag the game: take the bet only if it still stands after the delay.
    // No transaction is open while waiting.
    await sleep(options.liveDelayMs);
    checked = await checkBets({ db, ...checks });
  }
  checkStakes(body, checked, currency);
  const total = body.bets.reduce((sum, bet) => sum + BigInt(bet.stake.value), 0n);
  if (total > account.balance) throw insufficientBalance();

  const createdAt = new Date();
  const { rows, data } = placementOf(body, checked, currency, createdAt);

  const answer: PlacedBets = { data };
  const result = await options.ledger.submit(
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
    }),
  );
  // A twin with the same key was committed first (before, or in the same group): its answer.
  if (result.kind === 'replayed') return replayStoredAnswer<PlacedBets>(result.answer, requestHash);
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
  const balance = result.balances.get(account.id)!;
  return { body: answer, replayed: false, change: { playerId, currency, balance } };
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
function checkStakes(body: PlaceBetsBody, checked: CheckedBet[], currency: CurrencyCode) {
  const max = maxStakeOf(currency);
  const errors: { index: number; code: string; message: string }[] = [];
  for (const bet of checked) {
    const stake = BigInt(body.bets[bet.index]!.stake.value);
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
