import { z } from 'zod';
import { idTextSchema, safeTextSchema } from './safe-input';
import { CURRENCY_CODES } from '@sportsbook/domain';
import { LOCALES } from './locales';
import { listSchema } from './pagination';
import { channelNameSchema } from './realtime';
import { providerStatusSchema } from './sports';
import { DEPOSIT_OUTCOMES } from './platform-constants';

/**
 * The platform API (account-platform §7.1) under /platform/api, the sportsbook account calls
 * (settings, favourites, websocket authorize; §7.2) and the demo payment provider under
 * /payments/api. snake_case on the wire; amounts are integer subunits sent as decimal strings
 * because ETH's 10^18 subunits do not fit a JSON number (docs/decisions/007).
 */

/** A repeat of a money-moving request with the same key returns the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** Integer subunits as a decimal string, e.g. "5000" for 50.00 EUR. */
export const amountSchema = z.string().regex(/^\d+$/, 'must be integer subunits as digits');

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email('must be an email address'))
  .transform((value) => value.toLowerCase());
const password = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code')
  .transform((value) => value.toUpperCase());
const token = z.string().min(1, 'is required').max(200);
const locale = z.enum(LOCALES);

// ---------------------------------------------------------------- auth (/platform/api/users)

export const signUpBodySchema = z.object({
  email,
  password,
  password_confirmation: z.string().max(128).optional(),
  country: countryCode,
  currency: currencyCodeSchema,
  terms_accepted: z.literal(true, 'must be accepted'),
  locale: locale.optional(),
  first_name: safeTextSchema().trim().max(100).optional(),
  last_name: safeTextSchema().trim().max(100).optional(),
  nickname: safeTextSchema().trim().max(50).optional(),
});
export const signInBodySchema = z.object({ email, password: z.string().min(1).max(128) });
/** Forgot password, resend confirmation, resend unlock instructions. */
export const emailBodySchema = z.object({ email });
export const editPasswordBodySchema = z.object({
  reset_password_token: token,
  password,
  password_confirmation: z.string().max(128),
});
/** PATCH /player/password: a signed-in player changes the password. */
export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'is required').max(128),
  password,
  password_confirmation: z.string().max(128),
});
export const confirmationQuerySchema = z.object({ confirmation_token: token });
export const unlockQuerySchema = z.object({ unlock_token: token });

/** Answer of the calls that must not reveal whether an email is registered. */
export const messageResponseSchema = z.object({ message: z.string() });
/** The same for a new and a registered email: no player id (decision 022). */
export const signUpResponseSchema = z.object({
  email: z.string(),
  confirmation_required: z.literal(true),
  message: z.string(),
});

// ---------------------------------------------------------------- player

export const playerStatusSchema = z.object({ id: z.string() });

export const playerSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  nickname: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  auth_phone_number: z.string().nullable(),
  language: z.string(),
  /** The active account's currency. */
  currency: currencyCodeSchema,
  country_code: z.string(),
  country_name: z.string(),
  /** Profile fields the deposit flow needs and the player has not filled in. */
  auth_fields_missed: z.array(z.string()),
  statuses: z.array(playerStatusSchema),
  serasa: z.object({ pve: z.boolean() }).nullable(),
  /** Quick deposit offered: status spi_test or the quick-deposit setting. */
  quick_deposit: z.boolean(),
  confirmed: z.boolean(),
  created_at: z.string(),
});

export const updatePlayerBodySchema = z
  .object({
    first_name: safeTextSchema().trim().min(1).max(100),
    last_name: safeTextSchema().trim().min(1).max(100),
    nickname: safeTextSchema().trim().min(1).max(50),
    mobile_phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ]{6,20}$/, 'must be a phone number'),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'send at least one field');

export const accountSchema = z.object({
  currency: currencyCodeSchema,
  /** Integer subunits. */
  balance: amountSchema,
  /** What a bet may use: the balance less amounts locked by pending operations. */
  available_to_bet: amountSchema,
  /** The player's one active account, whose currency bets and the header use. */
  active: z.boolean(),
});
export const accountsListSchema = listSchema(accountSchema);
export const accountsQuerySchema = z.object({
  compatibility: z.enum(['true', 'false']).optional(),
});
/** POST /player/accounts: opens an account; `active: true` also switches to it. */
export const createAccountBodySchema = z.object({
  currency: currencyCodeSchema,
  active: z.boolean().optional(),
});
/** PATCH /player/accounts/active: the account-currency change of account-platform §4. */
export const switchAccountBodySchema = z.object({ currency: currencyCodeSchema });

export const updateLocaleBodySchema = z.object({ locale });
export const updateLocaleResponseSchema = z.object({ language: z.string() });

