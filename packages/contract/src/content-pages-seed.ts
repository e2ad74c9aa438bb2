import { HOME_PAGE_PATH } from './content-block-types';
import type { ContentPageDocumentInput } from './content-pages';

/**
 * The pages a new deployment starts with (decision 050): /sport/promotions with the campaigns
 * shown in promotion (decision 067), and /sport/matchday, an example custom page (its path is in
 * the default CONTENT_PAGE_PATHS) that uses every other block type, so `npm start` shows each.
 * The home page (decision 070) is the third, the home's sections as blocks. Written in English;
 * another locale reads the English page until the operator publishes its own. The server
 * inserts them, published, when the site has no page at that path and locale.
 */

const ACCENT = '%23f5b700';
const INK = '%230b1f33';

/** An inline picture (the pages' CSP allows data: images): a pitch with a ball. */
const PITCH_IMAGE =
  `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 640 240'%3E` +
  `%3Crect width='640' height='240' fill='%23137a3d'/%3E` +
  `%3Crect x='20' y='20' width='600' height='200' fill='none' stroke='%23ffffff' stroke-width='4'/%3E` +
  `%3Cline x1='320' y1='20' x2='320' y2='220' stroke='%23ffffff' stroke-width='4'/%3E` +
  `%3Ccircle cx='320' cy='120' r='40' fill='none' stroke='%23ffffff' stroke-width='4'/%3E` +
  `%3Ccircle cx='390' cy='150' r='14' fill='${ACCENT}' stroke='${INK}' stroke-width='3'/%3E%3C/svg%3E`;

export interface SeedContentPage {
  path: string;
  locale: 'en';
  content: ContentPageDocumentInput;
}

