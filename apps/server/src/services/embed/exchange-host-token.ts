import { createHash } from 'node:crypto';
import { PlatformErrorCode } from '@sportsbook/contract';
import type { EmbedSessionAnswer } from '@sportsbook/contract';
import {
  createPlayerAccount,
  findEmbedPlayer,
  getPlayerById,
  insertPlayer,
  linkEmbedPlayer,
  listPlayerAccounts,
  spendEmbedNonce,
} from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { Env } from '../../env';
import { HttpError } from '../../errors';
import { forbidden } from '../accounts/http-errors';
import { hashPassword, randomToken } from '../accounts/secrets';
import { verifyHostToken } from './host-token';

export interface ExchangeHostTokenOptions {
  db: Database;
  config: Env;
  token: string;
  /** Host id → secret: EMBED_HOST_SECRETS, plus the demo operator's in demo mode. */
  secrets: ReadonlyMap<string, string>;
  now?: Date;
}

/**
 * The host's login becomes a sportsbook player (docs/decisions/039): the token is checked, its
 * nonce spent (a replay is refused even within its lifetime), and the host's player is found,
 * or created, confirmed, with one account in the token's currency. The caller starts the session.
 */
export async function exchangeHostToken(
  options: ExchangeHostTokenOptions,
): Promise<EmbedSessionAnswer> {
  const { db, config } = options;
  const now = options.now ?? new Date();
  const payload = verifyHostToken({
    token: options.token,
    secrets: options.secrets,
    now: Math.floor(now.getTime() / 1000),
    maxAgeSeconds: config.EMBED_TOKEN_MAX_AGE_SECONDS,
  });
  const fresh = await spendEmbedNonce(db, {
    host: payload.host,
    nonce: payload.nonce,
    expiresAt: new Date(payload.exp * 1000),
    now,
  });
  if (!fresh) {
    throw new HttpError(
      401,
      PlatformErrorCode.embedTokenInvalid,
      'The host token was already used',
    );
  }
  const country = payload.country ?? 'ZZ';
  if (config.BLOCKED_SIGN_IN_COUNTRIES.includes(country)) {
    throw forbidden(
      PlatformErrorCode.blockedCountry,
      `Sign-in is not available in your country (${country})`,
    );
  }

  let created = false;
  let playerId = await findEmbedPlayer(db, payload.host, payload.sub);
  if (playerId === undefined) {
    // A password nobody knows: an embedded player signs in through the host only.
    const passwordHash = await hashPassword(randomToken(), { memoryKib: config.ARGON2_MEMORY_KIB });
    playerId = await db.transaction(async (tx) => {
      const player = await insertPlayer(tx, {
        // Not the host's e-mail: a host must not be able to claim a standalone player's account.
        email: `${payload.host}.${digest(payload.sub)}@embed.invalid`,
        passwordHash,
        countryCode: country,
        language: payload.locale ?? 'en',
        firstName: payload.first_name ?? null,
        lastName: payload.last_name ?? null,
        confirmedAt: now,
      });
      if (!player) return undefined;
      await createPlayerAccount(tx, {
        playerId: player.id,
        currency: payload.currency ?? 'EUR',
        active: true,
      });
      const linked = await linkEmbedPlayer(tx, {
        host: payload.host,
        externalId: payload.sub,
        playerId: player.id,
      });
      return linked ? player.id : undefined;
    });
    created = playerId !== undefined;
    // Two first exchanges racing (two tabs): the loser's transaction inserted nothing.
    playerId ??= await findEmbedPlayer(db, payload.host, payload.sub);
    if (playerId === undefined) {
      throw new HttpError(
        409,
        PlatformErrorCode.embedTokenInvalid,
        'The host player is being created; try again',
      );
    }
  }
  const player = await getPlayerById(db, playerId);
  if (!player?.sportsbookAllowed) {
    throw forbidden(
      PlatformErrorCode.sportsbookForbidden,
      'The sportsbook is not available to this player',
    );
  }
  const [active] = await listPlayerAccounts(db, playerId);
  return { player_id: playerId, created, currency: active?.currency ?? 'EUR' };
}

/** The host's player id, hashed: it may be an e-mail, which an address must not reveal. */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
