import { createRandom, seedFrom } from '@sportsbook/domain';
import { priceMarkets } from '../pricing/price-markets';
import type {
  FeedEvent,
  FeedMarket,
  FeedMessage,
  OddsChangeMarket,
  ProviderName,
} from '../provider';
import { clockSeconds, elapsedShare, liveClock, matchTimeOf } from './clock';
import type { LiveState, MatchScript, ScriptMoment, Side, TimelineEvent } from './live-state';
import { TIMELINE_LIMIT } from './live-state';
import { ALIVE_INTERVAL_MS, episodesBetween, isDownAt } from './producer-schedule';
import { matchFate } from './match-fate';
import { buildScript } from './scripts/build-script';
import { settleDecidedPremiumCricket, settleMarkets } from './settle-markets';
import { matchStatistics } from './statistics';
import type { MarketSettlement } from './settle-markets';

export interface LiveEngineOptions {
  seed: number;
  provider: ProviderName;
  /** The provider's events; outrights are ignored. */
  events: FeedEvent[];
  /** The prematch book, so the first in-play prices only send what changed. */
  markets: FeedMarket[];
  sportKeys: ReadonlyMap<number, string>;
  competitorNames: ReadonlyMap<number, string>;
  /** Matches brought forward whenever fewer than this many are live. 0: only the schedule. */
  minLive: number;
  /** Producer down episodes (on by default). */
  producerDowntime?: boolean;
  /** Share of started matches abandoned midway (markets cancelled); ABANDON_SHARE by default. */
  abandonShare?: number;
  /**
   * Share of finished matches whose final settlement first goes out wrong for one market, is
   * rolled back and sent again corrected; ROLLBACK_SHARE by default.
   */
  rollbackShare?: number;
  /**
   * What an earlier run of the feed left, by event id (issue 14): a match stored in play (1, 2)
   * is resumed from its stored start, one stored decided (3, 4) or not covered (5) is never
   * played again, so a restart can neither replay a finished match nor re-offer settled lines.
   */
  resume?: ReadonlyMap<number, StoredEventState>;
}

/** An event's state as the database keeps it. */
export interface StoredEventState {
  status: number;
  /** Epoch ms: when the match actually kicked off (the engine may have brought it forward). */
  startTime: number;
}

/** Stored statuses of a match in play: live (1) and stopped (2). */
export const isInPlayStatus = (status: number) => status === 1 || status === 2;

/** Timed sports are re-priced this often as time runs down, besides every score. */
const REPRICE_EVERY_MS = 60_000;
/** A finished match is closed (results confirmed) this long after the final whistle. */
const CLOSE_AFTER_MS = 5 * 60_000;
/** Share of scheduled matches the provider does not cover live (status 5). */
const NOT_COVERED = 0.02;

interface Running {
  event: FeedEvent;
  sportKey: string;
  home: string;
  away: string;
  start: number;
  script: MatchScript;
  next: number;
  moment: ScriptMoment;
  momentAt: number;
  timeline: TimelineEvent[];
  suspendedUntil: number;
  needReprice: boolean;
  lastPriced: number;
  markets: Map<string, FeedMarket>;
  dirty: boolean;
  finishedAt: number | null;
  /** Who took each finished set or map, from its period_end. */
  periodWinners: Map<number, Side>;
  /** Epoch ms at which the match is abandoned, or null when it plays to the end. */
  abandonAt: number | null;
  abandoned: boolean;
  /** The final settlement goes out wrong once, then rollback and the correct one. */
  rollback: boolean;
}

const keyOf = (market: Pick<FeedMarket, 'marketId' | 'specifier'>) =>
  `${market.marketId}/${market.specifier}`;

const sameMarket = (a: FeedMarket, b: FeedMarket) =>
  a.status === b.status &&
  a.outcomes.length === b.outcomes.length &&
  a.outcomes.every((o, i) => o.odds === b.outcomes[i]?.odds && o.active === b.outcomes[i]?.active);

