'use client';

import dynamic from 'next/dynamic';
import { useAuthStatus } from '@/lib/session-store';

/**
 * The banner as a small client reference whose code (TanStack Query, next-intl's formatter, the
 * dialog) loads after the page paints: jackpots are polled data, never part of the first paint.
 */
export const JackpotBanner = dynamic(
  () => import('./jackpot-banner').then((module) => module.JackpotBanner),
  { ssr: false },
);

export const LoyaltyCard = dynamic(
  () => import('./loyalty-card').then((module) => module.LoyaltyCard),
  { ssr: false },
);

export const JackpotSlipNote = dynamic<{ currency: string; stakes: bigint[] }>(
  () => import('./jackpot-slip-note').then((module) => module.JackpotSlipNote),
  { ssr: false },
);

const LazyHitModal = dynamic(
  () => import('./jackpot-hit-modal').then((module) => module.JackpotHitModal),
  { ssr: false },
);

/** The shell's hit modal: its code loads only once the player is signed in. */
export function JackpotHitWatcher() {
  return useAuthStatus() === 'loggedIn' ? <LazyHitModal /> : null;
}
