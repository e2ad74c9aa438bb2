'use client';

import type { Locale } from '@sportsbook/contract/browser';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useCustomSlip, useSlipSummary } from '@/features/betslip';
import type { Bridge } from '../bridge/start-bridge';
import { detectEmbedMode } from '../lib/embed-mode';

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
}: {
  origins: string[];
  locale: Locale;
  localeInUrl: boolean;
  /** The browser sent a session cookie (the server can tell; it is HttpOnly). */
  hasSession: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const { selected } = useSlipSummary();
  // A custom bet is one line of the slip: it counts once (decision 059).
  const slipCount = selected.size + useCustomSlip().bets.length;
  const bridge = useRef<Bridge | null>(null);
  const count = useRef(slipCount);
  const originList = origins.join(',');

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
      });
      bridge.current.slipChanged(count.current);
    });
    return () => {
      stopped = true;
      bridge.current?.stop();
      bridge.current = null;
    };
  }, [originList, locale, localeInUrl, hasSession, router]);

  useEffect(() => bridge.current?.pageLoaded(pathname), [pathname]);
  useEffect(() => {
    count.current = slipCount;
    bridge.current?.slipChanged(slipCount);
  }, [slipCount]);
  return null;
}
