import type { ContentBlockType, FixedButtonLabel } from '@sportsbook/contract/browser';

/**
 * Where the spec's fixed buttons go (account-platform §2.4): the account modals open from the
 * address (`#signIn`, `?modal=deposit`, decision 029), the rest are pages of ours.
 */
export const FIXED_BUTTON_HREFS: Record<FixedButtonLabel, string> = {
  sign_in: '#signIn',
  sign_up: '#signUp',
  deposit: '?modal=deposit',
  sports_menu: '/sport',
  my_bets: '/sport/bets-history',
  // The slip is the home page's right column on a desktop and its tab on a phone.
  bet_slip: '/sport',
};

/**
 * Blocks that show what one of our pages lists in full: the block links there ("See all").
 * A block naming a sport goes to that sport's page instead.
 */
export const FEATURE_PAGE_OF: Partial<Record<ContentBlockType, string>> = {
  live_events: '/sport/live',
  prematch_events: '/sport',
  top_events: '/sport',
  outrights: '/sport',
  result_events: '/sport/results',
  results: '/sport/results',
  schedule: '/sport/schedule',
  events_filter: '/sport/schedule',
  event_markets: '/sport',
  event_stats: '/sport/results',
  odds: '/sport',
  match_preview: '/sport/schedule',
  favorites: '/sport/favorites',
  notifications: '/sport',
  profile: '/sport/profile/safer-gambling',
  // Built since the pages were (decisions 044, 045, 047, 052): the blocks link to them.
  bonuses: '/sport/profile/bonuses',
  bonuses_group: '/sport/profile/bonuses',
  bonus: '/sport/profile/bonuses',
  promocode: '/sport/profile/bonuses',
  jackpot_banner: '/sport',
  jackpot_leaderboard: '/sport',
  jackpot_card: '/sport',
  prediction: '/sport/live',
};

/**
 * Blocks whose feature this sportsbook does not have (chat, another platform): they render an
 * honest "not available" state, never made-up data.
 */
export const UNAVAILABLE_BLOCKS: readonly ContentBlockType[] = ['chat_toggle', 'platform_switcher'];

/** A block's link: a sport's page when the block names one. */
export function featureHref(type: ContentBlockType, sport?: string): string | undefined {
  const page = FEATURE_PAGE_OF[type];
  if (!page) return undefined;
  if (sport && ['live_events', 'prematch_events', 'outrights', 'leagues'].includes(type)) {
    return `/sport/${sport}`;
  }
  return page;
}
