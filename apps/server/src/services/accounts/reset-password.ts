import type { EditPasswordBody } from '@sportsbook/contract';
import { consumePlayerToken, deletePlayerSessions, updatePlayer } from '@sportsbook/db';
import type { AccountsContext } from './context';
import { unprocessable } from './http-errors';
import { hashPassword, sha256 } from './secrets';

export interface ResetPasswordOptions extends AccountsContext {
  body: EditPasswordBody;
}

/** Sets the new password, unlocks the account and ends every session (as Devise does). */
export async function resetPassword(options: ResetPasswordOptions): Promise<void> {
  const { body } = options;
  if (body.password !== body.password_confirmation) {
    throw unprocessable('password_confirmation', 'does not match the password');
  }
  const passwordHash = await hashPassword(body.password, {
    memoryKib: options.config.ARGON2_MEMORY_KIB,
  });
  await options.db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, {
      purpose: 'reset_password',
      tokenHash: sha256(body.reset_password_token),
      now: new Date(),
    });
    if (playerId === undefined) {
      throw unprocessable('reset_password_token', 'is invalid or has expired');
    }
    await updatePlayer(tx, playerId, { passwordHash, failedAttempts: 0, lockedAt: null });
    await deletePlayerSessions(tx, playerId);
  });
}
