import { PLATFORM_APP_HEADER, PLATFORM_APP_VALUE } from '@sportsbook/contract/browser';

/**
 * A non-safelisted header on every state-changing call: a cross-site form or <img> cannot send
 * it, and a cross-origin fetch that adds it needs a CORS preflight the server refuses, so its
 * presence proves the call came from our own pages (the server's CSRF check). On its own so the
 * realtime provider, in every page's first load, takes it without the API client.
 */
export const CSRF_HEADER = { [PLATFORM_APP_HEADER]: PLATFORM_APP_VALUE } as const;
