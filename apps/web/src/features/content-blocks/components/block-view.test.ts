import {
  CONTENT_BLOCK_TYPES,
  SEED_CONTENT_PAGES,
  contentPageDocumentSchema,
  walkBlocks,
  type ContentBlock,
  type ContentBlockType,
} from '@sportsbook/contract';
import type { PromotionWire } from '@sportsbook/contract/browser';
import { createTranslator } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../../messages/en.json';
import { UNAVAILABLE_BLOCKS } from '../api/block-links';
import { BlockView, type BlockContext } from './block-view';
import { promotionLabelsOf } from './promotion-labels';

const promotionT = createTranslator({
  locale: 'en',
  messages: en,
  namespace: 'contentBlocks.promotion',
});

/** The seeded pages' blocks by type (each type is in a seeded page: the contract tests it). */
const seeded = new Map<ContentBlockType, ContentBlock>();
for (const seed of SEED_CONTENT_PAGES) {
  for (const { block } of walkBlocks(contentPageDocumentSchema.parse(seed.content).zones)) {
    if (!seeded.has(block.type)) seeded.set(block.type, block);
  }
}

const context: BlockContext = {
  labels: {
    fixed: {
      sign_in: en.header.signIn,
      sign_up: en.header.signUp,
      deposit: en.account.header.deposit,
      sports_menu: en.mobileTabbar.sportsMenu,
      my_bets: en.mobileTabbar.myBets,
      bet_slip: en.mobileTabbar.betSlip,
    },
    ...en.contentBlocks,
    language: en.language.label,
    home: en.header.homeLink,
    live: en.header.nav.live,
    schedule: en.header.nav.schedule,
    results: en.header.nav.results,
    welcome: { title: en.home.hero.title, text: en.home.hero.subtitle },
    promoCodePrompt: en.contentBlocks.promotion.promoCodePrompt,
    promotion: promotionLabelsOf(
      (key, values) => promotionT(key as never, values as never) as string,
    ),
  },
  href: (href) => (href.startsWith('/') ? `/de${href}` : href),
  sports: [
    { key: 'football', name: 'Football' },
    { key: 'tennis', name: 'Tennis' },
  ],
  leagues: [
    {
      name: 'Premier League',
      country: 'England',
      sportKey: 'football',
      href: '/sport/football/premier-league',
    },
    { name: 'ATP Vienna', country: 'ATP', sportKey: 'tennis', href: '/sport/tennis/atp-vienna' },
  ],
  languages: [
    { locale: 'en', name: 'English', href: '/sport/matchday', current: false },
    { locale: 'de', name: 'Deutsch', href: '/de/sport/matchday', current: true },
  ],
  now: new Date('2026-11-24T18:05:00Z'),
  locale: 'en',
  promotions: [],
};

const html = (block: ContentBlock) =>
  renderToStaticMarkup(createElement(BlockView, { block, context }));

