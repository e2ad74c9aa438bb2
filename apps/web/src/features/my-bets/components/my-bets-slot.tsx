'use client';

import dynamic from 'next/dynamic';

/**
 * The MY_BETS tab's content, loaded when the tab is first shown: most visits only browse, and
 * the bet cards, cashout and their realtime wiring are not needed to paint a page.
 */
export const MyBetsSlot = dynamic(
  () => import('./my-bets-panel').then((module) => module.MyBetsPanel),
  {
    ssr: false,
  },
);
