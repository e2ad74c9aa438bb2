'use client';

import type { BlockWire, OutOfLimitWire } from '@sportsbook/contract/browser';
import dynamic from 'next/dynamic';

/**
 * The feature's public components as small client references whose code loads on first render.
 * The sport layout imports this feature's entry for the gate; were the entry to re-export the
 * components themselves, a server component importing it would put every one of them (with
 * TanStack Query, next-intl's formatter and the dialogs) in every page's first load.
 */
export const SaferGamblingView = dynamic(() =>
  import('./safer-gambling-view').then((module) => module.SaferGamblingView),
);

export const BlockedNotice = dynamic<{ block: BlockWire; onWithdraw?: () => void }>(() =>
  import('./blocked-notice').then((module) => module.BlockedNotice),
);

export const DepositLimitPrompt = dynamic<{ playerId: string; currency: string }>(
  () => import('./deposit-limit-prompt').then((module) => module.DepositLimitPrompt),
  { ssr: false },
);

export const OutOfLimitText = dynamic<{ limit: OutOfLimitWire }>(() =>
  import('./out-of-limit-text').then((module) => module.OutOfLimitText),
);
