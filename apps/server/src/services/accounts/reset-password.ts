import type { EditPasswordBody } from '@sportsbook/contract';
import {
  consumePlayerToken,
  deletePlayerSessions,
  getPlayerById,
  updatePlayer,
} from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import type { AccountsContext } from './context';
import { invalidLinkToken, unprocessable } from './http-errors';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, sha256 } from './secrets';

export interface ResetPasswordOptions extends AccountsContext {
  body: EditPasswordBody;
}

/**
 * Sets the new password, unlocks the account and ends every session (as Devise does). The
 * password rules need the email, known only from the token: a refused password rolls the
 * token's use back, so the player can try another with the same link.
 */
export async function resetPassword(options: ResetPasswordOptions): Promise<PlayerRow> {
  const { body } = options;
  if (body.password !== body.password_confirmation) {
    throw unprocessable('password_confirmation', 'does not match the password');
  }
  // The email-free rules first, before any hashing; the email rule once the token names it.
  assertPasswordAllowed(body.password, '');
  const passwordHash = await hashPassword(body.password, {
    memoryKib: options.config.ARGON2_MEMORY_KIB,
  });
  return options.db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, {
      purpose: 'reset_password',
      tokenHash: sha256(body.reset_password_token),
      now: new Date(),
    });
    if (playerId === undefined) {
      throw invalidLinkToken('reset_password_token');
    }
    const player = await getPlayerById(tx, playerId);
    assertPasswordAllowed(body.password, player!.email);
    await deletePlayerSessions(tx, playerId);
    return (await updatePlayer(tx, playerId, { passwordHash, failedAttempts: 0, lockedAt: null }))!;
  });
}
