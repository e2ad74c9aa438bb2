import { z } from 'zod';
import { safeTextSchema } from '../safe-input';
import { currencyCodeSchema } from './money';
import { NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, SMS_CODE_PATTERN } from './field-limits';
import { countryCodeField, localeField, phoneNumberField } from './fields';

/** The signed-in player's profile (account-platform §7.1): details, language, phone, loyalty. */
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
    first_name: safeTextSchema().trim().min(1).max(NAME_MAX_LENGTH),
    last_name: safeTextSchema().trim().min(1).max(NAME_MAX_LENGTH),
    nickname: safeTextSchema().trim().min(1).max(NICKNAME_MAX_LENGTH),
    mobile_phone: phoneNumberField,
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'send at least one field');

export const updateLocaleBodySchema = z.object({ locale: localeField });
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
  number: phoneNumberField,
  country: countryCodeField,
});
export const verifyPhoneBodySchema = z.object({
  code: z.string().regex(SMS_CODE_PATTERN, 'must be the 6-digit code'),
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
  /** The way to the next group (issue 20): null at the top. */
  progress: z
    .object({
      next_id: z.string().nullable(),
      points_to_next: z.number().int(),
      percent: z.number().int().min(0).max(100),
    })
    .optional(),
});

export type PlayerWire = z.infer<typeof playerSchema>;
export type UpdatePlayerBody = z.output<typeof updatePlayerBodySchema>;
export type PhoneWire = z.infer<typeof phoneSchema>;
export type CompPointsWire = z.infer<typeof compPointsSchema>;
export type StatusGroupsWire = z.infer<typeof statusGroupsSchema>;
