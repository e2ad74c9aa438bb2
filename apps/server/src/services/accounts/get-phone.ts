import type { PhoneWire } from '@sportsbook/contract';
import { countSmsSince, latestPlayerToken } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import type { AccountsContext } from './context';

/** A new code may be sent a minute after the last one, and at most 5 a day (SMS cost). */
export const PHONE_RESEND_TIMEOUT_MS = 60_000;
export const PHONE_SMS_PER_DAY = 5;

export interface GetPhoneOptions extends AccountsContext {
  player: PlayerRow;
}

/** The phone-verification state of account-platform §3: number, verified, resend timeout. */
export async function getPhone(options: GetPhoneOptions): Promise<PhoneWire> {
  const { player } = options;
  const now = Date.now();
  const latest = await latestPlayerToken(options.db, player.id, 'phone');
  const resendAt = latest ? latest.createdAt.getTime() + PHONE_RESEND_TIMEOUT_MS : 0;
  const sent = await countSmsSince(options.db, player.id, new Date(now - 24 * 3_600_000));
  return {
    number: player.mobilePhone,
    country: player.phoneCountry,
    is_verified: player.phoneVerifiedAt !== null,
    resend_timeout_until: resendAt > now ? new Date(resendAt).toISOString() : null,
    sms_limit_reached: sent >= PHONE_SMS_PER_DAY,
  };
}
