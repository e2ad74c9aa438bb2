import type { AverageBetsProgressWire, BonusWire } from '@sportsbook/contract';
import {
  averageBetsStakes,
  listPlayerBonuses,
  type LedgerWriter,
  newPlayerBonus,
  type BonusCampaignRow,
  type Database,
  type PlayerBonusRow,
  type PlayerBonusWithCampaign,
} from '@sportsbook/db';
import {
  USABLE_STATUSES,
  averageBetsIssuePlan,
  averageBetsProgress,
  boostRefusal,
  freebetBoostPlan,
  type AverageBetsTerms,
  type BoostRefusal,
} from '@sportsbook/domain';
import { HttpError } from '../../errors';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { bonusToWire } from './bonus-terms';
import { campaignLive } from './hunting';
import { announceBonus } from './issue-bonus';

/**
 * Freebet boost and average-bets freebets on the server (issue 19, decision 058). Both are plans
 * of the one executor: the boost changes the freebet (a promise, decision 044) under row checks,
 * so it happens once; the average-bets freebet ends the player's progress row and inserts the
 * freebet in one commit, so it is issued once. Neither moves money when it is made: the bonus
 * budget pays a freebet when it is staked (BON-040), the boosted amount if it was boosted.
 */

const BOOST_ANSWERS: Record<BoostRefusal, { status: number; message: string }> = {
  bonus_not_boostable: { status: 422, message: 'This bonus cannot be boosted' },
  bonus_already_boosted: { status: 409, message: 'This freebet is boosted already' },
  bonus_already_used: { status: 409, message: 'This freebet is used: it cannot be boosted' },
  bonus_not_available: { status: 422, message: 'This freebet is not usable now' },
};

const boostRefusalOf = (row: PlayerBonusWithCampaign): BoostRefusal | null => {
  const refusal = boostRefusal({
    id: row.bonus.id,
    type: row.bonus.type,
    status: row.bonus.status,
    timesUsed: row.bonus.timesUsed,
    boosted: row.bonus.boosted,
    amount: row.bonus.amount,
    boostMultiplierThousandths: row.campaign.boostMultiplierThousandths,
  });
  if (refusal) return refusal;
  return campaignLive(row) ? null : 'bonus_not_available';
};

/** Whether the player's freebet can be boosted now (the web shows the button). */
export const boostableNow = (row: PlayerBonusWithCampaign) => boostRefusalOf(row) === null;

const refuse = (code: BoostRefusal): never => {
  const { status, message } = BOOST_ANSWERS[code];
  throw new HttpError(status, code, message);
};

/**
 * POST /bonuses/{id}/boost: `row` is the player's bonus as they see it now (player conditions
 * applied). Answers the boosted freebet, or refuses with the reason.
 */
export async function boostFreebet(
  db: Database,
  ledger: LedgerWriter,
  row: PlayerBonusWithCampaign,
): Promise<BonusWire> {
  const refusal = boostRefusalOf(row);
  if (refusal) refuse(refusal);
  const { plan } = freebetBoostPlan({
    id: row.bonus.id,
    type: row.bonus.type,
    status: row.bonus.status,
    timesUsed: row.bonus.timesUsed,
    boosted: row.bonus.boosted,
    amount: row.bonus.amount,
    boostMultiplierThousandths: row.campaign.boostMultiplierThousandths,
  });
  const result = await ledger.submit(plan);
  const [after] = await listPlayerBonuses(db, row.bonus.playerId, [row.bonus.id]);
  if (!after) throw new HttpError(404, 'bonus_not_found', 'No such bonus');
  // Another boost (or a bet staking it) committed first: say why, from the row as it is now.
  if (result.kind !== 'committed') refuse(boostRefusalOf(after) ?? 'bonus_already_boosted');
  return bonusToWire(after.bonus, after.campaign, { boostable: false });
}

/** The average-bets terms of a campaign (decision 058). */
export function averageBetsTermsOf(campaign: BonusCampaignRow): AverageBetsTerms {
  const t = campaign.averageBets;
  return {
    betsCount: t?.betsCount ?? 1,
    minStake: BigInt(t?.minStake ?? '1'),
    ranges: (t?.ranges ?? []).map((r) => ({
      fromAverageStake: BigInt(r.fromAverageStake),
      amount: BigInt(r.amount),
    })),
  };
}

/** The id of the freebet a player's average-bets progress issues: one per progress row. */
export const averageBetsFreebetId = (progressBonusId: string) => `amb-${progressBonusId}`;

