'use client';

import { useEffect } from 'react';

/** The User Timing mark set once the page's shell has hydrated. */
export const HYDRATED_MARK = 'sportsbook:hydrated';

/**
 * Marks the moment the server-rendered shell became interactive, in the browser's performance
 * timeline: for real-user measurement and for the page benchmark (bench/src/page-lighthouse.ts),
 * which counts the scripts requested before it as the page's initial JavaScript. Rendered last in
 * the document, so its effect runs after every other effect of the first commit.
 */
export function HydrationMark() {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
  }, []);
  return null;
}
