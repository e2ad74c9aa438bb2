'use client';

import { lazy, Suspense } from 'react';
import { useAuthStatus } from '@/lib/session-store';

const RgRuntime = lazy(() =>
  import('./rg-runtime').then((module) => ({ default: module.RgRuntime })),
);

/**
 * The one part of this feature in every page's first load: it reads the session status (already
 * there) and loads the runtime only once a player is signed in, so a visitor's page carries none
 * of it (decision 019).
 */
export function SaferGamblingGate() {
  const signedIn = useAuthStatus() === 'loggedIn';
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <RgRuntime />
    </Suspense>
  );
}
