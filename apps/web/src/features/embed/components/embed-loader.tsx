'use client';

import type { Locale } from '@sportsbook/contract/browser';
import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCustomSlip, useSlipSummary } from '@/features/betslip';
import type { Bridge } from '../bridge/start-bridge';
import type { SessionBlockedView } from '../bridge/session-recovery';
import { detectEmbedMode } from '../lib/embed-mode';
import type { SessionBlockedLabels } from './session-blocked-prompt';

/** Loaded only in a frame whose browser dropped the session cookie (decision 073). */
const SessionBlockedPrompt = lazy(() =>
  import('./session-blocked-prompt').then((module) => ({ default: module.SessionBlockedPrompt })),
);

/**
 * Iframe embedding (decision 039), light for every page: it only checks whether the page is a
 * host's iframe asked for with `?embed=`, and loads the bridge then. Outside an iframe nothing
 * else is loaded.
 */
export function EmbedLoader({
  origins,
  locale,
  localeInUrl,
  hasSession,
  sessionBlockedLabels,
}: {
  origins: string[];
  locale: Locale;
  localeInUrl: boolean;
  /** The browser sent a session cookie (the server can tell; it is HttpOnly). */
  hasSession: boolean;
  sessionBlockedLabels: SessionBlockedLabels;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const { selected } = useSlipSummary();
  // A custom bet is one line of the slip: it counts once (decision 059).
  const slipCount = selected.size + useCustomSlip().bets.length;
  const bridge = useRef<Bridge | null>(null);
  const count = useRef(slipCount);
  const originList = origins.join(',');
  const [blocked, setBlocked] = useState<SessionBlockedView | null>(null);
  const openingText = sessionBlockedLabels.opening;

  useEffect(() => {
    const mode = detectEmbedMode(window);
    if (!mode) return;
    document.body.dataset.embedded = mode.mobileApp ? 'mobile-app' : 'true';
    let stopped = false;
    void import('../bridge/start-bridge').then(({ startBridge }) => {
      if (stopped) return;
      bridge.current = startBridge({
        mode,
        origins: originList.split(',').filter(Boolean),
        locale,
        localeInUrl,
        hasSession,
        navigate: (path) => router.push(path),
        showSessionBlocked: setBlocked,
        openingText,
      });
      bridge.current.slipChanged(count.current);
    });
    return () => {
      stopped = true;
      bridge.current?.stop();
      bridge.current = null;
      // The prompt belongs to the bridge that showed it.
      setBlocked(null);
    };
  }, [originList, locale, localeInUrl, hasSession, router, openingText]);

  useEffect(() => bridge.current?.pageLoaded(pathname), [pathname]);
  useEffect(() => {
    count.current = slipCount;
    bridge.current?.slipChanged(slipCount);
  }, [slipCount]);
  if (!blocked) return null;
  return (
    <Suspense fallback={null}>
      <SessionBlockedPrompt
        view={blocked}
        labels={sessionBlockedLabels}
        onAllow={() => bridge.current?.allowStorageAccess()}
        onOpenTab={() => bridge.current?.openNewTab()}
      />
    </Suspense>
  );
}
