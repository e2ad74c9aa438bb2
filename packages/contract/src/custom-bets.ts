import { z } from 'zod';
import { marketSchema } from './catalogue';
import { amountSchema, currencyCodeSchema } from './platform/money';
import { MAX_ID, idSchema, idTextSchema, safeTextSchema } from './safe-input';

/**
 * The bet builder (betting-core §3 custom bet groups, §7 /bets/custom/*, issue 21, decision 046):
 * the markets of a match that may be combined, and the combined price of a set of its outcomes.
 */
export const customBetSelectionSchema = z.object({
  match_id: idSchema,
  market_id: z.number().int().min(0).max(MAX_ID, `must be at most ${MAX_ID}`),
  specifier: safeTextSchema().max(200),
  outcome_id: safeTextSchema().min(1).max(100),
});

export const customOddsBodySchema = z.object({
  meta: z.object({ locale: z.string().min(2).max(10).optional() }).optional(),
  bets: z
    .array(z.object({ selections: z.array(customBetSelectionSchema).min(2).max(10) }))
    .min(1)
    .max(5),
});

export const customOddsResponseSchema = z.object({
  data: z.array(
    z.object({
      /** The combined price, margin included, rounded down like every price. */
      odds: z.number(),
      /** Positions of selections implied by the others: they add nothing to the price. */
      implied: z.array(z.number().int()),
      /**
       * The largest stake placement takes on this custom bet at this price (BB-008, decision
       * 064), in the signed-in player's currency; null for a visitor (no currency yet).
       */
      max_stake: z.object({ value: amountSchema, currency: currencyCodeSchema }).nullable(),
    }),
  ),
});

export const customMarketsParamsSchema = z.object({ matchId: idTextSchema });
export const customMarketsQuerySchema = z.object({
  locale: z.string().min(2).max(10).optional(),
});

export const CUSTOM_BET_GROUP_KEYS = [
  'result',
  'goals',
  'handicaps',
  'first_half',
  'correct_score',
] as const;

export const customMarketsResponseSchema = z.object({
  data: z.object({
    match_id: z.number().int(),
    custom_bet_groups: z.array(
      z.object({ group_key: z.enum(CUSTOM_BET_GROUP_KEYS), markets: z.array(marketSchema) }),
    ),
  }),
});

export type CustomOddsBody = z.output<typeof customOddsBodySchema>;
export type CustomOddsResponse = z.infer<typeof customOddsResponseSchema>;
export type CustomMarketsResponse = z.infer<typeof customMarketsResponseSchema>;
export type CustomBetGroupKey = (typeof CUSTOM_BET_GROUP_KEYS)[number];
