import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../create-db';
import { demoMailboxBindings, outbox } from '../schema';
import type { OutboxRow } from '../schema';

/** The demo mailbox's bindings of a browser's mailbox key to the accounts it proved it owns. */

/** Binds a browser's mailbox (by its key's hash) to an account it proved it owns. */
export async function bindDemoMailbox(db: Database, keyHash: string, playerId: number) {
  await db.insert(demoMailboxBindings).values({ keyHash, playerId }).onConflictDoNothing();
}

/** Drops the account's other browsers (after a password change), keeping `keepKeyHash`. */
export async function unbindDemoMailboxesExcept(
  db: Database,
  playerId: number,
  keepKeyHash: string | undefined,
) {
  await db
    .delete(demoMailboxBindings)
    .where(
      and(
        eq(demoMailboxBindings.playerId, playerId),
        keepKeyHash ? ne(demoMailboxBindings.keyHash, keepKeyHash) : undefined,
      ),
    );
}

/** Mail and SMS to the accounts this mailbox is bound to, newest first; nothing else. */
export async function listDemoMailbox(
  db: Database,
  keyHash: string,
  limit: number,
): Promise<OutboxRow[]> {
  const bound = db
    .select({ playerId: demoMailboxBindings.playerId })
    .from(demoMailboxBindings)
    .where(eq(demoMailboxBindings.keyHash, keyHash));
  return db
    .select()
    .from(outbox)
    .where(inArray(outbox.playerId, bound))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
