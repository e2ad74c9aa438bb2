import type { FastifyRequest } from 'fastify';
import {
  AFFILIATE_COOKIE,
  DEVICE_ID_COOKIE,
  decodeAffiliateCookie,
  isDeviceId,
} from '@sportsbook/contract';
import { insertPlayerAttribution } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';

export interface RecordAttributionOptions {
  db: Database;
  /** The sign-up request: its affiliate and device-id cookies (set by the web's proxy). */
  request: FastifyRequest;
  playerId: number;
  /** The request's country, when a trusted proxy (or the demo override) told it. */
  country: string | undefined;
}

/**
 * Records with a new player the tracking parameters the browser landed with (account-platform
 * §9: ctag, btag, stag, qtag, gclid, kept 30 days in the affiliate cookie), its device id and the
 * sign-up country. Cookies are the client's word, so they are validated again here; an invalid
 * one records nothing of it.
 */
export async function recordAttribution(options: RecordAttributionOptions): Promise<void> {
  const { request } = options;
  const tags = decodeAffiliateCookie(request.cookies[AFFILIATE_COOKIE]);
  const deviceId = request.cookies[DEVICE_ID_COOKIE];
  await insertPlayerAttribution(options.db, {
    playerId: options.playerId,
    ...tags,
    deviceId: isDeviceId(deviceId) ? deviceId : null,
    signUpCountry: options.country ?? null,
  });
}
