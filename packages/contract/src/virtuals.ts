import { z } from 'zod';

/**
 * The virtual gaming arena on the wire (issue 22, decision 049): the next virtual football
 * matches with their seed hash and markets, and the last results with the revealed seed, the
 * score and the goal timeline, so anyone can check SHA-256(seed) = hash and seed → result.
 */
export const virtualStatusSchema = z.enum(['open', 'closed', 'playing', 'finished']);

export const virtualMarketSchema = z.object({
  market_id: z.number().int(),
  specifier: z.string(),
  /** 1 open, -1 suspended (betting closed). */
  status: z.number().int(),
  outcomes: z.array(z.object({ outcome_id: z.string(), odds: z.number(), active: z.boolean() })),
});

export const virtualEventSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  start_time: z.string(),
  /** Betting closes here, 15 s before the start. */
  close_time: z.string(),
  status: virtualStatusSchema,
  home: z.string(),
  away: z.string(),
  /** The published expected goals the result is drawn with. */
  home_expected: z.number(),
  away_expected: z.number(),
  /** SHA-256 of the seed, hex: published before the start. */
  seed_hash: z.string(),
  /** The seed: null until the match finished. */
  seed: z.string().nullable(),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  goals: z.array(z.object({ minute: z.number().int(), side: z.enum(['home', 'away']) })).nullable(),
  markets: z.array(virtualMarketSchema),
});

/** A virtual race's runner (decision 060): the published weight prices it and draws the result. */
export const virtualRaceRunnerSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  weight: z.number().int(),
  silks: z.object({ primary: z.string(), secondary: z.string(), pattern: z.string() }),
  /** Decimal prices of the win and each-way place lines (null when there is none). */
  win_odds: z.number().nullable(),
  place_odds: z.number().nullable(),
});

export const virtualRaceSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  slug: z.string(),
  name: z.string(),
  start_time: z.string(),
  /** Betting closes here, 15 s before the start. */
  close_time: z.string(),
  status: virtualStatusSchema,
  /** Each-way terms: paying places and the fraction of the odds, e.g. `1/5`. */
  places: z.number().int(),
  place_fraction: z.string(),
  markets: z.object({
    win: z.object({ market_id: z.number().int(), specifier: z.string(), status: z.number().int() }),
    place: z
      .object({ market_id: z.number().int(), specifier: z.string(), status: z.number().int() })
      .nullable(),
  }),
  runners: z.array(virtualRaceRunnerSchema),
  /** SHA-256 of the seed, hex: published before the start. */
  seed_hash: z.string(),
  /** The seed: null until the race finished. */
  seed: z.string().nullable(),
  /** Finishing order (saddle-cloth numbers, winner first) and each finisher's time in ms. */
  result: z
    .object({ order: z.array(z.number().int()), finish_ms: z.array(z.number().int()) })
    .nullable(),
});

export const virtualArenaSchema = z.object({
  is_virtual_gaming_arena_enabled: z.boolean(),
  /** The feed's clock now (ISO): the countdowns run on it (simulated time may run ahead). */
  feed_time: z.string(),
  next: z.array(virtualEventSchema),
  results: z.array(virtualEventSchema),
  /** Virtual races: the next ones and the latest results (decision 060). */
  races: z.object({ next: z.array(virtualRaceSchema), results: z.array(virtualRaceSchema) }),
});

export type VirtualArenaWire = z.infer<typeof virtualArenaSchema>;
export type VirtualEventWire = z.infer<typeof virtualEventSchema>;
export type VirtualMarketWire = z.infer<typeof virtualMarketSchema>;
export type VirtualRaceWire = z.infer<typeof virtualRaceSchema>;
export type VirtualRaceRunnerWire = z.infer<typeof virtualRaceRunnerSchema>;
