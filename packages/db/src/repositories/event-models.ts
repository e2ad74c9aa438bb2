import { eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { eventModels } from '../schema';
import type { EventModelRow } from '../schema';
import { batches } from './events';

/** Stores the models of new events; a known event keeps its model (bets were priced from it). */
export async function insertEventModels(db: Database, rows: EventModelRow[]): Promise<void> {
  for (const batch of batches(rows, 1000)) {
    await db.insert(eventModels).values(batch).onConflictDoNothing({ target: eventModels.eventId });
  }
}

export async function getEventModel(
  db: Database,
  eventId: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ model: eventModels.model })
    .from(eventModels)
    .where(eq(eventModels.eventId, eventId));
  return row?.model;
}
