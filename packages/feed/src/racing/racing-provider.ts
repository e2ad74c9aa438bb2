import {
  orderLegResult,
  placeLegResult,
  rule4Deduction,
  startingPriceOf,
  winLegResult,
} from '@sportsbook/domain';
import type { RaceResult, RacingLegResult } from '@sportsbook/domain';
import type { CatalogueSnapshot, FeedListener, FeedMessage, OddsChangeMarket } from '../provider';
import { ALIVE_INTERVAL_MS } from '../live/producer-schedule';
import { MINUTE_MS } from '../simulator/calendar';
import { randomFor } from '../simulator/seeded';
import type { ResumeState, SimulatedProvider } from '../simulator/simulated-provider';
import {
  generateRacing,
  pricesAt,
  racingCardsBetween,
  racingCatalogue,
  racingLastOff,
  RACING_PROVIDER,
} from './generate-racing';
import { activeRunners, RACING_MARKETS, raceMarkets } from './race-card';
import type { RaceCard, RaceState } from './race-card';
import { createRollingWindow } from '../rolling-window';
import { greyhoundCardsBetween } from './generate-greyhounds';
import { createSimulatedClock } from '../simulated-clock';

/** From the off to the result. */
export const RACE_RUN_MS = 2 * MINUTE_MS;
/** Racing offered ahead of simulated time; the next sessions join as it passes. */
export const RACING_AHEAD_MS = 4 * 60 * MINUTE_MS;
/** The schedule rolls once its last race is less than `RACING_AHEAD_MS` − this off. */
const ROLL_MS = 30 * MINUTE_MS;
/** A race joins at least this long before its off (normally 3½ hours). */
const NEW_RACE_LEAD_MS = 60 * MINUTE_MS;
/** Finished races stay this long after their off (the first session starts an hour back). */
const PAST_MS = 60 * MINUTE_MS;

export interface RacingProviderOptions {
  seed: number;
  now?: number;
  speed?: number;
  clock?: 'wall' | 'manual';
  /** isHorseRacingEnabled: the horse meetings (decision 048); on unless false. */
  horses?: boolean;
  /** isGreyhoundRacingEnabled: the greyhound meetings (decision 068); off unless true. */
  greyhounds?: boolean;
}

export interface RacingProvider extends SimulatedProvider {
  /** Every race's state now: the card, status, current prices (the SP once off) and result. */
  races(): RaceState[];
}

/**
 * The finishing order from the runners' true strengths (Plackett–Luce, seeded per race), with a
 * dead heat for first in one race in ten and for third in another one in ten.
 */
export function resultOf(seed: number, card: RaceCard): RaceResult {
  const random = randomFor(seed, `race-result:${card.eventId}`);
  const left = activeRunners(card).filter((r) => r.number !== card.lateWithdrawal);
  const order: number[] = [];
  while (left.length > 0) {
    const total = left.reduce((sum, r) => sum + r.strength, 0);
    let x = random.next() * total;
    let i = 0;
    while (i < left.length - 1 && x >= left[i]!.strength) x -= left[i++]!.strength;
    order.push(left.splice(i, 1)[0]!.number);
  }
  const tie = random.next();
  const groups: number[][] = order.map((n) => [n]);
  if (tie < 0.1 && groups.length >= 2) groups.splice(0, 2, [order[0]!, order[1]!]);
  else if (tie < 0.2 && groups.length >= 4) groups.splice(2, 2, [order[2]!, order[3]!]);
  return groups;
}

const asFactor = (leg: RacingLegResult) =>
  leg.result === 'win' && leg.factor.numerator !== leg.factor.denominator
    ? { deadHeatFactor: Number(leg.factor.numerator) / Number(leg.factor.denominator) }
    : {};

