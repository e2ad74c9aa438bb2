'use client';

import { useEffect, useState } from 'react';

/**
 * One timer for every ticking clock on the page: all of them update in the same task, so React
 * renders them together and the browser paints once a second, not once per clock (a live list
 * has dozens; decision 076).
 */
const ticking = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

export function onEverySecond(tick: () => void): () => void {
  ticking.add(tick);
  timer ??= setInterval(() => ticking.forEach((listener) => listener()), 1_000);
  return () => {
    ticking.delete(tick);
    if (ticking.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

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
    const stop = onEverySecond(() => setNow(Date.now()));
    return () => {
      clearTimeout(first);
      stop();
    };
  }, [active]);
  return now;
}
