import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_NUMBER_PATTERN,
  SMS_CODE_PATTERN,
} from '@sportsbook/contract/browser';

/**
 * Client-side validation of the auth and wallet forms (account-platform §2.2; §5 leaves the
 * messages open, docs/decisions/009 records the rules). Validators return message keys under
 * `account.validation`, so the same rules serve every language; the server re-checks everything.
 * The limits are the contract's (field-limits.ts), the ones its schemas are built from, and
 * validation.test.ts checks these rules against those schemas.
 */
export type ValidationKey =
  | 'required'
  | 'email'
  | 'passwordLength'
  | 'passwordStrength'
  | 'passwordMismatch'
  | 'terms'
  | 'country'
  | 'countryBlocked'
  | 'currency'
  | 'phone'
  | 'smsCode'
  | 'amount'
  | 'amountMin'
  | 'amountMax'
  | 'dateOfBirth'
  | 'underage'
  | 'tooLong';

export type FieldErrors<F extends string = string> = Partial<Record<F, ValidationKey>>;

export const MIN_AGE_YEARS = 18;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function checkEmail(value: string): ValidationKey | undefined {
  const email = value.trim();
  if (!email) return 'required';
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return 'email';
  return undefined;
}

/** Sign-in only checks presence: the rules may have changed since the password was chosen. */
export function checkPresent(value: string): ValidationKey | undefined {
  return value.trim() ? undefined : 'required';
}

export function checkNewPassword(value: string): ValidationKey | undefined {
  if (!value) return 'required';
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) {
    return 'passwordLength';
  }
  // No composition rules (NIST 800-63B): the server refuses common, breached and
  // email-containing passwords with a field error shown under the field (decision 022).
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string) {
  if (!confirmation) return 'required';
  return password === confirmation ? undefined : 'passwordMismatch';
}

export function checkPhone(value: string): ValidationKey | undefined {
  // The forms send the number without spaces, brackets and dashes (how people write numbers).
  const phone = value.replace(/[\s()-]/g, '');
  if (!phone) return 'required';
  return PHONE_NUMBER_PATTERN.test(phone) ? undefined : 'phone';
}

export function checkName(value: string): ValidationKey | undefined {
  if (!value.trim()) return 'required';
  return value.trim().length > NAME_MAX_LENGTH ? 'tooLong' : undefined;
}

/** `YYYY-MM-DD`, a real date, and the player at least 18 on `today`. */
export function checkDateOfBirth(value: string, today = new Date()): ValidationKey | undefined {
  if (!value) return 'required';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'dateOfBirth';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900) {
    return 'dateOfBirth';
  }
  const adult = new Date(Date.UTC(year + MIN_AGE_YEARS, month - 1, day));
  if (date > today) return 'dateOfBirth';
  return adult > today ? 'underage' : undefined;
}

const only = <F extends string>(errors: FieldErrors<F>): FieldErrors<F> =>
  Object.fromEntries(
    Object.entries(errors).filter(([, key]) => key !== undefined),
  ) as FieldErrors<F>;

export interface SignInValues {
  email: string;
  password: string;
}
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return only({ email: checkEmail(values.email), password: checkPresent(values.password) });
}

export interface SignUpValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  country: string;
  currency: string;
  termsAccepted: boolean;
}
export function validateSignUp(
  values: SignUpValues,
  options: {
    countries: readonly string[];
    currencies: readonly string[];
    blockedCountries?: readonly string[];
  },
): FieldErrors<keyof SignUpValues> {
  return only({
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    passwordConfirmation: checkConfirmation(values.password, values.passwordConfirmation),
    country: !values.country
      ? 'required'
      : options.countries.length > 0 && !options.countries.includes(values.country)
        ? 'country'
        : options.blockedCountries?.includes(values.country)
          ? 'countryBlocked'
          : undefined,
    currency: !values.currency
      ? 'required'
      : options.currencies.includes(values.currency)
        ? undefined
        : 'currency',
    termsAccepted: values.termsAccepted ? undefined : 'terms',
  });
}

/** forgot_password, resend_confirmation_instructions, resend_unlock_instructions. */
export function validateEmailOnly(values: { email: string }): FieldErrors<'email'> {
  return only({ email: checkEmail(values.email) });
}

export interface EditPasswordValues {
  password: string;
  passwordConfirmation: string;
}
export function validateEditPassword(
  values: EditPasswordValues,
): FieldErrors<keyof EditPasswordValues> {
  return only({
    password: checkNewPassword(values.password),
    passwordConfirmation: checkConfirmation(values.password, values.passwordConfirmation),
  });
}

export interface ConfirmPasswordValues extends EditPasswordValues {
  currentPassword: string;
}
export function validateConfirmPassword(
  values: ConfirmPasswordValues,
): FieldErrors<keyof ConfirmPasswordValues> {
  return only({
    currentPassword: checkPresent(values.currentPassword),
    ...validateEditPassword(values),
  });
}

/** Profile fields the missed_auth_fields form can ask for (User.authFieldsMissed). */
export const MISSED_FIELDS = [
  'first_name',
  'last_name',
  'date_of_birth',
  'mobile_phone',
  'country',
  'address',
  'city',
  'postal_code',
] as const;
export type MissedField = (typeof MISSED_FIELDS)[number];

export function validateMissedFields(
  fields: readonly MissedField[],
  values: Partial<Record<MissedField, string>>,
  today = new Date(),
): FieldErrors<MissedField> {
  const errors: FieldErrors<MissedField> = {};
  for (const field of fields) {
    const value = values[field] ?? '';
    const error =
      field === 'date_of_birth'
        ? checkDateOfBirth(value, today)
        : field === 'mobile_phone'
          ? checkPhone(value)
          : checkName(value);
    if (error) errors[field] = error;
  }
  return errors;
}

export function validatePhoneVerification(values: { code: string }): FieldErrors<'code'> {
  const code = values.code.trim();
  return only({ code: !code ? 'required' : SMS_CODE_PATTERN.test(code) ? undefined : 'smsCode' });
}

/** The deposit amount in subunits, between the provider's bounds. */
export function validateDepositAmount(
  amount: bigint | undefined,
  text: string,
  bounds: { min: bigint; max: bigint },
): FieldErrors<'amount'> {
  if (!text.trim()) return { amount: 'required' };
  if (amount === undefined || amount <= 0n) return { amount: 'amount' };
  if (amount < bounds.min) return { amount: 'amountMin' };
  if (amount > bounds.max) return { amount: 'amountMax' };
  return {};
}
