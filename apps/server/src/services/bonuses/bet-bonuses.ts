import {
  BONUS_REFUSALS,
  USABLE_STATUSES,
  boostedOdds,
  checkFarming,
  checkComboboost,
  checkFreebet,
  comboboostExtra,
  customBetBonusRefusal,
  freebetReturn,
  playerConditionRefusal,
  rangeOf,
  refusesAlone,
  repeatedBonusUses,
} from '@sportsbook/domain';
import type {
  BonusPlacementPart,
  BonusRefusal,
  BonusSelection,
  BonusType,
  SettlementPlan,
} from '@sportsbook/domain';
import type { PlaceBetsBody, PlacedBetWire } from '@sportsbook/contract';
import {
  betBonusesOf,
  bonusEventInfo,
  expirePlayerBonuses,
  getPlayerById,
  listPlayerBonuses,
  newPlayerBonus,
} from '@sportsbook/db';
import type {
  BetBonusRow,
  BonusCampaignRow,
  BetSelectionRow,
  Database,
  MarketResultRow,
  PlayerRow,
} from '@sportsbook/db';
import { addBonusToSettlement, addFreebetBackToSettlement } from '@sportsbook/domain';
import type { PlannedBet } from '@sportsbook/domain';
import { HttpError } from '../../errors';
import type { CheckedBet } from '../bets/check-bets';
import { comboboostTermsOf, freebetTermsOf } from './bonus-terms';
import { campaignLive, farmedEventIdsOf, farmingTermsOf } from './hunting';

export interface BetBonusesOfPlacement {
  parts: BonusPlacementPart[];
  /** The stakes the bonus budget pays (freebets), not the player. */
  budgetStake: bigint;
  /**
   * Singles of a placement of several refused alone for their bonus (BON-013): left out, the
   * others placed. Indices into the request's `bets`.
   */
  refused: BetRefusal[];
}

export interface BetRefusal {
  index: number;
  code: string;
  message: string;
}

/**
 * The placement's bonus step (BON-010, BON-031, BON-043): for every bet that names a bonus, the
 * player's bonus must be theirs, of that type, usable and unexpired, its campaign live, and the
 * bet within its conditions; otherwise the bet is refused with the condition's code. A
 * freebet's potential win is what its variant pays; a comboboost's is the boosted return. The
 * use itself is decided at commit by the plan's row checks.
 */