export const SEED_CONTENT_PAGES: readonly SeedContentPage[] = [
  {
    path: 'promotions',
    locale: 'en',
    content: {
      title: 'Promotions',
      description: 'Welcome offers, acca boosts and free bets at our sportsbook.',
      zones: {
        header: [],
        left_sidebar: [],
        mobile_side_menu: [],
        mobile_tab_bar: [],
        right_sidebar: [
          { id: 'promo-side-title', type: 'label', props: { text: 'This week', tone: 'accent' } },
          { id: 'promo-top-events', type: 'top_events', props: { title: 'Top events', limit: 4 } },
        ],
        main: [
          {
            id: 'promo-heading',
            type: 'text',
            props: { text: 'Promotions', variant: 'heading' },
          },
          {
            id: 'promo-intro',
            type: 'text',
            props: {
              text: 'Offers for new and regular players. Play money only: this is a demonstration site.',
              variant: 'lead',
            },
          },
          {
            id: 'live-weekend',
            type: 'banner',
            props: {
              title: 'Live all weekend',
              text: 'Bet in play on every match of the weekend, with cashout.',
              cta: 'Go live',
              href: '/sport/live',
              image: PITCH_IMAGE,
              tone: 'neutral',
            },
          },
          { id: 'promo-divider', type: 'divider', props: {} },
          // The operator's campaigns shown in promotion, as cards (decision 067).
          { id: 'promo-bonuses', type: 'bonuses', props: { title: 'Current offers' } },
          { id: 'promo-code', type: 'promocode', props: { title: 'Have a promo code?' } },
          { id: 'promo-sign-up', type: 'button', props: { fixedLabel: 'sign_up' } },
          {
            id: 'promo-terms',
            type: 'link_item',
            props: {
              text: 'General rules',
              href: '/sport/general-rules',
              description: 'The terms every promotion follows.',
            },
          },
        ],
      },
    },
  },
  {
    path: 'matchday',
    locale: 'en',
    content: {
      title: 'Matchday hub',
      description: 'Everything for matchday: live games, kick-offs, results and leagues.',
      zones: {
        header: [
          { id: 'hub-logo', type: 'brand_logo', props: { href: '/sport' } },
          { id: 'hub-search', type: 'search', props: { placeholder: 'Search teams and leagues' } },
          { id: 'hub-clock', type: 'clock', props: {} },
          { id: 'hub-language', type: 'language', props: {} },
          { id: 'hub-switcher', type: 'platform_switcher', props: { title: 'Casino' } },
          { id: 'hub-notifications', type: 'notifications', props: { title: 'Notifications' } },
          { id: 'hub-profile', type: 'profile', props: { title: 'Profile' } },
          { id: 'hub-chat', type: 'chat_toggle', props: { title: 'Chat' } },
        ],
        left_sidebar: [
          {
            id: 'hub-nav-leagues',
            type: 'navigation_top_leagues',
            props: { title: 'Top leagues', limit: 6 },
          },
          { id: 'hub-sports', type: 'sport_list', props: { title: 'Sports', limit: 12 } },
          {
            id: 'hub-side-menu',
            type: 'side_menu',
            props: { title: 'Quick links' },
            children: [
              {
                id: 'side-live',
                type: 'link_item',
                props: { text: 'Live now', href: '/sport/live' },
              },
              {
                id: 'side-results',
                type: 'link_item',
                props: { text: 'Results', href: '/sport/results' },
              },
            ],
          },
        ],
        mobile_side_menu: [
          {
            id: 'hub-sub-menu',
            type: 'sub_menu',
            props: { title: 'Matchday' },
            children: [
              {
                id: 'sub-schedule',
                type: 'link_item',
                props: { text: 'Schedule', href: '/sport/schedule' },
              },
              {
                id: 'sub-favourites',
                type: 'link_item',
                props: { text: 'Favourites', href: '/sport/favorites' },
              },
            ],
          },
        ],
        mobile_tab_bar: [
          {
            id: 'hub-selection-bar',
            type: 'mobile_selection_bar',
            props: { title: 'Jump to' },
            children: [
              { id: 'bar-live', type: 'link_item', props: { text: 'Live', href: '/sport/live' } },
              {
                id: 'bar-schedule',
                type: 'link_item',
                props: { text: 'Schedule', href: '/sport/schedule' },
              },
              {
                id: 'bar-results',
                type: 'link_item',
                props: { text: 'Results', href: '/sport/results' },
              },
            ],
          },
        ],
        right_sidebar: [
          { id: 'hub-top-leagues', type: 'top_leagues', props: { title: 'Top leagues', limit: 5 } },
          { id: 'hub-jackpot-card', type: 'jackpot_card', props: { title: 'Jackpot' } },
          {
            id: 'hub-leaderboard',
            type: 'jackpot_leaderboard',
            props: { title: 'Leaderboard' },
          },
          {
            id: 'hub-speed-dial',
            type: 'speed_dial',
            props: { title: 'Shortcuts' },
            children: [
              {
                id: 'dial-my-bets',
                type: 'button',
                props: { fixedLabel: 'my_bets', variant: 'secondary' },
              },
              {
                id: 'dial-bet-slip',
                type: 'button',
                props: { fixedLabel: 'bet_slip', variant: 'secondary' },
              },
              {
                id: 'dial-sports-menu',
                type: 'button',
                props: { fixedLabel: 'sports_menu', variant: 'secondary' },
              },
            ],
          },
        ],
        main: [
          { id: 'hub-title', type: 'text', props: { text: 'Matchday hub', variant: 'heading' } },
          { id: 'hub-label', type: 'label', props: { text: 'Updated live', tone: 'success' } },
          {
            id: 'hub-intro',
            type: 'text',
            props: {
              text: 'Kick-offs, live games and the latest results in one place.',
              variant: 'lead',
            },
          },
          {
            id: 'hub-image',
            type: 'image',
            props: { src: PITCH_IMAGE, alt: 'A football pitch', width: 640, height: 240 },
          },
          { id: 'hub-filter', type: 'events_filter', props: { title: 'Browse by' } },
          { id: 'hub-live', type: 'live_events', props: { title: 'Live now', limit: 5 } },
          {
            id: 'hub-prematch',
            type: 'prematch_events',
            props: { title: 'Starting soon', list: 'top', limit: 5 },
          },
          { id: 'hub-match-preview', type: 'match_preview', props: { title: 'Match preview' } },
          { id: 'hub-odds', type: 'odds', props: { title: 'Odds' } },
          { id: 'hub-event-markets', type: 'event_markets', props: { title: 'Markets' } },
          { id: 'hub-event-stats', type: 'event_stats', props: { title: 'Statistics' } },
          { id: 'hub-outrights', type: 'outrights', props: { title: 'Outrights' } },
          { id: 'hub-leagues', type: 'leagues', props: { title: 'Leagues', sport: 'football' } },
          { id: 'hub-divider', type: 'divider', props: {} },
          {
            id: 'hub-result-events',
            type: 'result_events',
            props: { title: 'Latest results', limit: 5 },
          },
          { id: 'hub-results', type: 'results', props: { title: 'All results' } },
          { id: 'hub-schedule', type: 'schedule', props: { title: 'Schedule' } },
          { id: 'hub-favourites', type: 'favorites', props: { title: 'Your favourites' } },
          { id: 'hub-prediction', type: 'prediction', props: { title: 'Predict the score' } },
          { id: 'hub-jackpot-banner', type: 'jackpot_banner', props: { title: 'Jackpot' } },
          {
            id: 'hub-bonuses-group',
            type: 'bonuses_group',
            props: { title: 'Free bets', bonusType: 'freebet' },
          },
          { id: 'hub-bonus', type: 'bonus', props: { title: 'Bonus' } },
          {
            id: 'hub-rules',
            type: 'modal',
            props: { title: 'Matchday rules', trigger: 'Read the matchday rules' },
            children: [
              {
                id: 'rules-text',
                type: 'text',
                props: {
                  text: 'Bets on a match are settled on the result after 90 minutes plus stoppage time, unless a market says otherwise.',
                },
              },
            ],
          },
          {
            id: 'hub-rules-frame',
            type: 'iframe',
            props: { src: '/sport/general-rules', title: 'General rules', height: 320 },
          },
        ],
      },
    },
  },
  {
    // The home page, /sport (decision 070): today's sections as blocks, in today's order. No
    // block carries a title, so every section keeps its words in the reader's language and no
    // locale needs a page of its own.
    path: HOME_PAGE_PATH,
    locale: 'en',
    content: {
      // The English home's title and description (the web's meta.home): a reader of English
      // gets the same page title as before; another locale keeps its translated one.
      title: 'Sports betting — live odds and results',
      description:
        'Bet on football, tennis, basketball, esports and more with live odds, fast settlement and cash out.',
      zones: {
        header: [],
        left_sidebar: [],
        mobile_side_menu: [],
        mobile_tab_bar: [],
        right_sidebar: [],
        main: [
          { id: 'home-hero', type: 'banner', props: { preset: 'welcome' } },
          { id: 'home-jackpots', type: 'jackpot_banner', props: {} },
          { id: 'home-live', type: 'live_events', props: { limit: 8 } },
          { id: 'home-top', type: 'top_events', props: { limit: 8 } },
          // Without a sport: the next matches of the first `limit` sports, two of each.
          { id: 'home-upcoming', type: 'prematch_events', props: { list: 'top', limit: 6 } },
          { id: 'home-sports', type: 'sport_list', props: { limit: 100 } },
        ],
      },
    },
  },
];
