import type { CatalogueSnapshot, FeedListener, FeedProvider, ProviderName } from '../provider';
import { dayNumber } from './calendar';
import { generateCatalogue } from './generate-catalogue';

export interface SimulatedProviderOptions {
  name: ProviderName;
  seed: number;
  /** Fixes the catalogue's day (tests); by default the day of the first `catalogue()` call. */
  now?: number;
  /**
   * Only events starting within this many days of `now` (outrights, which started earlier, are
   * kept). Tests seed one day to stay fast; the demo serves the whole window.
   */
  days?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The events of a catalogue starting before `until`, with only their markets and competitors. */
export function catalogueUntil(all: CatalogueSnapshot, until: number): CatalogueSnapshot {
  const events = all.events.filter((event) => event.startTime < until);
  const eventIds = new Set(events.map((event) => event.id));
  const competitorIds = new Set(events.flatMap((event) => event.competitorIds));
  return {
    ...all,
    competitors: all.competitors.filter((competitor) => competitorIds.has(competitor.id)),
    events,
    markets: all.markets.filter((market) => eventIds.has(market.eventId)),
  };
}

/** The part of a full catalogue that one provider owns: its sports and everything under them. */
export function catalogueOf(all: CatalogueSnapshot, provider: ProviderName): CatalogueSnapshot {
  const sports = all.sports.filter((sport) => sport.provider === provider);
  const sportIds = new Set(sports.map((sport) => sport.id));
  const events = all.events.filter((event) => sportIds.has(event.sportId));
  const eventIds = new Set(events.map((event) => event.id));
  const competitorIds = new Set(events.flatMap((event) => event.competitorIds));
  return {
    sports,
    categories: all.categories.filter((category) => sportIds.has(category.sportId)),
    tournaments: all.tournaments.filter((tournament) => sportIds.has(tournament.sportId)),
    competitors: all.competitors.filter((competitor) => competitorIds.has(competitor.id)),
    events,
    markets: all.markets.filter((market) => eventIds.has(market.eventId)),
  };
}

let lastGenerated: { key: string; catalogue: CatalogueSnapshot } | undefined;

/**
 * Betradar and oddin of one process share one generation (it is the costly part, and the result
 * only depends on the seed and the day). Treat the result as read-only: providers share objects.
 */
function sharedCatalogue(seed: number, now: number): CatalogueSnapshot {
  const key = `${seed}:${dayNumber(now)}`;
  if (lastGenerated?.key !== key) {
    lastGenerated = { key, catalogue: generateCatalogue({ seed, now }) };
  }
  return lastGenerated.catalogue;
}

/**
 * A simulated provider serves the part of the generated catalogue that it owns: betradar the
 * regular sports and cricket, oddin the esports. The live engine (match clock, odds changes)
 * plugs into `subscribe` in a later iteration; until then the provider pushes nothing.
 */
export function createSimulatedProvider(options: SimulatedProviderOptions): FeedProvider {
  const listeners = new Set<FeedListener>();
  let snapshot: CatalogueSnapshot | undefined;

  return {
    name: options.name,
    catalogue: async () => {
      if (snapshot) return snapshot;
      const now = options.now ?? Date.now();
      const own = catalogueOf(sharedCatalogue(options.seed, now), options.name);
      snapshot =
        options.days === undefined ? own : catalogueUntil(own, now + options.days * DAY_MS);
      return snapshot;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: async () => undefined,
    stop: async () => {
      listeners.clear();
    },
  };
}

export function createSimulatedProviders(
  seed: number,
  window: { now?: number; days?: number } = {},
): FeedProvider[] {
  return [
    createSimulatedProvider({ name: 'betradar', seed, ...window }),
    createSimulatedProvider({ name: 'oddin', seed, ...window }),
  ];
}
