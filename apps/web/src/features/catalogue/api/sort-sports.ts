import type { Sport } from '@sportsbook/contract';

/**
 * Sidebar order: highest priority first, then by name in the page's language, then id. The API
 * already sorts this way; sorting again keeps the UI right against any backend that speaks the
 * contract but does not.
 */
export function sortSports(sports: readonly Sport[], locale: string): Sport[] {
  const collator = new Intl.Collator(locale);
  return [...sports].sort(
    (a, b) => b.priority - a.priority || collator.compare(a.name, b.name) || a.id - b.id,
  );
}
