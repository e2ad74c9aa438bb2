import type { LightMyRequestResponse } from 'fastify';
import { listOutboxMessages } from '@sportsbook/db';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

/** Shared steps of the platform API tests: the header, the outbox, signing up and in. */
export const APP_HEADER = { 'x-platform-app': 'sportsbook' };
export const PASSWORD = 'correct horse battery';

export interface Client {
  cookie: string;
  playerId: number;
}

export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'sb_session');
}

/**
 * The messages sent to a recipient, newest first, read from the outbox table: tests are the
 * mail server here. (No route lists anyone's mail; the demo mailbox is per browser, decision 021.)
 */
export async function outboxMessages(testApp: TestApp, recipient: string) {
  // Mail is written after the answer (decision 022): what was promised is there once idle.
  await testApp.app.mailer.idle();
  const { rows } = await listOutboxMessages(testApp.app.database.db, { recipient, limit: 100 });
  return rows;
}

export async function outboxLink(testApp: TestApp, email: string, kind: string): Promise<URL> {
  const message = (await outboxMessages(testApp, email)).find((m) => m.kind === kind);
  expect(message, `a ${kind} message to ${email}`).toBeDefined();
  return new URL(message!.links[0]!.url);
}

export async function signUp(
  testApp: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/platform/api/users',
    headers: APP_HEADER,
    payload: {
      email,
      password: PASSWORD,
      country: 'DE',
      currency: 'EUR',
      terms_accepted: true,
      ...extra,
    },
  });
  // The account is written after the answer (decision 022): wait for it, as a reader of the
  // mail would.
  await testApp.app.mailer.idle();
  return response;
}

export async function signIn(testApp: TestApp, email: string, password = PASSWORD) {
  return testApp.app.inject({
    method: 'POST',
    url: '/platform/api/users/sign_in',
    headers: APP_HEADER,
    payload: { email, password },
  });
}

/** Signs up, follows the confirmation link from the outbox and signs in. */
export async function newPlayer(
  testApp: TestApp,
  email: string,
  extra: Record<string, unknown> = {},
): Promise<Client> {
  expect((await signUp(testApp, email, extra)).statusCode).toBe(201);
  const link = await outboxLink(testApp, email, 'confirmation');
  const token = link.searchParams.get('confirmation_token')!;
  const confirmed = await testApp.app.inject({
    method: 'GET',
    url: `/platform/api/users/confirmation?confirmation_token=${token}`,
  });
  expect(confirmed.statusCode).toBe(200);
  const response = await signIn(testApp, email);
  expect(response.statusCode).toBe(200);
  const cookie = sessionCookie(response)!;
  return { cookie: `sb_session=${cookie.value}`, playerId: (response.json() as { id: number }).id };
}

export function as(client: Client | null, headers: Record<string, string> = {}) {
  return { ...APP_HEADER, ...(client ? { cookie: client.cookie } : {}), ...headers };
}
