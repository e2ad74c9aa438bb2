import { getPlayerByEmail } from '@sportsbook/db';
import { resetPasswordMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';

export interface RequestPasswordResetOptions extends AccountsContext {
  email: string;
}

/** Emails a reset link; answers the same whether or not the email is registered. */
export async function requestPasswordReset(options: RequestPasswordResetOptions): Promise<void> {
  const player = await getPlayerByEmail(options.db, options.email);
  if (!player) return;
  await sendTokenMessage(options, player, 'reset_password', (token) =>
    resetPasswordMessage(linkContext(options.config, player), token),
  );
}
