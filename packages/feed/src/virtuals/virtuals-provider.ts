import type { VirtualRaceResult, VirtualResult } from '@sportsbook/domain';
import { settleMarkets } from '../live/settle-markets';
import type { LiveState, TimelineEvent } from '../live/live-state';
import { ALIVE_INTERVAL_MS } from '../live/producer-schedule';
import type { CatalogueSnapshot, FeedListener, FeedMarket, FeedMessage } from '../provider';
import type { ResumeState, SimulatedProvider } from '../simulator/simulated-provider';
import {
  slotsBetween,
  virtualCatalogue,
  virtualMarkets,
  virtualMatchOf,
  virtualResult,
  VIRTUALS_PROVIDER,
} from './virtual-football';
import type { VirtualMatch } from './virtual-football';
import { createRollingWindow } from '../rolling-window';
import { createSimulatedClock } from '../simulated-clock';
import {
  raceSlotsBetween,
  settleVirtualRace,
  virtualRaceCatalogue,
  virtualRaceMarkets,
  virtualRaceOf,
  virtualRaceResult,
} from './virtual-race';
import type { VirtualRace } from './virtual-race';

const MINUTE_MS = 60_000;
/** The schedule rolls once the last slot offered is less than `aheadMs` − this off. */
const ROLL_MS = 30 * MINUTE_MS;
/** A slot joins at least this long before its close of betting (normally hours). */
const NEW_SLOT_LEAD_MS = 60 * MINUTE_MS;
/** Finished slots are kept at least this long (results, the arena's last results). */
const FORGET_AFTER_MS = 15 * MINUTE_MS;

export type VirtualStatus = 'open' | 'closed' | 'playing' | 'finished';

export interface VirtualMatchState {
  match: VirtualMatch;
  status: VirtualStatus;
  /** Set once finished: then (and only then) the seed may be shown. */
  result: VirtualResult | null;
  finishedAt: number | null;
}

/** A virtual race's state: `closed` after the bet stop, `playing` while it runs (decision 060). */
export interface VirtualRaceState {
  race: VirtualRace;
  status: VirtualStatus;
  /** Set once finished: then (and only then) the seed may be shown. */
  result: VirtualRaceResult | null;
  finishedAt: number | null;
}

export interface VirtualsProviderOptions {
  /** FEED_SEED: the fixtures (teams, runners, weights), public like any feed's. */
  seed: number;
  /** The book's draw secret: the results' seeds (decision 066). Never derived from `seed`. */
  drawSecret: string;
  now?: number;
  speed?: number;
  clock?: 'wall' | 'manual';
  /** Matches from this long before `now` (played at the first advance, so results exist). */
  pastMs?: number;
  /** … up to this long after it. */
  aheadMs?: number;
}

export interface VirtualsProvider extends SimulatedProvider {
  virtualMatches(): VirtualMatchState[];
  virtualRaces(): VirtualRaceState[];
}

/** The settlement of a finished virtual match: its three lines from the drawn score. */
export function settleVirtual(state: VirtualMatchState) {
  if (!state.result) throw new Error('A virtual match without a result cannot be settled');
  const { home, away } = state.result;
  return settleMarkets({
    markets: virtualMarkets(state.match, -1),
    periods: [
      {
        periodKey: 'regular',
        periodName: 'Regular time',
        number: 1,
        type: 'regular_period',
        home,
        away,
      },
    ],
    total: { home, away },
  });
}

/**
 * The final state of a finished virtual match, sent with its `finished` status so the catalogue
 * shows the score (results page, match page) as for any match: both halves and the goals.
 */
export function finalVirtualLiveState(result: VirtualResult, finishedAt: number): LiveState {
  const at = new Date(finishedAt).toISOString();
  const half = (number: 1 | 2) => {
    const inHalf = result.goals.filter((g) => (number === 1 ? g.minute <= 45 : g.minute > 45));
    return {
      periodKey: number === 1 ? '1st_half' : '2nd_half',
      periodName: number === 1 ? '1st half' : '2nd half',
      number,
      type: 'regular_period',
      home: inHalf.filter((g) => g.side === 'home').length,
      away: inHalf.filter((g) => g.side === 'away').length,
    };
  };
  const score = { home: 0, away: 0 };
  const timeline: TimelineEvent[] = result.goals.map((goal, index) => {
    score[goal.side] += 1;
    return {
      id: index + 1,
      type: 'goal',
      side: goal.side,
      at,
      matchTime: `${String(goal.minute).padStart(2, '0')}:00`,
      periodNumber: goal.minute <= 45 ? 1 : 2,
      score: { ...score },
    };
  });
  timeline.push({
    id: timeline.length + 1,
    type: 'match_ended',
    side: null,
    at,
    matchTime: '90:00',
    periodNumber: 2,
    score: { home: result.home, away: result.away },
  });
  return {
    clock: null,
    totalScore: { home: result.home, away: result.away },
    gameScore: null,
    currentServer: null,
    periodScores: [half(1), half(2)],
    maxPeriodNumber: 2,
    timeline,
  };
}

