import type { Database, NewVirtualEvent, NewVirtualRace } from '@sportsbook/db';
import { upsertVirtualEvents, upsertVirtualRaces } from '@sportsbook/db';
import type {
  FeedMessage,
  VirtualMatchState,
  VirtualRaceState,
  VirtualsProvider,
} from '@sportsbook/feed';

/** A virtual match's proof row; the seed only once the match is finished (VIRT-002). */
export function virtualEventRow(state: VirtualMatchState): NewVirtualEvent {
  const { match, result } = state;
  const finished = state.status === 'finished' && result !== null;
  return {
    eventId: match.eventId,
    startTime: new Date(match.startTime),
    closeTime: new Date(match.closeTime),
    homeName: match.home.name,
    awayName: match.away.name,
    homeExpectedCenti: Math.round(match.expected.homeGoals * 100),
    awayExpectedCenti: Math.round(match.expected.awayGoals * 100),
    seedHash: match.seedHash,
    seed: finished ? match.seed : null,
    homeGoals: finished ? result.home : null,
    awayGoals: finished ? result.away : null,
    goals: finished ? result.goals.map((g) => ({ ...g })) : null,
    finishedAt: finished && state.finishedAt !== null ? new Date(state.finishedAt) : null,
  };
}

/** A virtual race's proof row; the seed and order only once the race is finished (VRACE-002). */
export function virtualRaceRow(state: VirtualRaceState): NewVirtualRace {
  const { race, result } = state;
  const finished = state.status === 'finished' && result !== null;
  return {
    eventId: race.eventId,
    name: race.name,
    startTime: new Date(race.startTime),
    closeTime: new Date(race.closeTime),
    runners: race.runners.map((r) => ({ ...r, silks: { ...r.silks } })),
    places: race.terms.places,
    placeFraction: `${race.terms.fraction.numerator}/${race.terms.fraction.denominator}`,
    seedHash: race.seedHash,
    seed: finished ? race.seed : null,
    finishOrder: finished ? [...result.order] : null,
    finishMs: finished ? [...result.finishMs] : null,
    finishedAt: finished && state.finishedAt !== null ? new Date(state.finishedAt) : null,
  };
}

export interface VirtualEventWriter {
  /** Resolves once every change heard so far is written. */
  flush(): Promise<void>;
  /** Writes the matches and races that joined the provider's rolling schedule since. */
  writeJoined(): Promise<void>;
  stop(): void;
}

/**
 * Keeps `virtual_events` and `virtual_races` in step with the virtuals provider (decisions 049,
 * 060): every match and race with its seed hash at the start (or when it joins the rolling
 * schedule, `writeJoined`), then its seed and result when it finishes.
 */
export async function startVirtualEventWriter(options: {
  db: Database;
  provider: VirtualsProvider;
  onError: (error: unknown) => void;
}): Promise<VirtualEventWriter> {
  const { db, provider } = options;
  /** Ids written: what the schedule adds later is written by `writeJoined`. */
  let written = new Set<number>();
  const writeNew = async () => {
    const matches = provider.virtualMatches();
    const races = provider.virtualRaces();
    const fresh = matches.filter((s) => !written.has(s.match.eventId));
    const freshRaces = races.filter((s) => !written.has(s.race.eventId));
    if (fresh.length > 0) await upsertVirtualEvents(db, fresh.map(virtualEventRow));
    if (freshRaces.length > 0) await upsertVirtualRaces(db, freshRaces.map(virtualRaceRow));
    // Only what the provider still knows: the set stays as small as its window.
    written = new Set([
      ...matches.map((s) => s.match.eventId),
      ...races.map((s) => s.race.eventId),
    ]);
  };
  await writeNew();
  let chain: Promise<void> = Promise.resolve();
  const unsubscribe = provider.subscribe((message: FeedMessage) => {
    if (message.type !== 'match_status' || message.status !== 4) return;
    const state = provider.virtualMatches().find((s) => s.match.urnId === message.eventUrnId);
    const race = provider.virtualRaces().find((s) => s.race.urnId === message.eventUrnId);
    if (state)
      chain = chain
        .then(() => upsertVirtualEvents(db, [virtualEventRow(state)]))
        .catch(options.onError);
    if (race)
      chain = chain
        .then(() => upsertVirtualRaces(db, [virtualRaceRow(race)]))
        .catch(options.onError);
  });
  return {
    flush: () => chain,
    // In the chain: after any finish heard before, never alongside another write. A failure
    // goes to the caller (the catalogue growth retries), not to the finishes queued after.
    writeJoined: () => {
      const done = chain.then(writeNew);
      chain = done.catch(() => undefined);
      return done;
    },
    stop: unsubscribe,
  };
}
