import type { PhoneWire } from '@sportsbook/contract';
import { consumePlayerToken, updatePlayer } from '@sportsbook/db';
import type { AccountsContext } from './context';
import { getPhone } from './get-phone';
import { unprocessable } from './http-errors';
import { sha256 } from './secrets';

export interface VerifyPhoneOptions extends AccountsContext {
  playerId: number;
  code: string;
}

/** Checks the texted code; the route limits attempts, since six digits are guessable. */
export async function verifyPhone(options: VerifyPhoneOptions): Promise<PhoneWire> {
  const verified = await options.db.transaction(async (tx) => {
    const playerId = await consumePlayerToken(tx, {
      purpose: 'phone',
      tokenHash: sha256(`${options.playerId}:${options.code}`),
      now: new Date(),
      playerId: options.playerId,
    });
    if (playerId === undefined) return undefined;
    return updatePlayer(tx, playerId, { phoneVerifiedAt: new Date() });
  });
  if (!verified) throw unprocessable('code', 'is wrong or has expired');
  return getPhone({ ...options, player: verified });
}