export function toOddsChangeMarket(market: FeedMarket): OddsChangeMarket {
  return {
    marketId: market.marketId,
    specifier: market.specifier,
    status: market.status,
    names: market.names,
    priority: market.priority,
    mostBalanced: market.mostBalanced,
    groups: market.groups,
    outcomes: market.outcomes.map((o) => ({
      outcomeId: o.outcomeId,
      odds: o.odds,
      active: o.active,
      names: o.names,
    })),
  };
}

/**
 * The live match engine (DESIGN §5): pure and deterministic by seed, driven by `advance(now)`
 * with simulated epoch milliseconds, so a test steps it and a server drives it from a clock
 * running FEED_SPEED times faster than the wall. Each match's whole script is drawn when it
 * starts; the engine replays it, re-prices from score and time with the pricing models, suspends
 * around goals and dangerous moments, settles what a period or the match decides, and keeps at
 * least `minLive` matches in play by bringing the next ones forward.
 */
export class LiveEngine {
  private readonly pending: FeedEvent[];
  /** Matches an earlier run left in play, resumed at the first advance, with their start. */
  private readonly resuming: Array<{ event: FeedEvent; start: number }> = [];
  private readonly running = new Map<number, Running>();
  private readonly prematch = new Map<number, FeedMarket[]>();
  private readonly events = new Map<number, FeedEvent>();
  private now: number | null = null;
  private held: FeedMessage[] = [];
  /** Messages of `finishMatch`, sent with the next `advance` like any others. */
  private queued: FeedMessage[] = [];
  private timelineSeq = 0;

  constructor(private readonly options: LiveEngineOptions) {
    const matches = options.events.filter((event) => event.type === 'match' && event.model);
    for (const event of matches) this.events.set(event.id, event);
    this.pending = matches
      .filter((event) => {
        const stored = options.resume?.get(event.id);
        if (stored === undefined || stored.status === 0) return true;
        if (isInPlayStatus(stored.status)) this.resuming.push({ event, start: stored.startTime });
        return false;
      })
      .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    this.resuming.sort((a, b) => a.start - b.start || a.event.id - b.event.id);
    for (const market of options.markets) {
      if (!this.events.has(market.eventId)) continue;
      const list = this.prematch.get(market.eventId) ?? [];
      list.push(market);
      this.prematch.set(market.eventId, list);
    }
  }

  get provider(): ProviderName {
    return this.options.provider;
  }

  /** Ids of matches in play (status 1 or 2). */
  liveIds(): number[] {
    return [...this.running.values()].filter((r) => r.finishedAt === null).map((r) => r.event.id);
  }

  /** The state of a running match, as match_status messages carry it. */
  liveState(eventId: number): LiveState | null {
    const running = this.running.get(eventId);
    return running && this.now !== null ? this.stateOf(running, this.now) : null;
  }

  /**
   * Plays a match to its end now (tests, the e2e journey): a match not started yet kicks off a
   * script's length ago, so its timeline has real times; one in play plays the rest of its
   * script at once. Its statuses, settlements and final book go out with the next `advance`, on
   * the usual path (held back while the producer is down, like everything else). A match asked
   * to finish is never abandoned. False for an unknown match, one already finished or closed,
   * one not covered, or before the engine first ran.
   */
  finishMatch(eventId: number): boolean {
    const now = this.now;
    if (now === null) return false;
    const out: FeedMessage[] = [];
    const index = this.pending.findIndex((event) => event.id === eventId);
    let running: Running | undefined;
    if (index >= 0) {
      const event = this.pending.splice(index, 1)[0] as FeedEvent;
      const script = this.scriptOf(event);
      const start = now - script.durationMs;
      out.push({
        type: 'fixture_change',
        provider: this.provider,
        eventUrnId: event.urnId,
        at: now,
        startTime: start,
      });
      running = this.startMatch(event, start, now, out, false, script, false);
    } else {
      running = this.running.get(eventId);
      if (!running || running.finishedAt !== null) return false;
      running.abandonAt = null;
      const moments = running.script.moments;
      while (running.next < moments.length)
        this.apply(running, moments[running.next++] as ScriptMoment, now, out, false);
      this.step(running, now, out, false);
    }
    if (running)
      out.push({
        type: 'odds_change',
        provider: this.provider,
        eventUrnId: running.event.urnId,
        at: now,
        markets: [...running.markets.values()].map(toOddsChangeMarket),
      });
    this.queued.push(...out);
    return true;
  }

