import { CITIES } from '../world/cities';
import { NICKNAMES } from '../world/team-leagues';
import { hashOf } from '../seeded';

export interface TeamName {
  name: string;
  city: string;
}

const citiesOf = (countryCode: string) => CITIES[countryCode] ?? (CITIES.GB as string[]);

/**
 * Club names for a country: each town with a pattern ("{c} United", "Real {c}"), biggest towns
 * first, then a second club in the big towns with another pattern, as in real football. Depends
 * only on the country, the patterns and `salt`, so a category always has the same clubs.
 */
export function clubNames(
  countryCode: string,
  patterns: string[],
  count: number,
  salt: string,
): TeamName[] {
  const cities = citiesOf(countryCode);
  const names: TeamName[] = [];
  const used = new Set<string>();
  for (let round = 0; names.length < count && round < patterns.length; round++) {
    for (const city of cities) {
      if (names.length >= count) break;
      const pattern = patterns[(hashOf(`${salt}:${city}`) + round) % patterns.length] as string;
      const name = pattern.replace('{c}', city);
      if (used.has(name)) continue;
      used.add(name);
      names.push({ name, city });
    }
  }
  if (names.length < count) throw new Error(`not enough towns in ${countryCode} for ${salt}`);
  return names;
}

/** "Denver Comets": towns in order of size with a nickname each, unique within the league. */
export function franchiseNames(countryCode: string, count: number, salt: string): TeamName[] {
  const cities = citiesOf(countryCode);
  const offset = hashOf(salt) % NICKNAMES.length;
  const names: TeamName[] = [];
  for (let i = 0; i < count; i++) {
    const city = cities[i % cities.length] as string;
    const nickname = NICKNAMES[(offset + i * 7) % NICKNAMES.length] as string;
    names.push({ name: `${city} ${nickname}`, city });
  }
  return names;
}
