import { consumePlayerToken, getPlayerById, updatePlayer } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import type { AccountsContext } from './context';
import { invalidLinkToken } from './http-errors';
import { sha256 } from './secrets';

export interface ConfirmEmailOptions extends AccountsContext {
  token: string;
}

/** Follows the emailed confirmation link; a token works once. */
export async function confirmEmail(options: ConfirmEmailOptions): Promise<PlayerRow> {
  return options.db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, {
      purpose: 'confirmation',
      tokenHash: sha256(options.token),
      now: new Date(),
    });
    if (playerId === undefined) {
      throw invalidLinkToken('confirmation_token');
    }
    const player = await getPlayerById(tx, playerId);
    return (await updatePlayer(tx, playerId, { confirmedAt: player?.confirmedAt ?? new Date() }))!;
  });
}
