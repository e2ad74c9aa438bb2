'use client';

import { useEffect } from 'react';

/**
 * The bet-builder hash key (betting-core §2): a match page opened with `#bet-builder` shows its
 * Bet Builder tab (`?group=betbuilder`), whichever tab the link named.
 */
export function BetBuilderHash({ tab, hash }: { tab: string; hash: string }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.hash !== `#${hash}` || url.searchParams.get('group') === tab) return;
    url.searchParams.set('group', tab);
    window.location.replace(url.toString());
  }, [tab, hash]);
  return null;
}
