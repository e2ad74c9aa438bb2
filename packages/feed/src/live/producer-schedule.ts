import { createRandom, seedFrom } from '@sportsbook/domain';
import type { ProviderName } from '../provider';

export const ALIVE_INTERVAL_MS = 10_000;
const HOUR = 3_600_000;

export interface DownEpisode {
  start: number;
  end: number;
}

/**
 * When a simulated producer is down: in about one simulated hour in four, for 30 s to 2 min.
 * A pure function of (seed, provider, hour), so every process agrees.
 */
export function downEpisode(
  seed: number,
  provider: ProviderName,
  hour: number,
): DownEpisode | null {
  const random = createRandom(seedFrom(seed, `producer:${provider}:${hour}`));
  if (random.next() >= 0.25) return null;
  const start = hour * HOUR + Math.floor(random.next() * (HOUR - 5 * 60_000));
  return { start, end: start + random.int(30_000, 120_000) };
}

/** Episodes overlapping (from, to]. */
export function episodesBetween(
  seed: number,
  provider: ProviderName,
  from: number,
  to: number,
): DownEpisode[] {
  const episodes: DownEpisode[] = [];
  for (let hour = Math.floor(from / HOUR); hour <= Math.floor(to / HOUR); hour++) {
    const episode = downEpisode(seed, provider, hour);
    if (episode && episode.end > from && episode.start <= to) episodes.push(episode);
  }
  return episodes;
}

export function isDownAt(seed: number, provider: ProviderName, at: number): boolean {
  const episode = downEpisode(seed, provider, Math.floor(at / HOUR));
  return episode !== null && at >= episode.start && at < episode.end;
}
