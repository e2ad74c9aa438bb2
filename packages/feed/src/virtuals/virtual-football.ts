import {
  hmacSha256Hex,
  seedHashOf,
  VIRTUAL_CYCLE_MS,
  virtualResultOf,
  virtualSlot,
} from '@sportsbook/domain';
import type { VirtualResult } from '@sportsbook/domain';
import { priceMarkets } from '../pricing/price-markets';
import type {
  CatalogueSnapshot,
  FeedCompetitor,
  FeedEvent,
  FeedMarket,
  FeedSport,
  FeedTournament,
} from '../provider';
import { hashOf, randomFor, ratingFrom } from '../simulator/seeded';
import { createRandom } from '@sportsbook/domain';

/**
 * Virtual football (issue 22, decision 049): a match every three minutes of feed time, its result
 * drawn from a seed committed to by its SHA-256 before the start (VIRT-001 … VIRT-004). BetConstruct
 * provides virtual sports, so the simulator serves them under that provider next to racing.
 */
export const VIRTUALS_PROVIDER = 'betconstruct' as const;
export const VIRTUAL_FOOTBALL_SPORT_ID = 41;
export const VIRTUAL_FOOTBALL_SPORT_KEY = 'virtual-football';
const CATEGORY_ID = VIRTUAL_FOOTBALL_SPORT_ID * 1000 + 1;
const TOURNAMENT_ID = CATEGORY_ID * 100 + 1;
const EVENT_ID_BASE = 2_050_000_000;
const EVENT_ID_SPAN = 40_000_000;
/** The three markets a virtual match offers: 1x2, total 2.5, both teams to score. */
export const VIRTUAL_MARKETS: ReadonlyArray<{ marketId: number; specifier: string }> = [
  { marketId: 1, specifier: '' },
  { marketId: 18, specifier: 'total=2.5' },
  { marketId: 29, specifier: '' },
];

const TEAMS: Array<{ name: string; abbreviation: string; primary: string; secondary: string }> = [
  { name: 'Harbour City', abbreviation: 'HBC', primary: '#1d4ed8', secondary: '#ffffff' },
  { name: 'Redcliff Rovers', abbreviation: 'RRV', primary: '#dc2626', secondary: '#111827' },
  { name: 'Northgate United', abbreviation: 'NGU', primary: '#0f766e', secondary: '#f8fafc' },
  { name: 'Eastmoor Athletic', abbreviation: 'EMA', primary: '#7c3aed', secondary: '#fde68a' },
  { name: 'Silverlake FC', abbreviation: 'SLF', primary: '#94a3b8', secondary: '#0f172a' },
  { name: 'Ironbridge Town', abbreviation: 'IBT', primary: '#374151', secondary: '#f59e0b' },
  { name: 'Westhaven Wanderers', abbreviation: 'WHW', primary: '#16a34a', secondary: '#ffffff' },
  { name: 'Kingsport Albion', abbreviation: 'KPA', primary: '#ea580c', secondary: '#1e3a8a' },
  { name: 'Stormfield', abbreviation: 'STF', primary: '#0ea5e9', secondary: '#0c4a6e' },
  { name: 'Old Mill Rangers', abbreviation: 'OMR', primary: '#854d0e', secondary: '#fef3c7' },
  { name: 'Brightwater', abbreviation: 'BRW', primary: '#facc15', secondary: '#1f2937' },
  { name: 'Falcon Park', abbreviation: 'FAP', primary: '#be123c', secondary: '#fecdd3' },
];

const competitorIdOf = (team: number) => CATEGORY_ID * 1000 + team + 1;
const rating = (team: number) => ratingFrom(createRandom(hashOf(`virtual-team:${team}`)));

export const virtualEventIdOf = (slot: number) =>
  EVENT_ID_BASE + (((slot % EVENT_ID_SPAN) + EVENT_ID_SPAN) % EVENT_ID_SPAN);

export interface VirtualMatch {
  slot: number;
  eventId: number;
  urnId: string;
  startTime: number;
  closeTime: number;
  endTime: number;
  home: { id: number; name: string; abbreviation: string };
  away: { id: number; name: string; abbreviation: string };
  /** Published expected goals (two decimals): the markets' prices and the draw use them. */
  expected: { homeGoals: number; awayGoals: number };
  seed: string;
  seedHash: string;
}

/**
 * The slot's match: teams and expected goals from the feed's seed (public, like any fixture),
 * the result's seed from the book's draw secret (secret until the end, decision 066) and its hash.
 */
