import type { BonusCampaignRow, LootboxOpeningRow, PlayerBonusRow } from '@sportsbook/db';
import type { BonusWire, FarmingWire } from '@sportsbook/contract';
import type { ComboboostTerms, FreebetTerms } from '@sportsbook/domain';
import { lootboxToWire } from './lootbox-wire';

/** The domain's terms of a campaign (decision 044). */
export function freebetTermsOf(campaign: BonusCampaignRow, bonus: PlayerBonusRow): FreebetTerms {
  return {
    variant: bonus.variant ?? campaign.variant ?? 'freebet_only_win',
    amount: bonus.amount ?? 0n,
    currency: bonus.currency ?? campaign.currency ?? '',
    minOddsThousandths: campaign.minOddsThousandths,
    maxOddsThousandths: campaign.maxOddsThousandths,
    selectionCountFrom: campaign.selectionCountFrom,
    selectionCountTo: campaign.selectionCountTo,
    matchStatus: campaign.matchStatus,
    eventConditions: campaign.eventConditions,
  };
}

export function comboboostTermsOf(campaign: BonusCampaignRow): ComboboostTerms {
  return {
    ranges: campaign.ranges,
    minLegOddsThousandths: campaign.minOddsThousandths ?? 1000,
    eventConditions: campaign.eventConditions,
  };
}

const decimal = (thousandths: number | null) => (thousandths === null ? null : thousandths / 1000);

/** One bonus as the player sees it (account-platform §3). */
export function bonusToWire(
  bonus: PlayerBonusRow,
  campaign: BonusCampaignRow,
  /** A lootbox's opening (decision 056); a hunting's or tournament's farming stats (055). */
  extra: {
    opening?: LootboxOpeningRow | undefined;
    farming?: FarmingWire | undefined;
    /** A freebet's boost can be made now (decision 058); computed by the caller. */
    boostable?: boolean | undefined;
  } = {},
): BonusWire {
  const { opening, farming } = extra;
  const multiplier = campaign.boostMultiplierThousandths;
  return {
    ...(farming ? { farming } : {}),
    ...(bonus.type === 'freebet' && (bonus.boosted || (multiplier !== null && multiplier > 1000))
      ? {
          boost: {
            multiplier: (multiplier ?? 1000) / 1000,
            boostable: !bonus.boosted && extra.boostable === true,
            boosted: bonus.boosted,
            boosted_from: bonus.boostedFrom?.toString() ?? null,
          },
        }
      : {}),
    id: bonus.id,
    // An average-bets progress row is never listed as a bonus (decision 058).
    bonus_type: bonus.type as BonusWire['bonus_type'],
    type: bonus.variant,
    name: campaign.name,
    status: bonus.status,
    seen: bonus.seen,
    currency: bonus.currency,
    amount: bonus.amount === null ? null : bonus.amount.toString(),
    times_used: bonus.timesUsed,
    uses_count: bonus.usesCount,
    min_odds: decimal(campaign.minOddsThousandths),
    max_odds: decimal(campaign.maxOddsThousandths),
    selection_count_from: campaign.selectionCountFrom,
    selection_count_to: campaign.selectionCountTo,
    match_status: campaign.matchStatus,
    event_conditions: campaign.eventConditions.map((c) =>
      Object.fromEntries(
        Object.entries(c).map(([k, v]) => [k.replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`), v]),
      ),
    ),
    ranges: campaign.ranges.map((r) => ({
      min_count: r.minCount,
      max_count: r.maxCount,
      bonus_odds: r.multiplierThousandths / 1000,
    })),
    only_verified: campaign.onlyVerified,
    country_codes: campaign.countryCodes,
    created_at: bonus.createdAt.toISOString(),
    activated_at: bonus.activatedAt?.toISOString() ?? null,
    expired_at: bonus.expiresAt?.toISOString() ?? null,
    ...(bonus.type === 'lootbox' ? { lootbox: lootboxToWire(bonus, campaign, opening) } : {}),
  };
}
