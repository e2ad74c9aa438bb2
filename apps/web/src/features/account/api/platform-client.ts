import {
  toCamelCase,
  type Locale,
  type AccountWire,
  type CamelCased,
  type CompPointsWire,
  type DepositWire,
  type OutboxMessageWire,
  type PhoneWire,
  type PlayerWire,
  type SettingsWire,
  type StatusGroupsWire,
} from '@sportsbook/contract/browser';
import type { CurrencyCode } from '@sportsbook/domain';
import { ApiError, apiRequest } from '@/lib/api-fetch';

export type Player = CamelCased<PlayerWire>;
export type Account = CamelCased<AccountWire>;
export type Settings = CamelCased<SettingsWire>;
export type CompPoints = CamelCased<CompPointsWire>;
export type StatusGroups = CamelCased<StatusGroupsWire>;
export type Phone = CamelCased<PhoneWire>;
export type Deposit = CamelCased<DepositWire>;
export type OutboxMessage = CamelCased<OutboxMessageWire>;

/** React Query's context as is: its signal cancels the call (sign-out cancels private ones). */
export interface CallContext {
  signal?: AbortSignal;
}

/**
 * The wire answer in app (camelCase) shape. The browser trusts the contract's types instead of
 * running its zod schemas, so zod stays out of the page bundles (the server validates what it
 * sends in its tests); an answer that is not even an object is still an error.
 */
function parse<T>(body: T, what: string): CamelCased<T> {
  if (body === null || typeof body !== 'object') {
    throw new ApiError({ status: 200, code: 'contract', message: `Unexpected ${what} answer` });
  }
  return toCamelCase(body);
}

// ------------------------------------------------------------------------------------ auth

export interface SignInInput {
  email: string;
  password: string;
  /** A timed-out or self-excluded player signs in for withdrawals only (issue 18). */
  withdrawalOnly?: boolean;
}
export async function signIn(input: SignInInput): Promise<void> {
  // Wrong credentials answer 401: that is a form error, not the end of a session.
  await apiRequest('signIn', {
    body: {
      email: input.email.trim(),
      password: input.password,
      ...(input.withdrawalOnly ? { withdrawal_only: true } : {}),
    },
    quietUnauthorized: true,
  });
}

export interface SignUpInput {
  email: string;
  password: string;
  passwordConfirmation: string;
  country: string;
  currency: string;
  termsAccepted: boolean;
  locale: string;
}
/**
 * Codes the forms picked from the settings' lists: typed as the contract's enums at the wire,
 * checked by the form before sending and by the server's schema on arrival.
 */
const currencyCode = (code: string) => code as CurrencyCode;
const localeCode = (code: string) => code as Locale;

export async function signUp(input: SignUpInput) {
  const body = await apiRequest('signUp', {
    body: {
      email: input.email.trim(),
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      country: input.country,
      currency: currencyCode(input.currency),
      // The form refuses to send without the box ticked; the server answers 422 if it were not.
      terms_accepted: input.termsAccepted as true,
      locale: localeCode(input.locale),
    },
  });
  return parse(body, 'sign-up');
}

export async function signOut(): Promise<void> {
  await apiRequest('signOut', { quietUnauthorized: true });
}

/** The calls that answer `{ message }` (and must not reveal whether an email is registered). */
function messageOf(body: { message?: unknown } | undefined): string {
  return typeof body?.message === 'string' ? body.message : '';
}

export const requestPasswordReset = async (email: string) =>
  messageOf(
    await apiRequest('forgotPassword', { body: { email: email.trim() }, quietUnauthorized: true }),
  );

export const resetPassword = async (input: {
  token: string;
  password: string;
  passwordConfirmation: string;
}) =>
  messageOf(
    await apiRequest('resetPassword', {
      body: {
        reset_password_token: input.token,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      },
      quietUnauthorized: true,
    }),
  );

export const changePassword = async (input: {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}) =>
  messageOf(
    await apiRequest('changePassword', {
      body: {
        current_password: input.currentPassword,
        password: input.password,
        password_confirmation: input.passwordConfirmation,
      },
      quietUnauthorized: true,
    }),
  );

