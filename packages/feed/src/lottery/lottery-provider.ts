import {
  ballsOf,
  drawHashOf,
  drawSeedOf,
  LOTTERY_GAMES,
  LOTTERY_MARKETS,
  lotteryMarkets,
  settleLottery,
} from '@sportsbook/domain';
import type { LotteryGame } from '@sportsbook/domain';
import type { LocalizedText } from '../localized-text';
import type {
  CatalogueSnapshot,
  FeedEvent,
  FeedListener,
  FeedMarket,
  FeedMessage,
  FeedSport,
} from '../provider';
import { ALIVE_INTERVAL_MS } from '../live/producer-schedule';
import { MINUTE_MS } from '../simulator/calendar';
import type { ResumeState, SimulatedProvider } from '../simulator/simulated-provider';
import { createRollingWindow } from '../rolling-window';
import { createSimulatedClock } from '../simulated-clock';

/**
 * Lotteries share the simulator's provider `betconstruct` with racing (decision 051): both are
 * its own-clock verticals, and a new provider name would change the catalogue's enum everywhere.
 */
export const LOTTERY_PROVIDER = 'betconstruct' as const;
export const LOTTERY_SPORT_ID = 45;
export const LOTTERY_SPORT_KEY = 'lotteries';
const LOTTERY_CATEGORY_ID = LOTTERY_SPORT_ID * 1000;
/** Draw ids: game i's draw number n (start time / period) is BASE + i × SPAN + n. */
const DRAW_ID_BASE = 2_000_000_000;
const DRAW_ID_SPAN = 20_000_000;
/** Draws offered around the start: the last half hour (results) and the next four hours. */
const PAST_MS = 30 * MINUTE_MS;
export const LOTTERY_AHEAD_MS = 4 * 60 * MINUTE_MS;
/**
 * As simulated time goes on the schedule rolls: once the last draw offered is less than this
 * far off, the draws up to four hours ahead join the catalogue. A new draw is therefore always
 * at least 3½ hours away when it is written, long before betting on it closes.
 */
const ROLL_MS = 30 * MINUTE_MS;
/** A draw joins only this far ahead or more (on a wall clock they join 3½ hours ahead). */
const NEW_DRAW_LEAD_MS = 60 * MINUTE_MS;

const same = (text: string): LocalizedText => ({ en: text, de: text, 'pt-BR': text, ar: text });

const MARKET_NAMES: Record<number, LocalizedText> = {
  [LOTTERY_MARKETS.number]: {
    en: 'Number drawn',
    de: 'Gezogene Zahl',
    'pt-BR': 'Número sorteado',
    ar: 'الرقم المسحوب',
  },
  [LOTTERY_MARKETS.sum]: {
    en: 'Sum of the balls',
    de: 'Summe der Kugeln',
    'pt-BR': 'Soma das bolas',
    ar: 'مجموع الكرات',
  },
  [LOTTERY_MARKETS.oddCount]: {
    en: 'Odd balls',
    de: 'Ungerade Kugeln',
    'pt-BR': 'Bolas ímpares',
    ar: 'الكرات الفردية',
  },
  [LOTTERY_MARKETS.firstBall]: {
    en: 'First ball',
    de: 'Erste Kugel',
    'pt-BR': 'Primeira bola',
    ar: 'الكرة الأولى',
  },
};

export interface LotteryDraw {
  eventId: number;
  urnId: string;
  game: LotteryGame;
  /** The draw (and the close of betting). */
  startTime: number;
}

export const lotteryPeriodMs = (game: LotteryGame) => game.everyMinutes * MINUTE_MS;

/** The draw an event id stands for, or undefined when the id is not a lottery draw. */
export function lotteryDrawOf(eventId: number): LotteryDraw | undefined {
  const offset = eventId - DRAW_ID_BASE;
  const index = Math.floor(offset / DRAW_ID_SPAN);
  const game = LOTTERY_GAMES[index];
  if (offset < 0 || !game) return undefined;
  const number = offset - index * DRAW_ID_SPAN;
  return {
    eventId,
    urnId: `bc:stage:${eventId}`,
    game,
    startTime: number * lotteryPeriodMs(game),
  };
}

const drawAt = (gameIndex: number, startTime: number): LotteryDraw =>
  lotteryDrawOf(
    DRAW_ID_BASE +
      gameIndex * DRAW_ID_SPAN +
      startTime / lotteryPeriodMs(LOTTERY_GAMES[gameIndex]!),
  )!;

