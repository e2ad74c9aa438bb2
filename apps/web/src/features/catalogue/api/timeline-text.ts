/**
 * The words of one timeline entry: the event's name in the reader's language and, when the feed
 * says which side it was, that team or player ("Game won · Nadal"), so a list of "Game won"
 * entries tells who won each game.
 */
export interface TimelineEventLike {
  type: string;
  side: 'home' | 'away' | null;
}

export interface TimelineWords {
  /** Event names by feed type (match_started, goal, game_won, …). */
  events: Readonly<Record<string, string>>;
  home: string;
  away: string;
}

/** `correct_score` → `Correct score`, for a type the messages do not know yet. */
function humanize(type: string): string {
  const text = type.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function timelineText(
  event: TimelineEventLike,
  words: TimelineWords,
): { label: string; team: string | null } {
  const label = words.events[event.type] ?? humanize(event.type);
  const team = event.side === 'home' ? words.home : event.side === 'away' ? words.away : null;
  return { label, team: team || null };
}
