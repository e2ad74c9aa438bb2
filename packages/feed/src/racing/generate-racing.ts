import { placeTermsFor } from '@sportsbook/domain';
import type { Random } from '@sportsbook/domain';
import type {
  CatalogueSnapshot,
  FeedCategory,
  FeedEvent,
  FeedSport,
  FeedTournament,
} from '../provider';
import { dayNumber, MINUTE_MS } from '../simulator/calendar';
import { randomFor, shuffled } from '../simulator/seeded';
import { slugify } from '../simulator/slug';
import { activeRunners, probabilitiesOf, raceMarkets, winPriceOf } from './race-card';
import { GREYHOUND_TRACKS, greyhoundCategoryIdOf, greyhoundSport } from './generate-greyhounds';
import type { RaceCard, RaceRunner } from './race-card';

/** Racing (horses, decision 048; greyhounds, decision 068) is the provider `betconstruct`'s. */
export const RACING_PROVIDER = 'betconstruct' as const;
export const HORSE_RACING_SPORT_ID = 40;
export const HORSE_RACING_SPORT_KEY = 'horse-racing';
const RACE_ID_BASE = 2_100_000_000;
export const RACES_PER_MEETING = 6;
export const MEETINGS_PER_DAY = 4;
/** Minutes between two races of one meeting; the meetings' cards interleave. */
const RACE_GAP_MIN = 30;
/** Prices move from the morning market to the SP over this last hour before the off. */
export const MARKET_HOUR_MS = 60 * MINUTE_MS;
export const PRICE_STEP_MS = 5 * MINUTE_MS;

const COURSES: Array<{ name: string; country: string; countryIndex: number }> = [
  { name: 'Ascot', country: 'GB', countryIndex: 1 },
  { name: 'Cheltenham', country: 'GB', countryIndex: 1 },
  { name: 'Newmarket', country: 'GB', countryIndex: 1 },
  { name: 'York', country: 'GB', countryIndex: 1 },
  { name: 'Kempton', country: 'GB', countryIndex: 1 },
  { name: 'Leopardstown', country: 'IE', countryIndex: 2 },
  { name: 'Curragh', country: 'IE', countryIndex: 2 },
  { name: 'Chantilly', country: 'FR', countryIndex: 3 },
  { name: 'Longchamp', country: 'FR', countryIndex: 3 },
];
const COUNTRY_NAMES: Record<string, Record<string, string> & { en: string }> = {
  GB: { en: 'Great Britain', de: 'Großbritannien', 'pt-BR': 'Grã-Bretanha', ar: 'بريطانيا العظمى' },
  IE: { en: 'Ireland', de: 'Irland', 'pt-BR': 'Irlanda', ar: 'أيرلندا' },
  FR: { en: 'France', de: 'Frankreich', 'pt-BR': 'França', ar: 'فرنسا' },
  AU: { en: 'Australia', de: 'Australien', 'pt-BR': 'Austrália', ar: 'أستراليا' },
};
const FIRST = [
  'Silver',
  'Golden',
  'Midnight',
  'Royal',
  'Wild',
  'Lucky',
  'Crimson',
  'Northern',
  'Desert',
  'Storm',
  'Copper',
  'Velvet',
  'Hidden',
  'Shadow',
  'Brave',
  'Summer',
];
const SECOND = [
  'Arrow',
  'Legend',
  'Dancer',
  'Comet',
  'Harbour',
  'Spirit',
  'Whisper',
  'Thunder',
  'Falcon',
  'Rose',
  'Echo',
  'Baron',
  'Lantern',
  'Meadow',
  'Rebel',
  'Sovereign',
];
const INITIALS = ['A', 'B', 'C', 'D', 'J', 'K', 'L', 'M', 'P', 'R', 'S', 'T', 'W'];
const SURNAMES = [
  'Murphy',
  'Doyle',
  'Moore',
  'Buick',
  'Kingscote',
  'Fallon',
  'Walsh',
  'Hughes',
  'Crowley',
  'Townend',
  'Blackmore',
  'Geraghty',
  'Dettori',
  'Spencer',
  'Havlin',
  'Mullins',
];
const TRAINERS = [
  'W Mullins',
  "A O'Brien",
  'J Gosden',
  'N Henderson',
  'P Nicholls',
  'C Appleby',
  'G Elliott',
  'A Fabre',
  'R Varian',
  'K Burke',
];
const COLOURS = [
  '#1d4ed8',
  '#dc2626',
  '#16a34a',
  '#f59e0b',
  '#7c3aed',
  '#0f172a',
  '#f8fafc',
  '#db2777',
  '#0891b2',
  '#65a30d',
  '#ea580c',
  '#854d0e',
];
const PATTERNS: RaceRunner['silks']['pattern'][] = ['plain', 'hoops', 'stripes', 'sash', 'star'];
const TITLES = [
  'Maiden Stakes',
  'Handicap',
  "Novices' Hurdle",
  'Conditions Stakes',
  'Listed Stakes',
  'Chase',
  'Group 3 Stakes',
  'Nursery Handicap',
];
const DISTANCES = ['5f', '6f', '7f', '1m', '1m2f', '1m4f', '2m', '2m4f', '3m'];
const GOINGS = ['Good', 'Good to Firm', 'Good to Soft', 'Soft', 'Standard'];

