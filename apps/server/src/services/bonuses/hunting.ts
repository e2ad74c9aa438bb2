import type { FarmingWire, LeaderboardEntryWire } from '@sportsbook/contract';
import {
  existingBonusIds,
  farmingBetsOf,
  farmedEventIdsOf,
  huntingBonusesOfBets,
  insertBonusesOnce,
  newPlayerBonus,
  setBonusCampaignStatus,
  tournamentScores,
  tournamentsDue,
} from '@sportsbook/db';
import type {
  BonusCampaignRow,
  Database,
  FarmingBetRow,
  FarmingTermsRow,
  PlayerBonusRow,
} from '@sportsbook/db';
import {
  farmedStateOf,
  farmingPoints,
  freebetsDue,
  nextThreshold,
  potentialFreebetAmount,
  rankTournament,
  tournamentPrizes,
} from '@sportsbook/domain';
import type { FarmingTerms, HuntingThreshold } from '@sportsbook/domain';
import type { RealtimePublisher } from '../../plugins/services/realtime-publisher';
import { announceBonus } from './issue-bonus';

/**
 * Hunting and hunting tournaments on the server (issue 19, decision 055). A bet farms by carrying
 * the bonus (`bonus {id, type: hunting|tournament}`): the placement's plan writes its bet bonus
 * row and counts the use under a row check (so two bets racing on one hunting serialise and
 * "farm once per event" holds at commit). Points are computed from those bets; freebets due are
 * issued with ids that name the hunting and the threshold (or the tournament and the rank), so
 * a retry, a second worker or a resettlement never issues one twice.
 */

/** A use count no farming bonus reaches: every qualifying bet may carry it. */
export const FARMING_USES = 1_000_000;

const DEFAULT_FARMING: FarmingTermsRow = {
  minStake: '1',
  farmOncePerEvent: true,
  freebetVariant: 'freebet_only_win',
  thresholds: [],
  initialPool: '0',
  prizeShares: [],
};

export const farmingOf = (campaign: BonusCampaignRow): FarmingTermsRow =>
  campaign.farming ?? DEFAULT_FARMING;

export function farmingTermsOf(campaign: BonusCampaignRow): FarmingTerms {
  const f = farmingOf(campaign);
  return {
    currency: campaign.currency ?? '',
    minOddsThousandths: campaign.minOddsThousandths,
    minStake: BigInt(f.minStake),
    eventConditions: campaign.eventConditions,
    farmOncePerEvent: f.farmOncePerEvent,
  };
}

export const thresholdsOf = (campaign: BonusCampaignRow): HuntingThreshold[] =>
  farmingOf(campaign).thresholds.map((t) => ({
    points: BigInt(t.points),
    amount: BigInt(t.amount),
  }));

export { farmedEventIdsOf };

/**
 * The campaign still lets its bonus be used: active, or the bonus is a freebet a hunting or a
 * tournament paid out (it outlives the campaign's end).
 */
export const campaignLive = (row: { bonus: PlayerBonusRow; campaign: BonusCampaignRow }) =>
  row.campaign.status === 'active' || row.campaign.type !== row.bonus.type;

const statsOf = (campaign: BonusCampaignRow, bets: FarmingBetRow[], eventIds: number[]) => {
  const f = farmingOf(campaign);
  const states = bets.map((b) => ({ stake: b.stake, state: farmedStateOf(b.status, b.result) }));
  const { available, potential } = farmingPoints(states);
  const standing = states.filter((s) => s.state !== 'void');
  const thresholds = thresholdsOf(campaign);
  const next = nextThreshold(thresholds, available);
  const pool = BigInt(f.initialPool);
  const wire: FarmingWire = {
    points: (available + potential).toString(),
    available_points: available.toString(),
    potential_points: potential.toString(),
    potential_freebet_amount: potentialFreebetAmount(thresholds, available, potential).toString(),
    bets_count: standing.length,
    average_stake: standing.length
      ? (standing.reduce((s, b) => s + b.stake, 0n) / BigInt(standing.length)).toString()
      : '0',
    min_stake: f.minStake,
    farm_once_per_event: f.farmOncePerEvent,
    farmed_event_ids: eventIds,
    farming_freebet_type: f.freebetVariant,
    thresholds: f.thresholds,
    next_threshold: next
      ? { points: next.points.toString(), amount: next.amount.toString() }
      : null,
    initial_pool: campaign.type === 'tournament' ? pool.toString() : null,
    prizes: tournamentPrizes(pool, f.prizeShares).map(String),
    valid_to: campaign.validTo?.toISOString() ?? null,
  };
  return { wire, available };
};