  /** Plays simulated time on to `now` and returns the messages a provider would push. */
  advance(now: number): FeedMessage[] {
    const out: FeedMessage[] = [];
    if (this.now === null) {
      this.boot(now, out);
      this.now = now;
      return out;
    }
    if (now < this.now) return out;
    const from = this.now;
    this.now = now;
    const held = this.producer(from, now, out);
    const match: FeedMessage[] = this.queued;
    this.queued = [];
    this.startDue(now, match, false);
    for (const running of [...this.running.values()]) this.step(running, now, match, false);
    // After stepping, so a match that just ended is replaced in the same advance.
    this.ensureLive(now, match, false);
    if (held) this.held.push(...match);
    else out.push(...match);
    return out;
  }

  /** Ids of the matches resumed from an earlier run's stored state (see `resume`). */
  resumedIds(): number[] {
    return this.resuming.map(({ event }) => event.id);
  }

  private boot(now: number, out: FeedMessage[]): void {
    out.push({ type: 'producer_alive', provider: this.provider, at: now });
    // The script is a function of (seed, match) and the match's start: replaying it from the
    // stored start brings the match to where it would be now — never behind where it was.
    for (const { event, start } of this.resuming) this.startMatch(event, start, now, out, true);
    this.startDue(now, out, true);
    this.ensureLive(now, out, true);
  }

  /** Alive every 10 s, down and recovery on the schedule; true while down (messages are held). */
  private producer(from: number, now: number, out: FeedMessage[]): boolean {
    const { seed } = this.options;
    const downtime = this.options.producerDowntime !== false;
    if (downtime) {
      for (const episode of episodesBetween(seed, this.provider, from, now)) {
        if (episode.start > from && episode.start <= now)
          out.push({ type: 'producer_down', provider: this.provider, at: episode.start });
        if (episode.end > from && episode.end <= now) {
          // Recovery: the provider replays what it held back, then reports alive again.
          out.push(...this.held);
          this.held = [];
          out.push({ type: 'producer_alive', provider: this.provider, at: episode.end });
        }
      }
    }
    const down = downtime && isDownAt(seed, this.provider, now);
    const lastTick = Math.floor(now / ALIVE_INTERVAL_MS) * ALIVE_INTERVAL_MS;
    // One alive per advance is enough: consumers only keep the latest.
    if (!down && lastTick > from)
      out.push({ type: 'producer_alive', provider: this.provider, at: lastTick });
    return down;
  }

  private startDue(now: number, out: FeedMessage[], fastForward: boolean): void {
    while (this.pending.length > 0 && (this.pending[0] as FeedEvent).startTime <= now) {
      const event = this.pending.shift() as FeedEvent;
      const random = createRandom(seedFrom(this.options.seed, `cover:${event.id}`));
      if (random.next() < NOT_COVERED) {
        out.push({
          type: 'match_status',
          provider: this.provider,
          eventUrnId: event.urnId,
          at: now,
          status: 5,
        });
        out.push({ type: 'bet_stop', provider: this.provider, eventUrnId: event.urnId, at: now });
        continue;
      }
      this.startMatch(event, event.startTime, now, out, fastForward);
    }
  }

