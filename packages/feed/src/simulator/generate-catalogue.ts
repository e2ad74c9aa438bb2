import { createRandom, seedFrom } from '@sportsbook/domain';
import type { CatalogueSnapshot, FeedCategory, FeedSport } from '../provider';
import { COUNTRIES, SPORT_HOME_COUNTRIES } from './countries';
import type { Country } from './countries';
import { SPORT_DEFINITIONS } from './sports-data';
import type { SportDefinition } from './sports-data';

export interface GenerateCatalogueOptions {
  /** FEED_SEED: the same seed always yields the same catalogue, ids included. */
  seed: number;
}

/**
 * The simulated providers' catalogue: every sport with its categories. Ids are stable across
 * seeds (they identify entities); the seed decides what varies between demos — which countries a
 * sport covers beyond its home countries and the exact priorities.
 */
export function generateCatalogue(options: GenerateCatalogueOptions): CatalogueSnapshot {
  const sports: FeedSport[] = [];
  const categories: FeedCategory[] = [];
  for (const definition of SPORT_DEFINITIONS) {
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
    categories.push(...categoriesOf(definition, random));
  }
  return { sports, categories };
}

function categoriesOf(
  definition: SportDefinition,
  random: ReturnType<typeof createRandom>,
): FeedCategory[] {
  const prefix = definition.urnId.split(':')[0];
  const build = (
    index: number,
    slug: string,
    names: FeedCategory['names'],
    countryCode: string | null,
    priority: number,
  ) => ({
    id: definition.id * 1000 + index,
    urnId: `${prefix}:category:${definition.id * 1000 + index}`,
    sportId: definition.id,
    slug,
    names,
    priority,
    countryCode,
  });

  if (definition.categories !== 'countries') {
    const fixed = definition.categories;
    return fixed.map((category, index) =>
      build(
        index + 1,
        category.slug,
        category.names,
        category.countryCode,
        (fixed.length - index) * 10,
      ),
    );
  }

  const picked = pickCountries(definition, random);
  return picked.map((country) =>
    build(
      COUNTRIES.indexOf(country) + 1,
      country.slug,
      country.names,
      country.code,
      country.weight + random.int(0, 4),
    ),
  );
}

/** Home countries first, then a seeded draw of the others up to the sport's country count. */
function pickCountries(
  definition: SportDefinition,
  random: ReturnType<typeof createRandom>,
): Country[] {
  const wanted = Math.min(definition.countryCount ?? 8, COUNTRIES.length);
  const homeCodes = SPORT_HOME_COUNTRIES[definition.key] ?? [];
  const home = COUNTRIES.filter((country) => homeCodes.includes(country.code));
  const rest = COUNTRIES.filter((country) => !homeCodes.includes(country.code));
  // Fisher–Yates with the seeded generator.
  for (let i = rest.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [rest[i], rest[j]] = [rest[j] as Country, rest[i] as Country];
  }
  return [...home, ...rest].slice(0, Math.max(wanted, home.length));
}
