import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { accounts, betSelections, bets, marketResults } from '../schema';
import type { BetSelectionRow, MarketResultRow, OutcomeResultRow } from '../schema';
import type { MarketKey } from './live';

/**
 * Settlement storage (decision 013). The feed's results are kept per market line in
 * `market_results`; the bets on a line whose results changed are marked `ready_to_process` in the
 * same transaction, and the settlement worker reads them and submits their plans to the ledger
 * writer, which commits them in groups (decision 035). Bulk statements take
 * their rows as one jsonb parameter, like the other feed writes (repositories/live.ts).
 */

export interface SettledLine extends MarketKey {
  results: OutcomeResultRow[];
}

/** The lines as a jsonb recordset, for joins and `in` lists. */
const keysRecordset = (keys: MarketKey[]) => {
  const payload = keys.map((k) => ({
    event_id: k.eventId,
    market_id: k.marketId,
    specifier: k.specifier,
  }));
  return sql`jsonb_to_recordset(${JSON.stringify(payload)}::jsonb)
    as v(event_id integer, market_id integer, specifier text)`;
};

const lineColumns = {
  eventId: marketResults.eventId,
  marketId: marketResults.marketId,
  specifier: marketResults.specifier,
};

/**
 * Upserts results; a line's version grows only when its status or results change, so a replayed
 * settlement changes nothing. Results are sorted by outcome so that equal sets compare equal.
 * Returns the lines that changed.
 */
export async function storeMarketResults(
  db: Database,
  lines: Array<MarketKey & { status: 'settled' | 'cancelled'; results: OutcomeResultRow[] }>,
): Promise<MarketKey[]> {
  if (lines.length === 0) return [];
  const rows = lines.map((line) => ({
    eventId: line.eventId,
    marketId: line.marketId,
    specifier: line.specifier,
    status: line.status,
    results: [...line.results]
      .sort((x, y) => (x.outcomeId < y.outcomeId ? -1 : x.outcomeId > y.outcomeId ? 1 : 0))
      .map((r) => ({
        outcomeId: r.outcomeId,
        result: r.result,
        ...(r.deadHeatFactor === undefined ? {} : { deadHeatFactor: r.deadHeatFactor }),
        ...(r.rule4Deduction === undefined ? {} : { rule4Deduction: r.rule4Deduction }),
        ...(r.startingPrice === undefined ? {} : { startingPrice: r.startingPrice }),
      })),
  }));
  return db
    .insert(marketResults)
    .values(rows)
    .onConflictDoUpdate({
      target: [marketResults.eventId, marketResults.marketId, marketResults.specifier],
      set: {
        status: sql`excluded.status`,
        results: sql`excluded.results`,
        version: sql`${marketResults.version} + 1`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${marketResults.status} <> excluded.status or ${marketResults.results} <> excluded.results`,
    })
    .returning(lineColumns);
}

/**
 * rollback_bet_settlement: every line of the market ids on the event loses its results (kept in
 * the row for audit, ignored while rolled_back). Returns the lines that changed.
 */
export async function rollBackMarketResults(
  db: Database,
  eventId: number,
  marketIds: number[],
): Promise<MarketKey[]> {
  if (marketIds.length === 0) return [];
  return db
    .update(marketResults)
    .set({
      status: 'rolled_back',
      version: sql`${marketResults.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(marketResults.eventId, eventId),
        inArray(marketResults.marketId, marketIds),
        ne(marketResults.status, 'rolled_back'),
      ),
    )
    .returning(lineColumns);
}

/** Market lines' own status (-3 settled, -4 cancelled) for the catalogue. */
export async function setMarketLinesStatus(
  db: Database,
  keys: MarketKey[],
  status: number,
): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update markets m set status = ${status}, updated_at = now()
    from ${keysRecordset(keys)}
    where m.event_id = v.event_id and m.market_id = v.market_id and m.specifier = v.specifier`);
}

/**
 * The bets with a selection on any of the lines go to `ready_to_process`: open ones, and settled
 * ones (done, cancelled) whose results may have changed. Cashouts in progress and cashed-out bets
 * are left alone; the worker's sweep picks up a bet whose cashout ended with results waiting.
 * Returns how many bets were marked.
 */
export async function markBetsOnLinesReady(db: Database, keys: MarketKey[]): Promise<number> {
  if (keys.length === 0) return 0;
  const onLines = db
    .select({ betId: betSelections.betId })
    .from(betSelections)
    .where(
      sql`(${betSelections.eventId}, ${betSelections.marketId}, ${betSelections.specifier}) in
        (select event_id, market_id, specifier from ${keysRecordset(keys)})`,
    );
  const marked = await db
    .update(bets)
    .set({ status: 'ready_to_process' })
    .where(
      and(
        inArray(bets.status, ['waiting_results', 'done', 'cancelled']),
        inArray(bets.id, onLines),
      ),
    )
    .returning({ id: bets.id });
  return marked.length;
}

/**
 * Safety net of the worker's poll: open bets every leg of which already has a result — a bet
 * placed while its line was being settled, or one whose cashout ended after its results came —
 * are marked ready. Returns how many.
 */
export async function markSettleableBetsReady(db: Database): Promise<number> {
  const marked = await db
    .update(bets)
    .set({ status: 'ready_to_process' })
    .where(
      and(
        eq(bets.status, 'waiting_results'),
        sql`not exists (
          select 1 from ${betSelections} s
          left join ${marketResults} r
            on r.event_id = s.event_id and r.market_id = s.market_id and r.specifier = s.specifier
          where s.bet_id = bets.id and (r.status is null or r.status = 'rolled_back'))`,
      ),
    )
    .returning({ id: bets.id });
  return marked.length;
}

/** Ids of ready bets after `afterId`, in id order: one pass of the worker walks them once. */
export async function listReadyBetIds(
  db: Database,
  afterId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: bets.id })
    .from(bets)
    .where(and(eq(bets.status, 'ready_to_process'), gt(bets.id, afterId)))
    .orderBy(asc(bets.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function selectionsOfBet(db: Database, betId: string): Promise<BetSelectionRow[]> {
  return db
    .select()
    .from(betSelections)
    .where(eq(betSelections.betId, betId))
    .orderBy(asc(betSelections.position));
}

/** The current results of the lines, by `eventId/marketId/specifier`. */
export async function marketResultsOfLines(
  db: Database,
  keys: MarketKey[],
): Promise<Map<string, MarketResultRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(marketResults)
    .where(
      sql`(${marketResults.eventId}, ${marketResults.marketId}, ${marketResults.specifier}) in
        (select event_id, market_id, specifier from ${keysRecordset(keys)})`,
    );
  return new Map(rows.map((row) => [`${row.eventId}/${row.marketId}/${row.specifier}`, row]));
}

/** The account's balance, locked until the transaction ends so nothing spends it meanwhile. */
/**
 * The cached balances of player accounts, read without a lock: what a settlement reversal may
 * take back at most (LED-042). The executor checks the balance again at commit.
 */
export async function accountBalances(
  db: Database,
  accountIds: number[],
): Promise<Map<number, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ id: accounts.id, balance: accounts.balance })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  return new Map(rows.map((row) => [row.id, row.balance]));
}