export const raceIdOf = (day: number, index: number) => RACE_ID_BASE + day * 100 + index;
const categoryIdOf = (countryIndex: number) => HORSE_RACING_SPORT_ID * 1000 + countryIndex;

function runnerOf(random: Random, number: number, fieldSize: number, flat: boolean): RaceRunner {
  const strength = Math.exp(1.1 * (random.next() + random.next() + random.next() - 1.5) * 1.6);
  const form = Array.from({ length: random.int(2, 6) }, () =>
    random.pick(['1', '2', '3', '4', '5', '6', '7', '8', '0', 'P', 'F', '-']),
  ).join('');
  const stones = random.int(8, 11);
  return {
    number,
    name: `${random.pick(FIRST)} ${random.pick(SECOND)}`,
    draw: flat ? random.int(1, fieldSize) : null,
    jockey: `${random.pick(INITIALS)} ${random.pick(SURNAMES)}`,
    trainer: random.pick(TRAINERS),
    form: form.replace(/^-+|-+$/g, '') || '1',
    weight: `${stones}-${random.int(0, 13)}`,
    age: random.int(2, 9),
    silks: {
      primary: random.pick(COLOURS),
      secondary: random.pick(COLOURS),
      pattern: random.pick(PATTERNS),
    },
    nonRunner: false,
    strength,
    morningStrength: strength * Math.exp((random.next() - 0.5) * 1.2),
  };
}

export interface RacingDay {
  snapshot: CatalogueSnapshot;
  cards: RaceCard[];
}

/** The runners' strengths at `t`: the morning market's view moving to the truth by the off. */
export function strengthAt(card: RaceCard, runner: RaceRunner, t: number): number {
  const stepped = Math.floor(t / PRICE_STEP_MS) * PRICE_STEP_MS;
  const w = Math.min(
    1,
    Math.max(0, (stepped - (card.startTime - MARKET_HOUR_MS)) / MARKET_HOUR_MS),
  );
  return runner.morningStrength ** (1 - w) * runner.strength ** w;
}

/** Win prices of the runners still in at `t` (RACE-002 grid); at the off these are the SPs. */
export function pricesAt(
  card: RaceCard,
  t: number,
  without: readonly number[] = [],
): Record<number, number> {
  const runners = activeRunners(card).filter((r) => !without.includes(r.number));
  const p = probabilitiesOf(runners, (r) => strengthAt(card, r, Math.min(t, card.startTime)));
  return Object.fromEntries(runners.map((r) => [r.number, winPriceOf(p.get(r.number) as number)]));
}

const sport: FeedSport = {
  id: HORSE_RACING_SPORT_ID,
  urnId: `bc:sport:${HORSE_RACING_SPORT_ID}`,
  key: HORSE_RACING_SPORT_KEY,
  names: {
    en: 'Horse racing',
    de: 'Pferderennen',
    'pt-BR': 'Corrida de cavalos',
    ar: 'سباق الخيل',
  },
  priority: 5,
  type: 'regular',
  provider: RACING_PROVIDER,
};

