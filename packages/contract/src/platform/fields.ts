import { z } from 'zod';
import { LOCALES } from '../locales';
import {
  COUNTRY_CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_NUMBER_PATTERN,
  TOKEN_MAX_LENGTH,
} from './field-limits';

/** Field schemas shared by the platform's calls; not exported from the package. */
export const emailField = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email('must be an email address'))
  .transform((value) => value.toLowerCase());
export const passwordField = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);
export const countryCodeField = z
  .string()
  .regex(COUNTRY_CODE_PATTERN, 'must be a two-letter country code')
  .transform((value) => value.toUpperCase());
export const tokenField = z.string().min(1, 'is required').max(TOKEN_MAX_LENGTH);
export const localeField = z.enum(LOCALES);
export const phoneNumberField = z
  .string()
  .trim()
  .regex(PHONE_NUMBER_PATTERN, 'must be a phone number');