export function virtualMatchOf(feedSeed: number, drawSecret: string, slot: number): VirtualMatch {
  const random = randomFor(feedSeed, `virtual-football:${slot}`);
  const home = random.int(0, TEAMS.length - 1);
  let away = random.int(0, TEAMS.length - 2);
  if (away >= home) away++;
  const diff = rating(home) - rating(away);
  const round2 = (x: number) => Math.round(x * 100) / 100;
  const expected = {
    homeGoals: round2(Math.min(3.2, Math.max(0.45, 1.45 * Math.exp(0.55 * diff)))),
    awayGoals: round2(Math.min(3.0, Math.max(0.35, 1.15 * Math.exp(-0.55 * diff)))),
  };
  const seed = hmacSha256Hex(drawSecret, `virtual-football|${slot}`).slice(0, 32);
  const times = virtualSlot(slot);
  const eventId = virtualEventIdOf(slot);
  const team = (n: number) => ({
    id: competitorIdOf(n),
    name: TEAMS[n]!.name,
    abbreviation: TEAMS[n]!.abbreviation,
  });
  return {
    slot,
    eventId,
    urnId: `bc:match:${eventId}`,
    startTime: times.startTime,
    closeTime: times.closeTime,
    endTime: times.endTime,
    home: team(home),
    away: team(away),
    expected,
    seed,
    seedHash: seedHashOf(seed),
  };
}

export const virtualResult = (match: VirtualMatch): VirtualResult =>
  virtualResultOf(match.seed, match.expected);

/** The 1x2, total 2.5 and BTTS lines of a match, from the same Poisson pricer as real football. */
export function virtualMarkets(match: VirtualMatch, status: number): FeedMarket[] {
  const all = priceMarkets({
    event: { id: match.eventId },
    model: { kind: 'football', ...match.expected, firstHalfShare: 0.45 },
    home: match.home.name,
    away: match.away.name,
  });
  return VIRTUAL_MARKETS.map((wanted) => {
    const market = all.find(
      (m) => m.marketId === wanted.marketId && m.specifier === wanted.specifier,
    );
    if (!market) throw new Error(`No virtual market ${wanted.marketId} ${wanted.specifier}`);
    return { ...market, status, mostBalanced: true };
  });
}

/** Slots whose matches start in [from, to]. */
export function slotsBetween(from: number, to: number): number[] {
  const first = Math.ceil(from / VIRTUAL_CYCLE_MS);
  const last = Math.floor(to / VIRTUAL_CYCLE_MS);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

export function virtualCatalogue(matches: VirtualMatch[], now: number): CatalogueSnapshot {
  const sport: FeedSport = {
    id: VIRTUAL_FOOTBALL_SPORT_ID,
    urnId: `bc:sport:${VIRTUAL_FOOTBALL_SPORT_ID}`,
    key: VIRTUAL_FOOTBALL_SPORT_KEY,
    names: {
      en: 'Virtual football',
      de: 'Virtueller Fußball',
      'pt-BR': 'Futebol virtual',
      ar: 'كرة القدم الافتراضية',
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
    slug: 'virtual-arena-league',
    names: { en: 'Arena League', de: 'Arena League', 'pt-BR': 'Arena League', ar: 'Arena League' },
    priority: 1,
    provider: VIRTUALS_PROVIDER,
  };
  const competitors: FeedCompetitor[] = TEAMS.map((t, n) => ({
    id: competitorIdOf(n),
    urnId: `bc:competitor:${competitorIdOf(n)}`,
    names: { en: t.name },
    abbreviation: t.abbreviation,
    countryCode: null,
    colors: { primary: t.primary, secondary: t.secondary },
  }));
  const events: FeedEvent[] = matches.map((m) => ({
    id: m.eventId,
    urnId: m.urnId,
    type: 'match',
    sportId: sport.id,
    categoryId: CATEGORY_ID,
    tournamentId: TOURNAMENT_ID,
    slug: `virtual-${m.home.abbreviation.toLowerCase()}-${m.away.abbreviation.toLowerCase()}-${m.eventId}`,
    homeCompetitorId: m.home.id,
    awayCompetitorId: m.away.id,
    competitorIds: [m.home.id, m.away.id],
    startTime: m.startTime,
    endTime: null,
    status: 0,
    stadium: 'Virtual Arena',
    city: null,
    hasVideo: false,
    provider: VIRTUALS_PROVIDER,
    model: { kind: 'football', ...m.expected, firstHalfShare: 0.45 },
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
    competitors,
    events,
    markets: matches.flatMap((m) => virtualMarkets(m, m.closeTime > now ? 1 : -1)),
  };
}
