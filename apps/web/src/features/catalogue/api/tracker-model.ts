/**
 * What the live tracker draws, derived from a match's timeline: where the play is (the last
 * event, on the attacked half), and the momentum of the last events (-1 all away … 1 all home).
 */
export interface TrackerEvent {
  type: string;
  side: 'home' | 'away' | null;
  matchTime: string | null;
}

export type PitchKind = 'pitch' | 'court' | 'net';

/** Sports played towards goals, across a net, or on a court. */
export function pitchKindOf(sportKey: string): PitchKind | null {
  if (['football', 'handball', 'ice-hockey', 'american-football'].includes(sportKey))
    return 'pitch';
  if (['basketball'].includes(sportKey)) return 'court';
  if (['tennis', 'volleyball', 'table-tennis'].includes(sportKey)) return 'net';
  return null;
}

const WEIGHTS: Record<string, number> = {
  goal: 3,
  score_change: 3,
  game_won: 2,
  dangerous_attack: 2,
  red_card: -2,
  yellow_card: -1,
};

/** Momentum of the last `window` events with a side, weighted by how much they tell. */
export function momentumOf(events: readonly TrackerEvent[], window = 10): number {
  let home = 0;
  let away = 0;
  for (const event of events.filter((entry) => entry.side !== null).slice(-window)) {
    const weight = WEIGHTS[event.type] ?? 1;
    // A card counts against the side that got it.
    if (weight < 0) {
      if (event.side === 'home') away -= weight;
      else home -= weight;
    } else if (event.side === 'home') home += weight;
    else away += weight;
  }
  return home + away === 0 ? 0 : (home - away) / (home + away);
}

/**
 * Where to mark the last event, in pitch units (0–100 across, 0–60 down): home attacks to the
 * right. A goal sits in the goal mouth, an attack in the final third, anything else midfield.
 */
export function markerOf(event: TrackerEvent | undefined): { x: number; y: number } | null {
  if (!event || event.side === null) return null;
  const towards = event.side === 'home' ? 1 : -1;
  const depth =
    event.type === 'goal' || event.type === 'score_change'
      ? 47
      : event.type === 'dangerous_attack'
        ? 35
        : 15;
  return { x: 50 + towards * depth, y: 30 };
}
