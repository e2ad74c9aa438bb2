import { PlatformErrorCode } from '@sportsbook/contract';
import type { SignInBody } from '@sportsbook/contract';
import {
  deletePlayerSessions,
  getPlayerByEmail,
  latestPlayerToken,
  recordFailedSignIn,
  updatePlayer,
} from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import { HttpError } from '../../errors';
import { unlockMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';
import { forbidden, tooManyRequests } from './http-errors';
import { decoyPasswordHash, verifyPassword } from './secrets';
import type { SignInThrottle } from './sign-in-throttle';

export interface SignInOptions extends AccountsContext {
  body: SignInBody;
  throttle: SignInThrottle;
  /** This browser's device id when it is a known device of the email's account (decision 022). */
  knownDevice: string | undefined;
  /** The client address (the socket's, or a trusted proxy's X-Forwarded-For). */
  address: string;
  /** Told when a lock ended the account's sessions (realtime nodes drop their subscriptions). */
  sessionsEnded(playerId: number): Promise<void>;
}

/** An owner warned by mail about failures from some address hears again at most this often. */
const UNLOCK_MAIL_INTERVAL_MS = 3_600_000;

/**
 * Checks the credentials; the caller starts the session (decision 022).
 *
 * - A client (a known device of the account, else the address) that failed MAX_FAILED_SIGN_INS
 *   times in a row on this email waits, doubling, before its next try (429): other addresses
 *   and the owner's known devices are not slowed down.
 * - Unknown email, wrong password and a locked account answer the same 401 after the same
 *   argon2 work; the database bookkeeping of a failure runs after the answer.
 * - ACCOUNT_LOCK_AFTER_FAILURES failures in a row from everywhere lock the account: its sessions
 *   end and only a known device or the emailed unlock link gets in.
 * - Account states (unconfirmed, blocked country) are told only after the right password.
 */
export async function signIn(options: SignInOptions): Promise<PlayerRow> {
  const { body, config, db, throttle } = options;
  const client = options.knownDevice ? `device:${options.knownDevice}` : `ip:${options.address}`;
  const wait = throttle.waitSeconds(body.email, client);
  if (wait > 0) throw tooManyRequests(wait);

  const player = await getPlayerByEmail(db, body.email);
  const hash =
    player?.passwordHash ?? (await decoyPasswordHash({ memoryKib: config.ARGON2_MEMORY_KIB }));
  const passwordRight = (await verifyPassword(hash, body.password)) && player !== undefined;
  if (!player || !passwordRight) {
    const failures = throttle.fail(body.email, client);
    if (player) options.mailer.later(() => recordFailure(options, player, failures));
    throw invalidCredentials();
  }
  // The right password from a stranger's browser does not open a locked account, and says so
  // no differently from a wrong one: the owner has the unlock mail and their devices.
  if (player.lockedAt && !options.knownDevice) throw invalidCredentials();
  if (!player.confirmedAt) {
    throw forbidden(
      PlatformErrorCode.unconfirmed,
      'Confirm your email address first: follow the link we sent you.',
    );
  }
  if (config.BLOCKED_SIGN_IN_COUNTRIES.includes(player.countryCode)) {
    throw forbidden(
      PlatformErrorCode.blockedCountry,
      `Sign-in is not available in your country (${player.countryCode})`,
    );
  }
  throttle.succeed(body.email, client);
  if (player.failedAttempts > 0 || player.lockedAt) {
    return (await updatePlayer(db, player.id, { failedAttempts: 0, lockedAt: null })) ?? player;
  }
  return player;
}

/**
 * A known account's failure, after the answer: the account-wide count (and the lock with its
 * ended sessions), and the owner's unlock mail when a client starts having to wait.
 */
async function recordFailure(
  options: SignInOptions,
  player: PlayerRow,
  clientFailures: number,
): Promise<void> {
  const { config, db } = options;
  const now = new Date();
  const updated = await recordFailedSignIn(db, player.id, config.ACCOUNT_LOCK_AFTER_FAILURES, now);
  const sendUnlock = () =>
    sendTokenMessage(options, player, 'unlock', (token) =>
      unlockMessage(linkContext(config, player), token),
    );
  // The count is atomic: exactly one failure reaches the threshold, and it alone locks.
  if (updated?.failedAttempts === config.ACCOUNT_LOCK_AFTER_FAILURES) {
    await deletePlayerSessions(db, player.id);
    await options.sessionsEnded(player.id);
    await sendUnlock();
    return;
  }
  if (clientFailures === config.MAX_FAILED_SIGN_INS) {
    // Many addresses failing must not flood the owner's mailbox: one mail an hour.
    const latest = await latestPlayerToken(db, player.id, 'unlock');
    if (!latest || now.getTime() - latest.createdAt.getTime() >= UNLOCK_MAIL_INTERVAL_MS) {
      await sendUnlock();
    }
  }
}

/** The one answer to unknown email, wrong password and locked account alike. */
function invalidCredentials() {
  return new HttpError(401, PlatformErrorCode.invalidCredentials, 'Invalid email or password.');
}
