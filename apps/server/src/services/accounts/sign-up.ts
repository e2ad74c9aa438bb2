import { PlatformErrorCode } from '@sportsbook/contract';
import type { SignUpBody } from '@sportsbook/contract';
import { createPlayerAccount, getPlayerByEmail, insertPlayer } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import { accountExistsMessage, confirmationMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { linkContext, sendTokenMessage } from './context';
import { forbidden, unprocessable } from './http-errors';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './secrets';

export interface SignUpOptions extends AccountsContext {
  body: SignUpBody;
  /** Told the new player's id when this sign-up did create the account (the demo mailbox). */
  created?: (playerId: number) => Promise<void>;
}

/**
 * Registers a player with one account in the chosen currency and emails the confirmation link;
 * the player can sign in only once the email is confirmed (account-platform §9).
 *
 * The answer never tells whether the email is registered (issue 14 #8, decision 022): what
 * depends on the body alone is checked here, the password is hashed either way, and the rest
 * (the lookup, the insert or the "you already have an account" mail) runs after the answer.
 */
export async function signUp(options: SignUpOptions): Promise<void> {
  const { body, config } = options;
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
  assertPasswordAllowed(body.password, body.email);
  const passwordHash = await hashPassword(body.password, { memoryKib: config.ARGON2_MEMORY_KIB });
  options.mailer.later(() => register(options, passwordHash));
}

async function register(options: SignUpOptions, passwordHash: string): Promise<void> {
  const { body, config, db } = options;
  const existing = await getPlayerByEmail(db, body.email);
  if (existing) return notifyExisting(options, existing);
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
    if (inserted) {
      await createPlayerAccount(tx, {
        playerId: inserted.id,
        currency: body.currency,
        active: true,
      });
    }
    return inserted;
  });
  // Two sign-ups with one email racing: the unique index lets one win, the other is told.
  if (!player) {
    const winner = await getPlayerByEmail(db, body.email);
    if (winner) await notifyExisting(options, winner);
    return;
  }
  await options.created?.(player.id);
  await sendTokenMessage(options, player, 'confirmation', (token) =>
    confirmationMessage(linkContext(config, player), token),
  );
}

/**
 * Somebody signed up with a registered address. An unconfirmed owner is most likely trying
 * again, so gets a fresh confirmation link; a confirmed one is told to sign in or reset.
 */
async function notifyExisting(options: SignUpOptions, player: PlayerRow): Promise<void> {
  const links = linkContext(options.config, player);
  if (!player.confirmedAt) {
    await sendTokenMessage(options, player, 'confirmation', (token) =>
      confirmationMessage(links, token),
    );
    return;
  }
  const row = await options.mailer.enqueue(options.db, {
    ...accountExistsMessage(links),
    recipient: player.email,
    playerId: player.id,
  });
  void options.mailer.deliver(row);
}
