import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../create-db';
import { betSelections, bets, shareCodes } from '../schema';
import type { MarketOutcome, NewBet, NewBetSelection, SharedBetRow } from '../schema';
import type { SessionLookup } from './sessions';
import { queryPrepared } from './prepared';
import { createReadBatcher } from './read-batcher';
import type { ReadBatcher } from './read-batcher';
import type { StoredAnswer } from './wallet';

/**
 * Placed bets and shared slips. Placement, the hot path, reads the player's context with the
 * slip's lines in one prepared statement and writes a whole placement in another
 * (docs/decisions/014).
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
  /** The feed's result of this line is stored (settled or cancelled): it can never be bet. */
  hasResult: boolean;
}

export const lineKeyOf = (key: LineKey) => `${key.eventId}/${key.marketId}/${key.specifier}`;

/**
 * The lines of the jsonb array `keys` ([{event_id, market_id, specifier}]) with their names in
 * `locale`, both SQL parameters. Constant texts, so they run as prepared statements.
 */
const linesSql = (keys: string, locale: string) => `
  select m.event_id, m.market_id, m.specifier, m.status as market_status, m.outcomes,
         coalesce(m.names ->> ${locale}::text, m.names ->> 'en') as market_name,
         e.status as event_status, e.type as event_type, e.provider,
         coalesce(e.names ->> ${locale}::text, e.names ->> 'en') as event_name,
         coalesce(home.names ->> ${locale}::text, home.names ->> 'en') as home_name,
         coalesce(away.names ->> ${locale}::text, away.names ->> 'en') as away_name,
         exists (select 1 from market_results r
                 where r.event_id = m.event_id and r.market_id = m.market_id
                   and r.specifier = m.specifier and r.status <> 'rolled_back') as has_result
  from jsonb_to_recordset(${keys}::jsonb)
    as wanted(event_id integer, market_id integer, specifier text)
  join markets m on m.event_id = wanted.event_id and m.market_id = wanted.market_id
    and m.specifier = wanted.specifier
  join events e on e.id = m.event_id
  left join competitors home on home.id = e.home_competitor_id
  left join competitors away on away.id = e.away_competitor_id`;

interface LineRow {
  event_id: number;
  market_id: number;
  specifier: string;
  market_status: number;
  outcomes: MarketOutcome[];
  market_name: string;
  event_status: number;
  event_type: string;
  provider: string;
  event_name: string | null;
  home_name: string | null;
  away_name: string | null;
  has_result: boolean;
}

/** The distinct keys as the lines statement reads them. */
function wantedLines(keys: LineKey[]) {
  const unique = new Map(keys.map((key) => [lineKeyOf(key), key]));
  return [...unique.values()].map((key) => ({
    event_id: key.eventId,
    market_id: key.marketId,
    specifier: key.specifier,
  }));
}

const linesParam = (keys: LineKey[]): string => JSON.stringify(wantedLines(keys));

function lineOf(row: LineRow): BettingLine {
  return {
    eventId: row.event_id,
    marketId: row.market_id,
    specifier: row.specifier,
    eventStatus: row.event_status,
    eventType: row.event_type,
    provider: row.provider,
    // Matches are named by their competitors; outrights have a name of their own.
    matchName:
      row.home_name && row.away_name
        ? `${row.home_name} - ${row.away_name}`
        : (row.event_name ?? `#${row.event_id}`),
    marketName: row.market_name,
    marketStatus: row.market_status,
    outcomes: row.outcomes,
    hasResult: row.has_result,
  };
}

