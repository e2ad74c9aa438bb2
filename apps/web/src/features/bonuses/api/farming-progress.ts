/**
 * A hunting's progress bar (decision 055): per mille of the way from 0 to the next threshold's
 * points, capped at the whole bar; the whole bar when every threshold is reached.
 */
export function progressPerMille(available: string, next: string | null): number {
  if (next === null) return 1000;
  const target = BigInt(next);
  if (target <= 0n) return 1000;
  const done = (BigInt(available) * 1000n) / target;
  return Number(done > 1000n ? 1000n : done);
}