export async function betBonusesOfPlacement(input: {
  db: Database;
  body: PlaceBetsBody;
  checked: CheckedBet[];
  rows: PlannedBet[];
  data: PlacedBetWire[];
  playerId: number;
  currency: string;
  now: Date;
}): Promise<BetBonusesOfPlacement> {
  const { db, body, checked, rows, data, playerId, now } = input;
  const wanted = checked.flatMap((bet, i) => {
    const bonus = body.bets[bet.index]!.bonus;
    return bonus ? [{ bet, i, bonus }] : [];
  });
  if (wanted.length === 0) return { parts: [], budgetStake: 0n, refused: [] };
  // BON-012: the same bonus on two bets of one request carries the first only.
  const repeated = repeatedBonusUses(body.bets.map((bet) => bet.bonus?.id));
  await expirePlayerBonuses(db, playerId, now);
  const held = new Map(
    (
      await listPlayerBonuses(
        db,
        playerId,
        wanted.map((w) => w.bonus.id),
      )
    ).map((r) => [r.bonus.id, r]),
  );
  const info = await bonusEventInfo(
    db,
    wanted.flatMap((w) => w.bet.selections.map((s) => s.line.eventId)),
  );
  let player: Promise<PlayerRow | undefined> | undefined;
  const playerOf = () => (player ??= getPlayerById(db, playerId));
  const errors: BetRefusal[] = [];
  const parts: BonusPlacementPart[] = [];
  let budgetStake = 0n;
  for (const { bet, i, bonus } of wanted) {
    const refuse = (refusal: BonusRefusal) => errors.push({ index: bet.index, ...refusal });
    if (repeated.has(bet.index)) {
      refuse({
        code: BONUS_REFUSALS.notAvailable,
        message: 'This bonus is already used by another bet of this slip',
      });
      continue;
    }
    const row = held.get(bonus.id);
    if (
      !row ||
      row.bonus.type !== bonus.type ||
      !USABLE_STATUSES.includes(row.bonus.status) ||
      !campaignLive(row)
    ) {
      refuse({ code: BONUS_REFUSALS.notAvailable, message: 'This bonus is not available' });
      continue;
    }
    const who = await playerOf();
    const playerRefusal = playerConditionRefusal(row.campaign, {
      verified: who?.phoneVerifiedAt != null,
      countryCode: who?.countryCode ?? '',
    });
    if (playerRefusal) {
      refuse(playerRefusal);
      continue;
    }
    const planned = rows[i]!;
    // BB-009: a custom bet's price is the model's own joint price; no bonus carries it (064).
    if (planned.type === 'custom_bet') {
      refuse(customBetBonusRefusal(row.bonus.type as BonusType));
      continue;
    }
    const betType = planned.type;
    const selections: BonusSelection[] = bet.selections.map((s) => {
      const event = info.get(s.line.eventId);
      return {
        eventId: s.line.eventId,
        sportType: event?.sportType ?? '',
        sportId: event?.sportId ?? 0,
        categoryId: event?.categoryId ?? 0,
        tournamentId: event?.tournamentId ?? 0,
        eventStatus: s.line.eventStatus,
        oddsThousandths: s.acceptedOdds,
      };
    });
    let multiplierThousandths = 1000;
    if (row.bonus.type === 'hunting' || row.bonus.type === 'tournament') {
      // HUN-001: the bet farms its stake; nothing about its money changes (decision 055).
      const refusal = checkFarming(
        farmingTermsOf(row.campaign),
        {
          type: betType,
          stake: planned.stake,
          currency: input.currency,
          oddsThousandths: planned.oddsThousandths,
          selections,
        },
        await farmedEventIdsOf(db, row.bonus.id),
      );
      if (refusal) {
        refuse(refusal);
        continue;
      }
    } else if (row.bonus.type === 'freebet') {
      const terms = freebetTermsOf(row.campaign, row.bonus);
      const refusal = checkFreebet(terms, {
        type: betType,
        stake: planned.stake,
        currency: input.currency,
        oddsThousandths: planned.oddsThousandths,
        selections,
      });
      if (refusal) {
        refuse(refusal);
        continue;
      }
      const { cash } = freebetReturn({
        variant: terms.variant,
        stake: planned.stake,
        payout: planned.potentialWin,
        amount: terms.amount,
      });
      planned.potentialWin = cash;
      if (terms.variant !== 'freebet_no_risk') budgetStake += planned.stake;
    } else {
      const terms = comboboostTermsOf(row.campaign);
      const refusal = checkComboboost(terms, { type: betType, selections });
      if (refusal) {
        refuse(refusal);
        continue;
      }
      multiplierThousandths = rangeOf(terms, selections.length)!.multiplierThousandths;
      planned.potentialWin += comboboostExtra({
        terms,
        stake: planned.stake,
        payout: planned.potentialWin,
        legs: selections.map(() => ({ voided: false })),
      }).extra;
    }
    data[i]!.potential_win = planned.potentialWin.toString();
    Object.assign(data[i]!, {
      bonus: {
        id: row.bonus.id,
        type: row.bonus.type,
        odds: Number(boostedOdds(planned.oddsThousandths, multiplierThousandths)) / 1000,
      },
    });
    parts.push({
      betId: planned.id,
      playerId,
      currency: input.currency,
      stake: planned.stake,
      createdAt: now,
      bonus: {
        playerBonusId: row.bonus.id,
        type: row.bonus.type,
        variant: row.bonus.variant,
        status: row.bonus.status,
        timesUsed: row.bonus.timesUsed,
        usesCount: row.bonus.usesCount,
        amount: row.bonus.amount ?? 0n,
        multiplierThousandths,
      },
    });
  }
  if (
    errors.length > 0 &&
    !refusesAlone({
      betType: body.meta.type,
      betCount: body.bets.length,
      refusedCount: errors.length,
    })
  ) {
    const first = errors[0]!;
    throw new HttpError(
      422,
      first.code,
      first.message,
      errors.map((e) => ({ field: `bets.${e.index}.bonus`, message: e.message })),
      errors,
    );
  }
  return { parts, budgetStake, refused: errors };
}

