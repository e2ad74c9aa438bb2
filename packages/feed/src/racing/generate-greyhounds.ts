import { greyhoundPlaceTermsFor } from '@sportsbook/domain';
import type { Random } from '@sportsbook/domain';
import type { FeedSport } from '../provider';
import { MINUTE_MS } from '../simulator/calendar';
import { randomFor } from '../simulator/seeded';
import type { RaceCard, RaceRunner } from './race-card';

/**
 * Greyhound racing (decision 068): the racing simulator's second discipline. Same race model,
 * markets and settlement as the horses (decision 048); six traps, no jockeys or weights.
 */
export const GREYHOUND_RACING_SPORT_ID = 43;
export const GREYHOUND_RACING_SPORT_KEY = 'greyhound-racing';
/** UK and Irish tracks run six traps; the Australian ones eight (decision 072). */
export const TRAPS = 6;
export const EIGHT_TRAPS = 8;
/** Three meetings a session, twelve races each, a race every fifteen minutes per meeting. */
export const GREYHOUND_MEETINGS_PER_SESSION = 3;
export const GREYHOUND_RACES_PER_MEETING = 12;
const RACE_GAP_MIN = 15;
/** The meetings interleave: across them a race every five minutes. */
const MEETING_OFFSET_MIN = 5;
const FIRST_RACE_MIN = 2;
/** Sessions sit on a fixed UTC grid (00:00, 03:00, …), so a card never depends on the start. */
export const GREYHOUND_SESSION_MS = 180 * MINUTE_MS;
/**
 * Ids: 2 140 000 000 + (session × 36 + index) mod 7 000 000, above every other provider's range
 * (horse racing 2 100 000 000–2 129 200 000, virtual races 2 130 000 000–2 139 999 999) and
 * below 2^31.
 */
const GREYHOUND_ID_BASE = 2_140_000_000;
const GREYHOUND_ID_SPAN = 7_000_000;
const RACES_PER_SESSION = GREYHOUND_MEETINGS_PER_SESSION * GREYHOUND_RACES_PER_MEETING;

export const greyhoundRaceIdOf = (session: number, index: number) =>
  GREYHOUND_ID_BASE +
  ((((session * RACES_PER_SESSION + index) % GREYHOUND_ID_SPAN) + GREYHOUND_ID_SPAN) %
    GREYHOUND_ID_SPAN);

/** UK and Irish tracks with the distances they run most (the first is the standard trip). */
export const GREYHOUND_TRACKS: Array<{
  name: string;
  country: string;
  countryIndex: number;
  distances: string[];
  /** Eight-dog racing (decision 072); six traps otherwise. */
  traps?: 8;
}> = [
  { name: 'Romford', country: 'GB', countryIndex: 1, distances: ['400m', '575m', '225m'] },
  { name: 'Towcester', country: 'GB', countryIndex: 1, distances: ['500m', '682m', '270m'] },
  { name: 'Hove', country: 'GB', countryIndex: 1, distances: ['515m', '695m', '285m'] },
  { name: 'Sheffield', country: 'GB', countryIndex: 1, distances: ['500m', '660m', '280m'] },
  { name: 'Nottingham', country: 'GB', countryIndex: 1, distances: ['500m', '730m', '300m'] },
  { name: 'Monmore', country: 'GB', countryIndex: 1, distances: ['480m', '630m', '264m'] },
  { name: 'Sunderland', country: 'GB', countryIndex: 1, distances: ['450m', '640m', '261m'] },
  { name: 'Perry Barr', country: 'GB', countryIndex: 1, distances: ['480m', '660m', '275m'] },
  { name: 'Kinsley', country: 'GB', countryIndex: 1, distances: ['450m', '656m', '268m'] },
  { name: 'Newcastle', country: 'GB', countryIndex: 1, distances: ['480m', '640m', '290m'] },
  { name: 'Shelbourne Park', country: 'IE', countryIndex: 2, distances: ['525m', '550m', '750m'] },
  { name: 'Limerick', country: 'IE', countryIndex: 2, distances: ['525m', '550m', '350m'] },
  { name: 'Dundalk', country: 'IE', countryIndex: 2, distances: ['525m', '550m', '400m'] },
  { name: 'Curraheen Park', country: 'IE', countryIndex: 2, distances: ['525m', '550m', '750m'] },
  // Australian tracks race eight dogs.
  { name: 'The Meadows', country: 'AU', countryIndex: 3, distances: ['525m', '600m'], traps: 8 },
  { name: 'Sandown Park', country: 'AU', countryIndex: 3, distances: ['515m', '595m'], traps: 8 },
  { name: 'Wentworth Park', country: 'AU', countryIndex: 3, distances: ['520m', '720m'], traps: 8 },
  { name: 'Albion Park', country: 'AU', countryIndex: 3, distances: ['520m', '600m'], traps: 8 },
];

