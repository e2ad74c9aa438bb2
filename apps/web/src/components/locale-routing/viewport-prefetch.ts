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
 * link prefetch does the same on sight but also prefetches every visible link again whenever the
 * URL changes — on a click, while the page is being left, so those requests are aborted at once
 * (some 45 per home page navigation, decision 030). One prefetch per link and page is enough.
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