/** The settlement of a finished race's markets (RACE-006 … RACE-009, Rule 4 on win and place). */
export function settleRace(
  state: RaceState,
): Extract<FeedMessage, { type: 'bet_settlement' }>['markets'] {
  const { card, result } = state;
  if (!result) throw new Error('A race without a result cannot be settled');
  const nonRunners = card.lateWithdrawal === null ? [] : [card.lateWithdrawal];
  const numbers = activeRunners(card).map((r) => r.number);
  const rule4 = state.rule4 > 0 ? { rule4Deduction: state.rule4 } : {};
  const single = (
    leg: RacingLegResult,
    outcomeId: string,
    withRule4: boolean,
    startingPrice?: number,
  ) => ({
    outcomeId,
    result: leg.result,
    ...asFactor(leg),
    ...(withRule4 && leg.result === 'win' ? rule4 : {}),
    ...(startingPrice === undefined ? {} : { startingPrice }),
  });
  // The SP of each runner that ran (the prices sent at the off); SP bets settle at it (RACE-014).
  const spOf = (n: number, line: Parameters<typeof startingPriceOf>[1]) =>
    nonRunners.includes(n) ? undefined : startingPriceOf(state.prices[n] as number, line);
  const markets: Extract<FeedMessage, { type: 'bet_settlement' }>['markets'] = [
    {
      marketId: RACING_MARKETS.win,
      specifier: '',
      results: numbers.map((n) =>
        single(winLegResult(n, result, nonRunners), String(n), true, spOf(n, { kind: 'win' })),
      ),
    },
  ];
  if (card.terms.places > 0)
    markets.push({
      marketId: RACING_MARKETS.place,
      specifier: `places=${card.terms.places}|fraction=${card.terms.fraction.numerator}/${card.terms.fraction.denominator}`,
      results: numbers.map((n) =>
        single(
          placeLegResult(n, result, card.terms, nonRunners),
          String(n),
          true,
          spOf(n, { kind: 'place', terms: card.terms }),
        ),
      ),
    });
  const orders = raceMarkets(card, state.prices, -1).filter(
    (m) => m.marketId === RACING_MARKETS.forecast || m.marketId === RACING_MARKETS.tricast,
  );
  for (const market of orders)
    markets.push({
      marketId: market.marketId,
      specifier: '',
      results: market.outcomes.map((o) =>
        single(
          orderLegResult(o.outcomeId.split('-').map(Number), result, nonRunners),
          o.outcomeId,
          false,
        ),
      ),
    });
  return markets;
}

/**
 * A race's markets as an odds change. Names, priority and groups go with them: the server stores
 * a line from a message that describes it whole and drops one without names, so without them a
 * race's prices stayed at the morning market until it was run.
 */
const toChange = (markets: ReturnType<typeof raceMarkets>): OddsChangeMarket[] =>
  markets.map((m) => ({
    marketId: m.marketId,
    specifier: m.specifier,
    status: m.status,
    names: m.names,
    priority: m.priority,
    mostBalanced: m.mostBalanced,
    groups: m.groups,
    outcomes: m.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      names: o.names,
      odds: o.odds,
      active: o.active,
    })),
  }));

/**
 * The racing simulator as a feed provider (decision 048): today's meetings and races, prices that
 * move every five minutes from the morning market to the SP, the off (bet stop; a late
 * withdrawal's Rule 4), the result two minutes later with its settlement. Driven by the feed's
 * clock like the other providers; `finishMatch` runs a race now (the dev route).
 */
