'use client';

import { lazy, Suspense } from 'react';
import { useAuthStatus } from '@/lib/session-store';

const LiveNotificationsBell = lazy(() =>
  import('./notifications-bell-live').then((module) => ({ default: module.LiveNotificationsBell })),
);

/**
 * The header's notifications bell: players only, so its code (the counter query, the realtime
 * listeners, the list) loads once the profile says signed in, not with every visitor's page.
 */
export function NotificationsBell() {
  if (useAuthStatus() !== 'loggedIn') return null;
  return (
    <Suspense fallback={null}>
      <LiveNotificationsBell />
    </Suspense>
  );
}
