import { LOCALE_URL_SEGMENTS, isLocale } from '@sportsbook/contract';

/**
 * The mail and SMS texts with their links. Links point at the web app's pages (the web reads the
 * token from the query and calls the platform API), under the player's locale prefix.
 */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  kind: string;
  subject: string | null;
  body: string;
  links: { label: string; url: string }[];
}

export interface LinkContext {
  baseUrl: string;
  language: string;
}

function pageUrl(context: LinkContext, path: string, query: Record<string, string>, hash = '') {
  const prefix =
    isLocale(context.language) && context.language !== 'en'
      ? `/${LOCALE_URL_SEGMENTS[context.language]}`
      : '';
  const url = new URL(`${prefix}/sport${path}`, context.baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return `${url.toString()}${hash}`;
}

export function confirmationMessage(context: LinkContext, token: string): OutgoingMessage {
  const url = pageUrl(context, '/users/confirmation', { confirmation_token: token });
  return {
    channel: 'email',
    kind: 'confirmation',
    subject: 'Confirm your email address',
    body: `Welcome! Confirm your email address to start playing:\n\n${url}\n\nThe link is valid for 3 days.`,
    links: [{ label: 'Confirm my account', url }],
  };
}

export function resetPasswordMessage(context: LinkContext, token: string): OutgoingMessage {
  const url = pageUrl(context, '/users/password/edit', { reset_password_token: token });
  return {
    channel: 'email',
    kind: 'reset_password',
    subject: 'Reset your password',
    body: `Someone asked to reset your password. If it was you, choose a new one here:\n\n${url}\n\nThe link is valid for 6 hours. If it was not you, ignore this email.`,
    links: [{ label: 'Change my password', url }],
  };
}

export function unlockMessage(context: LinkContext, token: string): OutgoingMessage {
  const url = pageUrl(context, '', { unlock_token: token }, '#unlock');
  return {
    channel: 'email',
    kind: 'unlock',
    subject: 'Unlock your account',
    body: `Someone, perhaps you, got your password wrong several times. Sign-ins from where that happened have to wait, and after many more the account locks. If it was you, this link lets you in at once from this browser:\n\n${url}\n\nIf it was not you, your account is safe as long as your password is not guessable; consider changing it.`,
    links: [{ label: 'Unlock my account', url }],
  };
}

/** Sign-up with a registered, confirmed address: the owner learns of it, nobody else does. */
export function accountExistsMessage(context: LinkContext): OutgoingMessage {
  const signIn = pageUrl(context, '', {}, '#signIn');
  const reset = pageUrl(context, '', {}, '#passwordNew');
  return {
    channel: 'email',
    kind: 'account_exists',
    subject: 'You already have an account',
    body: `Someone, perhaps you, tried to sign up with this email address, but it already has an account. Sign in here:\n\n${signIn}\n\nForgot your password? Reset it here:\n\n${reset}\n\nIf it was not you, ignore this email: nothing has changed.`,
    links: [
      { label: 'Sign in', url: signIn },
      { label: 'Reset my password', url: reset },
    ],
  };
}

export function phoneCodeMessage(code: string): OutgoingMessage {
  return {
    channel: 'sms',
    kind: 'phone_code',
    subject: null,
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    links: [],
  };
}