/** A session's twenty-four cards: four meetings of six races from `firstOff` on. */
function sessionCards(random: Random, firstOff: number, idOf: (index: number) => number) {
  const chosen: typeof COURSES = [];
  while (chosen.length < MEETINGS_PER_DAY) {
    const course = random.pick(COURSES);
    if (!chosen.includes(course)) chosen.push(course);
  }
  const cards: RaceCard[] = [];
  chosen.forEach((course, m) => {
    const meetingId = categoryIdOf(course.countryIndex) * 100 + COURSES.indexOf(course) + 1;
    for (let r = 0; r < RACES_PER_MEETING; r++) {
      const id = idOf(m * RACES_PER_MEETING + r);
      const startTime = firstOff + (r * RACE_GAP_MIN + m * 7) * MINUTE_MS;
      const flat = random.next() < 0.6;
      const fieldSize = random.int(5, 12);
      const runners = Array.from({ length: fieldSize }, (_, i) =>
        runnerOf(random, i + 1, fieldSize, flat),
      );
      // Stalls are a draw: each once.
      if (flat)
        shuffled(
          runners.map((_, i) => i + 1),
          random,
        ).forEach((draw, i) => (runners[i]!.draw = draw));
      // A declared non-runner before betting opened (no Rule 4) in one race in five.
      if (random.next() < 0.2) runners[random.int(0, fieldSize - 1)]!.nonRunner = true;
      const handicap = random.next() < 0.35;
      const declared = runners.filter((x) => !x.nonRunner).length;
      const terms = placeTermsFor(declared, handicap);
      // A late withdrawal at the off in one race in three, where the terms stay the same.
      let lateWithdrawal: number | null = null;
      if (random.next() < 0.34 && declared > 3 && sameTerms(declared, handicap)) {
        const active = runners.filter((x) => !x.nonRunner);
        lateWithdrawal = active[random.int(0, active.length - 1)]!.number;
      }
      const hhmm = new Date(startTime).toISOString().slice(11, 16);
      cards.push({
        discipline: 'horse',
        eventId: id,
        urnId: `bc:stage:${id}`,
        meetingId,
        course: course.name,
        countryCode: course.country,
        name: `${course.name} ${hhmm}`,
        title: random.pick(TITLES),
        distance: flat ? random.pick(DISTANCES.slice(0, 6)) : random.pick(DISTANCES.slice(5)),
        going: random.pick(GOINGS),
        raceClass: random.int(1, 6),
        handicap,
        startTime,
        runners,
        terms,
        lateWithdrawal,
      });
    }
  });
  return cards;
}

/**
 * The catalogue of some cards: the sport, their countries and meetings (in the cards' order),
 * each race a `stage` event with its markets priced at `now`.
 */
export function racingCatalogue(cards: readonly RaceCard[], now: number): CatalogueSnapshot {
  const sports = new Map<number, FeedSport>();
  const categories = new Map<number, FeedCategory>();
  const tournaments = new Map<number, FeedTournament>();
  const events: FeedEvent[] = [];
  for (const card of cards) {
    // Horses and greyhounds: one catalogue shape, two sports (decision 068).
    const greyhound = card.discipline === 'greyhound';
    const course = greyhound
      ? GREYHOUND_TRACKS.find((c) => c.name === card.course)!
      : COURSES.find((c) => c.name === card.course)!;
    const sportOf = greyhound ? greyhoundSport : sport;
    if (!sports.has(sportOf.id)) sports.set(sportOf.id, sportOf);
    const country = COUNTRY_NAMES[course.country]!;
    const categoryId = greyhound
      ? greyhoundCategoryIdOf(course.countryIndex)
      : categoryIdOf(course.countryIndex);
    if (!categories.has(categoryId))
      categories.set(categoryId, {
        id: categoryId,
        urnId: `bc:category:${categoryId}`,
        sportId: sportOf.id,
        slug: slugify(country.en),
        names: country,
        priority: 10 - course.countryIndex,
        countryCode: course.country,
      });
    if (!tournaments.has(card.meetingId))
      tournaments.set(card.meetingId, {
        id: card.meetingId,
        urnId: `bc:tournament:${card.meetingId}`,
        sportId: sportOf.id,
        categoryId,
        slug: `${slugify(country.en)}-${slugify(course.name)}`,
        names: { en: course.name, de: course.name, 'pt-BR': course.name, ar: course.name },
        priority: 10 - tournaments.size,
        provider: RACING_PROVIDER,
      });
    const hhmm = new Date(card.startTime).toISOString().slice(11, 16);
    events.push({
      id: card.eventId,
      urnId: card.urnId,
      type: 'stage',
      sportId: sportOf.id,
      categoryId,
      tournamentId: card.meetingId,
      slug: `${slugify(course.name)}-${hhmm.replace(':', '')}-${card.eventId}`,
      names: { en: card.name, de: card.name, 'pt-BR': card.name, ar: card.name },
      homeCompetitorId: null,
      awayCompetitorId: null,
      competitorIds: [],
      startTime: card.startTime,
      endTime: null,
      status: 0,
      stadium: course.name,
      city: null,
      hasVideo: false,
      provider: RACING_PROVIDER,
    });
  }
  return {
    sports: [...sports.values()],
    categories: [...categories.values()],
    tournaments: [...tournaments.values()],
    competitors: [],
    events,
    markets: cards.flatMap((card) => raceMarkets(card, pricesAt(card, now), 1)),
  };
}

