'use client';

import {
  ACTIVITY_TRACK_INTERVAL_MS,
  DEPOSIT_REMINDER_DEFAULT_SECONDS,
  REALITY_CHECK_POLL_MS,
} from '@sportsbook/contract/browser';
import { useQuery } from '@tanstack/react-query';
import { getSiteSettings } from '../api/rg-client';

/** Timings of the runtime: the site's settings, else the spec's constants (§9). */
export interface RgTimings {
  realityCheckPollMs: number;
  activityTrackMs: number;
  depositReminderSeconds: number;
}

export function useRgTimings(): RgTimings {
  const settings = useQuery({
    queryKey: ['siteSettings'],
    queryFn: getSiteSettings,
    staleTime: Infinity,
    retry: false,
  }).data;
  const positive = (value: number | undefined) =>
    typeof value === 'number' && value > 0 ? value : undefined;
  return {
    realityCheckPollMs:
      (positive(settings?.reality_check_poll_seconds) ?? REALITY_CHECK_POLL_MS / 1000) * 1000,
    activityTrackMs:
      (positive(settings?.activity_track_interval_seconds) ?? ACTIVITY_TRACK_INTERVAL_MS / 1000) *
      1000,
    depositReminderSeconds:
      positive(settings?.deposit_reminder_seconds) ?? DEPOSIT_REMINDER_DEFAULT_SECONDS,
  };
}