  /** Brings the next matches forward, sports with the fewest live first, until enough are live. */
  private ensureLive(now: number, out: FeedMessage[], boot: boolean): void {
    let live = this.liveIds().length;
    while (live < this.options.minLive && this.pending.length > 0) {
      const liveBySport = new Map<number, number>();
      for (const r of this.running.values())
        if (r.finishedAt === null)
          liveBySport.set(r.event.sportId, (liveBySport.get(r.event.sportId) ?? 0) + 1);
      let pick = 0;
      let fewest = Infinity;
      const seen = new Set<number>();
      this.pending.forEach((event, index) => {
        if (seen.has(event.sportId)) return;
        seen.add(event.sportId);
        const count = liveBySport.get(event.sportId) ?? 0;
        if (count < fewest) {
          fewest = count;
          pick = index;
        }
      });
      const event = this.pending.splice(pick, 1)[0] as FeedEvent;
      const script = this.scriptOf(event);
      const random = createRandom(seedFrom(this.options.seed, `pull:${event.id}`));
      // At boot the demo should look like it has been running: matches at every stage.
      const start = boot ? now - Math.floor(random.next() * 0.7 * script.durationMs) : now;
      out.push({
        type: 'fixture_change',
        provider: this.provider,
        eventUrnId: event.urnId,
        at: now,
        startTime: start,
      });
      this.startMatch(event, start, now, out, boot, script);
      live++;
    }
  }

  private scriptOf(event: FeedEvent): MatchScript {
    return buildScript({
      seed: this.options.seed,
      eventId: event.id,
      sportKey: this.options.sportKeys.get(event.sportId) ?? '',
      model: event.model as NonNullable<FeedEvent['model']>,
    });
  }

  private startMatch(
    event: FeedEvent,
    start: number,
    now: number,
    out: FeedMessage[],
    fastForward: boolean,
    script = this.scriptOf(event),
    mayAbandon = true,
  ): Running | undefined {
    const first = script.moments[0] as ScriptMoment;
    const fate = matchFate({
      seed: this.options.seed,
      eventId: event.id,
      ...(this.options.abandonShare === undefined
        ? {}
        : { abandonShare: this.options.abandonShare }),
      ...(this.options.rollbackShare === undefined
        ? {}
        : { rollbackShare: this.options.rollbackShare }),
    });
    const running: Running = {
      event,
      sportKey: this.options.sportKeys.get(event.sportId) ?? '',
      home: this.options.competitorNames.get(event.homeCompetitorId ?? -1) ?? 'Home',
      away: this.options.competitorNames.get(event.awayCompetitorId ?? -1) ?? 'Away',
      start,
      script,
      next: 0,
      moment: first,
      momentAt: start,
      timeline: [],
      suspendedUntil: 0,
      needReprice: true,
      lastPriced: 0,
      markets: new Map((this.prematch.get(event.id) ?? []).map((m) => [keyOf(m), m])),
      dirty: true,
      finishedAt: null,
      periodWinners: new Map(),
      abandonAt:
        mayAbandon && fate.abandonAfter !== null
          ? start + Math.floor(fate.abandonAfter * script.durationMs)
          : null,
      rollback: fate.rollback,
      abandoned: false,
    };
    this.prematch.delete(event.id);
    this.running.set(event.id, running);
    if (!fastForward) {
      this.step(running, now, out, false);
      return running;
    }
    // Catch up silently, then send one snapshot: state, settlements, and the book as it is now.
    const silent: FeedMessage[] = [];
    this.step(running, now, silent, true);
    out.push(
      ...silent.filter(
        (message) =>
          message.type === 'bet_settlement' ||
          message.type === 'rollback_bet_settlement' ||
          message.type === 'bet_cancel' ||
          // An abandoned match's closing status: the engine has already forgotten it.
          (running.abandoned && message.type === 'match_status' && message.status === 3),
      ),
    );
    if (running.abandoned) return undefined;
    if (running.finishedAt === null) this.reprice(running, now, [], true);
    out.push(this.statusMessage(running, now));
    out.push({
      type: 'odds_change',
      provider: this.provider,
      eventUrnId: event.urnId,
      at: now,
      markets: [...running.markets.values()].map(toOddsChangeMarket),
    });
    if (running.finishedAt !== null && now >= running.finishedAt + CLOSE_AFTER_MS)
      this.running.delete(event.id);
    return running;
  }

