import type { Database, NewRaceCard } from '@sportsbook/db';
import { upsertRaceCards } from '@sportsbook/db';
import type { FeedMessage, RaceState, RacingProvider } from '@sportsbook/feed';

/** A race's card row from the simulator's state; the runners' strengths stay in the feed. */
export function raceCardRow(state: RaceState): NewRaceCard {
  const { card } = state;
  const finished = state.status === 'finished' && state.result !== null;
  return {
    eventId: card.eventId,
    meetingId: card.meetingId,
    course: card.course,
    countryCode: card.countryCode,
    name: card.name,
    title: card.title,
    distance: card.distance,
    going: card.going,
    raceClass: card.raceClass,
    handicap: card.handicap,
    startTime: new Date(card.startTime),
    runners: card.runners.map((r) => ({
      number: r.number,
      name: r.name,
      draw: r.draw,
      jockey: r.jockey,
      trainer: r.trainer,
      form: r.form,
      weight: r.weight,
      age: r.age,
      silks: r.silks,
      nonRunner: r.nonRunner,
      ...(r.reserve ? { reserve: true } : {}),
    })),
    places: card.terms.places,
    placeFraction: `${card.terms.fraction.numerator}/${card.terms.fraction.denominator}`,
    result: finished ? state.result!.map((group) => [...group]) : null,
    withdrawn: finished && card.lateWithdrawal !== null ? [card.lateWithdrawal] : [],
    rule4: finished ? state.rule4 : 0,
    startingPrices: finished ? Object.fromEntries(Object.entries(state.prices)) : null,
    finishedAt: finished && state.finishedAt !== null ? new Date(state.finishedAt) : null,
  };
}

export interface RaceCardWriter {
  /** Resolves once every card change heard so far is written. */
  flush(): Promise<void>;
  /** Writes the cards of the meetings that joined the provider's schedule since. */
  writeJoined(): Promise<void>;
  stop(): void;
}

/**
 * Keeps `race_cards` in step with the racing simulator (decision 048): every card at the start
 * (or when its meetings join the schedule, `writeJoined`), then a race's card again when it
 * finishes (result, withdrawals, Rule 4, SPs). Writes run one after another; a failed write is
 * logged and the next finish writes again.
 */
export async function startRaceCardWriter(options: {
  db: Database;
  provider: RacingProvider;
  onError: (error: unknown) => void;
}): Promise<RaceCardWriter> {
  const { db, provider } = options;
  /** Ids written: what the schedule adds later is written by `writeJoined`. */
  let written = new Set<number>();
  const writeNew = async () => {
    const races = provider.races();
    const fresh = races.filter((r) => !written.has(r.card.eventId));
    if (fresh.length > 0) await upsertRaceCards(db, fresh.map(raceCardRow));
    // Only what the provider still knows: the set stays as small as its schedule.
    written = new Set(races.map((r) => r.card.eventId));
  };
  await writeNew();
  let chain: Promise<void> = Promise.resolve();
  const unsubscribe = provider.subscribe((message: FeedMessage) => {
    if (message.type !== 'match_status' || message.status !== 4) return;
    const state = provider.races().find((r) => r.card.urnId === message.eventUrnId);
    if (!state) return;
    chain = chain.then(() => upsertRaceCards(db, [raceCardRow(state)])).catch(options.onError);
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
