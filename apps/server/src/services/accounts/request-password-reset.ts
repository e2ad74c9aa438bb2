import { getPlayerByEmail } from '@sportsbook/db';
import { resetPasswordMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';

export interface RequestPasswordResetOptions extends AccountsContext {
  email: string;
}

/**
 * Emails a reset link. The lookup and the mail run after the answer (`mailer.later`), so a
 * registered and an unknown email answer alike and after the same work (decision 022).
 */
export function requestPasswordReset(options: RequestPasswordResetOptions): void {
  options.mailer.later(async () => {
    const player = await getPlayerByEmail(options.db, options.email);
    if (!player) return;
    await sendTokenMessage(options, player, 'reset_password', (token) =>
      resetPasswordMessage(linkContext(options.config, player), token),
    );
  });
}
