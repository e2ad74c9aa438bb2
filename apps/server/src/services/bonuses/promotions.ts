import {
  BUILTIN_BANNER_PREFIX,
  DEFAULT_PROMOTION_BANNER,
  type PromotionWire,
  type UpdatePromotionBody,
} from '@sportsbook/contract';
import type { BonusCampaignRow, PromotionRow } from '@sportsbook/db';

/**
 * A campaign's promotion card (decision 067): its public terms, the operator's description and
 * banners. Nothing of any player: visitors read it.
 */
export function promotionToWire(c: BonusCampaignRow): PromotionWire {
  const promotion = c.promotion;
  const prizeWeight = c.prizes.reduce((sum, p) => sum + p.weight, 0);
  return {
    id: c.id,
    bonus_type: c.type,
    name: c.name,
    description: promotion?.description || null,
    banners: {
      desktop:
        promotion?.bannerDesktop ?? `${BUILTIN_BANNER_PREFIX}${DEFAULT_PROMOTION_BANNER[c.type]}`,
      mobile: promotion?.bannerMobile ?? null,
    },
    promo_code: promotion?.promoCode ?? null,
    open_to_all: c.openToAll,
    freebet_type: c.variant,
    amount: c.amount?.toString() ?? null,
    currency: c.currency,
    min_odds: c.minOddsThousandths === null ? null : c.minOddsThousandths / 1000,
    ranges: c.ranges.map((r) => ({
      min_count: r.minCount,
      max_count: r.maxCount,
      bonus_odds: r.multiplierThousandths / 1000,
    })),
    thresholds: c.type === 'hunting' ? (c.farming?.thresholds ?? []) : [],
    initial_pool: c.type === 'tournament' ? (c.farming?.initialPool ?? null) : null,
    prizes:
      prizeWeight > 0
        ? c.prizes.map((p) => ({
            name: p.name,
            chance_bp: Math.floor((p.weight * 10_000) / prizeWeight),
          }))
        : [],
    only_verified: c.onlyVerified,
    valid_to: c.validTo?.toISOString() ?? null,
  };
}

/**
 * The stored promotion after the operator's change: a field absent stays, null clears it. Null
 * when nothing is left to store (no description, banner or code).
 */
export function changedPromotion(
  current: PromotionRow | null,
  body: Omit<UpdatePromotionBody, 'show_in_promotion'>,
): PromotionRow | null {
  const pick = <T>(value: T | null | undefined, kept: T | null): T | null =>
    value === undefined ? kept : value;
  const next: PromotionRow = {
    description: pick(body.description, current?.description || null) ?? '',
    bannerDesktop: pick(body.banner_desktop, current?.bannerDesktop ?? null),
    bannerMobile: pick(body.banner_mobile, current?.bannerMobile ?? null),
    promoCode: pick(body.promo_code, current?.promoCode ?? null),
  };
  const empty =
    next.description === '' && !next.bannerDesktop && !next.bannerMobile && !next.promoCode;
  return empty ? null : next;
}

/** The operator's view of a campaign's promotion fields. */
export function promotionFieldsToWire(c: BonusCampaignRow) {
  return {
    show_in_promotion: c.showInPromotion,
    description: c.promotion?.description || null,
    banner_desktop: c.promotion?.bannerDesktop ?? null,
    banner_mobile: c.promotion?.bannerMobile ?? null,
    promo_code: c.promotion?.promoCode ?? null,
  };
}