/**
 * The traps' jackets, the same at every UK and Irish track: 1 red, 2 blue, 3 white, 4 black,
 * 5 orange, 6 black-and-white stripes; for eight-dog races (GBGB's jackets for traps 7 and 8,
 * decision 072) 7 green, 8 yellow-and-black stripes. `secondary` is the number's colour.
 */
export const TRAP_SILKS: ReadonlyArray<RaceRunner['silks']> = [
  { primary: '#d62828', secondary: '#ffffff', pattern: 'plain' },
  { primary: '#1d4ed8', secondary: '#ffffff', pattern: 'plain' },
  { primary: '#ffffff', secondary: '#111111', pattern: 'plain' },
  { primary: '#111111', secondary: '#ffffff', pattern: 'plain' },
  { primary: '#f97316', secondary: '#111111', pattern: 'plain' },
  { primary: '#111111', secondary: '#d62828', pattern: 'stripes' },
  { primary: '#15803d', secondary: '#ffffff', pattern: 'plain' },
  { primary: '#facc15', secondary: '#ffffff', pattern: 'stripes' },
];

const KENNELS = [
  'Ballymac',
  'Droopys',
  'Swift',
  'Kilara',
  'Coolavanny',
  'Salacres',
  'Glengar',
  'Burgess',
  'Bockos',
  'Rising',
  'Jaytee',
  'Slippy',
  'Newinn',
  'Roxholme',
  'Priceless',
  'Headford',
];
const NAMES = [
  'Flash',
  'Bolt',
  'Ranger',
  'Jet',
  'Blue',
  'Rocket',
  'Hero',
  'Dancer',
  'Storm',
  'Comet',
  'Lad',
  'Gem',
  'Prince',
  'Maverick',
  'Rebel',
  'Sprite',
  'Wonder',
  'Kiko',
];
const INITIALS = ['A', 'B', 'C', 'D', 'J', 'K', 'L', 'M', 'P', 'R', 'S', 'T'];
const TRAINER_SURNAMES = [
  'Wallis',
  'Young',
  'Hutton',
  'Holloway',
  'Simmonds',
  'Heilbron',
  'Janssens',
  'Buckley',
  'Dunphy',
  'Keane',
  'Harding',
  'Fenwick',
];
/** Greyhound going: the track's allowance in hundredths of a second ("Normal" is none). */
const GOINGS = ['Normal', 'Normal', 'Normal', '+10', '-10', '+20', '-20'];

function dogOf(random: Random, trap: number, reserve: boolean): RaceRunner {
  const strength = Math.exp(0.9 * (random.next() + random.next() + random.next() - 1.5) * 1.6);
  return {
    number: trap,
    name: `${random.pick(KENNELS)} ${random.pick(NAMES)}`,
    // A dog's trap is its draw.
    draw: trap,
    jockey: '',
    trainer: `${random.pick(INITIALS)} ${random.pick(TRAINER_SURNAMES)}`,
    // The last runs' positions of six, newest last.
    form: Array.from({ length: random.int(3, 6) }, () => String(random.int(1, 6))).join(''),
    weight: '',
    age: random.int(2, 5),
    silks: TRAP_SILKS[trap - 1]!,
    nonRunner: false,
    ...(reserve ? { reserve: true } : {}),
    strength,
    morningStrength: strength * Math.exp((random.next() - 0.5) * 1.0),
  };
}

export const greyhoundCategoryIdOf = (countryIndex: number) =>
  GREYHOUND_RACING_SPORT_ID * 1000 + countryIndex;

export const greyhoundSport: FeedSport = {
  id: GREYHOUND_RACING_SPORT_ID,
  urnId: `bc:sport:${GREYHOUND_RACING_SPORT_ID}`,
  key: GREYHOUND_RACING_SPORT_KEY,
  names: {
    en: 'Greyhound racing',
    de: 'Windhundrennen',
    'pt-BR': 'Corrida de galgos',
    ar: 'سباق الكلاب السلوقية',
  },
  priority: 4,
  type: 'regular',
  provider: 'betconstruct',
};