/** A placement refused at commit because a bonus was used meanwhile (BON-043). */
export const bonusUsedMeanwhile = () =>
  new HttpError(409, BONUS_REFUSALS.notAvailable, 'This bonus was used or ended meanwhile');

type Decision =
  | { kind: 'open' }
  | { kind: 'settled'; payout: bigint; result: string; status: 'done' | 'cancelled' };

export type BetBonusForSettlement = BetBonusRow & { campaign: BonusCampaignRow };

/** The bonuses of the bets a settlement pass reads. */
export const bonusesOfBets = (db: Database, betIds: string[]) => betBonusesOf(db, betIds);

/**
 * The settlement's bonus step (BON-020…023, BON-033, BON-044): the verdict the bet's bonus
 * makes of the results, and what to add to the plan. A budget freebet pays its variant's cash;
 * a comboboost adds its extra (range of the legs not voided) from the bonus budget; a lost
 * no-risk bet gives back a freebet once.
 */
export function bonusSettlementOf(input: {
  bonus: BetBonusForSettlement;
  bet: { id: string; stake: bigint; currency: string; playerId: number };
  selections: BetSelectionRow[];
  results: ReadonlyMap<string, MarketResultRow>;
  decision: Decision;
  now: Date;
}): { decision: Decision; apply(planned: SettlementPlan): void } {
  const { bonus, bet, decision } = input;
  const nothing = { decision, apply: () => {} };
  // A farming bet settles as a cash bet: its points follow from its own state (HUN-003).
  if (bonus.type === 'hunting' || bonus.type === 'tournament') return nothing;
  if (decision.kind !== 'settled') {
    // Rolled back: a comboboost's extra goes back to the budget with the rest.
    if (bonus.type === 'comboboost')
      return {
        decision,
        apply: (planned) => {
          addBonusToSettlement(planned, {
            betId: bet.id,
            currency: bet.currency,
            bonusDue: 0n,
            bonusPaid: bonus.bonusPaid,
          });
        },
      };
    return nothing;
  }
  if (bonus.type === 'freebet') {
    const variant = (bonus.variant ?? 'freebet_only_win') as 'freebet_only_win';
    const { cash, freebetBack } = freebetReturn({
      variant,
      stake: bet.stake,
      payout: decision.payout,
      amount: bonus.freebetStake,
    });
    return {
      decision: { ...decision, payout: cash },
      apply: (planned) => {
        if (freebetBack > 0n && !bonus.freebetBack)
          addFreebetBackToSettlement(planned.plan, {
            betId: bet.id,
            freebet: {
              ...newPlayerBonus(bonus.campaign, bet.playerId, `no_risk:${bet.id}`, input.now, {
                variant: 'freebet_only_win',
                amount: freebetBack,
                currency: bet.currency,
                usesCount: 1,
              }),
            },
          });
      },
    };
  }
  const legs = input.selections.map((s) => {
    const line = input.results.get(`${s.eventId}/${s.marketId}/${s.specifier}`);
    const outcome = line?.results.find((r) => r.outcomeId === s.outcomeId);
    return { voided: line?.status === 'cancelled' || outcome?.result === 'void' };
  });
  const { extra } = comboboostExtra({
    terms: comboboostTermsOf(bonus.campaign),
    stake: bet.stake,
    payout: decision.payout,
    legs,
  });
  return {
    decision: { ...decision, payout: decision.payout + extra },
    apply: (planned) => {
      addBonusToSettlement(planned, {
        betId: bet.id,
        currency: bet.currency,
        bonusDue: extra,
        bonusPaid: bonus.bonusPaid,
      });
    },
  };
}
