import { z } from 'zod';

/**
 * Lotteries on the wire (issue 22, decision 051): the next draws with their published seed hash
 * and markets, and the last results with their balls and the revealed seed (the proof).
 * Prices are decimal odds (numbers), times ISO strings.
 */
export const lotteryGameSchema = z.object({
  key: z.string(),
  name: z.string(),
  pool: z.number().int(),
  picks: z.number().int(),
  every_minutes: z.number().int(),
});

export const lotteryMarketSchema = z.object({
  market_id: z.number().int(),
  specifier: z.string(),
  name: z.string(),
  /** 1 open, -1 suspended. */
  status: z.number().int(),
  outcomes: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      odds: z.number(),
      active: z.boolean(),
    }),
  ),
});

export const lotteryDrawSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  game: z.string(),
  name: z.string(),
  draw_time: z.string(),
  /** SHA-256 (hex) of the seed the balls come from, published before the draw. */
  hash: z.string(),
  markets: z.array(lotteryMarketSchema),
});

export const lotteryResultSchema = z.object({
  id: z.number().int(),
  game: z.string(),
  name: z.string(),
  draw_time: z.string(),
  hash: z.string(),
  /** The seed, revealed after the draw: SHA-256(seed) = hash, and the balls follow from it. */
  seed: z.string(),
  /** In the order drawn. */
  balls: z.array(z.number().int()),
});

export const lotteriesOverviewSchema = z.object({
  is_lottery_enabled: z.boolean(),
  games: z.array(lotteryGameSchema),
  next_draws: z.array(lotteryDrawSchema),
  results: z.array(lotteryResultSchema),
});

export type LotteriesOverviewWire = z.infer<typeof lotteriesOverviewSchema>;
export type LotteryDrawWire = z.infer<typeof lotteryDrawSchema>;
export type LotteryResultWire = z.infer<typeof lotteryResultSchema>;
export type LotteryMarketWire = z.infer<typeof lotteryMarketSchema>;
