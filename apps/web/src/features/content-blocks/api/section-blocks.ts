import type {
  ContentBlock,
  ContentBlockType,
  PublishedContentPageWire,
} from '@sportsbook/contract/browser';

/**
 * The blocks that are the home's own sections (decision 070). In the main column of a content
 * page (the home, /promotions, a custom path) such a block renders that section with its data:
 * events with live odds buttons, the jackpots, the sports' cards, the welcome hero. Elsewhere (the
 * sidebars, the header, the phone's menus, inside a container) the block stays its compact link
 * card (`BlockView`): the match rows are laid out for the page's main column.
 */
export type HomeSection =
  | { kind: 'hero' }
  | { kind: 'jackpots' }
  | { kind: 'live'; title?: string | undefined; sport?: string | undefined; limit: number }
  | { kind: 'top'; title?: string | undefined; limit: number }
  | {
      kind: 'upcoming';
      title?: string | undefined;
      sport?: string | undefined;
      limit: number;
      order: 'top' | 'all';
    }
  | { kind: 'sports'; title?: string | undefined; limit: number };

/** The section a main-column block is, or undefined for a block `BlockView` renders. */
export function sectionOf(block: ContentBlock): HomeSection | undefined {
  switch (block.type) {
    case 'banner':
      return block.props.preset === 'welcome' ? { kind: 'hero' } : undefined;
    case 'jackpot_banner':
      return { kind: 'jackpots' };
    case 'live_events':
      return {
        kind: 'live',
        title: block.props.title,
        sport: block.props.sport,
        limit: block.props.limit,
      };
    case 'top_events':
      return { kind: 'top', title: block.props.title, limit: block.props.limit };
    case 'prematch_events': {
      // The player's favourites, outrights and bet builder lists have pages of their own: those
      // blocks keep their link.
      const { list } = block.props;
      if (list !== 'top' && list !== 'all') return undefined;
      return {
        kind: 'upcoming',
        title: block.props.title,
        sport: block.props.sport,
        limit: block.props.limit,
        order: list,
      };
    }
    case 'sport_list':
      return { kind: 'sports', title: block.props.title, limit: block.props.limit };
    default:
      return undefined;
  }
}

/** Blocks without words of the operator's when they carry no title. */
const WORDLESS_UNTITLED: readonly ContentBlockType[] = [
  'jackpot_banner',
  'live_events',
  'top_events',
  'prematch_events',
  'sport_list',
  'divider',
];

/**
 * Whether a page read in another locale than the reader's shows words the operator wrote (so the
 * "shown in English" note is due). The seeded home has none: its sections speak the reader's
 * language, so no locale needs a page of its own.
 */
export function hasOperatorWords(page: PublishedContentPageWire): boolean {
  const blocks = Object.values(page.content.zones).flat();
  const wordy = (block: ContentBlock): boolean => {
    if (block.type === 'banner' && block.props.preset === 'welcome') return false;
    if (WORDLESS_UNTITLED.includes(block.type)) {
      return 'title' in block.props && block.props.title !== undefined;
    }
    return true;
  };
  const walk = (list: readonly ContentBlock[]): boolean =>
    list.some((block) => wordy(block) || walk(block.children ?? []));
  return walk(blocks);
}
