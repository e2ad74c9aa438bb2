import { getPlayerByEmail } from '@sportsbook/db';
import { confirmationMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';

export interface ResendConfirmationOptions extends AccountsContext {
  email: string;
}

/**
 * A new confirmation link for an unconfirmed player; the older link stops working. Runs after
 * the answer, so the answer tells nothing about the email (decision 022).
 */
export function resendConfirmation(options: ResendConfirmationOptions): void {
  options.mailer.later(async () => {
    const player = await getPlayerByEmail(options.db, options.email);
    if (!player || player.confirmedAt) return;
    await sendTokenMessage(options, player, 'confirmation', (token) =>
      confirmationMessage(linkContext(options.config, player), token),
    );
  });
}
