import { PlatformErrorCode } from '@sportsbook/contract';
import type { SignUpBody } from '@sportsbook/contract';
import { createPlayerAccount, getPlayerByEmail, insertPlayer } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import { confirmationMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';
import { forbidden, unprocessable } from './http-errors';
import { hashPassword } from './secrets';

export interface SignUpOptions extends AccountsContext {
  body: SignUpBody;
}

/**
 * Registers a player with one account in the chosen currency and emails the confirmation link;
 * the player can sign in only once the email is confirmed (account-platform §9).
 */
export async function signUp(options: SignUpOptions): Promise<PlayerRow> {
  const { body, config, db } = options;
  if (config.BLOCKED_SIGN_UP_COUNTRIES.includes(body.country)) {
    throw forbidden(
      PlatformErrorCode.blockedCountry,
      `Sign-up is not available in your country (${body.country})`,
      'country',
    );
  }
  if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
    throw unprocessable('password_confirmation', 'does not match the password');
  }
  if (await getPlayerByEmail(db, body.email)) {
    throw unprocessable('email', 'has already been taken');
  }
  const passwordHash = await hashPassword(body.password, { memoryKib: config.ARGON2_MEMORY_KIB });
  const player = await db.transaction(async (tx) => {
    const inserted = await insertPlayer(tx, {
      email: body.email,
      passwordHash,
      countryCode: body.country,
      language: body.locale ?? 'en',
      firstName: body.first_name || null,
      lastName: body.last_name || null,
      nickname: body.nickname || null,
    });
    // Two sign-ups with one email racing: the unique index lets one win.
    if (!inserted) throw unprocessable('email', 'has already been taken');
    await createPlayerAccount(tx, { playerId: inserted.id, currency: body.currency, active: true });
    return inserted;
  });
  await sendTokenMessage(options, player, 'confirmation', (token) =>
    confirmationMessage(linkContext(config, player), token),
  );
  return player;
}
