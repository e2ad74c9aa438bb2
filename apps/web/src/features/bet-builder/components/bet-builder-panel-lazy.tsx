'use client';

import dynamic from 'next/dynamic';
import type { BetBuilderMatch } from './bet-builder-panel';

/**
 * The Bet Builder tab as a small client reference (decision 074): its code, with TanStack Query
 * and the platform API client it brings, loads only on a page that shows the tab's panel, not on
 * every football match page that merely offers the tab. It still renders on the server.
 */
export const BetBuilderPanel = dynamic<{ match: BetBuilderMatch }>(() =>
  import('./bet-builder-panel').then((module) => module.BetBuilderPanel),
);
