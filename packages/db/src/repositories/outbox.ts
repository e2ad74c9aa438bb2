import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { outbox } from '../schema';
import type { OutboxRow } from '../schema';

/** Messages to players (mail, SMS) written before they are sent, and what was sent. */

export async function insertOutboxMessage(
  db: Database,
  row: typeof outbox.$inferInsert,
): Promise<OutboxRow> {
  const [inserted] = await db.insert(outbox).values(row).returning();
  return inserted!;
}

export async function listOutboxMessages(
  db: Database,
  options: { recipient?: string | undefined; limit: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const where = options.recipient
    ? eq(outbox.recipient, options.recipient.toLowerCase())
    : undefined;
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.id))
    .limit(options.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(outbox)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function markOutboxSent(
  db: Database,
  id: number,
  result: { sentAt?: Date; error?: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: result.sentAt ?? null, error: result.error ?? null })
    .where(eq(outbox.id, id));
}

/** SMS sent to a player since `since`, for the daily SMS limit. */
export async function countSmsSince(db: Database, playerId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(eq(outbox.playerId, playerId), eq(outbox.channel, 'sms'), gte(outbox.createdAt, since)),
    );
  return row?.total ?? 0;
}
