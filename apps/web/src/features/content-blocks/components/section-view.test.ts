import {
  HOME_PAGE_PATH,
  SEED_CONTENT_PAGES,
  contentPageDocumentSchema,
  type ContentBlock,
  type PublishedContentPageWire,
} from '@sportsbook/contract';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { hasOperatorWords, sectionOf } from '../api/section-blocks';
import { BlockView, type BlockContext } from './block-view';

// The sections' own components are server components with queries (tested with their pages):
// here they are stand-ins, so the test sees which one a block becomes and with which props.
vi.mock('@/features/catalogue/index.server', () => ({
  LiveNowSection: function LiveNowSection() {},
  TopEventsSection: function TopEventsSection() {},
  UpcomingSection: function UpcomingSection() {},
  SportGrid: function SportGrid() {},
}));
vi.mock('@/features/home/index.server', () => ({ HomeHero: function HomeHero() {} }));
vi.mock('@/features/jackpots', () => ({ JackpotBanner: function JackpotBanner() {} }));
vi.mock('@/features/account', () => ({ GuestOnly: function GuestOnly() {} }));

const { SectionView } = await import('./section-view');

const seededHome = SEED_CONTENT_PAGES.find((seed) => seed.path === HOME_PAGE_PATH)!;
const home = contentPageDocumentSchema.parse(seededHome.content);
const published = (content = home, locale = 'en'): PublishedContentPageWire => ({
  path: HOME_PAGE_PATH,
  locale,
  version: 1,
  published_at: '2026-11-29T00:00:00.000Z',
  content,
});
const sports = {
  status: 'ok' as const,
  sports: [{ id: 1, urnId: 'sr:sport:1', key: 'football', name: 'Football', priority: 1 }],
} as never;
const view = (block: ContentBlock) =>
  SectionView({ section: sectionOf(block)!, locale: 'de', sports }) as ReactElement<
    Record<string, unknown>
  >;
const nameOf = (element: ReactElement) => (element.type as { name: string }).name;
const block = (type: string, props: object = {}) =>
  contentPageDocumentSchema.parse({
    title: 'x',
    zones: {
      header: [],
      left_sidebar: [],
      mobile_side_menu: [],
      mobile_tab_bar: [],
      right_sidebar: [],
      main: [{ id: 'b', type, props }],
    },
  }).zones.main[0]!;

describe('the home page as a content page (decision 070)', () => {
  it("the seeded home's blocks are the home's sections, in the home's order", () => {
    expect(home.zones.main.map((b) => sectionOf(b)?.kind)).toEqual([
      'hero',
      'jackpots',
      'live',
      'top',
      'upcoming',
      'sports',
    ]);
    expect(home.zones.main.map((b) => nameOf(view(b)))).toEqual([
      'HomeHero',
      'JackpotBanner',
      'LiveNowSection',
      'TopEventsSection',
      'UpcomingSection',
      'SportGrid',
    ]);
    // Today's sizes: eight live and top events, six sports' next matches, every sport's card.
    const [, , live, top, upcoming, grid] = home.zones.main.map(view);
    expect(live!.props).toMatchObject({ locale: 'de', limit: 8, title: undefined });
    expect(top!.props).toMatchObject({ limit: 8, title: undefined });
    expect(upcoming!.props).toMatchObject({ limit: 6, order: 'top', sport: undefined });
    expect(grid!.props).toMatchObject({ limit: 100, result: sports });
  });

  it("the operator's props reach the section: title, sport, limit, order", () => {
    const live = view(block('live_events', { title: 'Live football', sport: 'football' }));
    expect(live.props).toMatchObject({ title: 'Live football', sport: 'football', limit: 6 });
    const upcoming = view(block('prematch_events', { sport: 'tennis', list: 'all', limit: 3 }));
    expect(nameOf(upcoming)).toBe('UpcomingSection');
    expect(upcoming.props).toMatchObject({ sport: 'tennis', order: 'all', limit: 3 });
    expect(view(block('sport_list', { title: 'Our sports', limit: 4 })).props).toMatchObject({
      title: 'Our sports',
      limit: 4,
    });
  });

  it('other blocks are not sections: BlockView renders them', () => {
    expect(sectionOf(block('banner', { title: 'Offer' }))).toBeUndefined();
    expect(sectionOf(block('text', { text: 'Hello' }))).toBeUndefined();
    // The favourites, outrights and bet builder lists keep their link to their own pages.
    expect(sectionOf(block('prematch_events', { list: 'favorites' }))).toBeUndefined();
    expect(sectionOf(block('outrights'))).toBeUndefined();
  });

  it('the listings wait when the catalogue did not answer; the sport grid says so itself', () => {
    const down = { status: 'error' as const };
    const section = (type: string) => sectionOf(block(type))!;
    expect(SectionView({ section: section('top_events'), locale: 'en', sports: down })).toBeNull();
    expect(
      nameOf(SectionView({ section: section('sport_list'), locale: 'en', sports: down }) as never),
    ).toBe('SportGrid');
  });

  it('the seeded home has no words of the operator, so no locale gets the English note', () => {
    expect(hasOperatorWords(published())).toBe(false);
    const withText = {
      ...home,
      zones: { ...home.zones, main: [...home.zones.main, block('text', { text: 'Hallo' })] },
    };
    expect(hasOperatorWords(published(withText))).toBe(true);
    const titled = {
      ...home,
      zones: { ...home.zones, main: [block('top_events', { title: 'Top' })] },
    };
    expect(hasOperatorWords(published(titled))).toBe(true);
  });

  it('outside the body the welcome preset is a banner in the reader’s words with sign-up', () => {
    const context = {
      labels: {
        fixed: { sign_up: en.header.signUp },
        welcome: { title: en.home.hero.title, text: en.home.hero.subtitle },
      },
      href: (href: string) => href,
    } as unknown as BlockContext;
    const markup = renderToStaticMarkup(
      createElement(BlockView, { block: block('banner', { preset: 'welcome' }), context }),
    );
    expect(markup).toContain(en.home.hero.title);
    expect(markup).toContain(en.home.hero.subtitle);
    expect(markup).toMatch(/href="#signUp"[^>]*>Sign Up</);
  });
});
