import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '@sportsbook/db/testing';
import { buildTestApp } from './helpers';
import type { TestApp } from './helpers';
import {
  APP_HEADER,
  PASSWORD,
  outboxLink,
  sessionCookie,
  signIn,
  signUp,
} from './platform-helpers';

/**
 * The demo mailbox (issue 14 finding 3, issue 15 §1, docs/decisions/021): a browser reads only
 * the mail of accounts it proved it owns; nobody reads another person's reset or confirmation
 * links; a real deployment has no mailbox at all.
 */
const MAILBOX = '/platform/api/demo/mailbox';

interface Message {
  kind: string;
  recipient: string;
  links: { url: string }[];
}

function mailboxCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === 'sb_demo_mailbox');
}

describe.each(databaseTargets())('demo mailbox on %s', (target) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp(target, { ROLE: 'api' });
  });
  afterAll(() => testApp.close());

  const read = async (cookie?: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: MAILBOX,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Message[] }).data;
  };

  /** Signs up from a fresh browser; answers that browser's mailbox cookie. */
  const browserThatSignsUp = async (email: string) => {
    const response = await signUp(testApp, email);
    expect(response.statusCode).toBe(201);
    const cookie = mailboxCookie(response);
    expect(cookie, 'the sign-up sets a mailbox cookie').toBeDefined();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.maxAge).toBeGreaterThan(300 * 24 * 3600);
    return `sb_demo_mailbox=${cookie!.value}`;
  };

  it('no route lists everyone’s mail: the old dev outbox is gone', async () => {
    // Before: GET /platform/api/dev/outbox answered anyone with every player's links.
    await signUp(testApp, 'victim-outbox@example.com');
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/platform/api/dev/outbox?recipient=victim-outbox@example.com',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('confirmation_token');
  });

  it('shows the browser that signed up its own confirmation, and another player none of it', async () => {
    const alice = await browserThatSignsUp('alice-mailbox@example.com');
    const bob = await browserThatSignsUp('bob-mailbox@example.com');

    const alicesMail = await read(alice);
    expect(alicesMail.map((m) => [m.kind, m.recipient])).toEqual([
      ['confirmation', 'alice-mailbox@example.com'],
    ]);
    expect(alicesMail[0]!.links[0]!.url).toContain('confirmation_token=');

    const bobsMail = await read(bob);
    expect(bobsMail.map((m) => m.recipient)).toEqual(['bob-mailbox@example.com']);
    expect(JSON.stringify(bobsMail)).not.toContain('alice-mailbox');
  });

  it('shows nothing to an anonymous request or an unbound mailbox key', async () => {
    await browserThatSignsUp('carol-mailbox@example.com');
    expect(await read()).toEqual([]);
    expect(await read('sb_demo_mailbox=' + 'x'.repeat(43))).toEqual([]);
    expect(await read('sb_demo_mailbox=short')).toEqual([]);
  });

  it('never shows B a reset (or unlock) requested for A from B’s browser', async () => {
    const alice = await browserThatSignsUp('dave-mailbox@example.com');
    const bob = await browserThatSignsUp('erin-mailbox@example.com');
    for (const path of ['/platform/api/users/password', '/platform/api/users/unlock']) {
      const requested = await testApp.app.inject({
        method: 'POST',
        url: path,
        headers: { ...APP_HEADER, cookie: bob },
        payload: { email: 'dave-mailbox@example.com' },
      });
      expect(requested.statusCode).toBe(200);
    }
    expect((await read(bob)).map((m) => m.kind)).toEqual(['confirmation']);
    // The reset went to Alice's own mailbox, where she can follow it.
    expect((await read(alice)).map((m) => m.kind)).toContain('reset_password');
  });

  it('binds a browser by a successful sign-in, not by a failed one', async () => {
    await browserThatSignsUp('fay-mailbox@example.com');
    const link = await outboxLink(testApp, 'fay-mailbox@example.com', 'confirmation');
    await testApp.app.inject({
      method: 'GET',
      url: `/platform/api/users/confirmation${link.search}`,
    });

    const wrong = await signIn(testApp, 'fay-mailbox@example.com', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(mailboxCookie(wrong)).toBeUndefined();

    const signedIn = await signIn(testApp, 'fay-mailbox@example.com', PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const laptop = `sb_demo_mailbox=${mailboxCookie(signedIn)!.value}`;
    expect((await read(laptop)).map((m) => m.recipient)).toEqual(['fay-mailbox@example.com']);

    // A password change ends the other browsers' reading, as it ends their sessions.
    const phone = await signIn(testApp, 'fay-mailbox@example.com', PASSWORD);
    const phoneCookies = `sb_session=${sessionCookie(phone)!.value}; sb_demo_mailbox=${mailboxCookie(phone)!.value}`;
    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/platform/api/player/password',
      headers: { ...APP_HEADER, cookie: phoneCookies },
      payload: {
        current_password: PASSWORD,
        password: 'another good passphrase',
        password_confirmation: 'another good passphrase',
      },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect(await read(laptop)).toEqual([]);
    expect((await read(phoneCookies)).length).toBeGreaterThan(0);
  });

  describe.each([
    ['DEMO_MODE=false', { DEMO_MODE: 'false' }],
    ['a public URL set', { PUBLIC_URL: 'https://bets.example.com' }],
  ])('with %s', (_label, overrides) => {
    let realApp: TestApp;
    beforeAll(async () => {
      realApp = await buildTestApp(target, { ROLE: 'api', ...overrides });
    });
    afterAll(() => realApp.close());

    it('has no mailbox: 404, and sign-up sets no mailbox cookie', async () => {
      const response = await signUp(realApp, 'real@example.com');
      expect(response.statusCode).toBe(201);
      expect(mailboxCookie(response)).toBeUndefined();
      // No listing of mail at all: neither the mailbox nor the old dev outbox.
      for (const url of [MAILBOX, '/platform/api/dev/outbox?recipient=real@example.com']) {
        const listing = await realApp.app.inject({ method: 'GET', url });
        expect(listing.statusCode, url).toBe(404);
        expect(listing.body).not.toContain('confirmation_token');
      }
    });
  });
});
