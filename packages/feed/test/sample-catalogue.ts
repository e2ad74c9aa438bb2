import { generateCatalogue } from '../src';
import type { CatalogueSnapshot } from '../src';

/** A fixed morning, so failures reproduce: Sunday 22 November 2026, 09:30 UTC. */
export const NOW = Date.UTC(2026, 10, 22, 9, 30);
export const SEED = 42;
export const WEEK_MS = 7 * 86_400_000;

let cached: { catalogue: CatalogueSnapshot; ms: number } | undefined;

/** One generation per test file (each file runs in its own worker), timed. */
export function sampleCatalogue(): { catalogue: CatalogueSnapshot; ms: number } {
  if (!cached) {
    const started = performance.now();
    const catalogue = generateCatalogue({ seed: SEED, now: NOW });
    cached = { catalogue, ms: performance.now() - started };
  }
  return cached;
}
