import { z } from 'zod';
import { contentImageSchema } from './content-pages';
import { BUILTIN_BANNER_PREFIX, PROMOTION_BANNERS, builtinBannerOf } from './promotion-constants';
import { safeTextSchema } from './safe-input';

/**
 * /sport/promotions lists the operator's campaigns marked "show in promotion" (account-platform
 * §3; decision 067): the operator's fields and the public read call.
 */

const BANNER_MESSAGE = `must be builtin:(${PROMOTION_BANNERS.join('|')}), a site path, an https:// address or a data:image URI`;

/** A banner: one of the built-in illustrations, or an image the pages' CSP allows. */
export const promotionBannerSchema = z
  .string(BANNER_MESSAGE)
  .max(20_000, 'a banner has at most 20000 characters')
  .refine(
    (value) =>
      value.startsWith(BUILTIN_BANNER_PREFIX)
        ? builtinBannerOf(value) !== undefined
        : contentImageSchema.safeParse(value).success,
    BANNER_MESSAGE,
  );

/** The operator's short description of the offer, shown on its card. */
export const promotionDescriptionSchema = safeTextSchema()
  .trim()
  .max(500, 'a description has at most 500 characters');

/**
 * The promotion fields of a campaign, as the operator sends them (create, or the PATCH below):
 * absent leaves a field as it is, null clears it.
 */
export const promotionFieldsSchema = {
  show_in_promotion: z.boolean('must be true or false').optional(),
  description: promotionDescriptionSchema.nullable().optional(),
  banner_desktop: promotionBannerSchema.nullable().optional(),
  banner_mobile: promotionBannerSchema.nullable().optional(),
};

/** PATCH /operator/api/v1/bonuses/campaigns/:id/promotion. */
export const updatePromotionBodySchema = z
  .strictObject({
    ...promotionFieldsSchema,
    /** One of the campaign's own promo codes, advertised on its card (null: none). */
    promo_code: safeTextSchema()
      .trim()
      .min(1, 'enter a promo code')
      .max(40, 'a promo code has at most 40 characters')
      .regex(/^[0-9A-Za-z_-]+$/, 'a promo code has letters, digits, - and _ only')
      .nullable()
      .optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'name at least one field to change');
export type UpdatePromotionBody = z.output<typeof updatePromotionBodySchema>;

export const PROMOTION_TYPES = [
  'comboboost',
  'freebet',
  'hunting',
  'tournament',
  'lootbox',
  'amb',
] as const;

/** GET /sportsbook/api/v2/promotions: every campaign shown, or one type's. */
export const promotionsQuerySchema = z.object({
  type: z
    .enum(PROMOTION_TYPES, { error: `must be one of ${PROMOTION_TYPES.join(', ')}` })
    .optional(),
});
export type PromotionsQuery = z.output<typeof promotionsQuerySchema>;

/**
 * One promotion as a visitor sees it: the campaign's public terms, nothing of any player.
 * Amounts in subunits as strings; `banners.desktop` is never null (a type's built-in banner).
 */
export const promotionSchema = z.object({
  id: z.number().int(),
  bonus_type: z.enum(PROMOTION_TYPES),
  name: z.string(),
  description: z.string().nullable(),
  banners: z.object({ desktop: z.string(), mobile: z.string().nullable() }),
  /** The code the card advertises (the promo-code field redeems it), or null. */
  promo_code: z.string().nullable(),
  /** Every player has it (open to all), so a signed-in player finds it in the bonuses area. */
  open_to_all: z.boolean(),
  freebet_type: z.enum(['freebet_only_win', 'freebet_all_win', 'freebet_no_risk']).nullable(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  min_odds: z.number().nullable(),
  ranges: z.array(
    z.object({ min_count: z.number().int(), max_count: z.number().int(), bonus_odds: z.number() }),
  ),
  /** Hunting: points (subunits staked) that give a freebet of `amount`. */
  thresholds: z.array(z.object({ points: z.string(), amount: z.string() })),
  /** Tournament: the pool paid out at the end. */
  initial_pool: z.string().nullable(),
  /** Lootbox: the prizes' names with their chance in basis points. */
  prizes: z.array(z.object({ name: z.string(), chance_bp: z.number().int() })),
  only_verified: z.boolean(),
  valid_to: z.string().nullable(),
});
export type PromotionWire = z.infer<typeof promotionSchema>;
export const promotionsResponseSchema = z.object({ data: z.array(promotionSchema) });