  private step(r: Running, now: number, out: FeedMessage[], silent: boolean): void {
    const moments = r.script.moments;
    const until = r.abandonAt === null ? now : Math.min(now, r.abandonAt - 1);
    while (r.next < moments.length && r.start + (moments[r.next] as ScriptMoment).at <= until) {
      const moment = moments[r.next++] as ScriptMoment;
      this.apply(r, moment, r.start + moment.at, out, silent);
    }
    if (r.abandonAt !== null && r.finishedAt === null && now >= r.abandonAt) {
      this.abandon(r, r.abandonAt, out);
      return;
    }
    if (r.finishedAt !== null) {
      if (r.dirty) {
        out.push(this.statusMessage(r, now));
        r.dirty = false;
      }
      if (now >= r.finishedAt + CLOSE_AFTER_MS) {
        // Results confirmed: closed (3), and the engine forgets the match.
        out.push({
          type: 'match_status',
          provider: this.provider,
          eventUrnId: r.event.urnId,
          at: now,
          status: 3,
          live: this.stateOf(r, now),
        });
        this.running.delete(r.event.id);
      }
      return;
    }
    const suspended = now < r.suspendedUntil;
    const timed = r.moment.clock?.running === true;
    if (
      !silent &&
      !suspended &&
      (r.needReprice || (timed && now - r.lastPriced >= REPRICE_EVERY_MS))
    ) {
      this.reprice(r, now, out, false);
    }
    if (r.dirty && !silent) {
      out.push(this.statusMessage(r, now));
      r.dirty = false;
    }
  }

  private apply(
    r: Running,
    moment: ScriptMoment,
    at: number,
    out: FeedMessage[],
    silent: boolean,
  ): void {
    r.moment = moment;
    r.momentAt = at;
    r.dirty = true;
    const urn = r.event.urnId;
    if (moment.event) {
      r.timeline.push({
        ...moment.event,
        id: ++this.timelineSeq,
        at: new Date(at).toISOString(),
        matchTime: matchTimeOf(moment.clock, 0),
        periodNumber: moment.periodNumber,
        score: { ...moment.total },
      });
      if (r.timeline.length > TIMELINE_LIMIT)
        r.timeline.splice(0, r.timeline.length - TIMELINE_LIMIT);
    }
    if (moment.reprice) r.needReprice = true;
    if (moment.betStopMs > 0 || moment.status === 4) {
      r.suspendedUntil = Math.max(r.suspendedUntil, at + moment.betStopMs);
      r.needReprice = true;
      this.suspend(r);
      if (!silent) out.push({ type: 'bet_stop', provider: this.provider, eventUrnId: urn, at });
    }
    if (moment.closesPeriod !== undefined && moment.event?.type === 'period_end') {
      const side = moment.event.side;
      if (side) r.periodWinners.set(moment.closesPeriod, side);
    }
    const cricket = moment.pricing.cricket;
    if (cricket && moment.status !== 4) this.settlePremium(r, at, out, cricket);
    if (moment.closesPeriod !== undefined && moment.status !== 4) {
      this.settle(r, at, out, moment.closesPeriod);
    }
    if (moment.status === 4) {
      this.settle(r, at, out, undefined);
      r.finishedAt = at;
    }
  }

  private suspend(r: Running): void {
    for (const [key, market] of r.markets)
      if (market.status === 1) r.markets.set(key, { ...market, status: -1 });
  }

