'use client';

import { RgErrorCode } from '@sportsbook/contract/browser';
import { useEffect } from 'react';
import { isApiError } from '@/lib/api-fetch';
import { trackActivity } from '../api/rg-client';
import { outOfLimitOf } from '../api/rg-errors';
import { useRgModalStore } from './rg-modal-store';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;

/**
 * Activity tracking (account-platform §4, §9): every interval, while the player has been active
 * in it (input in the page and the tab visible) and an activity limit exists, one POST; the 401
 * answer means the limit is reached and opens the activity-limit modal. Idle tabs send nothing,
 * so time on site counts time spent, not time left open.
 */
export function useActivityTracking({
  enabled,
  intervalMs,
}: {
  enabled: boolean;
  intervalMs: number;
}): void {
  const show = useRgModalStore((state) => state.show);
  useEffect(() => {
    if (!enabled) return;
    let lastInput = Date.now();
    let stopped = false;
    const onInput = () => {
      lastInput = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onInput, { passive: true, capture: true });
    }
    const timer = window.setInterval(() => {
      if (stopped || document.visibilityState !== 'visible') return;
      if (Date.now() - lastInput > intervalMs) return;
      trackActivity().catch((error: unknown) => {
        if (!isApiError(error)) return;
        if (error.status === 401 || error.code === RgErrorCode.activityLimitReached) {
          stopped = true;
          show({ kind: 'activityLimit', limit: outOfLimitOf(error) });
        }
      });
    }, intervalMs);
    return () => {
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onInput, { capture: true });
      }
    };
  }, [enabled, intervalMs, show]);
}
