import type { FeedCategory } from '../../provider';
import { makeCompetitor } from '../competitors/competitor-profile';
import type { CompetitorProfile } from '../competitors/competitor-profile';
import { playerNames } from '../competitors/people-names';
import { TABLE_TENNIS_LEAGUES, TENNIS_TOURS } from '../world/tennis-events';
import { UTC_OFFSETS } from '../world/time-zones';
import { randomFor, ratingFrom } from '../seeded';
import type { LeaguePlan } from './league-plan';
import type { SportLeaguesOptions } from './team-sport-leagues';
import { NAME_SEED, makeTournament } from './tournament';

const TOUR_VIDEO: Record<string, number> = { atp: 0.6, wta: 0.6, challenger: 0.35 };

function players(
  options: SportLeaguesOptions,
  category: FeedCategory,
  count: number,
  gender: 'men' | 'women',
  nationalities: string[],
  first: { n: number; taken: Set<string> },
): CompetitorProfile[] {
  const names = playerNames(
    count,
    gender,
    nationalities,
    randomFor(NAME_SEED, `players:${category.id}:${first.n}`),
  );
  return names.map(({ name, sortName, countryCode }) => {
    const competitor = makeCompetitor({
      provider: options.sport.provider,
      categoryId: category.id,
      n: ++first.n,
      name,
      abbreviateFrom: sortName,
      countryCode,
      taken: first.taken,
    });
    return {
      competitor,
      rating: ratingFrom(randomFor(options.seed, `rating:${competitor.id}`)),
      city: null,
      venue: null,
    };
  });
}

/** Tennis: one tournament per weekly event of a tour, all drawing on the tour's player pool. */
export function tennisLeagues(options: SportLeaguesOptions): LeaguePlan[] {
  return options.categories.flatMap((category) => {
    const tour = TENNIS_TOURS[category.slug];
    if (!tour) return [];
    const pool = players(options, category, tour.players, tour.gender, tour.nationalities, {
      n: 0,
      taken: new Set(),
    });
    return tour.events.map((event, i) => ({
      sport: options.sport,
      sportSlot: options.sportSlot,
      category,
      tournament: makeTournament({
        sport: options.sport,
        category,
        index: i + 1,
        name: event.name,
        priority: category.priority * 10 + tour.events.length - i,
      }),
      index: i + 1,
      tier: category.priority >= 40 ? 0 : 1,
      teams: pool,
      format: { kind: 'tour', tour, event, eventIndex: i },
      utcOffset: UTC_OFFSETS[event.countryCode] ?? 0,
      ...(TOUR_VIDEO[category.slug] && category.priority >= 40
        ? { outright: 'stage' as const }
        : {}),
      seasonStyle: 'calendar',
      videoShare: TOUR_VIDEO[category.slug] ?? 0.2,
    }));
  });
}

/** Table tennis: tour events and all-day leagues, each with its own small pool of players. */
export function tableTennisLeagues(options: SportLeaguesOptions): LeaguePlan[] {
  return options.categories.flatMap((category) => {
    const leagues = TABLE_TENNIS_LEAGUES[category.slug] ?? [];
    const counter = { n: 0, taken: new Set<string>() };
    return leagues.map((league, i) => ({
      sport: options.sport,
      sportSlot: options.sportSlot,
      category,
      tournament: makeTournament({
        sport: options.sport,
        category,
        index: i + 1,
        name: league.name,
        priority: category.priority * 10 + leagues.length - i,
      }),
      index: i + 1,
      tier: 0,
      teams: players(
        options,
        category,
        league.players,
        league.gender,
        league.nationalities,
        counter,
      ),
      format: { kind: 'continuous', league },
      utcOffset: UTC_OFFSETS[league.countryCode] ?? 0,
      seasonStyle: 'calendar',
      videoShare: 0.5,
    }));
  });
}
