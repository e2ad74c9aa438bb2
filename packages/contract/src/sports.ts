import { z } from 'zod';
import type { CamelCased } from './case';
import { listSchema, paginationQuerySchema } from './pagination';

export const PROVIDERS = ['betradar', 'oddin', 'betconstruct'] as const;
export const SPORT_KINDS = ['regular', 'cyber', 'premium_cricket'] as const;

export const providerSchema = z.enum(PROVIDERS);
export const sportKindSchema = z.enum(SPORT_KINDS);

/** Sport on the wire (betting-core §3). `name` is in the language the request asked for. */
export const sportSchema = z.object({
  id: z.number().int(),
  urn_id: z.string(),
  key: z.string(),
  name: z.string(),
  priority: z.number().int(),
  type: sportKindSchema,
  provider: providerSchema,
});

export type SportWire = z.infer<typeof sportSchema>;
export type Sport = CamelCased<SportWire>;

const keyList = z
  .string()
  .optional()
  .transform((raw) =>
    raw
      ? raw
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
      : undefined,
  );

/** GET /sportsbook/api/v2/sports query (betting-core §7). */
export const sportsQuerySchema = paginationQuerySchema.extend({
  sport_key: keyList,
  sport_type: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const kinds = raw.split(',').map((kind) => kind.trim());
      const unknown = kinds.filter((kind) => !(SPORT_KINDS as readonly string[]).includes(kind));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${SPORT_KINDS.join(', ')}, got "${unknown.join(', ')}"`,
        });
        return z.NEVER;
      }
      return kinds as (typeof SPORT_KINDS)[number][];
    }),
});

export type SportsQuery = z.output<typeof sportsQuerySchema>;

export const sportsListSchema = listSchema(sportSchema);
export type SportsListWire = z.infer<typeof sportsListSchema>;
