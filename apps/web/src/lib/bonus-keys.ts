/**
 * Query keys of the player's bonuses (issue 19), shared by the slip (availableBonuses) and the
 * bonuses area, so a promo code redeemed in one refreshes the other.
 */
export const bonusKeys = {
  all: ['bonuses'] as const,
  usable: ['bonuses', 'usable'] as const,
  past: ['bonuses', 'past'] as const,
  /** Usable bonuses the player's verification or country rules out for now (decision 044). */
  unavailable: ['bonuses', 'not_available'] as const,
  terms: (id: string) => ['bonuses', 'terms', id] as const,
  rating: (id: string, page: number) => ['bonuses', 'rating', id, page] as const,
  /** Average-bets freebet progress (decision 058). */
  averageBets: ['bonuses', 'amb'] as const,
};