export function createRacingProvider(options: RacingProviderOptions): RacingProvider {
  const listeners = new Set<FeedListener>();
  const origin = options.now ?? Date.now();
  const stateOf = (card: RaceCard, now: number): RaceState => ({
    card,
    status: 'open',
    prices: pricesAt(card, now),
    result: null,
    rule4: 0,
    finishedAt: null,
  });
  const horses = options.horses ?? true;
  const greyhounds = options.greyhounds ?? false;
  const cardsBetween = (from: number, to: number) => [
    ...(horses ? racingCardsBetween(options.seed, origin, from, to) : []),
    ...(greyhounds ? greyhoundCardsBetween(options.seed, from, to) : []),
  ];
  // Today's first session and the ones that follow it up to four hours ahead; the greyhounds'
  // fixed grid from an hour back (their results) to four hours ahead.
  const cards = [
    ...(horses
      ? [
          ...generateRacing({ seed: options.seed, now: origin }).cards,
          ...racingCardsBetween(
            options.seed,
            origin,
            racingLastOff(origin),
            origin + RACING_AHEAD_MS,
          ),
        ]
      : []),
    ...(greyhounds
      ? greyhoundCardsBetween(options.seed, origin - PAST_MS, origin + RACING_AHEAD_MS)
      : []),
  ];
  const snapshot = racingCatalogue(cards, origin);
  const states = new Map<number, RaceState>(
    cards.map((card) => [card.eventId, stateOf(card, origin)]),
  );
  const schedule = createRollingWindow({
    horizon: Math.max(racingLastOff(origin), origin + RACING_AHEAD_MS),
    aheadMs: RACING_AHEAD_MS,
    rollMs: ROLL_MS,
    leadMs: NEW_RACE_LEAD_MS,
    between: cardsBetween,
    startOf: (card) => card.startTime,
  });
  let revision = 0;
  let simulatedNow: number | null = null;
  let resume: ResumeState | undefined;
  const forced = new Set<number>();

  const goOff = (state: RaceState, at: number, out: FeedMessage[]) => {
    const { card } = state;
    const withdrawn = card.lateWithdrawal === null ? [] : [card.lateWithdrawal];
    // Rule 4 at the withdrawn runner's last price; the SPs are formed without it.
    state.rule4 =
      card.lateWithdrawal === null
        ? 0
        : rule4Deduction(pricesAt(card, at)[card.lateWithdrawal] as number);
    const sp = pricesAt(card, Math.min(at, card.startTime), withdrawn);
    for (const n of withdrawn) sp[n] = state.prices[n] as number;
    state.prices = sp;
    state.status = 'off';
    out.push({ type: 'bet_stop', provider: RACING_PROVIDER, eventUrnId: card.urnId, at });
    out.push({
      type: 'odds_change',
      provider: RACING_PROVIDER,
      eventUrnId: card.urnId,
      at,
      markets: toChange(raceMarkets(card, sp, -1, withdrawn)),
    });
    out.push({
      type: 'match_status',
      provider: RACING_PROVIDER,
      eventUrnId: card.urnId,
      at,
      status: 1,
    });
  };

  const finish = (state: RaceState, at: number, out: FeedMessage[]) => {
    state.result = resultOf(options.seed, state.card);
    state.status = 'finished';
    state.finishedAt = at;
    out.push({
      type: 'match_status',
      provider: RACING_PROVIDER,
      eventUrnId: state.card.urnId,
      at,
      status: 4,
    });
    out.push({
      type: 'bet_settlement',
      provider: RACING_PROVIDER,
      eventUrnId: state.card.urnId,
      at,
      markets: settleRace(state),
    });
  };

  const advance = (to: number): FeedMessage[] => {
    const from = simulatedNow ?? to - 1;
    simulatedNow = to;
    const out: FeedMessage[] = [];
    const lastTick = Math.floor(to / ALIVE_INTERVAL_MS) * ALIVE_INTERVAL_MS;
    if (lastTick > from)
      out.push({ type: 'producer_alive', provider: RACING_PROVIDER, at: lastTick });
    for (const state of states.values()) {
      const { card } = state;
      if (state.status === 'finished') continue;
      const due = forced.has(card.eventId);
      if (state.status === 'open' && (card.startTime <= to || due))
        goOff(state, due ? to : card.startTime, out);
      if (state.status === 'off' && (card.startTime + RACE_RUN_MS <= to || due)) {
        forced.delete(card.eventId);
        finish(state, due ? to : card.startTime + RACE_RUN_MS, out);
        continue;
      }
      if (state.status === 'open') {
        const prices = pricesAt(card, to);
        const changed = Object.keys(prices).some(
          (n) => prices[Number(n)] !== state.prices[Number(n)],
        );
        if (changed) {
          state.prices = prices;
          out.push({
            type: 'odds_change',
            provider: RACING_PROVIDER,
            eventUrnId: card.urnId,
            at: to,
            markets: toChange(raceMarkets(card, prices, 1)),
          });
        }
      }
    }
    for (const message of out) for (const listener of listeners) listener(message);
    // After the listeners: a race finished in this step is still there for them to read.
    rollSchedule(to);
    return out;
  };

  /**
   * The next sessions' meetings join hours ahead (at least an hour before their first off);
   * races finished more than an hour ago are forgotten (they are in the database).
   */
  const rollSchedule = (now: number) => {
    const fresh = schedule.roll(now);
    if (!fresh) return;
    const gone = new Set<number>();
    for (const [id, state] of states)
      if (state.status === 'finished' && state.card.startTime < now - PAST_MS) gone.add(id);
    for (const id of gone) states.delete(id);
    for (const card of fresh) states.set(card.eventId, stateOf(card, now));
    const joined = racingCatalogue(fresh, now);
    const known = (list: ReadonlyArray<{ id: number }>) => new Set(list.map((x) => x.id));
    const sports = known(snapshot.sports);
    snapshot.sports.push(...joined.sports.filter((s) => !sports.has(s.id)));
    const categories = known(snapshot.categories);
    const tournaments = known(snapshot.tournaments);
    snapshot.categories.push(...joined.categories.filter((c) => !categories.has(c.id)));
    snapshot.tournaments.push(...joined.tournaments.filter((t) => !tournaments.has(t.id)));
    snapshot.events = [...snapshot.events.filter((e) => !gone.has(e.id)), ...joined.events];
    snapshot.markets = [...snapshot.markets.filter((m) => !gone.has(m.eventId)), ...joined.markets];
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
    name: RACING_PROVIDER,
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
    races: () => [...states.values()],
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    advanceBy: async (ms) => clock.advanceBy(ms),
    resumeFrom: async (state) => {
      resume = state;
      // Races stored as finished or closed stay so: never run twice.
      for (const [id, stored] of state.events) {
        const race = states.get(id);
        if (race && (stored.status === 3 || stored.status === 4)) {
          race.status = 'finished';
          race.result = resultOf(options.seed, race.card);
        }
      }
      return [];
    },
    finishMatch: (eventId) => {
      const race = states.get(eventId);
      if (!race || race.status === 'finished') return false;
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
