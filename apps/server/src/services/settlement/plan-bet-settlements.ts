import {
  accountBalances,
  getPlayerLanguage,
  listLossLimitsOf,
  marketResultsOfLines,
} from '@sportsbook/db';
import type { BetRow, BetWithSelections, BetSelectionRow, Database } from '@sportsbook/db';
import {
  DEFAULT_LOYALTY,
  compPointCounters,
  compPointsChange,
  lossReturnCounters,
  planSettlement,
} from '@sportsbook/domain';
import type { LoyaltyConfig, RgLimit, SettlementPlan } from '@sportsbook/domain';
import { notificationInsert } from '../notifications/notification-insert';
import type { PlannedNotification } from '../notifications/notification-insert';
import { notificationLocaleOf } from '../notifications/notification-texts';
import { toRgLimit } from '../responsible-gambling/limits-of';
import { betNotificationOf } from './bet-notification';
import { decideSettlement } from './decide-settlement';
import { bonusSettlementOf, bonusesOfBets } from '../bonuses/bet-bonuses';

/** One ready bet's settlement, planned: the plan to submit and what it will have done. */
export interface PlannedBetSettlement {
  /** The bet as it will be once the plan commits. */
  bet: BetRow;
  selections: BetSelectionRow[];
  planned: SettlementPlan;
  /** A new verdict's notification, written by the plan itself. */
  notification?: PlannedNotification;
}

/**
 * Plans the settlement of ready bets (LED-040…042, decisions 013, 027, 035), reading what each
 * plan needs with no lock and no transaction: the results of their lines, the balance a
 * reversal may take back, the language of a new verdict's notification. The plan holds
 * everything that must commit with the money — the bet's new status, result, settled payout and
 * version, and the notification row — and commits only while the bet is still in the state and
 * version it was read in. So a bet read twice (two workers, or a pass and a cashout) is paid
 * once: the other plan is refused. A reversal whose balance was spent meanwhile is refused for
 * funds and planned again by a later pass.
 */
export async function planBetSettlements(
  db: Database,
  ready: BetWithSelections[],
  now: Date,
  loyalty: LoyaltyConfig = DEFAULT_LOYALTY,
): Promise<PlannedBetSettlement[]> {
  if (ready.length === 0) return [];
  // Many bets share a line: each line's results once.
  const lines = new Map(
    ready
      .flatMap((bet) => bet.selections)
      .map((s) => [`${s.eventId}/${s.marketId}/${s.specifier}`, s]),
  );
  const results = await marketResultsOfLines(db, [...lines.values()]);
  // Issue 19: a bet's bonus decides what its results pay (freebet variants, comboboost extra).
  const bonuses = await bonusesOfBets(
    db,
    ready.map((bet) => bet.id),
  );
  const decided = ready.map((bet) => {
    const decision = decideSettlement(bet, bet.selections, results);
    const bonus = bonuses.get(bet.id);
    if (!bonus) return { bet, decision };
    const withBonus = bonusSettlementOf({
      bonus,
      bet: { ...bet, stake: bet.stake - bet.cashedOutStake },
      selections: bet.selections,
      results,
      decision,
      now,
    });
    return { bet, decision: withBonus.decision, applyBonus: withBonus.apply };
  });
  const reversals = decided.filter(
    ({ bet, decision }) => (decision.kind === 'settled' ? decision.payout : 0n) < bet.settledPayout,
  );
  const balances = await accountBalances(
    db,
    reversals.map(({ bet }) => bet.accountId),
  );
  // A payout lowers the use of the player's loss limits (RG-012): their rows, once per pass.
  const lossLimits = new Map<number, RgLimit[]>();
  for (const row of await listLossLimitsOf(db, [...new Set(ready.map((bet) => bet.playerId))]))
    lossLimits.set(row.playerId, [...(lossLimits.get(row.playerId) ?? []), toRgLimit(row)]);
  const languages = new Map<number, string | undefined>();
  const out: PlannedBetSettlement[] = [];
  for (const { bet: withSelections, decision, applyBonus } of decided) {
    const { selections, ...bet } = withSelections;
    const planned = planSettlement({
      bet,
      verdict: decision,
      available: balances.get(bet.accountId) ?? 0n,
      now,
    });
    applyBonus?.(planned);
    const limits = lossLimits.get(bet.playerId);
    if (limits) {
      const returned = planned.update.settledPayout - bet.settledPayout;
      const counters = lossReturnCounters({ playerId: bet.playerId, limits, returned, now });
      if (counters.length > 0)
        planned.plan.counters = [...(planned.plan.counters ?? []), ...counters];
    }
    // LOY-001: comp points follow the bet's verdict, counted with its settlement (issue 20): a
    // first verdict earns, a rollback that reopens the bet takes them back, a new verdict earns.
    {
      const earned = compPointsChange(
        bet,
        // The bet is `ready_to_process` here: its previous verdict is its result (a rollback
        // pass resets it to no_results; a cancelled bet's is canceled and earned nothing).
        {
          result: bet.result,
          status: bet.result === 'no_results' || bet.result === 'canceled' ? 'open' : 'done',
        },
        { result: planned.update.result, status: planned.update.status },
        loyalty.conditions,
      );
      const counters = compPointCounters(bet.playerId, earned);
      if (counters.length > 0)
        planned.plan.counters = [...(planned.plan.counters ?? []), ...counters];
    }
    const updated: BetRow = {
      ...bet,
      ...planned.update,
      result: planned.update.result as BetRow['result'],
    };
    let notification: PlannedNotification | undefined;
    if (planned.newVerdict) {
      // One notification per new verdict, in the language the player has now.
      if (!languages.has(bet.playerId))
        languages.set(bet.playerId, await getPlayerLanguage(db, bet.playerId));
      const locale = notificationLocaleOf(languages.get(bet.playerId));
      const payout = decision.kind === 'settled' ? decision.payout : 0n;
      notification = {
        playerId: bet.playerId,
        objectType: 'bet',
        objectId: bet.id,
        createdAt: now,
        ...betNotificationOf({ bet: updated, selections, payout, locale }),
      };
      planned.plan.inserts.push(notificationInsert(notification));
    }
    out.push({ bet: updated, selections, planned, ...(notification ? { notification } : {}) });
  }
  return out;
}
