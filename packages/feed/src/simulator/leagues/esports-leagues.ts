import { makeCompetitor } from '../competitors/competitor-profile';
import type { CompetitorProfile } from '../competitors/competitor-profile';
import { orgNames } from '../competitors/people-names';
import { ESPORTS_CIRCUITS } from '../world/esports-events';
import { UTC_OFFSETS } from '../world/time-zones';
import { randomFor, ratingFrom } from '../seeded';
import type { LeaguePlan } from './league-plan';
import type { SportLeaguesOptions } from './team-sport-leagues';
import { NAME_SEED, makeTournament } from './tournament';

/**
 * Esports: circuits per region. A region's organisations form one pool; a smaller circuit (an
 * invitational cup) takes the first teams of it, so the same orgs meet across circuits.
 */
export function esportsLeagues(options: SportLeaguesOptions): LeaguePlan[] {
  const circuitsByCategory = ESPORTS_CIRCUITS[options.sport.key] ?? {};
  const usedWords = new Set<string>();
  const nameRandom = randomFor(NAME_SEED, `orgs:${options.sport.key}`);
  return options.categories.flatMap((category) => {
    const circuits = circuitsByCategory[category.slug] ?? [];
    if (circuits.length === 0) return [];
    const size = Math.max(...circuits.map((circuit) => circuit.teams));
    const taken = new Set<string>();
    const pool: CompetitorProfile[] = orgNames(size, nameRandom, usedWords).map((name, i) => {
      const competitor = makeCompetitor({
        provider: options.sport.provider,
        categoryId: category.id,
        n: i + 1,
        name,
        countryCode: null,
        taken,
      });
      return {
        competitor,
        rating: ratingFrom(randomFor(options.seed, `rating:${competitor.id}`)),
        city: null,
        venue: null,
      };
    });
    return circuits.map((circuit, i) => ({
      sport: options.sport,
      sportSlot: options.sportSlot,
      category,
      tournament: makeTournament({
        sport: options.sport,
        category,
        index: i + 1,
        name: circuit.name,
        priority: category.priority * 10 + (circuit.premier ? 5 : 0) + circuits.length - i,
      }),
      index: i + 1,
      tier: circuit.premier ? 0 : 1,
      teams: pool.slice(0, circuit.teams),
      format: { kind: 'circuit', circuit },
      utcOffset: UTC_OFFSETS[circuit.countryCode] ?? 0,
      ...(circuit.premier ? { outright: 'simple_tournament' as const } : {}),
      seasonStyle: 'calendar',
      videoShare: 0.85,
    }));
  });
}
