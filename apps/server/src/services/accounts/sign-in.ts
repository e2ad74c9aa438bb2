import { PlatformErrorCode } from '@sportsbook/contract';
import type { SignInBody } from '@sportsbook/contract';
import { getPlayerByEmail, recordFailedSignIn, updatePlayer } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import { HttpError } from '../../errors';
import { unlockMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';
import { forbidden } from './http-errors';
import { decoyPasswordHash, verifyPassword } from './secrets';

export interface SignInOptions extends AccountsContext {
  body: SignInBody;
}

const lockedError = () =>
  forbidden(
    PlatformErrorCode.locked,
    'Your account is locked after too many failed sign-in attempts. Check your email for unlock instructions.',
  );

/**
 * Checks the credentials; the caller starts the session. The password is checked before any
 * account state is revealed, so a stranger cannot learn whether an email is unconfirmed or
 * blocked; a wrong password counts towards the lock (MAX_FAILED_SIGN_INS in a row).
 */
export async function signIn(options: SignInOptions): Promise<PlayerRow> {
  const { body, config, db } = options;
  const hashing = { memoryKib: config.ARGON2_MEMORY_KIB };
  const player = await getPlayerByEmail(db, body.email);
  if (!player) {
    await verifyPassword(await decoyPasswordHash(hashing), body.password);
    throw invalidCredentials();
  }
  if (player.lockedAt) throw lockedError();
  if (!(await verifyPassword(player.passwordHash, body.password))) {
    const updated = await recordFailedSignIn(db, player.id, config.MAX_FAILED_SIGN_INS, new Date());
    if (updated?.lockedAt) {
      // Only the attempt that locked the account sends the instructions.
      if (updated.failedAttempts === config.MAX_FAILED_SIGN_INS) {
        await sendTokenMessage(options, player, 'unlock', (token) =>
          unlockMessage(linkContext(config, player), token),
        );
      }
      throw lockedError();
    }
    const left = config.MAX_FAILED_SIGN_INS - (updated?.failedAttempts ?? 0);
    throw invalidCredentials(
      left === 1 ? 'You have one more attempt before your account is locked.' : undefined,
    );
  }
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
  if (player.failedAttempts > 0) await updatePlayer(db, player.id, { failedAttempts: 0 });
  return player;
}

function invalidCredentials(warning?: string) {
  return new HttpError(
    401,
    PlatformErrorCode.invalidCredentials,
    ['Invalid email or password.', warning].filter(Boolean).join(' '),
  );
}
