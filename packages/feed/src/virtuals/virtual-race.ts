import {
  placeLegResult,
  placeOddsThousandths,
  placeTermsFor,
  placeTermsSpecifier,
  seedHashOf,
  hmacSha256Hex,
  VIRTUAL_RACE_CYCLE_MS,
  VIRTUAL_RACE_OFFSET_MS,
  virtualRaceResultOf,
  virtualRaceSlot,
  winLegResult,
} from '@sportsbook/domain';
import type { PlaceTerms, RacingLegResult, VirtualRaceResult } from '@sportsbook/domain';
import type {
  CatalogueSnapshot,
  FeedEvent,
  FeedMarket,
  FeedMessage,
  FeedOutcome,
  FeedSport,
  FeedTournament,
} from '../provider';
import type { LocalizedText } from '../localized-text';
import { RACING_MARKETS, winPriceOf } from '../racing/race-card';
import { randomFor } from '../simulator/seeded';
import { VIRTUALS_PROVIDER } from './virtual-football';

/**
 * Virtual horse races (issue 22, decision 060): a race every two minutes of feed time, offset
 * from virtual football (VRACE-001), eight runners whose published weights price the win and
 * each-way place lines with the racing pricing (RACE-001/002) and draw the finishing order from
 * the committed seed (VRACE-003). Served next to virtual football by the same provider.
 */
export const VIRTUAL_RACING_SPORT_ID = 42;
export const VIRTUAL_RACING_SPORT_KEY = 'virtual-horse-racing';
const CATEGORY_ID = VIRTUAL_RACING_SPORT_ID * 1000 + 1;
const TOURNAMENT_ID = CATEGORY_ID * 100 + 1;
/** Apart from virtual football (2 050 000 000 + …) and real races (2 100 000 000 + …). */
const EVENT_ID_BASE = 2_130_000_000;
const EVENT_ID_SPAN = 10_000_000;
export const VIRTUAL_RACE_FIELD = 8;
export const VIRTUAL_RACE_COURSE = 'Arena Downs';

const NAMES = [
  'Pixel Prince',
  'Neon Gallop',
  'Binary Star',
  'Circuit Breaker',
  'Quantum Leap',
  'Turbo Tessa',
  'Laser Lady',
  'Static Storm',
  'Vector Queen',
  'Byte Runner',
  'Glitch Gold',
  'Cyber Comet',
  'Echo Drift',
  'Photon Flash',
  'Silicon Sky',
  'Data Dancer',
];
const COLOURS = [
  '#1d4ed8',
  '#dc2626',
  '#16a34a',
  '#f59e0b',
  '#7c3aed',
  '#0f172a',
  '#db2777',
  '#0891b2',
  '#65a30d',
  '#ea580c',
];
const PATTERNS = ['plain', 'hoops', 'stripes', 'sash', 'star'] as const;

export interface VirtualRaceRunner {
  number: number;
  name: string;
  /** Published relative chance (positive integer): prices and the draw use it. */
  weight: number;
  silks: { primary: string; secondary: string; pattern: (typeof PATTERNS)[number] };
}

export interface VirtualRace {
  slot: number;
  eventId: number;
  urnId: string;
  /** e.g. `Arena Downs 14:32:30` (UTC). */
  name: string;
  startTime: number;
  closeTime: number;
  endTime: number;
  runners: VirtualRaceRunner[];
  terms: PlaceTerms;
  seed: string;
  seedHash: string;
}

export const virtualRaceEventIdOf = (slot: number) =>
  EVENT_ID_BASE + (((slot % EVENT_ID_SPAN) + EVENT_ID_SPAN) % EVENT_ID_SPAN);

/**
 * The slot's race: runners, weights and terms from the feed's seed, the finish's seed from the
 * book's draw secret (secret until the end, decision 066) and its hash.
 */
export function virtualRaceOf(feedSeed: number, drawSecret: string, slot: number): VirtualRace {
  const random = randomFor(feedSeed, `virtual-race:${slot}`);
  const names = [...NAMES];
  const runners: VirtualRaceRunner[] = Array.from({ length: VIRTUAL_RACE_FIELD }, (_, i) => ({
    number: i + 1,
    name: names.splice(random.int(0, names.length - 1), 1)[0]!,
    // 8 … 100, skewed: a favourite or two and some outsiders.
    weight: 8 + Math.round(92 * random.next() ** 2),
    silks: {
      primary: random.pick(COLOURS),
      secondary: random.pick(COLOURS),
      pattern: random.pick(PATTERNS),
    },
  }));
  const times = virtualRaceSlot(slot);
  const eventId = virtualRaceEventIdOf(slot);
  const seed = hmacSha256Hex(drawSecret, `virtual-race|${slot}`).slice(0, 32);
  return {
    slot,
    eventId,
    urnId: `bc:stage:${eventId}`,
    name: `${VIRTUAL_RACE_COURSE} ${new Date(times.startTime).toISOString().slice(11, 19)}`,
    startTime: times.startTime,
    closeTime: times.closeTime,
    endTime: times.endTime,
    runners,
    terms: placeTermsFor(runners.length),
    seed,
    seedHash: seedHashOf(seed),
  };
}

export const virtualRaceResult = (race: VirtualRace): VirtualRaceResult =>
  virtualRaceResultOf(race.seed, race.runners);

