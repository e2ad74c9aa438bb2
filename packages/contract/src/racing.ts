import { z } from 'zod';

/**
 * Horse racing on the wire (issue 22, decision 048): today's meetings with a next-to-go strip
 * and recent results, and one race's card. Prices are decimal odds (numbers), times ISO strings.
 */
export const raceStatusSchema = z.enum(['open', 'off', 'finished']);
/** Horses (decision 048) or greyhounds (decision 068): the same card, markets and rules. */
export const raceDisciplineSchema = z.enum(['horse', 'greyhound']);

export const raceSummarySchema = z.object({
  id: z.number().int(),
  discipline: raceDisciplineSchema,
  name: z.string(),
  course: z.string(),
  title: z.string(),
  start_time: z.string(),
  status: raceStatusSchema,
  runners_count: z.number().int(),
  places: z.number().int(),
  place_fraction: z.string(),
  /** The first three finishing groups once run, as runner names (dead heats share a group). */
  placed: z.array(z.array(z.string())),
});

export const racingOverviewSchema = z.object({
  is_horse_racing_enabled: z.boolean(),
  is_greyhound_racing_enabled: z.boolean(),
  meetings: z.array(
    z.object({
      id: z.number().int(),
      discipline: raceDisciplineSchema,
      course: z.string(),
      country_code: z.string(),
      going: z.string(),
      races: z.array(raceSummarySchema),
    }),
  ),
  next_to_go: z.array(raceSummarySchema),
  results: z.array(raceSummarySchema),
});

export const raceRunnerSchema = z.object({
  /** Saddle-cloth number; a greyhound's trap (1–6). */
  number: z.number().int(),
  name: z.string(),
  draw: z.number().int().nullable(),
  /** Empty for greyhounds, as `weight`. */
  jockey: z.string(),
  trainer: z.string(),
  form: z.string(),
  weight: z.string(),
  age: z.number().int(),
  silks: z.object({ primary: z.string(), secondary: z.string(), pattern: z.string() }),
  /** Declared or withdrawn at the off (a greyhound's vacant trap). */
  non_runner: z.boolean(),
  /** Greyhounds: a reserve running from a trap vacated before betting opened. */
  reserve: z.boolean(),
  /** Current price to win (the SP once run, decision 072); null for a non-runner. */
  win_odds: z.number().nullable(),
  /** The each-way place part's price; null when the race is win only. */
  place_odds: z.number().nullable(),
  /** Finishing position once run (dead heats share one), null otherwise. */
  position: z.number().int().nullable(),
  dead_heat: z.boolean(),
});

export const raceOrderMarketSchema = z.object({
  market_id: z.number().int(),
  specifier: z.string(),
  prices: z.record(z.string(), z.number()),
});

export const raceCardSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  discipline: raceDisciplineSchema,
  meeting_id: z.number().int(),
  name: z.string(),
  course: z.string(),
  country_code: z.string(),
  title: z.string(),
  distance: z.string(),
  going: z.string(),
  race_class: z.number().int(),
  handicap: z.boolean(),
  start_time: z.string(),
  status: raceStatusSchema,
  /** Each-way terms: paying places (0 = win only) and the fraction of the odds, e.g. `1/5`. */
  places: z.number().int(),
  place_fraction: z.string(),
  /** Market ids and specifiers the slip needs to bet on the race. */
  markets: z.object({
    win: z.object({ market_id: z.number().int(), specifier: z.string() }),
    place: z.object({ market_id: z.number().int(), specifier: z.string() }).nullable(),
  }),
  /**
   * Forecast (1st and 2nd in order) and tricast (1st, 2nd and 3rd) lines: outcome id `a-b` or
   * `a-b-c` (saddle-cloth numbers) → decimal odds, only the lines open now. Null when the race
   * has no such market (tricasts only on fields of 8 or fewer).
   */
  orders: z.object({
    forecast: raceOrderMarketSchema.nullable(),
    tricast: raceOrderMarketSchema.nullable(),
  }),
  runners: z.array(raceRunnerSchema),
  /** Pence in the pound off winnings (Rule 4) for a late withdrawal; 0 otherwise. */
  rule4: z.number().int(),
  result: z.array(z.array(z.number().int())).nullable(),
});

export type RacingOverviewWire = z.infer<typeof racingOverviewSchema>;
export type RaceSummaryWire = z.infer<typeof raceSummarySchema>;
export type RaceCardWire = z.infer<typeof raceCardSchema>;
export type RaceOrderMarketWire = z.infer<typeof raceOrderMarketSchema>;
export type RaceRunnerWire = z.infer<typeof raceRunnerSchema>;
export type RaceDisciplineWire = z.infer<typeof raceDisciplineSchema>;
