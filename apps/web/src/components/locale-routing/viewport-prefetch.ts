'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type RefObject } from 'react';

/** The spec's link prefetch distance (account-platform §9): 200 px around the viewport. */
const PREFETCH_DISTANCE = '200px';

const pending = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | null = null;

function sharedObserver(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver !== 'function') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        pending.get(entry.target)?.();
        pending.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: PREFETCH_DISTANCE },
  );
  return observer;
}

/**
 * Prefetches `href` once, the first time the link comes within 200 px of the viewport. Next's own
 * link prefetch also works on sight, but re-prefetches every visible link whenever the URL changes
 * (its links.js), which is when the page is being left. One prefetch per link and page is enough
 * (decision 030).
 */
export function useViewportPrefetch(ref: RefObject<Element | null>, href: string | null): void {
  const router = useRouter();
  useEffect(() => {
    const element = ref.current;
    const watcher = sharedObserver();
    if (!element || !watcher || href === null) return;
    pending.set(element, () => router.prefetch(href));
    watcher.observe(element);
    return () => {
      pending.delete(element);
      watcher.unobserve(element);
    };
  }, [ref, href, router]);
}