  /** Premium cricket lines settle as soon as known: an over bowled, a session done, a wicket. */
  private settlePremium(
    r: Running,
    at: number,
    out: FeedMessage[],
    cricket: NonNullable<ScriptMoment['pricing']['cricket']>,
  ): void {
    const open = [...r.markets.values()].filter((m) => m.status !== -3);
    const settlements = settleDecidedPremiumCricket(open, cricket);
    if (settlements.length === 0) return;
    for (const s of settlements) {
      const key = keyOf(s);
      const market = r.markets.get(key);
      if (market) r.markets.set(key, { ...market, status: -3 });
    }
    out.push({
      type: 'bet_settlement',
      provider: this.provider,
      eventUrnId: r.event.urnId,
      at,
      markets: settlements,
    });
  }

  private settle(r: Running, at: number, out: FeedMessage[], period: number | undefined): void {
    // Deactivated lines (status 0) are settled too: bets were taken on them while offered.
    const open = [...r.markets.values()].filter((m) => m.status !== -3);
    const settlements = settleMarkets({
      markets: open,
      periods: r.moment.periods,
      total: r.moment.total,
      periodWinners: r.periodWinners,
      ...(r.moment.pricing.cricket ? { cricket: r.moment.pricing.cricket } : {}),
      ...(period === undefined ? {} : { period }),
    });
    if (settlements.length === 0) return;
    if (period === undefined && r.rollback) this.settleWrongThenRollBack(r, at, out, settlements);
    for (const s of settlements) {
      const key = keyOf(s);
      const market = r.markets.get(key);
      if (market) r.markets.set(key, { ...market, status: -3 });
    }
    out.push({
      type: 'bet_settlement',
      provider: this.provider,
      eventUrnId: r.event.urnId,
      at,
      markets: settlements,
    });
  }

  /**
   * A feed's correction: one market's lines settled with the wrong results, then rolled back; the
   * right settlement follows in the caller. The market is one with no line settled earlier, so
   * the rollback (by market id) undoes only what is re-sent.
   */
  private settleWrongThenRollBack(
    r: Running,
    at: number,
    out: FeedMessage[],
    settlements: MarketSettlement[],
  ): void {
    const settledBefore = new Set(
      [...r.markets.values()].filter((m) => m.status === -3).map((m) => m.marketId),
    );
    const marketId = settlements.find((s) => !settledBefore.has(s.marketId))?.marketId;
    if (marketId === undefined) return;
    const wrong = settlements
      .filter((s) => s.marketId === marketId)
      .map((s) => ({
        ...s,
        // Each outcome gets its neighbour's result: a swapped winner, as a misread score gives.
        results: s.results.map((result, i, all) => ({
          outcomeId: result.outcomeId,
          result: (all[(i + 1) % all.length] as typeof result).result,
        })),
      }));
    const urn = r.event.urnId;
    out.push({
      type: 'bet_settlement',
      provider: this.provider,
      eventUrnId: urn,
      at,
      markets: wrong,
    });
    out.push({
      type: 'rollback_bet_settlement',
      provider: this.provider,
      eventUrnId: urn,
      at,
      marketIds: [marketId],
    });
  }

  /**
   * Abandoned (weather, floodlights): bets stop, the match closes (3) and every line not yet
   * settled is cancelled, so its bets are refunded; periods already played stay settled.
   */
  private abandon(r: Running, at: number, out: FeedMessage[]): void {
    const urn = r.event.urnId;
    const clock = r.moment.clock;
    // The clock stops where play stopped.
    if (clock)
      r.moment = {
        ...r.moment,
        clock: { ...clock, seconds: clockSeconds(clock, at - r.momentAt), running: false },
      };
    r.momentAt = at;
    r.finishedAt = at;
    r.abandoned = true;
    r.timeline.push({
      type: 'match_stopped',
      side: null,
      id: ++this.timelineSeq,
      at: new Date(at).toISOString(),
      matchTime: matchTimeOf(r.moment.clock, 0),
      periodNumber: r.moment.periodNumber,
      score: { ...r.moment.total },
    });
    if (r.timeline.length > TIMELINE_LIMIT)
      r.timeline.splice(0, r.timeline.length - TIMELINE_LIMIT);
    out.push({ type: 'bet_stop', provider: this.provider, eventUrnId: urn, at });
    out.push({
      type: 'match_status',
      provider: this.provider,
      eventUrnId: urn,
      at,
      status: 3,
      live: this.stateOf(r, at),
    });
    const unsettled = [...r.markets.values()].filter((m) => m.status !== -3);
    if (unsettled.length > 0)
      out.push({
        type: 'bet_cancel',
        provider: this.provider,
        eventUrnId: urn,
        at,
        markets: unsettled.map(({ marketId, specifier }) => ({ marketId, specifier })),
      });
    this.running.delete(r.event.id);
  }

