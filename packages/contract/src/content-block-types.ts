/**
 * The names of content-block pages (account-platform §2.4, decision 050), without zod so
 * browser code may import them; the page schema is in content-pages.ts.
 */
import type { ContentBlock, ContentZones } from './content-pages';

/** The block types of account-platform §2.4, in the spec's order (snake_case on the wire). */
export const CONTENT_BLOCK_TYPES = [
  'text',
  'label',
  'image',
  'banner',
  'button',
  'modal',
  'iframe',
  'link_item',
  'event_markets',
  'event_stats',
  'live_events',
  'outrights',
  'prematch_events',
  'promocode',
  'result_events',
  'results',
  'schedule',
  'top_events',
  'leagues',
  'bonuses',
  'bonuses_group',
  'mobile_selection_bar',
  'top_leagues',
  'jackpot_banner',
  'speed_dial',
  'favorites',
  'jackpot_leaderboard',
  'prediction',
  'side_menu',
  'bonus',
  'search',
  'brand_logo',
  'divider',
  'notifications',
  'profile',
  'platform_switcher',
  'clock',
  'language',
  'events_filter',
  'sport_list',
  'odds',
  'jackpot_card',
  'match_preview',
  'sub_menu',
  'chat_toggle',
  'navigation_top_leagues',
] as const;
export type ContentBlockType = (typeof CONTENT_BLOCK_TYPES)[number];

/** The layout zones of §2.4 besides the page's own body (`main`). */
export const CONTENT_ZONES = [
  'header',
  'left_sidebar',
  'mobile_side_menu',
  'mobile_tab_bar',
  'right_sidebar',
  'main',
] as const;
export type ContentZone = (typeof CONTENT_ZONES)[number];

/** The spec's fixed button labels; the web shows them in the reader's language. */
export const FIXED_BUTTON_LABELS = [
  'sign_in',
  'sign_up',
  'deposit',
  'sports_menu',
  'my_bets',
  'bet_slip',
] as const;
export type FixedButtonLabel = (typeof FIXED_BUTTON_LABELS)[number];

/** The site's own banners a page may place (decision 070): the home's welcome hero. */
export const BANNER_PRESETS = ['welcome'] as const;

/**
 * The home page's content-page path (decision 070): always configured, like promotions; the web
 * renders it at /sport, not at /sport/home.
 */
export const HOME_PAGE_PATH = 'home';

/** The spec's special list keys (top, all, favorites, outrights, betbuilder). */
export const SPECIAL_LIST_KEYS = ['top', 'all', 'favorites', 'outrights', 'betbuilder'] as const;

/** Blocks that hold other blocks (the tree's inner nodes). */
export const CONTAINER_BLOCK_TYPES = [
  'modal',
  'side_menu',
  'sub_menu',
  'speed_dial',
  'mobile_selection_bar',
] as const satisfies readonly ContentBlockType[];

/** Every block of a page, depth first, with its depth (1 = a zone's own block). */
export function walkBlocks(zones: ContentZones): { block: ContentBlock; depth: number }[] {
  const out: { block: ContentBlock; depth: number }[] = [];
  const visit = (blocks: ContentBlock[], depth: number) => {
    for (const block of blocks) {
      out.push({ block, depth });
      if (block.children) visit(block.children, depth + 1);
    }
  };
  for (const zone of CONTENT_ZONES) visit(zones[zone], 1);
  return out;
}
