import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../create-db';
import { betSelections, bets, competitors, events, markets, players, shareCodes } from '../schema';
import type { MarketOutcome, NewBet, NewBetSelection, SharedBetRow } from '../schema';
import { localized } from './localized';

/**
 * Placed bets and shared slips. Placement reads the lines it prices here and writes its rows in
 * the caller's transaction, together with the stake's ledger transaction.
 */

export interface LineKey {
  eventId: number;
  marketId: number;
  specifier: string;
}

export interface BettingLine extends LineKey {
  eventStatus: number;
  eventType: string;
  provider: string;
  matchName: string;
  marketName: string;
  marketStatus: number;
  outcomes: MarketOutcome[];
}

const home = alias(competitors, 'bet_home');
const away = alias(competitors, 'bet_away');

export const lineKeyOf = (key: LineKey) => `${key.eventId}/${key.marketId}/${key.specifier}`;

/** The current state of each requested line, keyed by lineKeyOf; missing lines are absent. */
export async function getBettingLines(
  db: Database,
  keys: LineKey[],
  locale: string,
): Promise<Map<string, BettingLine>> {
  const unique = [...new Map(keys.map((key) => [lineKeyOf(key), key])).values()];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: markets.eventId,
      marketId: markets.marketId,
      specifier: markets.specifier,
      marketName: localized(markets.names, locale),
      marketStatus: markets.status,
      outcomes: markets.outcomes,
      eventStatus: events.status,
      eventType: events.type,
      provider: events.provider,
      eventName: localized(events.names, locale),
      homeName: localized(home.names, locale),
      awayName: localized(away.names, locale),
    })
    .from(markets)
    .innerJoin(events, eq(events.id, markets.eventId))
    .leftJoin(home, eq(home.id, events.homeCompetitorId))
    .leftJoin(away, eq(away.id, events.awayCompetitorId))
    .where(
      or(
        ...unique.map((key) =>
          and(
            eq(markets.eventId, key.eventId),
            eq(markets.marketId, key.marketId),
            eq(markets.specifier, key.specifier),
          ),
        ),
      ),
    );
  return new Map(
    rows.map((row) => {
      const line: BettingLine = {
        eventId: row.eventId,
        marketId: row.marketId,
        specifier: row.specifier,
        eventStatus: row.eventStatus,
        eventType: row.eventType,
        provider: row.provider,
        // Matches are named by their competitors; outrights have a name of their own.
        matchName:
          row.homeName && row.awayName
            ? `${row.homeName} - ${row.awayName}`
            : (row.eventName ?? `#${row.eventId}`),
        marketName: row.marketName,
        marketStatus: row.marketStatus,
        outcomes: row.outcomes,
      };
      return [lineKeyOf(line), line];
    }),
  );
}

export async function insertBet(
  db: Database,
  bet: NewBet,
  selections: Omit<NewBetSelection, 'betId'>[],
): Promise<void> {
  await db.insert(bets).values(bet);
  await db
    .insert(betSelections)
    .values(selections.map((selection) => ({ ...selection, betId: bet.id })));
}

export async function listBetsOfPlayer(db: Database, playerId: number) {
  const rows = await db.select().from(bets).where(eq(bets.playerId, playerId));
  const ids = rows.map((row) => row.id);
  const selections = ids.length
    ? await db.select().from(betSelections).where(inArray(betSelections.betId, ids))
    : [];
  return rows.map((row) => ({
    ...row,
    selections: selections
      .filter((selection) => selection.betId === row.id)
      .sort((a, b) => a.position - b.position),
  }));
}

export async function isPlayerPve(db: Database, playerId: number): Promise<boolean> {
  const [row] = await db
    .select({ pve: players.pve })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row?.pve ?? false;
}

/** False when the code is taken (the caller draws another). */
export async function insertShareCode(
  db: Database,
  row: { code: string; playerId: number | null; bets: SharedBetRow[]; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(shareCodes)
    .values(row)
    .onConflictDoNothing()
    .returning({ code: shareCodes.code });
  return inserted.length > 0;
}

/** The shared slip under `code`, unless it has expired. */
export async function getShareCode(db: Database, code: string, now: Date) {
  const [row] = await db
    .select({ bets: shareCodes.bets })
    .from(shareCodes)
    .where(and(eq(shareCodes.code, code), gt(shareCodes.expiresAt, now)))
    .limit(1);
  return row;
}

/** Expired share codes are useless; the share-code route prunes them now and then. */
export async function deleteExpiredShareCodes(db: Database, now: Date): Promise<void> {
  await db.delete(shareCodes).where(sql`${shareCodes.expiresAt} <= ${now}`);
}