/**
 * The draw's proof: the hash is public at once, the seed and balls only after the draw. The seed
 * comes from the book's draw secret (decision 066), which nothing public derives.
 */
export function lotteryProofOf(drawSecret: string, draw: LotteryDraw) {
  const seed = drawSeedOf(drawSecret, draw.eventId);
  return { hash: drawHashOf(seed), seed, balls: ballsOf(draw.game, seed) };
}

export function lotteryFeedMarkets(draw: LotteryDraw, status: number): FeedMarket[] {
  return lotteryMarkets(draw.game).map((m, i) => ({
    eventId: draw.eventId,
    marketId: m.marketId,
    specifier: m.specifier,
    names: MARKET_NAMES[m.marketId]!,
    status,
    priority: 100 - i * 10,
    mostBalanced: true,
    groups: ['main'],
    outcomes: m.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      names: same(o.label),
      odds: o.odds / 1000,
      active: true,
    })),
  }));
}

/** Every game's draws with `from < startTime ≤ to`, in time order per game. */
export function lotteryDrawsBetween(from: number, to: number): LotteryDraw[] {
  const draws: LotteryDraw[] = [];
  LOTTERY_GAMES.forEach((game, g) => {
    const period = lotteryPeriodMs(game);
    for (let t = Math.floor(from / period) * period + period; t <= to; t += period)
      draws.push(drawAt(g, t));
  });
  return draws;
}

function drawEvent(draw: LotteryDraw): FeedEvent {
  const g = LOTTERY_GAMES.indexOf(draw.game);
  const hhmm = new Date(draw.startTime).toISOString().slice(11, 16);
  return {
    id: draw.eventId,
    urnId: draw.urnId,
    type: 'stage',
    sportId: LOTTERY_SPORT_ID,
    categoryId: LOTTERY_CATEGORY_ID,
    tournamentId: LOTTERY_CATEGORY_ID + g + 1,
    slug: `${draw.game.key}-${hhmm.replace(':', '')}-${draw.eventId}`,
    names: same(`${draw.game.name} ${hhmm}`),
    homeCompetitorId: null,
    awayCompetitorId: null,
    competitorIds: [],
    startTime: draw.startTime,
    endTime: null,
    status: 0,
    stadium: null,
    city: null,
    hasVideo: false,
    provider: LOTTERY_PROVIDER,
  };
}

/** The catalogue: a sport, one category and a tournament per game; a draw is a `stage` event. */
export function generateLotteries(now: number): {
  snapshot: CatalogueSnapshot;
  draws: LotteryDraw[];
} {
  const sport: FeedSport = {
    id: LOTTERY_SPORT_ID,
    urnId: `bc:sport:${LOTTERY_SPORT_ID}`,
    key: LOTTERY_SPORT_KEY,
    names: { en: 'Lotteries', de: 'Lotterien', 'pt-BR': 'Loterias', ar: 'اليانصيب' },
    priority: 4,
    type: 'regular',
    provider: LOTTERY_PROVIDER,
  };
  // The first draw at or after the last half hour's start, as before: `from` is exclusive.
  const draws = lotteryDrawsBetween(now - PAST_MS - 1, now + LOTTERY_AHEAD_MS);
  return {
    draws,
    snapshot: {
      sports: [sport],
      categories: [
        {
          id: LOTTERY_CATEGORY_ID,
          urnId: `bc:category:${LOTTERY_CATEGORY_ID}`,
          sportId: sport.id,
          slug: 'draws',
          names: { en: 'Draws', de: 'Ziehungen', 'pt-BR': 'Sorteios', ar: 'السحوبات' },
          priority: 1,
          countryCode: null,
        },
      ],
      tournaments: LOTTERY_GAMES.map((game, g) => ({
        id: LOTTERY_CATEGORY_ID + g + 1,
        urnId: `bc:tournament:${LOTTERY_CATEGORY_ID + g + 1}`,
        sportId: sport.id,
        categoryId: LOTTERY_CATEGORY_ID,
        slug: `draws-${game.key}`,
        names: same(game.name),
        priority: 10 - g,
        provider: LOTTERY_PROVIDER,
      })),
      competitors: [],
      events: draws.map(drawEvent),
      markets: draws.flatMap((d) => lotteryFeedMarkets(d, 1)),
    },
  };
}

export interface LotteryProviderOptions {
  /** The book's draw secret: each draw's seed (decision 066). */
  drawSecret: string;
  now?: number;
  speed?: number;
  clock?: 'wall' | 'manual';
}