/** What each type's markup must show, from its seeded props (the server renders it: SEO). */
const expectations: Partial<Record<ContentBlockType, (markup: string) => void>> = {
  text: (m) => expect(m).toMatch(/<h2[^>]*>Promotions<\/h2>/),
  label: (m) => expect(m).toContain('This week'),
  image: (m) => expect(m).toMatch(/<img[^>]+alt="A football pitch"/),
  banner: (m) => {
    expect(m).toContain('Live all weekend');
    expect(m).toContain('href="/de/sport/live"');
  },
  button: (m) => expect(m).toMatch(/href="#signUp"[^>]*>Sign Up</),
  modal: (m) => {
    expect(m).toMatch(/<details[^>]*><summary[^>]*>Read the matchday rules<\/summary>/);
    expect(m).toContain('data-block-id="rules-text"');
  },
  iframe: (m) =>
    expect(m).toMatch(/<iframe[^>]+src="\/de\/sport\/general-rules"[^>]+title="General rules"/),
  link_item: (m) => expect(m).toMatch(/href="\/de\/sport\/general-rules"/),
  search: (m) => expect(m).toMatch(/<form[^>]+action="\/de\/sport\/search"[^>]*>.*name="q"/),
  brand_logo: (m) => expect(m).toContain('href="/de/sport"'),
  divider: (m) => expect(m).toContain('<hr'),
  clock: (m) => expect(m).toMatch(/<time dateTime="2026-11-24T18:05:00.000Z">06:05 PM UTC<\/time>/),
  language: (m) => {
    expect(m).toMatch(/<details[^>]*><summary[^>]*>Language: Deutsch<\/summary>/);
    expect(m).toContain('href="/de/sport/matchday"');
    expect(m).toContain('aria-current="true"');
  },
  sport_list: (m) => {
    expect(m).toContain('href="/de/sport/football"');
    expect(m).toContain('Tennis');
  },
  leagues: (m) => {
    expect(m).toContain('href="/de/sport/football/premier-league"');
    expect(m).not.toContain('ATP Vienna');
  },
  top_leagues: (m) => expect(m).toMatch(/Premier League.*England.*ATP Vienna/),
  navigation_top_leagues: (m) => expect(m).toContain('href="/de/sport/tennis/atp-vienna"'),
  live_events: (m) => expect(m).toMatch(/Live now.*href="\/de\/sport\/live"/),
  result_events: (m) => expect(m).toContain('href="/de/sport/results"'),
  schedule: (m) => expect(m).toContain('href="/de/sport/schedule"'),
  favorites: (m) => {
    expect(m).toContain('href="/de/sport/favorites"');
    expect(m).toContain('Sign in to see yours here.');
  },
  events_filter: (m) => expect(m).toMatch(/>Live<.*>Schedule<.*>Results</),
  side_menu: (m) => expect(m).toMatch(/<nav[^>]+aria-label="Quick links".*Live now.*Results/),
  sub_menu: (m) => expect(m).toContain('Favourites'),
  speed_dial: (m) => expect(m).toMatch(/My bets.*Bet slip.*Sports menu/),
  mobile_selection_bar: (m) => expect(m).toMatch(/<nav[^>]+aria-label="Jump to"/),
  // Features built after the pages (decisions 044, 045, 052): the blocks lead to them.
  // Decision 067: the real field for a signed-in player; a visitor (the server's render) is
  // asked to sign in.
  promocode: (m) => {
    expect(m).toContain('data-testid="promocode-signed-out"');
    expect(m).toContain('Sign in to redeem a promo code.');
    expect(m).toContain('href="#signIn"');
  },
  // Without campaigns to show, the bonus blocks keep their way to the bonuses area.
  bonuses: (m) => expect(m).toMatch(/href="(\/[a-zA-Z-]+)?\/sport\/profile\/bonuses"/),
  prediction: (m) => expect(m).toMatch(/href="(\/[a-zA-Z-]+)?\/sport\/live"/),
};

describe('content blocks render from the seeded pages (decision 050)', () => {
  it.each(CONTENT_BLOCK_TYPES)('%s', (type) => {
    const block = seeded.get(type);
    expect(block, `a seeded page has a ${type} block`).toBeDefined();
    const markup = html(block!);
    expect(markup).toContain(`data-block-type="${type}"`);
    expect(markup).toContain(`data-block-id="${block!.id}"`);
    // Nothing that would run: no script, no inline handler, no javascript: link.
    expect(markup).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
    if ((UNAVAILABLE_BLOCKS as readonly string[]).includes(type)) {
      expect(markup).toContain(en.contentBlocks.unavailable);
    } else {
      expect(markup).not.toContain(en.contentBlocks.unavailable);
      // Every other block shows something of its own: text, a link, a control or a picture.
      expect(markup).toMatch(/<(a|img|iframe|input|hr|time|h2|p|span|details)\b/);
    }
    expectations[type]?.(markup);
  });
});

