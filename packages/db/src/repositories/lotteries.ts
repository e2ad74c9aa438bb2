import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../create-db';
import { events } from '../schema';
import type { MarketRow } from '../schema';
import { marketRowsByEvent } from './markets';

export interface LotteryDrawRow {
  id: number;
  slug: string;
  tournamentId: number;
  startTime: Date;
  status: number;
  markets: MarketRow[];
}

/**
 * Lottery draws of a sport (decision 051): the next `next` still open per game (tournament),
 * with their markets, and the last `last` drawn, newest first.
 */
export async function listLotteryDraws(
  db: Database,
  sportId: number,
  limits: { next: number; last: number },
): Promise<{ open: LotteryDrawRow[]; drawn: LotteryDrawRow[] }> {
  const columns = {
    id: events.id,
    slug: events.slug,
    tournamentId: events.tournamentId,
    startTime: events.startTime,
    status: events.status,
  };
  const tournaments = await db
    .selectDistinct({ id: events.tournamentId })
    .from(events)
    .where(eq(events.sportId, sportId));
  const open = (
    await Promise.all(
      tournaments.map(({ id }) =>
        db
          .select(columns)
          .from(events)
          .where(and(eq(events.tournamentId, id), eq(events.status, 0)))
          .orderBy(asc(events.startTime))
          .limit(limits.next),
      ),
    )
  ).flat();
  const drawn = await db
    .select(columns)
    .from(events)
    .where(and(eq(events.sportId, sportId), ne(events.status, 0)))
    .orderBy(desc(events.startTime), desc(events.id))
    .limit(limits.last);
  const byEvent = await marketRowsByEvent(
    db,
    open.map((r) => r.id),
  );
  return {
    open: open
      .map((r) => ({ ...r, markets: byEvent.get(r.id) ?? [] }))
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime()),
    drawn: drawn.map((r) => ({ ...r, markets: [] })),
  };
}
