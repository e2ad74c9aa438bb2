import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bindDemoMailbox } from '@sportsbook/db';
import { demoModeOn } from '../../env';
import { randomToken, sha256 } from './secrets';

/**
 * The demo mailbox's browser key (docs/decisions/021). Each browser gets a random key in an
 * HttpOnly cookie; the server stores only its hash, bound to the accounts that browser proved it
 * owns. Reading mail then needs both the key and a proof of ownership made with it.
 */
export const DEMO_MAILBOX_COOKIE = 'sb_demo_mailbox';

/** About 400 days, the most browsers keep a cookie: the mailbox outlives sessions. */
const MAILBOX_MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The hash of the request's mailbox key, or undefined without a well-formed one. */
export function demoMailboxKeyHash(request: FastifyRequest): string | undefined {
  const key = request.cookies[DEMO_MAILBOX_COOKIE];
  if (!key || !/^[\w-]{32,100}$/.test(key)) return undefined;
  return sha256(key);
}

/**
 * This browser's mailbox key hash, minting the key (and its cookie) first when the browser has
 * none; undefined outside demo mode, where no key is made and nothing is stored.
 */
export function demoMailboxKeyOf(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): string | undefined {
  if (!demoModeOn(app.config)) return undefined;
  const keyHash = demoMailboxKeyHash(request);
  if (keyHash) return keyHash;
  const key = randomToken();
  reply.setCookie(DEMO_MAILBOX_COOKIE, key, {
    ...app.sessions.cookieOptions(request),
    // A local mailbox, never embedded: Lax keeps it off cross-site requests.
    sameSite: 'lax',
    maxAge: MAILBOX_MAX_AGE_SECONDS,
  });
  return sha256(key);
}

/**
 * Binds this browser's mailbox to the account after a successful sign-in (proof of the
 * password). Sign-up binds through `signUp`'s `created`, only when it did create the account:
 * a sign-up with a registered address must not give its browser the owner's mail.
 */
export async function bindThisBrowser(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  playerId: number,
): Promise<void> {
  const keyHash = demoMailboxKeyOf(app, request, reply);
  if (keyHash) await bindDemoMailbox(app.database.db, keyHash, playerId);
}
