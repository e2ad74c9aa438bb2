import { createRandom, seedFrom } from '@sportsbook/domain';
import type {
  CatalogueSnapshot,
  FeedCategory,
  FeedCompetitor,
  FeedEvent,
  FeedSport,
} from '../provider';
import { buildCategories } from './build-categories';
import { buildMatches } from './build-matches';
import { buildOutrights } from './build-outrights';
import { dayNumber } from './calendar';
import { generateFixtures } from './fixtures/generate-fixtures';
import { esportsLeagues } from './leagues/esports-leagues';
import type { LeaguePlan } from './leagues/league-plan';
import { tableTennisLeagues, tennisLeagues } from './leagues/tennis-leagues';
import { teamSportLeagues } from './leagues/team-sport-leagues';
import type { SportLeaguesOptions } from './leagues/team-sport-leagues';
import { SPORT_DEFINITIONS } from './sports-data';

export interface GenerateCatalogueOptions {
  /** FEED_SEED: the same seed always yields the same catalogue, ids included. */
  seed: number;
  /**
   * Epoch ms; only its UTC day matters. The catalogue covers that day and the seven after it, so
   * it always contains [now, now + 7 days) whatever the time of day. Defaults to the clock.
   */
  now?: number;
}

/** Calendar days covered: today plus seven, so a full week ahead is there at any hour. */
export const WINDOW_DAYS = 8;

/**
 * The simulated providers' catalogue: sports, categories, tournaments, competitors, matches and
 * outrights with every market priced. A pure function of the seed and the UTC day of `now`.
 *
 * Matches earlier today than `now` are included on purpose: the result must not change during
 * the day, and they are what the live engine plays out (it owns status; here every event is 0).
 */
export function generateCatalogue(options: GenerateCatalogueOptions): CatalogueSnapshot {
  const firstDay = dayNumber(options.now ?? Date.now());
  const lastDay = firstDay + WINDOW_DAYS - 1;
  const sports: FeedSport[] = [];
  const categories: FeedCategory[] = [];
  const plans: LeaguePlan[] = [];

  SPORT_DEFINITIONS.forEach((definition, sportSlot) => {
    const random = createRandom(seedFrom(options.seed, definition.key));
    sports.push({
      id: definition.id,
      urnId: definition.urnId,
      key: definition.key,
      names: definition.names,
      // A little jitter keeps priorities distinct without reordering the big sports.
      priority: definition.basePriority + random.int(0, 9),
      type: definition.type,
      provider: definition.provider,
    });
    const sportCategories = buildCategories(definition, random);
    categories.push(...sportCategories);
    plans.push(
      ...leaguesOf({
        sport: definition,
        sportSlot,
        categories: sportCategories,
        seed: options.seed,
      }),
    );
  });

  // Local days one either side: a local evening can be the next UTC day and vice versa.
  const window = { fromDay: firstDay - 1, toDay: lastDay + 1 };
  const fixtures = plans
    .flatMap((plan) => generateFixtures(plan, options.seed, window))
    .filter((fixture) => {
      const day = dayNumber(fixture.startTime);
      return day >= firstDay && day <= lastDay;
    });
  const matches = buildMatches(fixtures, options.seed);
  const outrights = buildOutrights(plans, { firstDay, lastDay, seed: options.seed });
  const events = [...matches.events, ...outrights.events];

  return {
    sports,
    categories,
    tournaments: plans.map((plan) => plan.tournament),
    competitors: referencedCompetitors(plans, events),
    events,
    markets: [...matches.markets, ...outrights.markets],
  };
}

function leaguesOf(options: SportLeaguesOptions): LeaguePlan[] {
  switch (options.sport.key) {
    case 'tennis':
      return tennisLeagues(options);
    case 'table-tennis':
      return tableTennisLeagues(options);
    default:
      return options.sport.provider === 'oddin'
        ? esportsLeagues(options)
        : teamSportLeagues(options);
  }
}

/** Only competitors some event names: a tour's idle players need no row. */
function referencedCompetitors(plans: LeaguePlan[], events: FeedEvent[]): FeedCompetitor[] {
  const used = new Set(events.flatMap((event) => event.competitorIds));
  const byId = new Map<number, FeedCompetitor>();
  for (const plan of plans) {
    for (const team of plan.teams) {
      if (used.has(team.competitor.id)) byId.set(team.competitor.id, team.competitor);
    }
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
