/**
 * What a missing translation renders as (account-platform §8). The key path, as next-intl shows
 * by default, between two invisible word joiners: a reader sees `betslip.place` as before, and
 * in automated-browser mode report-missing-translations.ts finds every such key in the page —
 * rendered on the server or in the browser — and lists it in a hidden element that end-to-end
 * tests read.
 */
export const MISSING_MARK = '\u2060';

export function missingMessageFallback({ namespace, key }: { namespace?: string; key: string }) {
  return `${MISSING_MARK}${namespace ? `${namespace}.` : ''}${key}${MISSING_MARK}`;
}

const MARKED = new RegExp(`${MISSING_MARK}([^${MISSING_MARK}\\s]+)${MISSING_MARK}`, 'g');

/** The key paths a text shows in place of missing translations. */
export function missingKeysIn(text: string): string[] {
  return [...text.matchAll(MARKED)].map((match) => match[1] ?? '');
}
