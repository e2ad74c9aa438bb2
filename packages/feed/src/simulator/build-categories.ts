import type { Random } from '@sportsbook/domain';
import type { FeedCategory } from '../provider';
import { COUNTRIES, SPORT_HOME_COUNTRIES } from './countries';
import type { Country } from './countries';
import { shuffled } from './seeded';
import type { SportDefinition } from './sports-data';

/**
 * A sport's categories: its fixed list (tours, circuits) or countries — the sport's home countries
 * first, then a seeded draw of the others up to the sport's country count. A country category's
 * id comes from the country's position, so it is the same whichever countries the seed picks.
 */
export function buildCategories(definition: SportDefinition, random: Random): FeedCategory[] {
  const prefix = definition.urnId.split(':')[0];
  const build = (
    index: number,
    slug: string,
    names: FeedCategory['names'],
    countryCode: string | null,
    priority: number,
  ): FeedCategory => ({
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

  return pickCountries(definition, random).map((country) =>
    build(
      COUNTRIES.indexOf(country) + 1,
      country.slug,
      country.names,
      country.code,
      country.weight + random.int(0, 4),
    ),
  );
}

function pickCountries(definition: SportDefinition, random: Random): Country[] {
  const wanted = Math.min(definition.countryCount ?? 8, COUNTRIES.length);
  const homeCodes = SPORT_HOME_COUNTRIES[definition.key] ?? [];
  const home = COUNTRIES.filter((country) => homeCodes.includes(country.code));
  const rest = shuffled(
    COUNTRIES.filter((country) => !homeCodes.includes(country.code)),
    random,
  );
  return [...home, ...rest].slice(0, Math.max(wanted, home.length));
}