export const resendConfirmation = async (email: string) =>
  messageOf(
    await apiRequest('resendConfirmation', {
      body: { email: email.trim() },
      quietUnauthorized: true,
    }),
  );

export const confirmEmail = async (token: string, locale: string) =>
  messageOf(
    await apiRequest('confirm', {
      query: { confirmation_token: token },
      headers: { 'Accept-Language': locale },
      quietUnauthorized: true,
    }),
  );

export const resendUnlock = async (email: string) =>
  messageOf(
    await apiRequest('resendUnlock', { body: { email: email.trim() }, quietUnauthorized: true }),
  );

export const unlockUser = async (token: string) =>
  messageOf(
    await apiRequest('unlock', { query: { unlock_token: token }, quietUnauthorized: true }),
  );

// ---------------------------------------------------------------------------------- player

/** The player, or undefined when there is no session (401 is the answer, not an error). */
export async function getPlayer(context: CallContext = {}): Promise<Player | undefined> {
  try {
    return parse(await apiRequest('player', { signal: context.signal }), 'player');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export async function updatePlayer(fields: Record<string, string>): Promise<Player> {
  return parse(await apiRequest('updatePlayer', { body: fields }), 'player');
}

/** Active accounts only (§7.1: compatibility=false, only active accounts kept). */
export async function getAccounts(context: CallContext = {}): Promise<Account[]> {
  const body = await apiRequest('accounts', {
    query: { compatibility: false },
    signal: context.signal,
  });
  return parse(body, 'accounts').data;
}

export async function createAccount(currency: string, active = false): Promise<void> {
  await apiRequest('createAccount', { body: { currency: currencyCode(currency), active } });
}

export async function switchAccount(currency: string): Promise<void> {
  await apiRequest('switchAccount', { body: { currency: currencyCode(currency) } });
}

export async function updateLocale(locale: string): Promise<void> {
  await apiRequest('updateLocale', { body: { locale: localeCode(locale) } });
}

/** §7.1: a 401 on comp points gives an empty result. */
export async function getCompPoints(context: CallContext = {}): Promise<CompPoints | undefined> {
  try {
    return parse(await apiRequest('compPoints', { signal: context.signal }), 'comp points');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export async function getStatusGroups(context: CallContext = {}): Promise<StatusGroups> {
  return parse(await apiRequest('statusGroups', { signal: context.signal }), 'status groups');
}

export async function getPhone(locale: string, context: CallContext = {}): Promise<Phone> {
  const body = await apiRequest('phone', {
    headers: { 'Accept-Language': locale },
    signal: context.signal,
  });
  return parse(body, 'phone');
}

export async function sendPhoneCode(input: { number: string; country: string }): Promise<Phone> {
  return parse(await apiRequest('sendPhoneCode', { body: input }), 'phone');
}

export async function verifyPhone(code: string): Promise<Phone> {
  return parse(await apiRequest('verifyPhone', { body: { code } }), 'phone');
}

// ------------------------------------------------------------------ sportsbook and payments

export async function getSettings(locale: string, context: CallContext = {}): Promise<Settings> {
  const body = await apiRequest('settings', {
    headers: { 'Accept-Language': locale },
    signal: context.signal,
  });
  return parse(body, 'settings');
}

export interface DepositInput {
  amount: bigint;
  currency: string;
  outcome: 'success' | 'pending' | 'error';
  returnUrl: string;
  quick?: boolean;
  idempotencyKey: string;
}
export async function createDeposit(input: DepositInput): Promise<Deposit> {
  const body = await apiRequest('createDeposit', {
    headers: { 'idempotency-key': input.idempotencyKey },
    body: {
      amount: input.amount.toString(),
      currency: currencyCode(input.currency),
      outcome: input.outcome,
      return_url: input.returnUrl,
      ...(input.quick ? { quick: true } : {}),
    },
  });
  return parse(body, 'deposit');
}

/** This browser's demo mailbox (demo mode only, decision 021): mail of its own accounts. */
export async function getDemoMailbox(context: CallContext = {}): Promise<OutboxMessage[]> {
  const body = await apiRequest('demoMailbox', { query: { limit: 100 }, signal: context.signal });
  return parse(body, 'demo mailbox').data;
}
