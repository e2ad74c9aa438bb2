import { z } from 'zod';
import { idTextSchema, safeTextSchema } from './safe-input';
import { listSchema } from './pagination';
import { amountSchema, currencyCodeSchema } from './platform/money';
import { channelNameSchema } from './realtime';
import { providerStatusSchema } from './sports';

/**
 * The sportsbook API's account calls (betting-core §7.2): settings, favourites and the
 * authorisation of private realtime channels.
 */
export const ODDS_TYPES = [
  'decimal',
  'fractional',
  'american',
  'hongkong',
  'indonesian',
  'malay',
] as const;
export const ODDS_ACCEPT_MODES = ['none', 'higher', 'any'] as const;

export const currencyWireSchema = z.object({
  code: currencyCodeSchema,
  /** Subunits per unit as digits ("100", "1000000000000000000"). */
  subunits: amountSchema,
  decimals: z.number().int(),
  display_decimals: z.number().int(),
  fiat: z.boolean(),
  symbol: z.string(),
});

export const settingsSchema = z.object({
  /** Quick-stake buttons, integer subunits of the active currency. */
  stakes: z.array(amountSchema),
  auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
  odds_type: z.enum(ODDS_TYPES),
  odds_types: z.array(z.enum(ODDS_TYPES)),
  one_signal_push_notification_subscription: z.string().nullable(),
  currencies: z.array(currencyWireSchema),
  default_currency_code: currencyCodeSchema,
  locales: z.array(z.string()),
  user_country: z.string().nullable(),
  blocked_sign_up_countries: z.array(z.string()),
  blocked_sign_in_countries: z.array(z.string()),
  /** betting-core §3 bet settings videoEnabled: whether match video and streams are offered. */
  video_enabled: z.boolean(),
  platform_settings: z.object({
    quick_deposit_enabled: z.boolean(),
    /** The missed-fields form must be completed before a deposit. */
    deposit_missed_fields_required: z.boolean(),
    deposit_profile_fields: z.array(z.string()),
    iframe_mode: z.boolean(),
    email_confirmation_required: z.literal(true),
  }),
  player_fields: z.array(z.string()),
  /** Providers the feed has reported, as they are now; one not listed is active. */
  provider_statuses: z.array(providerStatusSchema),
  /** Bet builder (betting-core §3 customBetEnabled, custom bet allowed for single). */
  custom_bet_enabled: z.boolean(),
  custom_bet_allowed_for_single: z.boolean(),
});
export const updateSettingsBodySchema = z
  .object({
    stakes: z
      .array(
        amountSchema
          .max(30)
          // Refinements run even when the pattern failed, and BigInt('1.5') throws (a 500).
          .refine((value) => /^\d+$/.test(value) && BigInt(value) > 0n, 'must be more than zero'),
      )
      .min(1)
      .max(10),
    auto_accept_odds_change: z.enum(ODDS_ACCEPT_MODES),
    odds_type: z.enum(ODDS_TYPES),
    one_signal_push_notification_subscription: safeTextSchema().max(500).nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'send at least one setting');

export const FAVOURITE_TYPES = ['match', 'tournament'] as const;
export const favouriteTypeParamsSchema = z.object({ type: z.enum(FAVOURITE_TYPES) });
export const favouriteParamsSchema = z.object({
  type: z.enum(FAVOURITE_TYPES),
  id: idTextSchema,
});
export const favouritesQuerySchema = z.object({
  match_status: z
    .string()
    .regex(/^[0-5](,[0-5])*$/, 'must be statuses 0-5, comma-separated')
    .transform((raw) => raw.split(',').map(Number))
    .optional(),
  bettable: z
    .enum(['true', 'false'])
    .transform((raw) => raw === 'true')
    .optional(),
});
export const favouriteSchema = z.object({ type: z.enum(FAVOURITE_TYPES), id: z.number().int() });
export const favouritesListSchema = listSchema(favouriteSchema);

export const websocketAuthorizeBodySchema = z.object({
  channels: z.array(channelNameSchema).min(1).max(20),
});
export const websocketAuthorizeResponseSchema = z.object({
  channels: z.array(z.object({ channel: z.string(), token: z.string() })),
});

export type SettingsWire = z.infer<typeof settingsSchema>;
export type UpdateSettingsBody = z.output<typeof updateSettingsBodySchema>;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];
export type FavouriteWire = z.infer<typeof favouriteSchema>;
export type FavouritesQuery = z.output<typeof favouritesQuerySchema>;
export type WebsocketAuthorizeResponse = z.infer<typeof websocketAuthorizeResponseSchema>;
export type OddsType = (typeof ODDS_TYPES)[number];
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];
