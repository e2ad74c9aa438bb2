import { getPlayerByEmail } from '@sportsbook/db';
import { unlockMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';

export interface ResendUnlockOptions extends AccountsContext {
  email: string;
}

/** New unlock instructions, only for a locked player. */
export async function resendUnlock(options: ResendUnlockOptions): Promise<void> {
  const player = await getPlayerByEmail(options.db, options.email);
  if (!player?.lockedAt) return;
  await sendTokenMessage(options, player, 'unlock', (token) =>
    unlockMessage(linkContext(options.config, player), token),
  );
}
