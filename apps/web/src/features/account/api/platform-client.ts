import {
  PLATFORM_ACCEPT,
  PLATFORM_APP_HEADER,
  PLATFORM_APP_VALUE,
  toCamelCase,
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
import { apiFetch, ApiError, type ApiFetchOptions } from '@/lib/api-fetch';
import {
  PAYMENTS_BASE,
  PAYMENTS_PATHS,
  PLATFORM_BASE,
  PLATFORM_PATHS,
  SPORTSBOOK_BASE,
  SPORTSBOOK_PATHS,
} from './platform-paths';

export type Player = CamelCased<PlayerWire>;
export type Account = CamelCased<AccountWire>;
export type Settings = CamelCased<SettingsWire>;
export type CompPoints = CamelCased<CompPointsWire>;
export type StatusGroups = CamelCased<StatusGroupsWire>;
export type Phone = CamelCased<PhoneWire>;
export type Deposit = CamelCased<DepositWire>;
export type OutboxMessage = CamelCased<OutboxMessageWire>;

interface Page<T> {
  data: T[];
}

/**
 * The wire answer in app (camelCase) shape. The browser trusts the contract's types instead of
 * running its zod schemas, so zod stays out of the page bundles (the server validates what it
 * sends in its tests); an answer that is not even an object is still an error.
 */
function parse<T>(body: unknown, what: string): CamelCased<T> {
  if (body === null || typeof body !== 'object') {
    throw new ApiError({ status: 200, code: 'contract', message: `Unexpected ${what} answer` });
  }
  return toCamelCase(body as T);
}

/** Platform calls: the vendor Accept type and `x-platform-app: sportsbook` (§7.1). */
export function platformFetch(path: string, options: ApiFetchOptions = {}): Promise<unknown> {
  return apiFetch(`${PLATFORM_BASE}${path}`, {
    ...options,
    headers: {
      Accept: PLATFORM_ACCEPT,
      [PLATFORM_APP_HEADER]: PLATFORM_APP_VALUE,
      ...options.headers,
    },
  });
}

export function sportsbookFetch(path: string, options: ApiFetchOptions = {}): Promise<unknown> {
  return apiFetch(`${SPORTSBOOK_BASE}${path}`, options);
}

// ------------------------------------------------------------------------------------ auth

export interface SignInInput {
  email: string;
  password: string;
}
export async function signIn(input: SignInInput): Promise<void> {
  // Wrong credentials answer 401: that is a form error, not the end of a session.
  await platformFetch(PLATFORM_PATHS.signIn, {
    method: 'POST',
    body: { email: input.email.trim(), password: input.password },
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
export async function signUp(input: SignUpInput) {
  const body = await platformFetch(PLATFORM_PATHS.signUp, {
    method: 'POST',
    body: {
      email: input.email.trim(),
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      country: input.country,
      currency: input.currency,
      terms_accepted: input.termsAccepted,
      locale: input.locale,
    },
  });
  return parse<{ id: number; email: string; message: string }>(body, 'sign-up');
}

export async function signOut(): Promise<void> {
  await platformFetch(PLATFORM_PATHS.signOut, { method: 'DELETE', quietUnauthorized: true });
}

async function messageCall(path: string, options: ApiFetchOptions): Promise<string> {
  const body = await platformFetch(path, { quietUnauthorized: true, ...options });
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

export const requestPasswordReset = (email: string) =>
  messageCall(PLATFORM_PATHS.password, { method: 'POST', body: { email: email.trim() } });

export const resetPassword = (input: {
  token: string;
  password: string;
  passwordConfirmation: string;
}) =>
  messageCall(PLATFORM_PATHS.password, {
    method: 'PUT',
    body: {
      reset_password_token: input.token,
      password: input.password,
      password_confirmation: input.passwordConfirmation,
    },
  });

export const changePassword = (input: {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}) =>
  messageCall(PLATFORM_PATHS.changePassword, {
    method: 'PATCH',
    body: {
      current_password: input.currentPassword,
      password: input.password,
      password_confirmation: input.passwordConfirmation,
    },
  });

export const resendConfirmation = (email: string) =>
  messageCall(PLATFORM_PATHS.confirmation, { method: 'POST', body: { email: email.trim() } });

export const confirmEmail = (token: string, locale: string) =>
  messageCall(PLATFORM_PATHS.confirmation, {
    query: { confirmation_token: token },
    headers: { 'Accept-Language': locale },
  });

export const resendUnlock = (email: string) =>
  messageCall(PLATFORM_PATHS.unlock, { method: 'POST', body: { email: email.trim() } });

export const unlockUser = (token: string) =>
  messageCall(PLATFORM_PATHS.unlock, { query: { unlock_token: token } });

// ---------------------------------------------------------------------------------- player

/** The player, or undefined when there is no session (401 is the answer, not an error). */
export async function getPlayer(): Promise<Player | undefined> {
  try {
    return parse<PlayerWire>(await platformFetch(PLATFORM_PATHS.player), 'player');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export async function updatePlayer(fields: Record<string, string>): Promise<Player> {
  const body = await platformFetch(PLATFORM_PATHS.player, { method: 'PATCH', body: fields });
  return parse<PlayerWire>(body, 'player');
}

/** Active accounts only (§7.1: compatibility=false, only active accounts kept). */
export async function getAccounts(): Promise<Account[]> {
  const body = await platformFetch(PLATFORM_PATHS.accounts, { query: { compatibility: false } });
  return parse<Page<AccountWire>>(body, 'accounts').data;
}

export async function createAccount(currency: string, active = false): Promise<void> {
  await platformFetch(PLATFORM_PATHS.accounts, { method: 'POST', body: { currency, active } });
}

export async function switchAccount(currency: string): Promise<void> {
  await platformFetch(PLATFORM_PATHS.activeAccount, { method: 'PATCH', body: { currency } });
}

export async function updateLocale(locale: string): Promise<void> {
  await platformFetch(PLATFORM_PATHS.updateLocale, { method: 'PATCH', body: { locale } });
}

/** §7.1: a 401 on comp points gives an empty result. */
export async function getCompPoints(): Promise<CompPoints | undefined> {
  try {
    return parse<CompPointsWire>(await platformFetch(PLATFORM_PATHS.compPoints), 'comp points');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}

export async function getStatusGroups(): Promise<StatusGroups> {
  return parse<StatusGroupsWire>(await platformFetch(PLATFORM_PATHS.statusGroups), 'status groups');
}

export async function getPhone(locale: string): Promise<Phone> {
  const body = await platformFetch(PLATFORM_PATHS.phone, {
    headers: { 'Accept-Language': locale },
  });
  return parse<PhoneWire>(body, 'phone');
}

export async function sendPhoneCode(input: { number: string; country: string }): Promise<Phone> {
  const body = await platformFetch(PLATFORM_PATHS.phoneCode, { method: 'POST', body: input });
  return parse<PhoneWire>(body, 'phone');
}

export async function verifyPhone(code: string): Promise<Phone> {
  const body = await platformFetch(PLATFORM_PATHS.phoneVerify, {
    method: 'POST',
    body: { code },
  });
  return parse<PhoneWire>(body, 'phone');
}

// ------------------------------------------------------------------ sportsbook and payments

export async function getSettings(locale: string): Promise<Settings> {
  const body = await sportsbookFetch(SPORTSBOOK_PATHS.settings, {
    headers: { 'Accept-Language': locale },
  });
  return parse<SettingsWire>(body, 'settings');
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
  const body = await apiFetch(`${PAYMENTS_BASE}${PAYMENTS_PATHS.deposits}`, {
    method: 'POST',
    headers: { 'idempotency-key': input.idempotencyKey },
    body: {
      amount: input.amount.toString(),
      currency: input.currency,
      outcome: input.outcome,
      return_url: input.returnUrl,
      ...(input.quick ? { quick: true } : {}),
    },
  });
  return parse<DepositWire>(body, 'deposit');
}

/** This browser's demo mailbox (demo mode only, decision 021): mail of its own accounts. */
export async function getDemoMailbox(): Promise<OutboxMessage[]> {
  const body = await platformFetch(PLATFORM_PATHS.demoMailbox, { query: { limit: 100 } });
  return parse<Page<OutboxMessageWire>>(body, 'demo mailbox').data;
}