/** The first off of the racing generated at `now`: an hour before it, on the ten minutes. */
export const racingFirstOff = (now: number) =>
  Math.floor(now / (10 * MINUTE_MS)) * 10 * MINUTE_MS - 60 * MINUTE_MS;

/**
 * Today's racing (issue 22): four meetings of six races, the first off an hour before `now`
 * (so the results page has races) and the rest every few minutes after. Ids come from the UTC
 * day and the race's index; the cards (runners, prices, fates) only from the seed and the day.
 */
export function generateRacing(options: { seed: number; now: number }): RacingDay {
  const day = dayNumber(options.now);
  const cards = sessionCards(
    randomFor(options.seed, `racing:${day}`),
    racingFirstOff(options.now),
    (index) => raceIdOf(day, index),
  );
  return { snapshot: racingCatalogue(cards, options.now), cards };
}

/**
 * The racing that follows: a new session of four meetings every three hours after the first
 * (decision 048, Stop 28), each from the seed and its first off alone.
 */
export const RACING_SESSION_MS = 180 * MINUTE_MS;
/** A session's races span this long from its first off. */
const SESSION_SPAN_MS =
  ((RACES_PER_MEETING - 1) * RACE_GAP_MIN + (MEETINGS_PER_DAY - 1) * 7) * MINUTE_MS;
/** Ids of the later sessions: from the first off's ten minutes, clear of every other range. */
const SESSION_ID_BASE = 2_110_000_000;
const SESSION_ID_SPAN = 800_000;

/** The cards of the sessions after the one generated at `origin` with `from < off ≤ to`. */
export function racingCardsBetween(
  seed: number,
  origin: number,
  from: number,
  to: number,
): RaceCard[] {
  const first = racingFirstOff(origin);
  const cards: RaceCard[] = [];
  const kFrom = Math.max(1, Math.ceil((from - SESSION_SPAN_MS - first) / RACING_SESSION_MS));
  for (let k = kFrom; first + k * RACING_SESSION_MS <= to; k++) {
    const firstOff = first + k * RACING_SESSION_MS;
    const slot = Math.floor(firstOff / (10 * MINUTE_MS)) % SESSION_ID_SPAN;
    const session = sessionCards(
      randomFor(seed, `racing-session:${firstOff}`),
      firstOff,
      (index) => SESSION_ID_BASE + slot * RACES_PER_MEETING * MEETINGS_PER_DAY + index,
    );
    cards.push(...session.filter((c) => c.startTime > from && c.startTime <= to));
  }
  return cards;
}

/** The last off of the racing generated at `now`. */
export const racingLastOff = (now: number) => racingFirstOff(now) + SESSION_SPAN_MS;

function sameTerms(declared: number, handicap: boolean): boolean {
  const a = placeTermsFor(declared, handicap);
  const b = placeTermsFor(declared - 1, handicap);
  return a.places === b.places && a.fraction.denominator === b.fraction.denominator;
}