  /** New prices from the model at the current score and time; sends only lines that changed. */
  private reprice(r: Running, now: number, out: FeedMessage[], quiet: boolean): void {
    const moment = r.moment;
    const state = { ...moment.pricing };
    if (moment.clock) state.elapsed = elapsedShare(moment.clock, now - r.momentAt);
    let priced: FeedMarket[];
    try {
      priced = priceMarkets({
        event: r.event,
        model: r.event.model as NonNullable<FeedEvent['model']>,
        home: r.home,
        away: r.away,
        state,
      });
    } catch {
      // A decided series between its last point and the final whistle has nothing left to price.
      return;
    }
    const status = now < r.suspendedUntil || moment.status === 2 ? -1 : 1;
    const changed: FeedMarket[] = [];
    const seen = new Set<string>();
    for (const market of priced) {
      const key = keyOf(market);
      seen.add(key);
      const previous = r.markets.get(key);
      if (previous?.status === -3) continue;
      const outcomes = [...market.outcomes];
      // Outcomes the score has ruled out (0:0 after a goal) stay listed, inactive.
      for (const old of previous?.outcomes ?? [])
        if (!outcomes.some((o) => o.outcomeId === old.outcomeId))
          outcomes.push({ ...old, active: false });
      const next: FeedMarket = { ...market, outcomes, status };
      if (!previous || !sameMarket(previous, next)) {
        changed.push(next);
        r.markets.set(key, next);
      }
    }
    for (const [key, market] of r.markets) {
      if (seen.has(key) || (market.status !== 1 && market.status !== -1)) continue;
      const next = { ...market, status: 0 };
      changed.push(next);
      r.markets.set(key, next);
    }
    r.needReprice = false;
    r.lastPriced = now;
    if (!quiet && changed.length > 0)
      out.push({
        type: 'odds_change',
        provider: this.provider,
        eventUrnId: r.event.urnId,
        at: now,
        markets: changed.map(toOddsChangeMarket),
      });
  }

  private stateOf(r: Running, now: number): LiveState {
    const m = r.moment;
    return {
      clock: m.clock ? liveClock(m.clock, r.finishedAt === null ? now - r.momentAt : 0, now) : null,
      totalScore: { ...m.total },
      gameScore: m.game ? { ...m.game } : null,
      currentServer: m.server,
      periodScores: m.periods.map((p) => ({ ...p })),
      maxPeriodNumber: m.periodNumber ?? (m.periods.length > 0 ? m.periods.length : null),
      timeline: [...r.timeline],
      statistics: matchStatistics({
        seed: this.options.seed,
        eventId: r.event.id,
        sportKey: r.sportKey,
        moments: r.script.moments.slice(0, r.next),
        sinceLastMs: r.finishedAt === null ? now - r.momentAt : 0,
      }),
    };
  }

  private statusMessage(r: Running, now: number): FeedMessage {
    return {
      type: 'match_status',
      provider: this.provider,
      eventUrnId: r.event.urnId,
      at: now,
      status: r.finishedAt !== null ? 4 : r.moment.status,
      live: this.stateOf(r, now),
    };
  }
}
