import type { Random } from '@sportsbook/domain';
import { ORG_PATTERNS, ORG_WORDS } from '../world/esports-events';
import { namingStyle } from '../world/naming-styles';
import { shuffled } from '../seeded';

export interface PersonName {
  name: string;
  /** Family name first ("Rossi Federico"): what score boards abbreviate (ROS). */
  sortName: string;
  countryCode: string;
}

/** Players of a tour: a nationality from the tour's list, then a first and last name of it. */
export function playerNames(
  count: number,
  gender: 'men' | 'women',
  nationalities: string[],
  random: Random,
): PersonName[] {
  const players: PersonName[] = [];
  const used = new Set<string>();
  for (let attempt = 0; players.length < count && attempt < count * 50; attempt++) {
    const countryCode = random.pick(nationalities);
    const style = namingStyle(countryCode);
    const first = random.pick(gender === 'men' ? style.maleFirst : style.femaleFirst);
    const last = random.pick(style.last);
    const name = `${first} ${last}`;
    if (used.has(name)) continue;
    used.add(name);
    players.push({ name, sortName: `${last} ${first}`, countryCode });
  }
  if (players.length < count) throw new Error(`could not name ${count} players`);
  return players;
}

/**
 * Esports organisations: each word at most once per game, so "Nova Esports" and "Team Nova"
 * never meet in one catalogue.
 */
export function orgNames(count: number, random: Random, usedWords: Set<string>): string[] {
  const words = shuffled(
    ORG_WORDS.filter((word) => !usedWords.has(word)),
    random,
  ).slice(0, count);
  if (words.length < count) throw new Error(`not enough organisation names for ${count} teams`);
  return words.map((word) => {
    usedWords.add(word);
    return random.pick(ORG_PATTERNS).replace('{w}', word);
  });
}
