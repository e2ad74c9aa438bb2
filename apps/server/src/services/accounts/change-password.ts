import type { ChangePasswordBody } from '@sportsbook/contract';
import { deletePlayerSessions, getPlayerById, updatePlayer } from '@sportsbook/db';
import type { AccountsContext } from './context';
import { unauthorized, unprocessable } from './http-errors';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword, verifyPassword } from './secrets';

export interface ChangePasswordOptions extends AccountsContext {
  playerId: number;
  body: ChangePasswordBody;
}

/**
 * A signed-in player changes the password, proving the current one. Every session of the player
 * ends (a thief's too); the route then starts a fresh one for the caller.
 */
export async function changePassword(options: ChangePasswordOptions): Promise<void> {
  const { body } = options;
  const player = await getPlayerById(options.db, options.playerId);
  if (!player) throw unauthorized();
  if (!(await verifyPassword(player.passwordHash, body.current_password))) {
    throw unprocessable('current_password', 'is not your current password');
  }
  if (body.password !== body.password_confirmation) {
    throw unprocessable('password_confirmation', 'does not match the password');
  }
  assertPasswordAllowed(body.password, player.email);
  const passwordHash = await hashPassword(body.password, {
    memoryKib: options.config.ARGON2_MEMORY_KIB,
  });
  await options.db.transaction(async (tx) => {
    await updatePlayer(tx, player.id, { passwordHash });
    await deletePlayerSessions(tx, player.id);
  });
}