/** Win prices in thousandths by runner, from the published weights (RACE-002 grid). */
export function virtualRacePrices(race: VirtualRace): Record<number, number> {
  const total = race.runners.reduce((sum, r) => sum + r.weight, 0);
  return Object.fromEntries(race.runners.map((r) => [r.number, winPriceOf(r.weight / total)]));
}

const same = (text: string): LocalizedText => ({ en: text, de: text, 'pt-BR': text, ar: text });
const WIN_NAME: LocalizedText = { en: 'Win', de: 'Sieg', 'pt-BR': 'Vencedor', ar: 'فوز' };
const PLACE_NAME: LocalizedText = {
  en: 'Each way: place',
  de: 'Each-Way: Platz',
  'pt-BR': 'Each-way: colocado',
  ar: 'كل الطرق: مركز',
};

/** Win (901) and each-way place (902) lines; `status` 1 open, −1 suspended. */
export function virtualRaceMarkets(race: VirtualRace, status: number): FeedMarket[] {
  const prices = virtualRacePrices(race);
  const base = { eventId: race.eventId, status, mostBalanced: true, groups: ['main'] };
  const outcomes = (price: (n: number) => number): FeedOutcome[] =>
    race.runners.map((r) => ({
      outcomeId: String(r.number),
      names: same(r.name),
      odds: price(r.number) / 1000,
      active: true,
    }));
  return [
    {
      ...base,
      marketId: RACING_MARKETS.win,
      specifier: '',
      names: WIN_NAME,
      priority: 100,
      outcomes: outcomes((n) => prices[n]!),
    },
    {
      ...base,
      marketId: RACING_MARKETS.place,
      specifier: placeTermsSpecifier(race.terms),
      names: PLACE_NAME,
      priority: 90,
      outcomes: outcomes((n) => placeOddsThousandths(prices[n]!, race.terms)),
    },
  ];
}

/** The settlement of a finished virtual race: win and place from the drawn order. */
export function settleVirtualRace(
  race: VirtualRace,
  result: VirtualRaceResult,
): Extract<FeedMessage, { type: 'bet_settlement' }>['markets'] {
  const groups = result.order.map((n) => [n]);
  const single = (leg: RacingLegResult, outcomeId: string) => ({ outcomeId, result: leg.result });
  return [
    {
      marketId: RACING_MARKETS.win,
      specifier: '',
      results: race.runners.map((r) =>
        single(winLegResult(r.number, groups, []), String(r.number)),
      ),
    },
    {
      marketId: RACING_MARKETS.place,
      specifier: placeTermsSpecifier(race.terms),
      results: race.runners.map((r) =>
        single(placeLegResult(r.number, groups, race.terms, []), String(r.number)),
      ),
    },
  ];
}

/** Slots whose races start in [from, to]. */
export function raceSlotsBetween(from: number, to: number): number[] {
  const first = Math.ceil((from - VIRTUAL_RACE_OFFSET_MS) / VIRTUAL_RACE_CYCLE_MS);
  const last = Math.floor((to - VIRTUAL_RACE_OFFSET_MS) / VIRTUAL_RACE_CYCLE_MS);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

export function virtualRaceCatalogue(races: VirtualRace[], now: number): CatalogueSnapshot {
  const sport: FeedSport = {
    id: VIRTUAL_RACING_SPORT_ID,
    urnId: `bc:sport:${VIRTUAL_RACING_SPORT_ID}`,
    key: VIRTUAL_RACING_SPORT_KEY,
    names: {
      en: 'Virtual horse racing',
      de: 'Virtuelle Pferderennen',
      'pt-BR': 'Corrida de cavalos virtual',
      ar: 'سباق الخيل الافتراضي',
    },
    priority: 4,
    type: 'regular',
    provider: VIRTUALS_PROVIDER,
  };
  const tournament: FeedTournament = {
    id: TOURNAMENT_ID,
    urnId: `bc:tournament:${TOURNAMENT_ID}`,
    sportId: sport.id,
    categoryId: CATEGORY_ID,
    slug: 'virtual-arena-downs',
    names: same(VIRTUAL_RACE_COURSE),
    priority: 1,
    provider: VIRTUALS_PROVIDER,
  };
  const events: FeedEvent[] = races.map((r) => ({
    id: r.eventId,
    urnId: r.urnId,
    type: 'stage',
    sportId: sport.id,
    categoryId: CATEGORY_ID,
    tournamentId: TOURNAMENT_ID,
    slug: `virtual-race-${r.eventId}`,
    names: same(r.name),
    homeCompetitorId: null,
    awayCompetitorId: null,
    competitorIds: [],
    startTime: r.startTime,
    endTime: null,
    status: 0,
    stadium: VIRTUAL_RACE_COURSE,
    city: null,
    hasVideo: false,
    provider: VIRTUALS_PROVIDER,
  }));
  return {
    sports: [sport],
    categories: [
      {
        id: CATEGORY_ID,
        urnId: `bc:category:${CATEGORY_ID}`,
        sportId: sport.id,
        slug: 'virtual',
        names: { en: 'Virtual', de: 'Virtuell', 'pt-BR': 'Virtual', ar: 'افتراضي' },
        priority: 1,
        countryCode: null,
      },
    ],
    tournaments: [tournament],
    competitors: [],
    events,
    markets: races.flatMap((r) => virtualRaceMarkets(r, r.closeTime > now ? 1 : -1)),
  };
}
