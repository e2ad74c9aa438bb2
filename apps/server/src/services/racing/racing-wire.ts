import { parsePlaceTermsSpecifier, positionsOf, startingPriceOf } from '@sportsbook/domain';
import type { RaceWithStatus } from '@sportsbook/db';
import type { RaceCardWire, RaceSummaryWire } from '@sportsbook/contract';
import { GREYHOUND_RACING_SPORT_ID, RACING_MARKETS } from '@sportsbook/feed';

type RaceStatus = RaceCardWire['status'];
type RaceDiscipline = RaceCardWire['discipline'];

/** Horses or greyhounds, from the race's sport (decision 068). */
export const raceDisciplineOf = (race: RaceWithStatus): RaceDiscipline =>
  race.sportId === GREYHOUND_RACING_SPORT_ID ? 'greyhound' : 'horse';

/** Event status → the race's: prematch open, in play off, finished or closed finished. */
export function raceStatusOf(race: RaceWithStatus): RaceStatus {
  if (race.card.result !== null || race.status === 3 || race.status === 4) return 'finished';
  return race.status === 0 ? 'open' : 'off';
}

export function raceSummary(race: RaceWithStatus): RaceSummaryWire {
  const { card } = race;
  const nameOf = (n: number) => card.runners.find((r) => r.number === n)?.name ?? String(n);
  const placed: string[][] = [];
  let slots = 0;
  for (const group of card.result ?? []) {
    if (slots >= 3) break;
    placed.push(group.map(nameOf));
    slots += group.length;
  }
  return {
    id: card.eventId,
    discipline: raceDisciplineOf(race),
    name: card.name,
    course: card.course,
    title: card.title,
    start_time: card.startTime.toISOString(),
    status: raceStatusOf(race),
    runners_count: card.runners.filter((r) => !r.nonRunner && !card.withdrawn.includes(r.number))
      .length,
    places: card.places,
    place_fraction: card.placeFraction,
    placed,
  };
}

const oddsIn = (race: RaceWithStatus, marketId: number) => {
  const line = race.markets.find((m) => m.marketId === marketId);
  return {
    specifier: line?.specifier ?? '',
    odds: new Map(
      (line?.outcomes ?? []).map((o) => [Number(o.outcomeId), { odds: o.odds, active: o.active }]),
    ),
  };
};

function priceOf(line: ReturnType<typeof oddsIn>, runner: number, out: boolean): number | null {
  const price = line.odds.get(runner);
  return out || !price ? null : price.odds / 1000;
}

/** The open lines of a forecast or tricast market (outcome `a-b[-c]` → decimal odds). */
function orderMarket(race: RaceWithStatus, marketId: number): RaceCardWire['orders']['forecast'] {
  const line = race.markets.find((m) => m.marketId === marketId);
  if (!line) return null;
  const open = raceStatusOf(race) === 'open' && line.status === 1;
  return {
    market_id: marketId,
    specifier: line.specifier,
    prices: Object.fromEntries(
      line.outcomes.filter((o) => open && o.active).map((o) => [o.outcomeId, o.odds / 1000]),
    ),
  };
}

export function raceCardWire(race: RaceWithStatus): RaceCardWire {
  const { card } = race;
  const win = oddsIn(race, RACING_MARKETS.win);
  const place = oddsIn(race, RACING_MARKETS.place);
  const positions = card.result ? positionsOf(card.result) : new Map();
  // Once run, the SPs the race was settled at (decision 072): SP bets are paid at these.
  const terms = parsePlaceTermsSpecifier(place.specifier);
  const sp = (runner: number, out: boolean) => {
    const price = card.startingPrices?.[String(runner)];
    return out || price === undefined ? undefined : price / 1000;
  };
  const spPlace = (runner: number, out: boolean) => {
    const price = card.startingPrices?.[String(runner)];
    if (out || price === undefined || !terms || terms.places === 0) return undefined;
    return startingPriceOf(price, { kind: 'place', terms }) / 1000;
  };
  return {
    id: card.eventId,
    urn_id: race.urnId,
    slug: race.slug,
    discipline: raceDisciplineOf(race),
    meeting_id: card.meetingId,
    name: card.name,
    course: card.course,
    country_code: card.countryCode,
    title: card.title,
    distance: card.distance,
    going: card.going,
    race_class: card.raceClass,
    handicap: card.handicap,
    start_time: card.startTime.toISOString(),
    status: raceStatusOf(race),
    places: card.places,
    place_fraction: card.placeFraction,
    markets: {
      win: { market_id: RACING_MARKETS.win, specifier: '' },
      place:
        card.places > 0 ? { market_id: RACING_MARKETS.place, specifier: place.specifier } : null,
    },
    orders: {
      forecast: orderMarket(race, RACING_MARKETS.forecast),
      tricast: orderMarket(race, RACING_MARKETS.tricast),
    },
    runners: card.runners.map((r) => {
      const out =
        r.nonRunner ||
        card.withdrawn.includes(r.number) ||
        win.odds.get(r.number)?.active === false;
      const at = positions.get(r.number);
      return {
        number: r.number,
        name: r.name,
        draw: r.draw,
        jockey: r.jockey,
        trainer: r.trainer,
        form: r.form,
        weight: r.weight,
        age: r.age,
        silks: r.silks,
        non_runner: out,
        reserve: r.reserve === true,
        win_odds: sp(r.number, out) ?? priceOf(win, r.number, out),
        place_odds:
          spPlace(r.number, out || card.places === 0) ??
          priceOf(place, r.number, out || card.places === 0),
        position: at?.position ?? null,
        dead_heat: (at?.tied ?? 1) > 1,
      };
    }),
    rule4: card.rule4,
    result: card.result,
  };
}