/** The close of betting on a virtual event: a bet stop, then its lines suspended. */
function closeBetting(
  eventUrnId: string,
  at: number,
  suspended: ReadonlyArray<Pick<FeedMarket, 'marketId' | 'specifier' | 'outcomes'>>,
): FeedMessage[] {
  return [
    { type: 'bet_stop', provider: VIRTUALS_PROVIDER, eventUrnId, at },
    {
      type: 'odds_change',
      provider: VIRTUALS_PROVIDER,
      eventUrnId,
      at,
      markets: suspended.map((m) => ({
        marketId: m.marketId,
        specifier: m.specifier,
        status: -1,
        outcomes: m.outcomes.map((o) => ({
          outcomeId: o.outcomeId,
          odds: o.odds,
          active: o.active,
        })),
      })),
    },
  ];
}

/**
 * Virtual football as a feed provider (decision 049): every match in the window is in the
 * catalogue; at the close a bet stop suspends its lines, at the start it goes in play, sixty
 * seconds later it finishes with its settlement. Driven by the feed's clock; `finishMatch` plays
 * a match to its end now (dev route, e2e).
 */
export function createVirtualsProvider(options: VirtualsProviderOptions): VirtualsProvider {
  const listeners = new Set<FeedListener>();
  const origin = options.now ?? Date.now();
  const pastMs = options.pastMs ?? 15 * MINUTE_MS;
  const aheadMs = options.aheadMs ?? 6 * 60 * MINUTE_MS;
  const window = [origin - pastMs, origin + aheadMs] as const;
  const matchState = (match: VirtualMatch): VirtualMatchState => ({
    match,
    status: 'open',
    result: null,
    finishedAt: null,
  });
  const raceState = (race: VirtualRace): VirtualRaceState => ({
    race,
    status: 'open',
    result: null,
    finishedAt: null,
  });
  const states = new Map<number, VirtualMatchState>(
    slotsBetween(...window).map((slot) => {
      const match = virtualMatchOf(options.seed, options.drawSecret, slot);
      return [match.eventId, matchState(match)];
    }),
  );
  const races = new Map<number, VirtualRaceState>(
    raceSlotsBetween(...window).map((slot) => {
      const race = virtualRaceOf(options.seed, options.drawSecret, slot);
      return [race.eventId, raceState(race)];
    }),
  );
  const football = virtualCatalogue(
    [...states.values()].map((s) => s.match),
    origin,
  );
  const racing = virtualRaceCatalogue(
    [...races.values()].map((s) => s.race),
    origin,
  );
  const snapshot: CatalogueSnapshot = {
    sports: [...football.sports, ...racing.sports],
    categories: [...football.categories, ...racing.categories],
    tournaments: [...football.tournaments, ...racing.tournaments],
    competitors: [...football.competitors, ...racing.competitors],
    events: [...football.events, ...racing.events],
    markets: [...football.markets, ...racing.markets],
  };
  // The arena rolls on (decision 049, Stop 28): both schedules keep `aheadMs` ahead.
  const rolling = {
    horizon: window[1],
    aheadMs,
    rollMs: Math.min(ROLL_MS, aheadMs / 2),
    leadMs: Math.min(NEW_SLOT_LEAD_MS, aheadMs / 2),
  };
  const footballSchedule = createRollingWindow({
    ...rolling,
    between: (from, to) =>
      slotsBetween(from + 1, to).map((s) => virtualMatchOf(options.seed, options.drawSecret, s)),
    startOf: (match) => match.closeTime,
  });
  const raceSchedule = createRollingWindow({
    ...rolling,
    between: (from, to) =>
      raceSlotsBetween(from + 1, to).map((s) => virtualRaceOf(options.seed, options.drawSecret, s)),
    startOf: (race) => race.closeTime,
  });
  let revision = 0;
  let simulatedNow: number | null = null;
  let resume: ResumeState | undefined;
  const forced = new Set<number>();

  const emit = (
    out: FeedMessage[],
    state: VirtualMatchState,
    at: number,
    status: number,
    live?: LiveState,
  ) =>
    out.push({
      type: 'match_status',
      provider: VIRTUALS_PROVIDER,
      eventUrnId: state.match.urnId,
      at,
      status,
      ...(live ? { live } : {}),
    });

  /** VRACE-001: the bet stop at the close, off at the start, the result and settlement at the end. */
  const advanceRace = (state: VirtualRaceState, to: number, out: FeedMessage[]) => {
    if (state.status === 'finished') return;
    const { race } = state;
    const due = forced.has(race.eventId);
    if (state.status === 'open' && (race.closeTime <= to || due)) {
      const at = due ? to : race.closeTime;
      state.status = 'closed';
      out.push(...closeBetting(race.urnId, at, virtualRaceMarkets(race, -1)));
    }
    if (state.status === 'closed' && (race.startTime <= to || due)) {
      state.status = 'playing';
      out.push({
        type: 'match_status',
        provider: VIRTUALS_PROVIDER,
        eventUrnId: race.urnId,
        at: due ? to : race.startTime,
        status: 1,
      });
    }
    if (state.status === 'playing' && (race.endTime <= to || due)) {
      const at = due ? to : race.endTime;
      forced.delete(race.eventId);
      state.status = 'finished';
      state.result = virtualRaceResult(race);
      state.finishedAt = at;
      out.push({
        type: 'match_status',
        provider: VIRTUALS_PROVIDER,
        eventUrnId: race.urnId,
        at,
        status: 4,
      });
      out.push({
        type: 'bet_settlement',
        provider: VIRTUALS_PROVIDER,
        eventUrnId: race.urnId,
        at,
        markets: settleVirtualRace(race, state.result),
      });
    }
  };

  const advance = (to: number): FeedMessage[] => {
    const from = simulatedNow ?? to - 1;
    simulatedNow = to;
    const out: FeedMessage[] = [];
    const lastTick = Math.floor(to / ALIVE_INTERVAL_MS) * ALIVE_INTERVAL_MS;
    if (lastTick > from)
      out.push({ type: 'producer_alive', provider: VIRTUALS_PROVIDER, at: lastTick });
    for (const state of states.values()) {
      if (state.status === 'finished') continue;
      const { match } = state;
      const due = forced.has(match.eventId);
      if (state.status === 'open' && (match.closeTime <= to || due)) {
        const at = due ? to : match.closeTime;
        state.status = 'closed';
        out.push(...closeBetting(match.urnId, at, virtualMarkets(match, -1)));
      }
      if (state.status === 'closed' && (match.startTime <= to || due)) {
        state.status = 'playing';
        emit(out, state, due ? to : match.startTime, 1);
      }
      if (state.status === 'playing' && (match.endTime <= to || due)) {
        const at = due ? to : match.endTime;
        forced.delete(match.eventId);
        state.status = 'finished';
        state.result = virtualResult(match);
        state.finishedAt = at;
        emit(out, state, at, 4, finalVirtualLiveState(state.result, at));
        out.push({
          type: 'bet_settlement',
          provider: VIRTUALS_PROVIDER,
          eventUrnId: match.urnId,
          at,
          markets: settleVirtual(state),
        });
      }
    }
    for (const state of races.values()) advanceRace(state, to, out);
    for (const message of out) for (const listener of listeners) listener(message);
    // After the listeners: a slot finished in this step is still there for them to read.
    rollSchedule(to);
    return out;
  };

  /**
   * New slots join hours ahead (at least an hour before their close of betting); finished ones
   * older than the past window are forgotten (they are in the database).
   */
  const rollSchedule = (now: number) => {
    const matches = footballSchedule.roll(now);
    const joinedRaces = raceSchedule.roll(now);
    if (!matches || !joinedRaces) return;
    const forget = now - Math.max(pastMs, FORGET_AFTER_MS);
    const gone = new Set<number>();
    for (const [id, state] of states)
      if (state.status === 'finished' && state.match.endTime < forget) gone.add(id);
    for (const [id, state] of races)
      if (state.status === 'finished' && state.race.endTime < forget) gone.add(id);
    for (const id of gone) {
      states.delete(id);
      races.delete(id);
    }
    for (const match of matches) states.set(match.eventId, matchState(match));
    for (const race of joinedRaces) races.set(race.eventId, raceState(race));
    const footballJoined = virtualCatalogue(matches, now);
    const racesJoined = virtualRaceCatalogue(joinedRaces, now);
    snapshot.events = [
      ...snapshot.events.filter((e) => !gone.has(e.id)),
      ...footballJoined.events,
      ...racesJoined.events,
    ];
    snapshot.markets = [
      ...snapshot.markets.filter((m) => !gone.has(m.eventId)),
      ...footballJoined.markets,
      ...racesJoined.markets,
    ];
    revision++;
  };

  const catalogue = async (): Promise<CatalogueSnapshot> => snapshot;

  const clock = createSimulatedClock({
    clock: options.clock,
    speed: options.speed,
    origin,
    firstTime: (candidate) => Math.max(candidate, resume?.feedTime ?? candidate),
    now: () => simulatedNow,
    advance,
  });

  return {
    name: VIRTUALS_PROVIDER,
    get simulatedNow() {
      return simulatedNow;
    },
    get engine() {
      return undefined;
    },
    catalogue,
    get catalogueRevision() {
      return revision;
    },
    virtualMatches: () => [...states.values()],
    virtualRaces: () => [...races.values()],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advanceBy: async (ms) => clock.advanceBy(ms),
    resumeFrom: async (state) => {
      resume = state;
      // Matches stored as finished or closed stay so: never played (or settled) twice.
      for (const [id, stored] of state.events) {
        const match = states.get(id);
        if (match && (stored.status === 3 || stored.status === 4)) {
          match.status = 'finished';
          match.result = virtualResult(match.match);
        }
        const race = races.get(id);
        if (race && (stored.status === 3 || stored.status === 4)) {
          race.status = 'finished';
          race.result = virtualRaceResult(race.race);
        }
      }
      return [];
    },
    finishMatch: (eventId) => {
      const match = states.get(eventId) ?? races.get(eventId);
      if (!match || match.status === 'finished') return false;
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