/**
 * The lottery draws as a feed provider (decision 051): at a draw's time betting stops, the balls
 * come from the draw's seed (its hash was public all along) and the markets settle at once.
 * Driven by the feed's clock; `finishMatch` draws now (the dev route).
 */
export function createLotteryProvider(options: LotteryProviderOptions): SimulatedProvider {
  const listeners = new Set<FeedListener>();
  const origin = options.now ?? Date.now();
  const { snapshot, draws } = generateLotteries(origin);
  const schedule = createRollingWindow({
    horizon: origin + LOTTERY_AHEAD_MS,
    aheadMs: LOTTERY_AHEAD_MS,
    rollMs: ROLL_MS,
    leadMs: NEW_DRAW_LEAD_MS,
    between: lotteryDrawsBetween,
    startOf: (d) => d.startTime,
  });
  let revision = 0;
  const drawn = new Set<number>();
  const forced = new Set<number>();
  let simulatedNow: number | null = null;
  let resume: ResumeState | undefined;

  const draw = (d: LotteryDraw, at: number, out: FeedMessage[]) => {
    drawn.add(d.eventId);
    const { balls } = lotteryProofOf(options.drawSecret, d);
    const base = { provider: LOTTERY_PROVIDER, eventUrnId: d.urnId, at } as const;
    out.push({ type: 'bet_stop', ...base });
    out.push({ type: 'match_status', ...base, status: 4 });
    out.push({ type: 'bet_settlement', ...base, markets: settleLottery(d.game, balls) });
  };

  const advance = (to: number): FeedMessage[] => {
    const from = simulatedNow ?? to - 1;
    simulatedNow = to;
    const out: FeedMessage[] = [];
    const lastTick = Math.floor(to / ALIVE_INTERVAL_MS) * ALIVE_INTERVAL_MS;
    if (lastTick > from)
      out.push({ type: 'producer_alive', provider: LOTTERY_PROVIDER, at: lastTick });
    for (const d of draws) {
      if (drawn.has(d.eventId)) continue;
      if (forced.has(d.eventId)) {
        forced.delete(d.eventId);
        draw(d, to, out);
      } else if (d.startTime <= to) draw(d, d.startTime, out);
    }
    rollSchedule(to);
    for (const message of out) for (const listener of listeners) listener(message);
    return out;
  };

  /**
   * Keeps four hours of draws ahead of simulated time, so a server left running never runs out
   * of them, and forgets draws drawn more than half an hour ago (they are in the database).
   * A draw less than an hour off when it would join (only after a long jump of the manual
   * clock) is never offered: its messages could come before it is written.
   */
  const rollSchedule = (now: number) => {
    const fresh = schedule.roll(now);
    if (!fresh) return;
    const past = (d: { startTime: number }) => d.startTime < now - PAST_MS;
    const kept = draws.filter((d) => !past(d) || !drawn.has(d.eventId));
    const keptIds = new Set(kept.map((d) => d.eventId));
    for (const d of draws) if (!keptIds.has(d.eventId)) drawn.delete(d.eventId);
    draws.splice(0, draws.length, ...kept, ...fresh);
    snapshot.events = [
      ...snapshot.events.filter((e) => keptIds.has(e.id)),
      ...fresh.map(drawEvent),
    ];
    snapshot.markets = [
      ...snapshot.markets.filter((m) => keptIds.has(m.eventId)),
      ...fresh.flatMap((d) => lotteryFeedMarkets(d, 1)),
    ];
    revision++;
  };

  const clock = createSimulatedClock({
    clock: options.clock,
    speed: options.speed,
    origin,
    firstTime: (candidate) => Math.max(candidate, resume?.feedTime ?? candidate),
    now: () => simulatedNow,
    advance,
  });

  return {
    name: LOTTERY_PROVIDER,
    get simulatedNow() {
      return simulatedNow;
    },
    get engine() {
      return undefined;
    },
    catalogue: async () => snapshot,
    get catalogueRevision() {
      return revision;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advanceBy: async (ms) => clock.advanceBy(ms),
    resumeFrom: async (state) => {
      resume = state;
      // Draws stored as closed or finished stay so: a draw never runs twice.
      for (const [id, stored] of state.events)
        if (lotteryDrawOf(id) && (stored.status === 3 || stored.status === 4)) drawn.add(id);
      return [];
    },
    finishMatch: (eventId) => {
      if (!draws.some((d) => d.eventId === eventId) || drawn.has(eventId)) return false;
      forced.add(eventId);
      clock.playNow();
      return true;
    },
    start: async () => clock.start(),
    stop: async () => {
      clock.stop();
      listeners.clear();
    },
  };
}
