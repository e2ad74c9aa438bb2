import { z } from 'zod';
import { marketSchema, matchSchema } from './catalogue';

/**
 * GET /sportsbook/api/v2/premium-cricket (issue 22, decision 054): the live and upcoming matches
 * of the premium_cricket sport kind, each with its premium lines (session runs, runs in an over,
 * fall of the next wicket) as ordinary market wires, so their prices go into the usual slip.
 */
export const premiumCricketMatchSchema = z.object({
  match: matchSchema,
  markets: z.array(marketSchema),
});

export const premiumCricketSchema = z.object({
  is_premium_cricket_enabled: z.boolean(),
  live: z.array(premiumCricketMatchSchema),
  upcoming: z.array(premiumCricketMatchSchema),
});

export type PremiumCricketWire = z.infer<typeof premiumCricketSchema>;
export type PremiumCricketMatchWire = z.infer<typeof premiumCricketMatchSchema>;
