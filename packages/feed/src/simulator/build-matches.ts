import type { FeedEvent, FeedMarket } from '../provider';
import type { MatchModel } from '../pricing/match-model';
import { priceMarkets } from '../pricing/price-markets';
import { buildModel } from './build-model';
import { dayNumber } from './calendar';
import type { Fixture } from './fixtures/fixture';
import { matchIdOf, urnOf } from './ids';
import { randomFor } from './seeded';
import { slugify } from './slug';

export interface BuiltMatches {
  events: FeedEvent[];
  markets: FeedMarket[];
}

/**
 * Gives fixtures their ids and turns them into priced matches. The index within a UTC day and
 * sport follows (start time, tournament, home team), all of which a fixture's day fixes, so an
 * id never depends on the window the fixture was generated in.
 */
export function buildMatches(fixtures: Fixture[], seed: number): BuiltMatches {
  const groups = new Map<string, Fixture[]>();
  for (const fixture of fixtures) {
    const key = `${dayNumber(fixture.startTime)}:${fixture.plan.sportSlot}`;
    const group = groups.get(key);
    if (group) group.push(fixture);
    else groups.set(key, [fixture]);
  }
  const events: FeedEvent[] = [];
  const names = new Map<number, { home: string; away: string }>();
  for (const group of groups.values()) {
    group.sort(
      (a, b) =>
        a.startTime - b.startTime ||
        a.plan.tournament.id - b.plan.tournament.id ||
        a.home.competitor.id - b.home.competitor.id,
    );
    group.forEach((fixture, index) => {
      const { plan, home, away } = fixture;
      const id = matchIdOf(dayNumber(fixture.startTime), plan.sportSlot, index);
      const random = randomFor(seed, `match:${id}`);
      const homeName = home.competitor.names.en;
      const awayName = away.competitor.names.en;
      names.set(id, { home: homeName, away: awayName });
      events.push({
        id,
        urnId: urnOf(plan.sport.provider, 'match', id),
        type: 'match',
        sportId: plan.sport.id,
        categoryId: plan.category.id,
        tournamentId: plan.tournament.id,
        slug: `${slugify(homeName)}-vs-${slugify(awayName)}-${id}`,
        homeCompetitorId: home.competitor.id,
        awayCompetitorId: away.competitor.id,
        competitorIds: [home.competitor.id, away.competitor.id],
        startTime: fixture.startTime,
        endTime: null,
        status: 0,
        stadium: fixture.stadium,
        city: fixture.city,
        hasVideo: random.next() < plan.videoShare,
        provider: plan.sport.provider,
        model: buildModel(fixture, random),
      });
    });
  }
  events.sort((a, b) => a.startTime - b.startTime || a.id - b.id);
  const markets: FeedMarket[] = [];
  for (const event of events) {
    const sides = names.get(event.id) as { home: string; away: string };
    const model = event.model as MatchModel;
    markets.push(...priceMarkets({ event, model, home: sides.home, away: sides.away }));
  }
  return { events, markets };
}