/** The farming stats of these bonuses (hunting and tournaments among them), by bonus id. */
export async function farmingStats(
  db: Database,
  rows: Array<{ bonus: PlayerBonusRow; campaign: BonusCampaignRow }>,
): Promise<Map<string, FarmingWire>> {
  const farming = rows.filter((r) => r.bonus.type === 'hunting' || r.bonus.type === 'tournament');
  const bets = await farmingBetsOf(
    db,
    farming.map((r) => r.bonus.id),
  );
  const out = new Map<string, FarmingWire>();
  for (const r of farming) {
    const events = [...(await farmedEventIdsOf(db, r.bonus.id))].sort((a, b) => a - b);
    out.set(
      r.bonus.id,
      statsOf(
        r.campaign,
        bets.filter((b) => b.playerBonusId === r.bonus.id),
        events,
      ).wire,
    );
  }
  return out;
}

/** The id of the freebet a hunting owes at a threshold (HUN-010: issued once). */
export const huntingFreebetId = (huntingBonusId: string, index: number) =>
  `hunting-${huntingBonusId}-${index}`;

/** The id of a tournament's prize for a rank (TOU-010: paid once). */
export const tournamentPrizeId = (campaignId: number, position: number) =>
  `tournament-${campaignId}-${position}`;

/**
 * HUN-010 on the server: issues the freebets these huntings owe at their available points that
 * are not issued yet, and announces the new ones. Safe to run any number of times at once.
 */
export async function convertHuntings(
  db: Database,
  realtime: RealtimePublisher | undefined,
  rows: Array<{ bonus: PlayerBonusRow; campaign: BonusCampaignRow }>,
  now: Date,
): Promise<PlayerBonusRow[]> {
  const huntings = rows.filter((r) => r.bonus.type === 'hunting');
  if (huntings.length === 0) return [];
  const bets = await farmingBetsOf(
    db,
    huntings.map((r) => r.bonus.id),
  );
  const wanted: Array<{ row: ReturnType<typeof newPlayerBonus>; campaign: BonusCampaignRow }> = [];
  for (const { bonus, campaign } of huntings) {
    const { available } = farmingPoints(
      bets
        .filter((b) => b.playerBonusId === bonus.id)
        .map((b) => ({ stake: b.stake, state: farmedStateOf(b.status, b.result) })),
    );
    for (const due of freebetsDue(thresholdsOf(campaign), available))
      wanted.push({
        campaign,
        row: freebetRow(campaign, bonus.playerId, huntingFreebetId(bonus.id, due.index), {
          amount: due.amount,
          source: `hunting:${bonus.id}`,
          now,
        }),
      });
  }
  const existing = await existingBonusIds(
    db,
    wanted.map((w) => w.row.id!),
  );
  const fresh = wanted.filter((w) => !existing.has(w.row.id!));
  const issued = await insertBonusesOnce(
    db,
    fresh.map((w) => w.row),
  );
  if (realtime)
    for (const bonus of issued) {
      const campaign = fresh.find((w) => w.row.id === bonus.id)!.campaign;
      await announceBonus(db, realtime, bonus, campaign);
    }
  return issued;
}

/** A freebet a farming campaign issues: its variant, in its currency, used once. */
function freebetRow(
  campaign: BonusCampaignRow,
  playerId: number,
  id: string,
  input: { amount: bigint; source: string; now: Date },
) {
  return newPlayerBonus(campaign, playerId, input.source, input.now, {
    id,
    type: 'freebet',
    variant: farmingOf(campaign).freebetVariant,
    amount: input.amount,
    currency: campaign.currency,
    usesCount: 1,
    expiresAt: new Date(input.now.getTime() + campaign.validDays * 86_400_000),
  });
}

/** After a settlement pass: the huntings of the settled bets convert what they reached. */
export async function convertHuntingsOfBets(
  db: Database,
  realtime: RealtimePublisher | undefined,
  betIds: string[],
  now: Date,
) {
  const rows = await huntingBonusesOfBets(db, betIds);
  const unique = [...new Map(rows.map((r) => [r.bonus.id, r])).values()];
  return convertHuntings(db, realtime, unique, now);
}