export const phoneSchema = z.object({
  number: z.string().nullable(),
  country: z.string().nullable(),
  is_verified: z.boolean(),
  /** ISO time before which no new code is sent; null when one may be sent now. */
  resend_timeout_until: z.string().nullable(),
  sms_limit_reached: z.boolean(),
});
export const sendPhoneCodeBodySchema = z.object({
  number: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ]{6,20}$/, 'must be a phone number'),
  country: countryCode,
});
export const verifyPhoneBodySchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'must be the 6-digit code'),
});

export const compPointsSchema = z.object({
  points: z.number().int(),
  persistent_points: z.number().int(),
  conditions: z.array(
    z.object({
      min: z.number().int(),
      max: z.number().int().nullable(),
      writeable: z.boolean(),
      status: z.string(),
    }),
  ),
});

export const statusGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min_points: z.number().int(),
  current: z.boolean(),
});
export const statusGroupsSchema = z.object({
  points: z.number().int(),
  data: z.array(statusGroupSchema),
});

export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  status: z.enum(LIMIT_STATUSES),
  amount: amountSchema.nullable(),
  currency: currencyCodeSchema.nullable(),
  period: z.number().int().nullable(),
  bets_sum: amountSchema,
  wins_sum: amountSchema,
  created_at: z.string(),
});
export const userLimitsSchema = listSchema(userLimitSchema);

export const sportsbookSessionSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  last_active_at: z.string(),
});

// ---------------------------------------------------------------- sportsbook v2 account calls

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

// ---------------------------------------------------------------- realtime: balance changed

export const balanceChangedMessageSchema = z.object({
  currency: currencyCodeSchema,
  balance: amountSchema,
  available_to_bet: amountSchema,
});

// ---------------------------------------------------------------- demo payment provider

export const DEPOSIT_STATUSES = ['pending', 'success', 'error'] as const;

export const createDepositBodySchema = z.object({
  /** Integer subunits, as digits or a safe integer. */
  amount: z
    .union([amountSchema, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)])
    .transform((value) => String(value))
    .refine((value) => BigInt(value) > 0n, 'must be more than zero')
    .refine((value) => value.length <= 30, 'is too large'),
  currency: currencyCodeSchema,
  /** What the demo provider does: credit now, credit later, or decline. */
  outcome: z.enum(DEPOSIT_OUTCOMES).default('success'),
  /** The page the widget was opened from: a path on this site (or an absolute same-host URL). */
  return_url: z.string().min(1).max(2000),
  /** Quick deposit (no widget): only for spi_test players or with the quick-deposit setting. */
  quick: z.boolean().optional(),
});

export const depositSchema = z.object({
  id: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: amountSchema,
  currency: currencyCodeSchema,
  quick: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Where the widget sends the player now: the return page plus ?deposit_status=<status>. */
  redirect_url: z.string(),
  return_urls: z.object({ success: z.string(), pending: z.string(), error: z.string() }),
});

// ---------------------------------------------------------------- demo mailbox (decision 021)

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  kind: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxListSchema = listSchema(outboxMessageSchema);
export const outboxQuerySchema = z.object({
  recipient: z.string().max(254).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be an integer from 1 to 500')
    .transform(Number)
    .refine((value) => value >= 1 && value <= 500, 'must be an integer from 1 to 500')
    .optional(),
});

export type SignUpBody = z.output<typeof signUpBodySchema>;
export type SignInBody = z.output<typeof signInBodySchema>;
export type EditPasswordBody = z.output<typeof editPasswordBodySchema>;
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;
export type PlayerWire = z.infer<typeof playerSchema>;
export type UpdatePlayerBody = z.output<typeof updatePlayerBodySchema>;
export type AccountWire = z.infer<typeof accountSchema>;
export type PhoneWire = z.infer<typeof phoneSchema>;
export type CompPointsWire = z.infer<typeof compPointsSchema>;
export type StatusGroupsWire = z.infer<typeof statusGroupsSchema>;
export type UserLimitWire = z.infer<typeof userLimitSchema>;
export type SportsbookSessionWire = z.infer<typeof sportsbookSessionSchema>;
export type SettingsWire = z.infer<typeof settingsSchema>;
export type UpdateSettingsBody = z.output<typeof updateSettingsBodySchema>;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];
export type FavouriteWire = z.infer<typeof favouriteSchema>;
export type FavouritesQuery = z.output<typeof favouritesQuerySchema>;
export type WebsocketAuthorizeResponse = z.infer<typeof websocketAuthorizeResponseSchema>;
export type BalanceChangedMessage = z.infer<typeof balanceChangedMessageSchema>;
export type CreateDepositBody = z.output<typeof createDepositBodySchema>;
export type DepositWire = z.infer<typeof depositSchema>;
export type OutboxMessageWire = z.infer<typeof outboxMessageSchema>;
export type OddsType = (typeof ODDS_TYPES)[number];
export type OddsAcceptMode = (typeof ODDS_ACCEPT_MODES)[number];