/** The current state of each requested line, keyed by lineKeyOf; missing lines are absent. */
export async function getBettingLines(
  db: Database,
  keys: LineKey[],
  locale: string,
): Promise<Map<string, BettingLine>> {
  if (keys.length === 0) return new Map();
  const rows = await queryPrepared<LineRow>(db, 'betting_lines', linesSql('$1', '$2'), [
    linesParam(keys),
    locale,
  ]);
  return new Map(rows.map(lineOf).map((line) => [lineKeyOf(line), line]));
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

// ---------------------------------------------------------------- placement (hot path)

/**
 * Everything placement needs before it checks the slip, read in ONE round trip: the request's
 * session, the pve flag, the active account, the odds-accept setting, the answer already stored
 * under the request's idempotency key, and the slip's lines (the ledger executor resolves the
 * house account that takes the stakes, decision 026). The session is read here rather than by
 * its own statement because a statement less is a round trip and about 50 µs of PostgreSQL and
 * 25 µs of Node CPU less per bet (docs/decisions/014); the session plugin still applies the
 * session rules to it (`sessions.requirePlayerWith`).
 */
export interface PlacementContext {
  /** As getSession answers it; the player's columns below are this player's. */
  session: SessionLookup;
  pve: boolean;
  account: { id: number; currency: string; balance: bigint } | undefined;
  /** `player_settings.auto_accept_odds_change`, unset until the player chooses. */
  oddsAcceptMode: string | null;
  /** Any live responsible-gambling row (limit or block): only then are they read (issue 18). */
  hasLimits: boolean;
  stored: StoredAnswer | undefined;
  /** As getBettingLines answers them. */
  lines: Map<string, BettingLine>;
}

/**
 * The contexts of a batch of placements (`createReadBatcher`, docs/decisions/036): one row per
 * request and line found (at least one row per request: the lines are left joined), each
 * carrying the request's index `i`, the session's and the player's columns; no row for a request
 * whose session does not exist. $1 is the jsonb array of requests: session id hash, idempotency
 * scope and key, the lines (as getBettingLines takes them) and the locale. The session's times
 * come as epoch milliseconds, as getSession reads them.
 */
const PLACEMENT_CONTEXTS_SQL = `
  select w.i, c.*, line.*
  from jsonb_to_recordset($1::jsonb)
    as w(i integer, id_hash text, scope text, key text, lines jsonb, locale text)
  cross join lateral (
    select ss.player_id,
           (extract(epoch from ss.expires_at) * 1000)::float8 as expires_ms,
           (extract(epoch from ss.last_seen_at) * 1000)::float8 as last_seen_ms,
           p.pve, a.id as account_id, a.currency, a.balance::text as balance,
           s.auto_accept_odds_change as odds_accept_mode,
           exists (select 1 from player_limits l where l.player_id = p.id
                   and l.status in ('active', 'confirmed')) as has_limits,
           k.request_hash, k.status_code, k.response
    from sessions ss
    join players p on p.id = ss.player_id
    left join accounts a on a.player_id = p.id and a.active
    left join player_settings s on s.player_id = p.id
    left join idempotency_keys k on k.player_id = p.id and k.scope = w.scope and k.key = w.key
    where ss.id_hash = w.id_hash
    limit 1
  ) as c
  left join lateral (${linesSql('w.lines', 'w.locale')}) as line on true`;

interface PlacementContextRow extends Partial<LineRow> {
  i: number;
  player_id: number;
  expires_ms: number;
  last_seen_ms: number;
  pve: boolean;
  account_id: number | null;
  currency: string | null;
  balance: string | null;
  odds_accept_mode: string | null;
  has_limits: boolean;
  request_hash: string | null;
  status_code: number | null;
  response: unknown;
}

export interface PlacementContextRequest {
  sessionIdHash: string;
  scope: string;
  key: string;
  lines: LineKey[];
  locale: string;
}

/** One context per request, in order; undefined where there is no session with that id hash. */
async function readPlacementContexts(
  db: Database,
  requests: PlacementContextRequest[],
): Promise<Array<PlacementContext | undefined>> {
  const param = JSON.stringify(
    requests.map((request, i) => ({
      i,
      id_hash: request.sessionIdHash,
      scope: request.scope,
      key: request.key,
      lines: wantedLines(request.lines),
      locale: request.locale,
    })),
  );
  const rows = await queryPrepared<PlacementContextRow>(
    db,
    'placement_contexts',
    PLACEMENT_CONTEXTS_SQL,
    [param],
  );
  const contexts: Array<PlacementContext | undefined> = requests.map(() => undefined);
  for (const row of rows) {
    let context = contexts[row.i];
    if (!context) {
      context = {
        session: {
          playerId: row.player_id,
          expiresAt: new Date(row.expires_ms),
          lastSeenAt: new Date(row.last_seen_ms),
        },
        pve: row.pve,
        account:
          row.account_id === null
            ? undefined
            : { id: row.account_id, currency: row.currency!, balance: BigInt(row.balance!) },
        oddsAcceptMode: row.odds_accept_mode,
        hasLimits: row.has_limits,
        stored:
          row.request_hash === null
            ? undefined
            : {
                requestHash: row.request_hash,
                statusCode: row.status_code!,
                response: row.response,
              },
        lines: new Map(),
      };
      contexts[row.i] = context;
    }
    if (row.event_id === null || row.event_id === undefined) continue;
    const line = lineOf(row as LineRow);
    context.lines.set(lineKeyOf(line), line);
  }
  return contexts;
}

const contextBatchers = new WeakMap<
  Database,
  ReadBatcher<PlacementContextRequest, PlacementContext | undefined>
>();

function contextBatcherOf(db: Database) {
  let batcher = contextBatchers.get(db);
  if (!batcher) {
    batcher = createReadBatcher({ read: (requests) => readPlacementContexts(db, requests) });
    contextBatchers.set(db, batcher);
  }
  return batcher;
}

/**
 * Undefined when there is no session with this id hash. Requests that arrive while another
 * placement's context is being read are read together in one statement, per database handle
 * (docs/decisions/036); each still sees the committed state of the moment its batch is read,
 * and everything that matters at commit time is checked again by the ledger executor.
 */
export function getPlacementContext(
  db: Database,
  request: PlacementContextRequest,
): Promise<PlacementContext | undefined> {
  return contextBatcherOf(db).read(request);
}

/** How many placement contexts were read together so far, by batch size (the bench prints it). */
export const placementContextBatchSizes = (db: Database): ReadonlyMap<number, number> =>
  contextBatcherOf(db).batchSizes();

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
