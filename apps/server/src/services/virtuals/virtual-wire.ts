import type { VirtualEventWire, VirtualRaceWire } from '@sportsbook/contract';
import type { VirtualEventWithStatus, VirtualRaceWithStatus } from '@sportsbook/db';
import { RACING_MARKETS, VIRTUAL_MARKETS } from '@sportsbook/feed';

/**
 * A virtual match's status: finished once its seed is revealed (or the event is closed or
 * finished), playing in play, closed once its lines are suspended at the close, open before.
 */
export function virtualStatusOf(row: VirtualEventWithStatus): VirtualEventWire['status'] {
  if (row.virtual.seed !== null || row.status === 3 || row.status === 4) return 'finished';
  if (row.status === 1 || row.status === 2) return 'playing';
  const open = row.markets.some((m) => m.status === 1);
  return open ? 'open' : 'closed';
}

export function virtualEventWire(row: VirtualEventWithStatus): VirtualEventWire {
  const { virtual } = row;
  const status = virtualStatusOf(row);
  // The seed and result are shown only for a finished match (VIRT-002).
  const revealed = status === 'finished' && virtual.seed !== null;
  return {
    id: virtual.eventId,
    slug: row.slug,
    start_time: virtual.startTime.toISOString(),
    close_time: virtual.closeTime.toISOString(),
    status,
    home: virtual.homeName,
    away: virtual.awayName,
    home_expected: virtual.homeExpectedCenti / 100,
    away_expected: virtual.awayExpectedCenti / 100,
    seed_hash: virtual.seedHash,
    seed: revealed ? virtual.seed : null,
    score:
      revealed && virtual.homeGoals !== null && virtual.awayGoals !== null
        ? { home: virtual.homeGoals, away: virtual.awayGoals }
        : null,
    goals: revealed ? (virtual.goals ?? []) : null,
    markets: VIRTUAL_MARKETS.flatMap((wanted) => {
      const line = row.markets.find(
        (m) => m.marketId === wanted.marketId && m.specifier === wanted.specifier,
      );
      if (!line) return [];
      return [
        {
          market_id: line.marketId,
          specifier: line.specifier,
          status: line.status,
          outcomes: line.outcomes.map((o) => ({
            outcome_id: o.outcomeId,
            odds: o.odds / 1000,
            active: o.active,
          })),
        },
      ];
    }),
  };
}

/** A virtual race's status, as a match's (decision 060). */
export function virtualRaceStatusOf(row: VirtualRaceWithStatus): VirtualRaceWire['status'] {
  if (row.race.seed !== null || row.status === 3 || row.status === 4) return 'finished';
  if (row.status === 1 || row.status === 2) return 'playing';
  const open = row.markets.some((m) => m.status === 1);
  return open ? 'open' : 'closed';
}

export function virtualRaceWire(row: VirtualRaceWithStatus): VirtualRaceWire {
  const { race } = row;
  const status = virtualRaceStatusOf(row);
  // The seed and order are shown only for a finished race (VRACE-002).
  const revealed = status === 'finished' && race.seed !== null && race.finishOrder !== null;
  const line = (marketId: number) => row.markets.find((m) => m.marketId === marketId);
  const win = line(RACING_MARKETS.win);
  const place = line(RACING_MARKETS.place);
  const priceOf = (market: typeof win, runner: number) => {
    const outcome = market?.outcomes.find((o) => o.outcomeId === String(runner));
    return outcome ? outcome.odds / 1000 : null;
  };
  return {
    id: race.eventId,
    urn_id: row.urnId,
    slug: row.slug,
    name: race.name,
    start_time: race.startTime.toISOString(),
    close_time: race.closeTime.toISOString(),
    status,
    places: race.places,
    place_fraction: race.placeFraction,
    markets: {
      win: {
        market_id: RACING_MARKETS.win,
        specifier: win?.specifier ?? '',
        status: win?.status ?? -1,
      },
      place: place
        ? { market_id: RACING_MARKETS.place, specifier: place.specifier, status: place.status }
        : null,
    },
    runners: race.runners.map((r) => ({
      number: r.number,
      name: r.name,
      weight: r.weight,
      silks: r.silks,
      win_odds: priceOf(win, r.number),
      place_odds: priceOf(place, r.number),
    })),
    seed_hash: race.seedHash,
    seed: revealed ? race.seed : null,
    result: revealed ? { order: race.finishOrder ?? [], finish_ms: race.finishMs ?? [] } : null,
  };
}