/** Decision 067: the bonus blocks list the campaigns shown in promotion as cards. */
describe('promotion cards in the bonus blocks', () => {
  const base: PromotionWire = {
    id: 1,
    bonus_type: 'comboboost',
    name: 'Combo boost',
    description: 'More for bigger combos.',
    banners: { desktop: 'builtin:combo', mobile: null },
    promo_code: null,
    open_to_all: true,
    freebet_type: null,
    amount: null,
    currency: null,
    min_odds: 1.2,
    ranges: [
      { min_count: 4, max_count: 5, bonus_odds: 1.05 },
      { min_count: 6, max_count: 20, bonus_odds: 1.1 },
    ],
    thresholds: [],
    initial_pool: null,
    prizes: [],
    only_verified: false,
    valid_to: null,
  };
  const welcome: PromotionWire = {
    ...base,
    id: 2,
    bonus_type: 'freebet',
    name: 'Welcome <freebet>',
    description: null,
    banners: { desktop: 'https://cdn.example/wide.png', mobile: '/images/narrow.png' },
    promo_code: 'WELCOME5',
    open_to_all: false,
    freebet_type: 'freebet_only_win',
    amount: '500',
    currency: 'EUR',
    min_odds: 1.5,
    ranges: [],
    only_verified: true,
    valid_to: '2026-12-31T12:00:00.000Z',
  };
  const withPromotions = { ...context, promotions: [base, welcome] };
  const render = (block: ContentBlock) =>
    renderToStaticMarkup(createElement(BlockView, { block, context: withPromotions }));
  const block = (type: 'bonuses' | 'bonuses_group' | 'bonus', props: object) =>
    ({ id: `b-${type}`, type, props }) as ContentBlock;

  it("bonuses: every campaign, with its banner, terms, code and the visitor's action", () => {
    const m = render(block('bonuses', { title: 'Promotions' }));
    expect(m.match(/data-testid="promotion-card"/g)).toHaveLength(2);
    // A built-in banner is drawn in the page; an operator's images are a picture with a
    // phone-width source.
    expect(m).toMatch(/<svg[^>]+data-banner="combo"/);
    expect(m).toMatch(/<source media="\(max-width: 779px\)" srcSet="\/images\/narrow.png"\/>/);
    expect(m).toContain('src="https://cdn.example/wide.png"');
    expect(m).toContain('4–5 selections: winnings ×1.05');
    expect(m).toContain('6+ selections: winnings ×1.10');
    expect(m).toContain('Odds of 1.20 or more');
    expect(m).toContain('More for bigger combos.');
    expect(m).toContain('Free bet of 5.00 EUR');
    expect(m).toContain('Verified accounts only');
    expect(m).toContain('Until Dec 31, 2026');
    expect(m).toMatch(/Code <strong dir="ltr">WELCOME5<\/strong>/);
    // The operator's text is text, never markup.
    expect(m).toContain('Welcome &lt;freebet&gt;');
    // The server renders the visitor's action; the signed-in player's replaces it in the browser.
    expect(m.match(/data-cta="visitor"[^>]*>Sign in to take part</g)).toHaveLength(2);
    expect(m).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
  });

  it('bonuses group: one type; bonus: the campaign it names', () => {
    const group = render(block('bonuses_group', { title: 'Free bets', bonusType: 'freebet' }));
    expect(group.match(/data-testid="promotion-card"/g)).toHaveLength(1);
    expect(group).toContain('data-type="freebet"');
    const one = render(block('bonus', { title: 'Boost', bonusId: 1 }));
    expect(one.match(/data-testid="promotion-card"/g)).toHaveLength(1);
    expect(one).toContain('data-type="comboboost"');
    // A campaign not shown (or none named): the link to the bonuses area.
    const none = render(block('bonus', { title: 'Gone', bonusId: 99 }));
    expect(none).not.toContain('promotion-card');
    expect(none).toContain('/sport/profile/bonuses');
  });
});
