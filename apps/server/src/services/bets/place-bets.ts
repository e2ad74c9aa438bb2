import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BetErrorCode } from '@sportsbook/contract';
import type { OddsAcceptMode, PlaceBetsBody, PlacedBetWire } from '@sportsbook/contract';
import {
  InsufficientFundsError,
  getPlayerSettings,
  getSystemAccount,
  insertBet,
  isPlayerPve,
  listPlayerAccounts,
  postLedgerTransaction,
} from '@sportsbook/db';
import type { AccountRow, Database } from '@sportsbook/db';
import { formatMoney } from '@sportsbook/domain';
import type { CurrencyCode, Provider } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import { unauthorized } from '../accounts/http-errors';
import type { BalanceChange } from '../wallet/create-deposit';
import { withIdempotency } from '../wallet/with-idempotency';
import { checkBets, hasLiveSelection } from './check-bets';
import type { CheckedBet } from './check-bets';
import { priceBet } from './price-bet';
import { maxStakeOf } from './stake-limits';

export interface PlaceBetsOptions {
  db: Database;
  playerId: number;
  body: PlaceBetsBody;
  idempotencyKey: string;
  /** In-play delay (BET_DELAY_LIVE_MS). */
  liveDelayMs: number;
  isProviderActive(provider: Provider): boolean;
}

export interface PlaceBetsResult {
  body: { data: PlacedBetWire[] };
  replayed: boolean;
  /** Set when this request moved the money: publish it after the commit. */
  change?: BalanceChange;
}

/**
 * POST /bets (betting-core §7): checks the slip against the live prices, waits the in-play
 * delay for live selections and checks again, then writes every bet, its selections and the
 * stakes' ledger transactions in one database transaction with the idempotency record. All bets
 * of a request are taken or none is.
 */
export async function placeBets(options: PlaceBetsOptions): Promise<PlaceBetsResult> {
  const { db, playerId, body } = options;
  let change: BalanceChange | undefined;
  let checked: CheckedBet[] = [];
  let account: AccountRow | undefined;

  const prepare = async () => {
    if (await isPlayerPve(db, playerId)) {
      throw new HttpError(403, BetErrorCode.pvePlayerForbidden, 'This player may not place bets');
    }
    const accounts = await listPlayerAccounts(db, playerId);
    account = accounts.find((a) => a.active);
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
    const mode = await oddsAcceptModeOf(db, playerId);
    const check = () => checkBets({ db, body, mode, isProviderActive: options.isProviderActive });
    checked = await check();
    if (options.liveDelayMs > 0 && hasLiveSelection(checked)) {
      // In play, the price may lag the game: take the bet only if it still stands after the delay.
      await sleep(options.liveDelayMs);
      checked = await check();
    }
    checkStakes(body, checked, currency);
    const total = body.bets.reduce((sum, bet) => sum + BigInt(bet.stake.value), 0n);
    if (total > account.balance) throw insufficientBalance();
  };

  const result = await withIdempotency<{ data: PlacedBetWire[] }>({
    db,
    playerId,
    scope: 'bets',
    key: options.idempotencyKey,
    request: body,
    statusCode: 200,
    prepare,
    run: async (tx) => {
      const house = await getSystemAccount(tx, 'house', account!.currency);
      const now = new Date();
      const data: PlacedBetWire[] = [];
      let balance = account!.balance;
      for (const bet of checked) {
        const input = body.bets[bet.index]!;
        const stake = BigInt(input.stake.value);
        const priced = priceBet({ type: body.meta.type, bet, stake, currency: account!.currency });
        const id = randomUUID();
        const posted = await postLedgerTransaction(tx, {
          kind: 'bet',
          reference: id,
          entries: [
            { accountId: account!.id, amount: -stake },
            { accountId: house.id, amount: stake },
          ],
        }).catch((error: unknown) => {
          // Another request spent the money after our check: the conditional debit refused.
          throw error instanceof InsufficientFundsError ? insufficientBalance() : error;
        });
        balance = posted.balances.get(account!.id)!;
        await insertBet(
          tx,
          {
            id,
            playerId,
            accountId: account!.id,
            type: body.meta.type,
            currency: account!.currency,
            stake,
            potentialWin: priced.potentialReturn,
            oddsThousandths: priced.oddsThousandths,
            systemWinCount: bet.winCount ?? null,
            systemTotalCount: bet.winCount ? bet.selections.length : null,
            quick: body.meta.quick,
            deviceId: body.meta.device_id,
            ledgerTransactionId: posted.id,
            createdAt: now,
          },
          bet.selections.map((s, position) => ({
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
        );
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
          created_at: now.toISOString(),
        });
      }
      change = { playerId, currency: account!.currency, balance };
      return { data };
    },
  });
  return {
    body: result.body,
    replayed: result.replayed,
    ...(change && !result.replayed ? { change } : {}),
  };
}

/** The player's acceptance mode from POST /settings; none until they choose. */
export async function oddsAcceptModeOf(db: Database, playerId: number): Promise<OddsAcceptMode> {
  const saved = await getPlayerSettings(db, playerId);
  const mode = saved?.autoAcceptOddsChange;
  return mode === 'higher' || mode === 'any' ? mode : 'none';
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
