import type { CatalogueSnapshot, FeedListener, FeedProvider, ProviderName } from '../provider';
import { generateCatalogue } from './generate-catalogue';

export interface SimulatedProviderOptions {
  name: ProviderName;
  seed: number;
}

/**
 * A simulated provider serves the part of the generated catalogue that it owns: betradar the
 * regular sports and cricket, oddin the esports. The live engine (match clock, odds changes)
 * plugs into `subscribe` in a later iteration; until then the provider pushes nothing.
 */
export function createSimulatedProvider(options: SimulatedProviderOptions): FeedProvider {
  const listeners = new Set<FeedListener>();
  let snapshot: CatalogueSnapshot | undefined;

  const ownCatalogue = (): CatalogueSnapshot => {
    const all = generateCatalogue({ seed: options.seed });
    const sports = all.sports.filter((sport) => sport.provider === options.name);
    const sportIds = new Set(sports.map((sport) => sport.id));
    return {
      sports,
      categories: all.categories.filter((category) => sportIds.has(category.sportId)),
    };
  };

  return {
    name: options.name,
    catalogue: async () => (snapshot ??= ownCatalogue()),
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

export function createSimulatedProviders(seed: number): FeedProvider[] {
  return [
    createSimulatedProvider({ name: 'betradar', seed }),
    createSimulatedProvider({ name: 'oddin', seed }),
  ];
}
