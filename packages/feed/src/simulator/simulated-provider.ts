import { LiveEngine } from '../live/live-engine';
import type { StoredEventState } from '../live/live-engine';
import type {
  CatalogueSnapshot,
  FeedListener,
  FeedMessage,
  FeedProvider,
  ProviderName,
} from '../provider';
import { PREMIUM_CRICKET_MARKET_IDS } from '../live/settle-premium-cricket';
import { createSimulatedClock } from '../simulated-clock';
import { dayNumber } from './calendar';
import { generateCatalogue } from './generate-catalogue';

export interface SimulatedProviderOptions {
  name: ProviderName;
  seed: number;
  /** Fixes the catalogue's day (tests); by default the day of the first `catalogue()` call. */
  now?: number;
  /**
   * FEED_ANCHOR (tests, e2e): serve the catalogue as it stood at this instant, moved forward in
   * whole hours to `now`, so the same matches are live and ahead at whatever hour and weekday a
   * run starts (decision 061). Unset: the catalogue of `now`'s own day.
   */
  anchor?: number;
  /**
   * Only events starting within this many days of `now` (outrights, which started earlier, are
   * kept). Tests seed one day to stay fast; the demo serves the whole window.
   */
  days?: number;
  /** Simulated time runs this many times faster than the wall clock (FEED_SPEED). */
  speed?: number;
  /**
   * `wall`: the engine follows the wall clock (× speed) from `start()`. `manual`: nothing moves
   * until `advanceBy` is called — tests step the engine instead of sleeping.
   */
  clock?: 'wall' | 'manual';
  /** Matches kept live at all times (the engine brings the next ones forward). */
  minLive?: number;
  /** Producer down episodes; on by default. */
  producerDowntime?: boolean;
  /**
   * isPremiumCricketEnabled (decision 054): cricket matches carry the premium markets (session
   * runs, runs in an over, fall of the next wicket) and cricket is of the premium_cricket kind.
   * On by default; false strips them, and cricket is a regular sport.
   */
  premiumCricket?: boolean;
}

/** Live matches kept in play by default: enough for a lively demo across sports. */
export const DEFAULT_MIN_LIVE: Record<ProviderName, number> = {
  betradar: 20,
  oddin: 6,
  betconstruct: 0,
};

export interface SimulatedProvider extends FeedProvider {
  /** Simulated epoch ms the engine has reached (null before it first ran). */
  readonly simulatedNow: number | null;
  /** Plays simulated time on by `ms`, delivers the messages to listeners and returns them. */
  advanceBy(ms: number): Promise<FeedMessage[]>;
  /**
   * Plays a match of this provider to its end now (tests, the e2e journey; see
   * `LiveEngine.finishMatch`) and delivers its messages to the listeners at once, as an advance
   * would. False for an unknown or already finished match, or before `start()`.
   */
  finishMatch(eventId: number): boolean;
  /**
   * Resumes from what an earlier run stored (issue 14), before `start()`: matches stored in play
   * go on from their stored start, decided ones are never played again, and simulated time
   * starts no earlier than `feedTime` (an earlier run at FEED_SPEED > 1 ran ahead of the wall),
   * so no match moves backwards. Answers the ids of the matches it resumes.
   */
  resumeFrom(state: ResumeState): Promise<number[]>;
  readonly engine: LiveEngine | undefined;
}

