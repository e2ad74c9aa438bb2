import { z } from 'zod';
import type { CamelCased } from './case';
import { listSchema, paginationQuerySchema } from './pagination';
import { booleanFlag, keyList, sportTypeList, statusList } from './query-params';

import { PROVIDERS, SPORT_KINDS } from './enums';

export { PROVIDERS, SPORT_KINDS };

export const providerSchema = z.enum(PROVIDERS);
export const sportKindSchema = z.enum(SPORT_KINDS);

/**
 * A data provider's state (betting-core §3 Bet settings `providerStatuses`, §4): while it is
 * inactive its odds are not maintained, so its markets are served suspended.
 */
export const providerStatusSchema = z.object({
  provider: providerSchema,
  is_active: z.boolean(),
  changed_at: z.string(),
});

export type ProviderStatusWire = z.infer<typeof providerStatusSchema>;

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

/** GET /sportsbook/api/v2/sports query (betting-core §7): sports that have such events. */
export const sportsQuerySchema = paginationQuerySchema.extend({
  sport_key: keyList,
  sport_type: sportTypeList,
  match_status: statusList,
  match_type: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw === '') return undefined;
      const types = raw.split(',').map((t) => t.trim());
      const allowed = ['match', 'stage', 'season', 'simple_tournament'];
      const unknown = types.filter((t) => !allowed.includes(t));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be one of ${allowed.join(', ')}, got "${unknown.join(', ')}"`,
        });
        return z.NEVER;
      }
      return types;
    }),
  has_video: booleanFlag,
  bettable: booleanFlag,
});

export type SportsQuery = z.output<typeof sportsQuerySchema>;

export const sportsListSchema = listSchema(sportSchema);
export type SportsListWire = z.infer<typeof sportsListSchema>;
