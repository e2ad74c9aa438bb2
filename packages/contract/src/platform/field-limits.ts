/**
 * The limits of the platform's form fields (account-platform §2.2), without a schema: the
 * contract's zod schemas are built from them and the web's forms check them before sending, so
 * the two cannot disagree. Browser code imports this module; it keeps zod out of the page.
 */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const NICKNAME_MAX_LENGTH = 50;
/** A phone number as the platform stores it: digits and spaces, an optional leading +. */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9 ]{6,20}$/;
/** The code sent by SMS to verify a phone number. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const COUNTRY_CODE_PATTERN = /^[A-Za-z]{2}$/;
export const TOKEN_MAX_LENGTH = 200;
