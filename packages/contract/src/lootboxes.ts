import { z } from 'zod';

/**
 * Lootboxes (issue 19, account-platform §3, §7.2, §9; decision 056): the published prize table
 * and the fairness proof a lootbox bonus carries. The seed is null until the box is opened.
 */

export const LOOTBOX_PRIZE_KINDS = ['freebet', 'comboboost', 'nothing'] as const;

export const lootboxPrizeSchema = z.object({
  kind: z.enum(LOOTBOX_PRIZE_KINDS),
  weight: z.number().int().positive(),
  name: z.string(),
  amount: z.string().nullable(),
  currency: z.string().nullable(),
  variant: z.string().nullable(),
});

export const lootboxSchema = z.object({
  prizes: z.array(lootboxPrizeSchema),
  /** SHA-256 of the server seed, published when the box is issued. */
  seed_hash: z.string(),
  /** Revealed on opening. */
  seed: z.string().nullable(),
  opened: z.boolean(),
  prize_index: z.number().int().nullable(),
  prize_bonus_id: z.string().nullable(),
  opened_at: z.string().nullable(),
});

export type LootboxPrizeWire = z.infer<typeof lootboxPrizeSchema>;
export type LootboxWire = z.infer<typeof lootboxSchema>;

/** The operator's prize table of a new lootbox campaign: a campaign to issue, or nothing. */
export const lootboxPrizeInputSchema = z.object({
  /** A freebet or comboboost campaign; absent: the prize is nothing. */
  campaign_id: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1)
    .optional(),
  weight: z.number().int().min(1).max(1_000_000),
});
