import type { Database } from '@sportsbook/db';
import {
  eventIdsWithMarkets,
  insertEventModels,
  insertEvents,
  upsertCategories,
  upsertCompetitors,
  upsertMarkets,
  upsertSports,
  upsertTournaments,
} from '@sportsbook/db';
import type { CatalogueSnapshot, FeedMarket, FeedProvider } from '@sportsbook/feed';

export interface SeedCatalogueOptions {
  db: Database;
  providers: FeedProvider[];
}

export interface SeedCounts {
  sports: number;
  categories: number;
  tournaments: number;
  events: number;
  markets: number;
}

/**
 * Writes every provider's catalogue snapshot into the database. Reference data is upserted by the
 * feed's stable ids; events are only inserted and markets only written for events without prices,
 * so a restart never rolls back what the live engine has moved on since. Safe to run at every
 * start and from several processes.
 */
export async function seedCatalogue(options: SeedCatalogueOptions): Promise<SeedCounts> {
  const counts: SeedCounts = { sports: 0, categories: 0, tournaments: 0, events: 0, markets: 0 };
  for (const provider of options.providers) {
    const snapshot = await provider.catalogue();
    await options.db.transaction(async (tx) => {
      await upsertSports(tx, snapshot.sports);
      await upsertCategories(tx, snapshot.categories);
      await upsertTournaments(tx, snapshot.tournaments);
      await upsertCompetitors(tx, snapshot.competitors);
      await insertEvents(tx, snapshot.events.map(eventRow));
      // The bet builder prices from the match model (issue 21, decision 046).
      await insertEventModels(
        tx,
        snapshot.events.flatMap((e) => (e.model ? [{ eventId: e.id, model: { ...e.model } }] : [])),
      );
      const priced = await eventIdsWithMarkets(
        tx,
        snapshot.events.map((event) => event.id),
      );
      const fresh = snapshot.markets.filter((market) => !priced.has(market.eventId));
      await upsertMarkets(tx, fresh.map(marketRow));
      counts.markets += fresh.length;
    });
    counts.sports += snapshot.sports.length;
    counts.categories += snapshot.categories.length;
    counts.tournaments += snapshot.tournaments.length;
    counts.events += snapshot.events.length;
  }
  return counts;
}

function eventRow(event: CatalogueSnapshot['events'][number]) {
  return {
    id: event.id,
    urnId: event.urnId,
    type: event.type,
    sportId: event.sportId,
    categoryId: event.categoryId,
    tournamentId: event.tournamentId,
    slug: event.slug,
    names: event.names ?? null,
    homeCompetitorId: event.homeCompetitorId,
    awayCompetitorId: event.awayCompetitorId,
    competitorIds: event.competitorIds,
    startTime: new Date(event.startTime),
    endTime: event.endTime === null ? null : new Date(event.endTime),
    status: event.status,
    stadium: event.stadium,
    city: event.city,
    hasVideo: event.hasVideo,
    provider: event.provider,
  };
}

/** Odds are stored in exact thousandths (DESIGN §4). */
function marketRow(market: FeedMarket) {
  return {
    eventId: market.eventId,
    marketId: market.marketId,
    specifier: market.specifier,
    names: market.names,
    status: market.status,
    priority: market.priority,
    mostBalanced: market.mostBalanced,
    groups: market.groups,
    outcomes: market.outcomes.map((outcome) => ({
      outcomeId: outcome.outcomeId,
      names: outcome.names,
      odds: Math.round(outcome.odds * 1000),
      active: outcome.active,
    })),
  };
}
