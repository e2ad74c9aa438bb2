import type { ProviderName } from '../provider';

/**
 * Id scheme (docs: decision 004 — ids come from the feed). Every id is an integer below 2^31 and
 * is derived from what the entity *is*, never from a counter over the generated list:
 *
 * - category   sportId × 1000 + n           (existing scheme)
 * - tournament categoryId × 100 + n
 * - competitor categoryId × 1000 + n
 * - match      day × 100 000 + sportSlot × 5 000 + index within that UTC day and sport
 * - outright   2 000 000 000 + tournament key × 100 + period (season year or week, mod 100)
 *
 * A match id only depends on its UTC day and its rank among that day's matches of its sport, so
 * regenerating tomorrow keeps the ids of every match still in the window.
 */
export const MATCHES_PER_SPORT_DAY = 5_000;
const OUTRIGHT_BASE = 2_000_000_000;

export const tournamentIdOf = (categoryId: number, n: number) => categoryId * 100 + n;
export const competitorIdOf = (categoryId: number, n: number) => categoryId * 1000 + n;

export function matchIdOf(day: number, sportSlot: number, index: number): number {
  if (index >= MATCHES_PER_SPORT_DAY) {
    throw new Error(`more than ${MATCHES_PER_SPORT_DAY} matches of one sport on day ${day}`);
  }
  return day * 100_000 + sportSlot * MATCHES_PER_SPORT_DAY + index;
}

export function outrightIdOf(
  sportSlot: number,
  categoryIndex: number,
  tournamentIndex: number,
  period: number,
): number {
  // 14 sports × 32 categories × 16 tournaments fit in 7 168 keys: far below 2^31 after × 100.
  const key = (sportSlot * 32 + categoryIndex) * 16 + ((tournamentIndex - 1) % 16);
  return OUTRIGHT_BASE + key * 100 + (((period % 100) + 100) % 100);
}

export const urnPrefix = (provider: ProviderName) => (provider === 'oddin' ? 'od' : 'sr');
export const urnOf = (provider: ProviderName, kind: string, id: number) =>
  `${urnPrefix(provider)}:${kind}:${id}`;
