import { z } from 'zod';
import { safeTextSchema } from '../safe-input';
import { currencyCodeSchema } from './money';
import { NAME_MAX_LENGTH, NICKNAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './field-limits';
import { countryCodeField, emailField, localeField, passwordField, tokenField } from './fields';

/** Accounts and the session (account-platform §7.1): sign-up, sign-in, passwords, e-mailed links. */
export const signUpBodySchema = z.object({
  email: emailField,
  password: passwordField,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  country: countryCodeField,
  currency: currencyCodeSchema,
  terms_accepted: z.literal(true, 'must be accepted'),
  locale: localeField.optional(),
  first_name: safeTextSchema().trim().max(NAME_MAX_LENGTH).optional(),
  last_name: safeTextSchema().trim().max(NAME_MAX_LENGTH).optional(),
  nickname: safeTextSchema().trim().max(NICKNAME_MAX_LENGTH).optional(),
});
export const signInBodySchema = z.object({
  email: emailField,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** A time-out or self-excluded player may sign in only for withdrawals (issue 18). */
  withdrawal_only: z.boolean().optional(),
});
/** Forgot password, resend confirmation, resend unlock instructions. */
export const emailBodySchema = z.object({ email: emailField });
export const editPasswordBodySchema = z.object({
  reset_password_token: tokenField,
  password: passwordField,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
});
/** PATCH /player/password: a signed-in player changes the password. */
export const changePasswordBodySchema = z.object({
  current_password: z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH),
  password: passwordField,
  password_confirmation: z.string().max(PASSWORD_MAX_LENGTH),
});
export const confirmationQuerySchema = z.object({ confirmation_token: tokenField });
export const unlockQuerySchema = z.object({ unlock_token: tokenField });

/** Answer of the calls that must not reveal whether an email is registered. */
export const messageResponseSchema = z.object({ message: z.string() });
/** The same for a new and a registered email: no player id (decision 022). */
export const signUpResponseSchema = z.object({
  email: z.string(),
  confirmation_required: z.literal(true),
  message: z.string(),
});

export type SignUpBody = z.output<typeof signUpBodySchema>;
export type SignInBody = z.output<typeof signInBodySchema>;
export type EditPasswordBody = z.output<typeof editPasswordBodySchema>;
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;
