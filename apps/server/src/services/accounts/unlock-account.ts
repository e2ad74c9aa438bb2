import { consumePlayerToken, updatePlayer } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import type { AccountsContext } from './context';
import { invalidLinkToken } from './http-errors';
import { sha256 } from './secrets';

export interface UnlockAccountOptions extends AccountsContext {
  token: string;
}

/** Follows the emailed unlock link: the failed-attempt count starts again from zero. */
export async function unlockAccount(options: UnlockAccountOptions): Promise<PlayerRow> {
  return options.db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, {
      purpose: 'unlock',
      tokenHash: sha256(options.token),
      now: new Date(),
    });
    if (playerId === undefined) {
      throw invalidLinkToken('unlock_token');
    }
    return (await updatePlayer(tx, playerId, { failedAttempts: 0, lockedAt: null }))!;
  });
}
