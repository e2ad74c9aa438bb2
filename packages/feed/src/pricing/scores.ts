import type { LocalizedText } from '../localized-text';
import { text } from './phrases';

export interface ParsedScore {
  key: string;
  home: number;
  away: number;
  p: number;
}

/**
 * Final scores of a series as numbers, home wins first and most decisive first (2:0, 2:1, 1:2,
 * 0:2), the order a correct-score market lists them in.
 */
export function parseScores(scores: Map<string, number>): ParsedScore[] {
  const parsed: ParsedScore[] = [];
  for (const [key, p] of scores) {
    const cut = key.indexOf(':');
    parsed.push({ key, home: Number(key.slice(0, cut)), away: Number(key.slice(cut + 1)), p });
  }
  const rank = (s: ParsedScore) => (s.home > s.away ? s.away : 100 - s.home);
  return parsed.sort((x, y) => rank(x) - rank(y));
}

const scoreNameCache = new Map<string, LocalizedText>();

/** "2:1" as an outcome name; the same few scores recur in every match, so they are shared. */
export function scoreNames(key: string): LocalizedText {
  let names = scoreNameCache.get(key);
  if (!names) {
    names = text(key);
    if (scoreNameCache.size < 10_000) scoreNameCache.set(key, names);
  }
  return names;
}
