'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, re-read every second while `active`. The first render uses `initial` (the
 * clock's own update time) on the server and in the browser alike, so hydration matches; the
 * browser's time takes over right after.
 */
export function useNow(active: boolean, initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    if (!active) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active]);
  return now;
}
