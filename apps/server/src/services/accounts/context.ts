import type { Database, PlayerRow, TokenPurpose } from '@sportsbook/db';
import { insertPlayerToken, revokePlayerTokens } from '@sportsbook/db';
import type { Env } from '../../env';
import type { Mailer } from '../../plugins/infrastructure/mailer';
import type { LinkContext, OutgoingMessage } from '../mail/messages';
import { randomToken, sha256 } from './secrets';

/** What the account use-cases need from the app; tests can build one without Fastify. */
export interface AccountsContext {
  db: Database;
  config: Env;
  mailer: Mailer;
}

export const TOKEN_LIFETIMES_MS: Record<TokenPurpose, number> = {
  confirmation: 3 * 24 * 3_600_000,
  reset_password: 6 * 3_600_000,
  unlock: 24 * 3_600_000,
  phone: 10 * 60_000,
};

export function linkContext(config: Env, player: Pick<PlayerRow, 'language'>): LinkContext {
  return {
    baseUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT || 3000}`,
    language: player.language,
  };
}

/**
 * Issues a fresh one-time token (older ones of the purpose stop working) and queues the message
 * that carries it, in one transaction; the mail is handed to SMTP after the commit.
 */
export async function sendTokenMessage(
  context: AccountsContext,
  player: Pick<PlayerRow, 'id' | 'email' | 'language'>,
  purpose: TokenPurpose,
  build: (token: string) => OutgoingMessage,
): Promise<void> {
  const token = randomToken();
  const now = new Date();
  const row = await context.db.transaction(async (tx) => {
    await revokePlayerTokens(tx, player.id, purpose, now);
    await insertPlayerToken(tx, {
      playerId: player.id,
      purpose,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIMES_MS[purpose]),
    });
    return context.mailer.enqueue(tx, {
      ...build(token),
      recipient: player.email,
      playerId: player.id,
    });
  });
  void context.mailer.deliver(row);
}