/** Masks an email for the leaderboard: the first two letters of the name and the domain. */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
};

/** TOU-001 on the server: the ranked scores of a tournament with the prizes paid or due. */
export async function tournamentRating(db: Database, campaign: BonusCampaignRow) {
  const ranked = rankTournament(await tournamentScores(db, campaign.id));
  const prizes = tournamentPrizes(
    BigInt(farmingOf(campaign).initialPool),
    farmingOf(campaign).prizeShares,
  );
  const paid = await existingBonusIds(
    db,
    ranked.slice(0, prizes.length).map((r) => tournamentPrizeId(campaign.id, r.position)),
  );
  return ranked.map((r) => ({
    ...r,
    prize: prizes[r.position - 1] ?? 0n,
    paid: paid.has(tournamentPrizeId(campaign.id, r.position)),
  }));
}

export function leaderboardEntry(
  entry: Awaited<ReturnType<typeof tournamentRating>>[number],
  campaign: BonusCampaignRow,
  playerId: number,
): LeaderboardEntryWire {
  return {
    position: entry.position,
    current_user: entry.playerId === playerId,
    email: maskEmail(entry.email),
    farmed_amount: entry.points.toString(),
    currency_code: campaign.currency ?? '',
    farmed_freebets_count: entry.paid ? 1 : 0,
  };
}

/**
 * TOU-010 at a tournament's end: every ended tournament pays its ranks their share of the
 * initial pool as freebets (a rank with no player, or a zero prize, pays nothing) and is marked
 * ended. The prize ids make the payout happen exactly once even if two workers run it or one
 * crashes between the prizes and the mark.
 */
export async function payEndedTournaments(
  db: Database,
  realtime: RealtimePublisher | undefined,
  now: Date,
): Promise<PlayerBonusRow[]> {
  const issued: PlayerBonusRow[] = [];
  for (const campaign of await tournamentsDue(db, now)) {
    const rating = await tournamentRating(db, campaign);
    const rows = rating
      .filter((r) => r.prize > 0n && !r.paid)
      .map((r) =>
        freebetRow(campaign, r.playerId, tournamentPrizeId(campaign.id, r.position), {
          amount: r.prize,
          source: `tournament:${campaign.id}:${r.position}`,
          now,
        }),
      );
    const written = await insertBonusesOnce(db, rows);
    await setBonusCampaignStatus(db, campaign.id, 'ended');
    if (realtime) for (const bonus of written) await announceBonus(db, realtime, bonus, campaign);
    issued.push(...written);
  }
  return issued;
}

const money = (subunits: string | bigint, currency: string | null) =>
  `${(Number(subunits) / 100).toFixed(2)} ${currency ?? ''}`.trim();

/** The terms of a hunting or a tournament, one line each (GET …/terms). */
export function farmingTermsLines(campaign: BonusCampaignRow): string[] {
  const f = farmingOf(campaign);
  const c = campaign.currency;
  return [
    campaign.type === 'hunting'
      ? 'Bets that carry this hunting farm their stake as points; reaching a threshold gives a freebet.'
      : 'Bets that carry this tournament farm their stake as points; at the end the ranks share the prize pool as freebets.',
    `A point is ${money(1n, c)} staked; the least stake that farms is ${money(f.minStake, c)}.`,
    ...(campaign.minOddsThousandths
      ? [`Minimum odds ${(campaign.minOddsThousandths / 1000).toFixed(2)}.`]
      : []),
    ...(f.farmOncePerEvent ? ['Each event farms once.'] : []),
    'Points count when a bet is settled; a void bet farms nothing.',
    ...f.thresholds.map((t) => `${money(t.points, c)} in points: a ${money(t.amount, c)} freebet.`),
    ...(campaign.type === 'tournament'
      ? [
          `Prize pool ${money(f.initialPool, c)}, shared by rank: ${tournamentPrizes(
            BigInt(f.initialPool),
            f.prizeShares,
          )
            .map((p, i) => `${i + 1}. ${money(p, c)}`)
            .join(', ')}.`,
          'Equal points: whoever reached them first ranks higher.',
        ]
      : []),
    ...(campaign.validTo ? [`Ends ${campaign.validTo.toISOString()}.`] : []),
  ];
}
