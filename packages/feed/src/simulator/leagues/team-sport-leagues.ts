import type { FeedCategory } from '../../provider';
import { makeCompetitor } from '../competitors/competitor-profile';
import type { CompetitorProfile } from '../competitors/competitor-profile';
import { clubNames, franchiseNames } from '../competitors/team-names';
import type { TeamName } from '../competitors/team-names';
import { FOOTBALL_LEAGUES } from '../world/football-leagues';
import { namingStyle } from '../world/naming-styles';
import { SCHEDULES } from '../world/schedule-templates';
import { TEAM_SPORTS } from '../world/team-leagues';
import type { TeamLeagueData } from '../world/team-leagues';
import { KICK_OFF_SHIFT, UTC_OFFSETS } from '../world/time-zones';
import { hashOf, randomFor, ratingFrom } from '../seeded';
import type { SportDefinition } from '../sports-data';
import type { LeaguePlan } from './league-plan';
import { makeTournament } from './tournament';

/** Football countries whose season runs within a calendar year. */
const CALENDAR_FOOTBALL = new Set(['BR', 'US', 'SE', 'FI', 'JP', 'AR', 'CA', 'NZ']);
const TIER_WEIGHT = [10, 5, 3, 2];
const VIDEO_SHARE = [0.55, 0.25, 0.12, 0.1];

export interface SportLeaguesOptions {
  sport: SportDefinition;
  sportSlot: number;
  categories: FeedCategory[];
  seed: number;
}

/** Football and the other country-organised team sports: leagues per country, clubs per league. */
export function teamSportLeagues(options: SportLeaguesOptions): LeaguePlan[] {
  return options.categories.flatMap((category) => categoryLeagues(options, category));
}

function leaguesOf(sportKey: string, countryCode: string): TeamLeagueData[] {
  if (sportKey === 'football') {
    const leagues = FOOTBALL_LEAGUES[countryCode] ?? [{ name: 'Premier Division', teams: 12 }];
    return leagues.map((league) => ({
      ...league,
      naming: 'club',
      schedule: league.midweek ? SCHEDULES.footballTwoRounds : SCHEDULES.footballWeekend,
    }));
  }
  const data = TEAM_SPORTS[sportKey];
  if (!data) throw new Error(`no league data for ${sportKey}`);
  return data.leagues[countryCode] ?? [data.fallback];
}

function venueOf(sportKey: string, countryCode: string, city: string): string {
  const style = namingStyle(countryCode);
  const pick = (patterns: string[]) =>
    (patterns[hashOf(`${sportKey}:${city}`) % patterns.length] as string).replace('{c}', city);
  switch (sportKey) {
    case 'football':
      return pick(style.stadiums);
    case 'baseball':
      return `${city} Ballpark`;
    case 'american-football':
      return `${city} Stadium`;
    case 'cricket':
      return `${city} Cricket Ground`;
    default:
      return pick(style.arenas);
  }
}

function categoryLeagues(options: SportLeaguesOptions, category: FeedCategory): LeaguePlan[] {
  const { sport, seed } = options;
  const countryCode = category.countryCode ?? 'GB';
  const leagues = leaguesOf(sport.key, countryCode);
  const clubPatterns =
    sport.key === 'football'
      ? namingStyle(countryCode).clubs
      : (TEAM_SPORTS[sport.key]?.clubs ?? []);
  const clubTotal = leagues
    .filter((league) => league.naming === 'club')
    .reduce((sum, league) => sum + league.teams, 0);
  const clubs = clubNames(countryCode, clubPatterns, clubTotal, `${sport.key}:${category.id}`);
  const taken = new Set<string>();
  let nextClub = 0;
  let n = 0;

  return leagues.map((league, tier) => {
    const names: TeamName[] =
      league.naming === 'club'
        ? clubs.slice(nextClub, (nextClub += league.teams))
        : franchiseNames(countryCode, league.teams, `${sport.key}:${category.id}:${tier}`);
    const teams: CompetitorProfile[] = names.map(({ name, city }) => {
      const competitor = makeCompetitor({
        provider: sport.provider,
        categoryId: category.id,
        n: ++n,
        name,
        countryCode,
        taken,
      });
      return {
        competitor,
        // Lower divisions are weaker, which only matters if they ever meet in a cup.
        rating: ratingFrom(randomFor(seed, `rating:${competitor.id}`)) - tier * 0.3,
        city,
        venue: venueOf(sport.key, countryCode, city),
      };
    });
    const schedule = league.schedule;
    const calendar =
      sport.key === 'baseball' ||
      sport.key === 'cricket' ||
      (sport.key === 'football' && CALENDAR_FOOTBALL.has(countryCode));
    return {
      sport,
      sportSlot: options.sportSlot,
      category,
      tournament: makeTournament({
        sport,
        category,
        index: tier + 1,
        name: league.name,
        priority: category.priority * (TIER_WEIGHT[tier] ?? 1),
      }),
      index: tier + 1,
      tier,
      teams,
      format:
        schedule.kind === 'rounds'
          ? {
              kind: 'rounds',
              rounds: schedule.rounds,
              shift: sport.key === 'football' ? (KICK_OFF_SHIFT[countryCode] ?? 0) : 0,
            }
          : { kind: 'daily', perDay: schedule.perDay, minutes: schedule.minutes },
      utcOffset: UTC_OFFSETS[countryCode] ?? 0,
      ...(league.scoring !== undefined ? { scoring: league.scoring } : {}),
      ...(tier === 0 ? { outright: 'season' as const } : {}),
      seasonStyle: calendar ? 'calendar' : 'european',
      videoShare: VIDEO_SHARE[tier] ?? 0.1,
    } satisfies LeaguePlan;
  });
}