/**
 * Session `k`'s thirty-six cards (three meetings of twelve races: two UK or Irish meetings of six
 * traps, one Australian of eight), from the seed.
 */
export function greyhoundSession(seed: number, k: number): RaceCard[] {
  const random = randomFor(seed, `greyhounds:${k}`);
  const sessionStart = k * GREYHOUND_SESSION_MS;
  // Two UK or Irish meetings and one Australian (eight dogs, decision 072) every session.
  const sixes = GREYHOUND_TRACKS.filter((t) => t.traps === undefined);
  const eights = GREYHOUND_TRACKS.filter((t) => t.traps === EIGHT_TRAPS);
  const chosen: typeof GREYHOUND_TRACKS = [];
  while (chosen.length < GREYHOUND_MEETINGS_PER_SESSION - 1) {
    const track = random.pick(sixes);
    if (!chosen.includes(track)) chosen.push(track);
  }
  chosen.push(random.pick(eights));
  const cards: RaceCard[] = [];
  chosen.forEach((track, m) => {
    const meetingId =
      greyhoundCategoryIdOf(track.countryIndex) * 100 + GREYHOUND_TRACKS.indexOf(track) + 1;
    const going = random.pick(GOINGS);
    for (let r = 0; r < GREYHOUND_RACES_PER_MEETING; r++) {
      const index = m * GREYHOUND_RACES_PER_MEETING + r;
      const id = greyhoundRaceIdOf(k, index);
      const startTime =
        sessionStart + (FIRST_RACE_MIN + m * MEETING_OFFSET_MIN + r * RACE_GAP_MIN) * MINUTE_MS;
      const traps = track.traps ?? TRAPS;
      const runners = Array.from({ length: traps }, (_, i) => dogOf(random, i + 1, false));
      // A trap vacated before betting opened in one race in five: half the time a reserve runs
      // from it, otherwise it stays vacant (a declared non-runner, no Rule 4).
      if (random.next() < 0.2) {
        const trap = random.int(1, traps);
        if (random.next() < 0.5) runners[trap - 1] = dogOf(random, trap, true);
        else runners[trap - 1]!.nonRunner = true;
      }
      const declared = runners.filter((x) => !x.nonRunner).length;
      const terms = greyhoundPlaceTermsFor(declared);
      // A dog withdrawn at the off (Rule 4) in one race in four, where the terms stay the same.
      let lateWithdrawal: number | null = null;
      const after = greyhoundPlaceTermsFor(declared - 1);
      if (random.next() < 0.25 && after.places === terms.places) {
        const active = runners.filter((x) => !x.nonRunner);
        lateWithdrawal = active[random.int(0, active.length - 1)]!.number;
      }
      const grade = random.int(1, 9);
      const open = random.next() < 0.08;
      const distance =
        random.next() < 0.75 ? track.distances[0]! : random.pick(track.distances.slice(1));
      const hhmm = new Date(startTime).toISOString().slice(11, 16);
      cards.push({
        discipline: 'greyhound',
        eventId: id,
        urnId: `bc:stage:${id}`,
        meetingId,
        course: track.name,
        countryCode: track.country,
        name: `${track.name} ${hhmm}`,
        // The race's grade (A1 best … A9), or an open race.
        title: open ? 'OR' : `A${grade}`,
        distance,
        going,
        raceClass: open ? 0 : grade,
        handicap: false,
        startTime,
        runners,
        terms,
        lateWithdrawal,
      });
    }
  });
  return cards;
}

/** The greyhound cards with `from < off ≤ to`: every session of the fixed grid they touch. */
export function greyhoundCardsBetween(seed: number, from: number, to: number): RaceCard[] {
  const cards: RaceCard[] = [];
  const first = Math.floor(from / GREYHOUND_SESSION_MS);
  for (let k = first; k * GREYHOUND_SESSION_MS <= to; k++)
    cards.push(...greyhoundSession(seed, k).filter((c) => c.startTime > from && c.startTime <= to));
  return cards.sort((a, b) => a.startTime - b.startTime || a.eventId - b.eventId);
}