export interface ResumeState {
  events: ReadonlyMap<number, StoredEventState>;
  /** Simulated epoch ms that the earlier run's stored state had certainly not passed. */
  feedTime: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The catalogue generated at `anchor`, every event moved by the whole hours from `anchor` to
 * `origin`: relative to `origin` it is the catalogue of the anchor's hour (decision 061).
 */
function anchoredCatalogue(seed: number, anchor: number, origin: number): CatalogueSnapshot {
  const shift = Math.floor((origin - anchor) / HOUR_MS) * HOUR_MS;
  const catalogue = sharedCatalogue(seed, anchor);
  return {
    ...catalogue,
    events: catalogue.events.map((event) => ({
      ...event,
      startTime: event.startTime + shift,
      endTime: event.endTime === null ? null : event.endTime + shift,
    })),
  };
}

/** The events of a catalogue starting before `until`, with only their markets and competitors. */
export function catalogueUntil(all: CatalogueSnapshot, until: number): CatalogueSnapshot {
  const events = all.events.filter((event) => event.startTime < until);
  const eventIds = new Set(events.map((event) => event.id));
  const competitorIds = new Set(events.flatMap((event) => event.competitorIds));
  return {
    ...all,
    competitors: all.competitors.filter((competitor) => competitorIds.has(competitor.id)),
    events,
    markets: all.markets.filter((market) => eventIds.has(market.eventId)),
  };
}

/** A catalogue without premium cricket: cricket regular, its models plain, no premium lines. */
export function withoutPremiumCricket(all: CatalogueSnapshot): CatalogueSnapshot {
  return {
    ...all,
    sports: all.sports.map((sport) =>
      sport.type === 'premium_cricket' ? { ...sport, type: 'regular' } : sport,
    ),
    events: all.events.map((event) =>
      event.model?.kind === 'cricket' && event.model.premium
        ? { ...event, model: { ...event.model, premium: false } }
        : event,
    ),
    markets: all.markets.filter((market) => !PREMIUM_CRICKET_MARKET_IDS.includes(market.marketId)),
  };
}

/** The part of a full catalogue that one provider owns: its sports and everything under them. */
export function catalogueOf(all: CatalogueSnapshot, provider: ProviderName): CatalogueSnapshot {
  const sports = all.sports.filter((sport) => sport.provider === provider);
  const sportIds = new Set(sports.map((sport) => sport.id));
  const events = all.events.filter((event) => sportIds.has(event.sportId));
  const eventIds = new Set(events.map((event) => event.id));
  const competitorIds = new Set(events.flatMap((event) => event.competitorIds));
  return {
    sports,
    categories: all.categories.filter((category) => sportIds.has(category.sportId)),
    tournaments: all.tournaments.filter((tournament) => sportIds.has(tournament.sportId)),
    competitors: all.competitors.filter((competitor) => competitorIds.has(competitor.id)),
    events,
    markets: all.markets.filter((market) => eventIds.has(market.eventId)),
  };
}

let lastGenerated: { key: string; catalogue: CatalogueSnapshot } | undefined;

/**
 * Betradar and oddin of one process share one generation (it is the costly part, and the result
 * only depends on the seed and the day). Treat the result as read-only: providers share objects.
 */
function sharedCatalogue(seed: number, now: number): CatalogueSnapshot {
  const key = `${seed}:${dayNumber(now)}`;
  if (lastGenerated?.key !== key) {
    lastGenerated = { key, catalogue: generateCatalogue({ seed, now }) };
  }
  return lastGenerated.catalogue;
}

/**
 * A simulated provider serves the part of the generated catalogue that it owns: betradar the
 * regular sports and cricket, oddin the esports. From `start()` its live engine plays the matches
 * out and pushes odds changes, bet stops, statuses, settlements and producer heartbeats.
 */
export function createSimulatedProvider(options: SimulatedProviderOptions): SimulatedProvider {
  const listeners = new Set<FeedListener>();
  let snapshot: CatalogueSnapshot | undefined;
  let engine: LiveEngine | undefined;
  let simulatedNow: number | null = null;
  const origin = options.now ?? Date.now();
  let resume: ResumeState | undefined;
  /** Where simulated time starts: never before the time an earlier run had reached. */
  const firstTime = (candidate: number) => Math.max(candidate, resume?.feedTime ?? candidate);

  const catalogue = async () => {
    if (snapshot) return snapshot;
    const generated =
      options.anchor === undefined
        ? sharedCatalogue(options.seed, origin)
        : anchoredCatalogue(options.seed, options.anchor, origin);
    const shared = catalogueOf(generated, options.name);
    const own = options.premiumCricket === false ? withoutPremiumCricket(shared) : shared;
    snapshot =
      options.days === undefined ? own : catalogueUntil(own, origin + options.days * DAY_MS);
    return snapshot;
  };

  const engineOf = async () => {
    if (engine) return engine;
    const own = await catalogue();
    engine = new LiveEngine({
      seed: options.seed,
      provider: options.name,
      events: own.events,
      markets: own.markets,
      sportKeys: new Map(own.sports.map((sport) => [sport.id, sport.key])),
      competitorNames: new Map(own.competitors.map((c) => [c.id, c.names.en ?? ''])),
      minLive: options.minLive ?? DEFAULT_MIN_LIVE[options.name],
      ...(resume ? { resume: resume.events } : {}),
      ...(options.producerDowntime === undefined
        ? {}
        : { producerDowntime: options.producerDowntime }),
    });
    return engine;
  };

  const clock = createSimulatedClock({
    clock: options.clock,
    speed: options.speed,
    origin,
    firstTime,
    now: () => simulatedNow,
    // The engine exists whenever the clock plays: every caller awaits `engineOf()` first.
    advance: (to) => {
      simulatedNow = to;
      const messages = (engine as LiveEngine).advance(to);
      for (const message of messages) for (const listener of listeners) listener(message);
      return messages;
    },
  });

  return {
    name: options.name,
    get simulatedNow() {
      return simulatedNow;
    },
    get engine() {
      return engine;
    },
    catalogue,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advanceBy: async (ms) => {
      await engineOf();
      return clock.advanceBy(ms);
    },
    resumeFrom: async (state) => {
      if (engine) throw new Error('resumeFrom must come before the engine first runs');
      resume = state;
      return (await engineOf()).resumedIds();
    },
    finishMatch: (eventId) => {
      if (!engine) return false;
      // The engine places a match in time: it must have run once (a manual clock may not have).
      if (simulatedNow === null) clock.playNow();
      if (!engine.finishMatch(eventId)) return false;
      // Zero time: the messages go out now, on the path every message takes.
      clock.playNow();
      return true;
    },
    start: async () => {
      await engineOf();
      clock.start();
    },
    stop: async () => {
      clock.stop();
      listeners.clear();
    },
  };
}

export function createSimulatedProviders(
  seed: number,
  window: Omit<SimulatedProviderOptions, 'name' | 'seed'> = {},
): SimulatedProvider[] {
  return [
    createSimulatedProvider({ name: 'betradar', seed, ...window }),
    createSimulatedProvider({ name: 'oddin', seed, ...window }),
  ];
}
