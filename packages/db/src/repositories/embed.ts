import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../create-db';
import { embedPlayers, embedTokenNonces } from '../schema';

/**
 * Iframe embedding (docs/decisions/039): which sportsbook player a host's player is, and the
 * nonces of the host tokens already exchanged.
 */

export async function findEmbedPlayer(
  db: Database,
  host: string,
  externalId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ playerId: embedPlayers.playerId })
    .from(embedPlayers)
    .where(and(eq(embedPlayers.host, host), eq(embedPlayers.externalId, externalId)))
    .limit(1);
  return row?.playerId;
}

/** Links a new player to the host's id; false when another request linked one first. */
export async function linkEmbedPlayer(
  db: Database,
  row: { host: string; externalId: string; playerId: number },
): Promise<boolean> {
  const inserted = await db
    .insert(embedPlayers)
    .values(row)
    .onConflictDoNothing({ target: [embedPlayers.host, embedPlayers.externalId] })
    .returning({ playerId: embedPlayers.playerId });
  return inserted.length === 1;
}

/**
 * Spends a token's nonce: true the first time, false for a replay. Spent nonces past their
 * token's expiry are useless (an expired token is refused anyway), so they go on the way.
 */
export async function spendEmbedNonce(
  db: Database,
  row: { host: string; nonce: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await db.delete(embedTokenNonces).where(lt(embedTokenNonces.expiresAt, row.now));
  const inserted = await db
    .insert(embedTokenNonces)
    .values({ host: row.host, nonce: row.nonce, expiresAt: row.expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: embedTokenNonces.nonce });
  return inserted.length === 1;
}
