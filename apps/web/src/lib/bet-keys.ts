/**
 * Query keys of the player's bet lists (MY_BETS and the history page). In lib because the bet
 * slip refreshes them after a placement, and features do not import each other.
 */
export const betKeys = {
  all: ['bets', 'history'] as const,
  list: (query: object) => ['bets', 'history', query] as const,
};
