/**
 * The built-in promotion banners (decision 067): illustrated SVGs the web draws itself, so a
 * campaign shows a banner without the operator hosting an image. Names only (no zod): browser
 * code imports this module.
 */
export const PROMOTION_BANNERS = ['combo', 'freebet', 'hunt', 'trophy', 'gift', 'stars'] as const;
export type PromotionBanner = (typeof PROMOTION_BANNERS)[number];

/** A banner value naming a built-in one: `builtin:<name>`. */
export const BUILTIN_BANNER_PREFIX = 'builtin:';

/** The built-in banner a campaign type shows when the operator set none. */
export const DEFAULT_PROMOTION_BANNER = {
  comboboost: 'combo',
  freebet: 'freebet',
  hunting: 'hunt',
  tournament: 'trophy',
  lootbox: 'gift',
  amb: 'stars',
} as const satisfies Record<string, PromotionBanner>;

/** The built-in banner a value names, or undefined for an image URL. */
export function builtinBannerOf(value: string): PromotionBanner | undefined {
  if (!value.startsWith(BUILTIN_BANNER_PREFIX)) return undefined;
  const name = value.slice(BUILTIN_BANNER_PREFIX.length);
  return (PROMOTION_BANNERS as readonly string[]).includes(name)
    ? (name as PromotionBanner)
    : undefined;
}
