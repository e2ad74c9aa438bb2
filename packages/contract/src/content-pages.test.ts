import { describe, expect, it } from 'vitest';
import { describeZodError } from './errors';
import {
  CONTENT_BLOCK_TYPES,
  contentPageDocumentSchema,
  walkBlocks,
  type ContentPageDocumentInput,
} from './content-pages';
import { SEED_CONTENT_PAGES } from './content-pages-seed';

const emptyZones = {
  header: [],
  left_sidebar: [],
  mobile_side_menu: [],
  mobile_tab_bar: [],
  right_sidebar: [],
  main: [],
};
const page = (main: unknown[]): ContentPageDocumentInput =>
  ({ title: 'Page', zones: { ...emptyZones, main } }) as ContentPageDocumentInput;
const error = (input: unknown) => {
  const parsed = contentPageDocumentSchema.safeParse(input);
  if (parsed.success) throw new Error('expected the page to be refused');
  return describeZodError(parsed.error).message;
};

describe('content page schema (decision 050)', () => {
  it('accepts every seeded page, and the seeds use every block type of the spec', () => {
    const used = new Set<string>();
    for (const seed of SEED_CONTENT_PAGES) {
      const parsed = contentPageDocumentSchema.parse(seed.content);
      for (const { block } of walkBlocks(parsed.zones)) used.add(block.type);
    }
    expect([...used].sort()).toEqual([...CONTENT_BLOCK_TYPES].sort());
    expect(CONTENT_BLOCK_TYPES).toHaveLength(46);
  });

  it('fills each type’s defaults', () => {
    const parsed = contentPageDocumentSchema.parse(
      page([
        { id: 'a', type: 'live_events' },
        { id: 'b', type: 'text', props: { text: 'Hi' } },
      ]),
    );
    expect(parsed.zones.main[0]).toEqual({ id: 'a', type: 'live_events', props: { limit: 6 } });
    expect(parsed.zones.main[1]!.props).toEqual({ text: 'Hi', variant: 'body' });
    // The home's welcome hero (decision 070): a banner preset, no words of the operator's.
    expect(
      contentPageDocumentSchema.parse(
        page([{ id: 'hero', type: 'banner', props: { preset: 'welcome' } }]),
      ).zones.main[0]!.props,
    ).toEqual({ preset: 'welcome', tone: 'neutral' });
  });

  it('names the field of the type’s own props that is wrong', () => {
    expect(error(page([{ id: 'a', type: 'banner', props: { text: 'no title' } }]))).toMatch(
      /zones\.main\.0\.props\.title/,
    );
    expect(error(page([{ id: 'a', type: 'text', props: { text: 'x', colour: 'red' } }]))).toMatch(
      /colour/,
    );
    expect(error(page([{ id: 'a', type: 'carousel' }]))).toMatch(/zones\.main\.0\.type/);
  });

  it('refuses unsafe links, script images and unsafe text', () => {
    expect(
      error(
        page([{ id: 'a', type: 'link_item', props: { text: 'x', href: 'javascript:alert(1)' } }]),
      ),
    ).toMatch(/site path starting with \/sport/);
    expect(
      error(page([{ id: 'a', type: 'image', props: { src: 'data:text/html,<script>', alt: '' } }])),
    ).toMatch(/data:image/);
    expect(error(page([{ id: 'a', type: 'text', props: { text: 'a\u0000b' } }]))).toMatch(/NUL/);
  });

  it('lets only containers hold blocks, and bounds depth and ids', () => {
    const child = { id: 'c', type: 'divider' };
    expect(
      error(page([{ id: 'a', type: 'text', props: { text: 'x' }, children: [child] }])),
    ).toMatch(/cannot hold other blocks/);
    expect(() =>
      contentPageDocumentSchema.parse(page([{ id: 'a', type: 'side_menu', children: [child] }])),
    ).not.toThrow();
    expect(
      error(
        page([
          { id: 'a', type: 'divider' },
          { id: 'a', type: 'divider' },
        ]),
      ),
    ).toMatch(/used twice/);
    const nest = (depth: number): unknown =>
      depth === 0
        ? { id: `d${depth}`, type: 'divider' }
        : { id: `d${depth}`, type: 'sub_menu', children: [nest(depth - 1)] };
    expect(error(page([nest(5)]))).toMatch(/deeper than 4/);
  });
});