/** The progress of one of the player's average-bets rows, as the spec's "progress" object. */
export async function averageBetsProgressOf(
  db: Database,
  row: PlayerBonusWithCampaign,
): Promise<AverageBetsProgressWire> {
  const { bonus, campaign } = row;
  const terms = averageBetsTermsOf(campaign);
  const currency = campaign.currency ?? '';
  const stakes = await averageBetsStakes(db, {
    playerId: bonus.playerId,
    currency,
    from: campaign.validFrom,
    to: campaign.validTo,
  });
  const p = averageBetsProgress(stakes, terms);
  const issued = bonus.timesUsed > 0;
  return {
    id: bonus.id,
    name: campaign.name,
    type: campaign.averageBets?.freebetVariant ?? 'freebet_only_win',
    progress_count: p.progress,
    possible_progress_count: p.possible,
    ranges: terms.ranges.map((r) => ({
      from_average_stake: r.fromAverageStake.toString(),
      number_of_bets: terms.betsCount,
      number_of_freebets: 1,
      issued_amount: r.amount.toString(),
      currency,
    })),
    stake_currency: currency,
    min_stake: terms.minStake.toString(),
    average_stake: p.averageStake.toString(),
    amount: p.amount.toString(),
    complete: p.complete,
    issued_freebet_id: issued ? averageBetsFreebetId(bonus.id) : null,
    issue_to: (campaign.validTo ?? bonus.expiresAt)?.toISOString() ?? null,
  };
}

/** The player's average-bets rows that are shown: usable ones, and ones already issued. */
export const averageBetsRows = (rows: PlayerBonusWithCampaign[]) =>
  rows.filter(
    (r) =>
      r.bonus.type === 'amb' &&
      ((USABLE_STATUSES.includes(r.bonus.status) && campaignLive(r)) || r.bonus.timesUsed > 0),
  );

/**
 * POST /bonuses/freebets/amb: issues the freebet of a complete progress, once. `rows` are the
 * player's bonuses as they see them; `id` names the progress (else the first complete one).
 */
export async function issueAverageBetsFreebet(
  db: Database,
  ledger: LedgerWriter,
  realtime: RealtimePublisher,
  rows: PlayerBonusWithCampaign[],
  id: string | undefined,
  now: Date,
): Promise<BonusWire> {
  const candidates = rows.filter((r) => r.bonus.type === 'amb' && (!id || r.bonus.id === id));
  if (candidates.length === 0)
    throw new HttpError(404, 'amb_not_found', 'No average-bets freebet progress');
  const progress = await Promise.all(candidates.map((r) => averageBetsProgressOf(db, r)));
  const index = id
    ? 0
    : Math.max(
        0,
        progress.findIndex((p) => p.complete && !p.issued_freebet_id),
      );
  const row = candidates[index]!;
  const p = progress[index]!;
  if (row.bonus.timesUsed > 0 || row.bonus.status === 'bonus_over')
    throw new HttpError(409, 'amb_already_issued', 'This average-bets freebet was issued already');
  if (!USABLE_STATUSES.includes(row.bonus.status) || !campaignLive(row))
    throw new HttpError(422, 'bonus_not_available', `This progress is ${row.bonus.status}`);
  if (!p.complete)
    throw new HttpError(
      422,
      'amb_progress_incomplete',
      `${p.progress_count} of ${p.possible_progress_count} qualifying bets placed`,
    );
  const amount = BigInt(p.amount);
  if (amount <= 0n)
    throw new HttpError(
      422,
      'amb_no_range',
      'The average stake is below every range: no freebet is due',
    );
  const freebet = freebetRow(row.campaign, row.bonus, amount, now);
  const result = await ledger.submit(
    averageBetsIssuePlan({ progressBonusId: row.bonus.id, freebet }),
  );
  if (result.kind !== 'committed')
    throw new HttpError(409, 'amb_already_issued', 'This average-bets freebet was issued already');
  const [issued] = await listPlayerBonuses(db, row.bonus.playerId, [String(freebet.id)]);
  if (!issued) throw new HttpError(404, 'bonus_not_found', 'No such bonus');
  await announceBonus(db, realtime, issued.bonus, issued.campaign);
  return bonusToWire(issued.bonus, issued.campaign);
}

/** The freebet a progress issues: the campaign's variant and currency, used once. */
function freebetRow(
  campaign: BonusCampaignRow,
  progress: PlayerBonusRow,
  amount: bigint,
  now: Date,
): Record<string, unknown> {
  const row = newPlayerBonus(campaign, progress.playerId, `amb:${progress.id}`, now, {
    id: averageBetsFreebetId(progress.id),
    type: 'freebet',
    variant: campaign.averageBets?.freebetVariant ?? 'freebet_only_win',
    amount,
    currency: campaign.currency,
    usesCount: 1,
    expiresAt: new Date(now.getTime() + campaign.validDays * 86_400_000),
  });
  return { ...row, seen: false, timesUsed: 0, boosted: false };
}
