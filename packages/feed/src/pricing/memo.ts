/**
 * A bounded memo for pure pricing computations. Model parameters are rounded to three decimals,
 * so across a catalogue many matches share them (two volleyball teams at rally 0.512): the
 * expensive distributions are computed once. Bounded so a long-running live engine cannot grow
 * it without limit; on overflow it simply starts again.
 */
export function memoize<A extends unknown[], R>(
  keyOf: (...args: A) => string,
  compute: (...args: A) => R,
  limit = 5_000,
): (...args: A) => R {
  const cache = new Map<string, R>();
  return (...args: A) => {
    const key = keyOf(...args);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    if (cache.size >= limit) cache.clear();
    const value = compute(...args);
    cache.set(key, value);
    return value;
  };
}
