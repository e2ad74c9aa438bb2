'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { isClientNavigation } from '@/lib/navigation-intent';
import styles from './route-progress.module.css';

type Phase = 'idle' | 'running' | 'done';

/** Gives up on a navigation that never lands (aborted, or the link did not change the route). */
const GIVE_UP_MS = 15_000;

/**
 * A thin bar at the top during client navigations (account-platform §2.4). It starts when an
 * internal link is clicked and completes as soon as the pathname or search params change.
 * Must be rendered inside <Suspense> because it reads the search params.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const routeKey = `${pathname}?${search}`;
  const [run, setRun] = useState<{ phase: Phase; from: string; id: number }>({
    phase: 'idle',
    from: routeKey,
    id: 0,
  });
  const routeKeyRef = useRef(routeKey);

  // The route moved on since the click: finish (state derived during render, no extra pass).
  if (run.phase === 'running' && run.from !== routeKey) {
    setRun({ phase: 'done', from: routeKey, id: run.id });
  }

  useEffect(() => {
    routeKeyRef.current = routeKey;
  }, [routeKey]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const target = event.target instanceof Element ? event.target : null;
      const anchor = target?.closest('a');
      if (!anchor || !isClientNavigation(event, anchor, window.location.href)) return;
      const id = Date.now();
      setRun({ phase: 'running', from: routeKeyRef.current, id });
      window.setTimeout(() => {
        setRun((current) =>
          current.id === id && current.phase === 'running'
            ? { ...current, phase: 'done' }
            : current,
        );
      }, GIVE_UP_MS);
    }
    // Capture phase: next/link calls preventDefault() in its own (bubbling) handler.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  return (
    <div
      className={styles.bar}
      data-phase={run.phase}
      data-testid="route-progress"
      aria-hidden="true"
      onTransitionEnd={(event) => {
        if (run.phase === 'done' && event.propertyName === 'opacity') {
          setRun((current) => (current.phase === 'done' ? { ...current, phase: 'idle' } : current));
        }
      }}
    />
  );
}
