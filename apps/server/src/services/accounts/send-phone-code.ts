import { PlatformErrorCode } from '@sportsbook/contract';
import type { PhoneWire } from '@sportsbook/contract';
import { getPlayerById, insertPlayerToken, revokePlayerTokens, updatePlayer } from '@sportsbook/db';
import { phoneCodeMessage } from '../mail/messages';
import type { AccountsContext } from './context';
import { TOKEN_LIFETIMES_MS } from './context';
import { getPhone } from './get-phone';
import { unauthorized, unprocessable } from './http-errors';
import { randomDigits, sha256 } from './secrets';

export interface SendPhoneCodeOptions extends AccountsContext {
  playerId: number;
  number: string;
  country: string;
}

/** Stores the number (unverified if it changed) and texts a 6-digit code to it. */
export async function sendPhoneCode(options: SendPhoneCodeOptions): Promise<PhoneWire> {
  const player = await getPlayerById(options.db, options.playerId);
  if (!player) throw unauthorized();
  const state = await getPhone({ ...options, player });
  if (state.sms_limit_reached) {
    throw unprocessable(
      'number',
      'no more codes can be sent today',
      PlatformErrorCode.smsLimitReached,
    );
  }
  if (state.resend_timeout_until) {
    throw unprocessable(
      'number',
      `wait until ${state.resend_timeout_until} before asking for a new code`,
      PlatformErrorCode.resendTimeout,
    );
  }
  const number = options.number.replace(/\s+/g, '');
  const code = randomDigits();
  const now = new Date();
  await options.db.transaction(async (tx) => {
    const changed = number !== player.mobilePhone;
    await updatePlayer(tx, player.id, {
      mobilePhone: number,
      phoneCountry: options.country,
      ...(changed ? { phoneVerifiedAt: null } : {}),
    });
    await revokePlayerTokens(tx, player.id, 'phone', now);
    // Codes are only a million strong: bind them to the player so a code is worthless elsewhere.
    await insertPlayerToken(tx, {
      playerId: player.id,
      purpose: 'phone',
      tokenHash: sha256(`${player.id}:${code}`),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES_MS.phone),
    });
    await options.mailer.enqueue(tx, {
      ...phoneCodeMessage(code),
      recipient: number,
      playerId: player.id,
    });
  });
  return getPhone({ ...options, player: (await getPlayerById(options.db, player.id))! });
}
