import { CASHOUT_TOLERANCE_PERMILLE, CashoutErrorCode } from '@sportsbook/contract';
import type { BetWithSelections, Database } from '@sportsbook/db';
import { cashoutRefusal, cashoutWithinTolerance, partialCashoutValue } from '@sportsbook/domain';
import type { CashoutOpenLeg } from '@sportsbook/domain';
import { betBonusesOf, lineKeyOf } from '@sportsbook/db';
import { HttpError } from '../../errors';
import {
  CASHABLE_STATUS,
  cashoutValueOf,
  hasLiveOpenLeg,
  loadCashoutInputs,
  remainingStake,
  selectionResultOf,
} from './cashout-value';
import type { CashoutInputs } from './cashout-value';
import type { IsProviderActive } from './cashout-value';

export interface CashoutQuote {
  /** The part of the stake being cashed out (the whole remaining stake for a full cashout). */
  stake: bigint;
  /** What cashing out that part pays now. */
  value: bigint;
  /** A leg is still to be played in play: the cashout waits the in-play delay. */
  live: boolean;
  /** The legs still to be played at the prices of this quote (the plan's commit-time checks). */
  openLegs: CashoutOpenLeg[];
}

/**
 * Prices cashing out `part` of the bet's remaining stake (all of it when undefined) at the
 * current prices. Throws the wire's refusals: 422 invalid_partial_stake, cashout_unavailable.
 * The bet's own status is not checked here: the caller holds it in cashout_in_progress while it
 * re-prices after the in-play delay.
 */
export async function quoteCashout(options: {
  db: Database;
  bet: BetWithSelections;
  part: bigint | undefined;
  isProviderActive: IsProviderActive;
}): Promise<CashoutQuote> {
  const { bet } = options;
  // Decision 044: a bet that carries a freebet or a comboboost is not cashed out; a bet that
  // farms for a hunting or a tournament is a cash bet and is (decision 055).
  const bonus = (await betBonusesOf(options.db, [bet.id])).get(bet.id);
  if (bonus && bonus.type !== 'hunting' && bonus.type !== 'tournament') {
    throw new HttpError(
      422,
      CashoutErrorCode.unavailable,
      'A bet with a bonus cannot be cashed out',
      [{ field: 'to_cashout', message: 'bonus bets have no cashout', to_cashout: null }],
    );
  }
  const remaining = remainingStake(bet);
  const part = options.part ?? remaining;
  // LED-031 (the amount is not known yet: only the part is judged here).
  if (cashoutRefusal(bet, part, 1n) === 'invalid-part') {
    throw new HttpError(
      422,
      CashoutErrorCode.invalidPart,
      `partial_stake must be at most the remaining stake ${remaining}`,
      [{ field: 'partial_stake', message: `must be at most ${remaining}` }],
    );
  }
  const inputs = await loadCashoutInputs(
    options.db,
    [{ ...bet, status: CASHABLE_STATUS }],
    options.isProviderActive,
  );
  const full = cashoutValueOf({ ...bet, status: CASHABLE_STATUS }, inputs);
  if (full === null) {
    throw new HttpError(422, CashoutErrorCode.unavailable, 'This bet cannot be cashed out now', [
      { field: 'to_cashout', message: 'no cashout value now', to_cashout: null },
    ]);
  }
  const value = part === remaining ? full : partialCashoutValue(full, remaining, part);
  if (cashoutRefusal(bet, part, value) === 'nothing-to-pay') {
    throw new HttpError(422, CashoutErrorCode.invalidPart, 'That part of the stake pays nothing', [
      { field: 'partial_stake', message: 'is too small to pay anything' },
    ]);
  }
  return {
    stake: part,
    value,
    live: hasLiveOpenLeg(bet, inputs),
    openLegs: openLegsOf(bet, inputs),
  };
}

function openLegsOf(bet: BetWithSelections, inputs: CashoutInputs): CashoutOpenLeg[] {
  return bet.selections.flatMap((selection) => {
    const key = lineKeyOf(selection);
    if (selectionResultOf(selection, inputs.results.get(key))) return [];
    const outcome = inputs.lines
      .get(key)
      ?.outcomes.find((o) => o.outcomeId === selection.outcomeId);
    if (!outcome) return [];
    return [
      {
        eventId: selection.eventId,
        marketId: selection.marketId,
        specifier: selection.specifier,
        outcomeId: selection.outcomeId,
        currentOddsThousandths: outcome.odds,
      },
    ];
  });
}

/** Whether the amount the player was shown is within the tolerance of the value now. */
export function withinTolerance(requested: bigint, current: bigint): boolean {
  return cashoutWithinTolerance(requested, current, CASHOUT_TOLERANCE_PERMILLE);
}

/** 422 cashout_value_changed with the value now, so the web can offer it. */
export function valueChanged(current: bigint): HttpError {
  return new HttpError(
    422,
    CashoutErrorCode.valueChanged,
    `The cashout value has changed to ${current}`,
    [{ field: 'to_cashout', message: 'the value has changed', to_cashout: current.toString() }],
  );
}
