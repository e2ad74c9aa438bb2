import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../create-db';
import { matchVotes } from '../schema/match-centre';
import type { MatchVoteRow } from '../schema/match-centre';

/** Records a player's vote; null when the player has already voted on this match. */
export async function insertMatchVote(
  db: Database,
  vote: { eventId: number; playerId: number; choice: string },
): Promise<MatchVoteRow | null> {
  const [row] = await db
    .insert(matchVotes)
    .values(vote)
    .onConflictDoNothing({ target: [matchVotes.eventId, matchVotes.playerId] })
    .returning();
  return row ?? null;
}

/** How many votes each choice has on a match. */
export async function countMatchVotes(db: Database, eventId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ choice: matchVotes.choice, votes: count() })
    .from(matchVotes)
    .where(eq(matchVotes.eventId, eventId))
    .groupBy(matchVotes.choice);
  return new Map(rows.map((row) => [row.choice, Number(row.votes)]));
}

export async function getMatchVote(
  db: Database,
  eventId: number,
  playerId: number,
): Promise<MatchVoteRow | null> {
  const [row] = await db
    .select()
    .from(matchVotes)
    .where(and(eq(matchVotes.eventId, eventId), eq(matchVotes.playerId, playerId)))
    .limit(1);
  return row ?? null;
}
