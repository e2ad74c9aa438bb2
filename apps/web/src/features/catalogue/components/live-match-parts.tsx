'use client';

import dynamic from 'next/dynamic';

/**
 * The match page's parts for a match in play or finished: the scoreboard with its clock and the
 * tracker. Each loads with the page that renders it (still server-rendered, its chunk preloaded),
 * so a prematch match page, which renders neither, does not carry them in its first load.
 */
export const LiveScoreboard = dynamic(() =>
  import('./live-scoreboard').then((module) => module.LiveScoreboard),
);

export const LiveTracker = dynamic(() =>
  import('./live-tracker').then((module) => module.LiveTracker),
);
