import type { SharedCustomBetWire, SharedSelectionWire } from '@sportsbook/contract';
import { getBettingLines, getShareCode, lineKeyOf, raceCardEventIds } from '@sportsbook/db';
import type { BettingLine, Database, SharedBetRow, SharedSelectionRow } from '@sportsbook/db';
import { RACING_MARKETS } from '@sportsbook/feed';
import { isBettableMatchStatus } from '@sportsbook/domain';
import type { Provider } from '@sportsbook/domain';
import { notFound } from '../../errors';
import { findCustomBetMatch, priceSelections } from './custom-bet';

export interface GetSharedBetsOptions {
  db: Database;
  code: string;
  locale: string;
  isProviderActive(provider: Provider): boolean;
  now?: Date;
}

/** Market statuses that never reopen: settled (-3) and cancelled (-4). */
const CLOSED_MARKET_STATUSES: ReadonlySet<number> = new Set([-3, -4]);
/** Event statuses that never reopen (betting-core §3): closed (3) and finished (4). */
const OVER_EVENT_STATUSES: ReadonlySet<number> = new Set([3, 4]);

/**
 * A line that can never be bet on again is as gone, for a shared slip, as one that no longer
 * exists: restoring it would only put a dead selection in the visitor's slip in place of theirs.
 */
function isOver(line: BettingLine): boolean {
  return CLOSED_MARKET_STATUSES.has(line.marketStatus) || OVER_EVENT_STATUSES.has(line.eventStatus);
}

const isStartingPrice = (s: SharedSelectionRow) =>
  s.oddsType === 'sp' && (s.marketId === RACING_MARKETS.win || s.marketId === RACING_MARKETS.place);

/**
 * GET /bets/share-code?code=: the shared selections with today's prices and names. Lines that no
 * longer exist or can never be bet again (market settled or cancelled, match over) are left out
 * (the slip shows "try another bet" when nothing is left); suspended or stopped ones may reopen,
 * so they come back flagged and the slip shows them as such. Custom bets come back in
 * `custom_bets`, re-priced from the match's model (decision 059).
 */
export async function getSharedBets(options: GetSharedBetsOptions): Promise<{
  bets: { selections: SharedSelectionWire[] }[];
  custom_bets: SharedCustomBetWire[];
}> {
  const row = await getShareCode(options.db, options.code, options.now ?? new Date());
  if (!row) throw notFound(`The share code ${options.code} does not exist or has expired`);
  const keys = row.bets.flatMap((bet) =>
    bet.selections.map((s) => ({
      eventId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
    })),
  );
  const lines = await getBettingLines(options.db, keys, options.locale);
  // Decision 072: SP stays only on a race card's win or place line, as placement requires.
  const spRaces = await raceCardEventIds(options.db, [
    ...new Set(
      row.bets.flatMap((bet) => bet.selections.filter(isStartingPrice).map((s) => s.matchId)),
    ),
  ]);
  const wireOf = (s: SharedSelectionRow): SharedSelectionWire | null => {
    const line = lines.get(
      lineKeyOf({ eventId: s.matchId, marketId: s.marketId, specifier: s.specifier }),
    );
    const outcome = line?.outcomes.find((o) => o.outcomeId === s.outcomeId);
    if (!line || !outcome || isOver(line)) return null;
    const providerActive = options.isProviderActive(line.provider as Provider);
    return {
      match_id: line.eventId,
      market_id: line.marketId,
      specifier: line.specifier,
      outcome_id: outcome.outcomeId,
      odds: outcome.odds / 1000,
      market_name: line.marketName,
      outcome_name: outcome.names[options.locale] ?? outcome.names.en,
      match_name: line.matchName,
      match_status: line.eventStatus,
      // As the catalogue serves it: a down provider's open lines read as suspended.
      market_status: line.marketStatus === 1 && !providerActive ? -1 : line.marketStatus,
      active: outcome.active,
      provider: line.provider,
      ...(isStartingPrice(s) && spRaces.has(s.matchId) ? { odds_type: 'sp' as const } : {}),
    };
  };
  const bets = row.bets
    .filter((bet) => !bet.custom)
    .map((bet) => ({
      selections: bet.selections.flatMap((s) => {
        const wire = wireOf(s);
        return wire ? [wire] : [];
      }),
    }));
  const customBets: SharedCustomBetWire[] = [];
  for (const bet of row.bets.filter((b) => b.custom)) {
    const shared = await sharedCustomBetOf(options.db, bet, wireOf, lines);
    if (shared) customBets.push(shared);
  }
  return { bets, custom_bets: customBets };
}

/**
 * A shared custom bet now (decision 059): all its parts or nothing (a combination missing a part
 * is another bet), re-priced from the match's model when every part is open; unpriced (odds
 * null) while a part is suspended or has a result, or the combination is refused now.
 */
async function sharedCustomBetOf(
  db: Database,
  bet: SharedBetRow,
  wireOf: (s: SharedSelectionRow) => SharedSelectionWire | null,
  lines: Map<string, BettingLine>,
): Promise<SharedCustomBetWire | null> {
  const selections: SharedSelectionWire[] = [];
  for (const s of bet.selections) {
    const wire = wireOf(s);
    if (!wire) return null;
    selections.push(wire);
  }
  const matchId = selections[0]?.match_id;
  if (matchId === undefined || selections.some((s) => s.match_id !== matchId)) return null;
  if (!isBettableMatchStatus(selections[0]!.match_status)) return null;
  const decided = bet.selections.some(
    (s) =>
      lines.get(lineKeyOf({ eventId: s.matchId, marketId: s.marketId, specifier: s.specifier }))
        ?.hasResult,
  );
  const open = !decided && selections.every((s) => s.market_status === 1 && s.active);
  const match = open ? await findCustomBetMatch(db, matchId) : null;
  const price = match ? priceSelections(match, selections) : null;
  return {
    match_id: matchId,
    selections,
    odds: price?.ok ? price.odds : null,
    implied: price?.ok ? price.implied : [],
  };
}
