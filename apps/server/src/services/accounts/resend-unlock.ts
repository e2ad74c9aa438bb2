import { getPlayerByEmail } from '@sportsbook/db';
import { unlockMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';

export interface ResendUnlockOptions extends AccountsContext {
  email: string;
}

/**
 * Unlock instructions for any registered player who asks: the link also lifts the back-off of
 * every address, which a player may meet without the account being locked (decision 022).
 * Runs after the answer, so the answer tells nothing about the email.
 */
export function resendUnlock(options: ResendUnlockOptions): void {
  options.mailer.later(async () => {
    const player = await getPlayerByEmail(options.db, options.email);
    if (!player) return;
    await sendTokenMessage(options, player, 'unlock', (token) =>
      unlockMessage(linkContext(options.config, player), token),
    );
  });
}
