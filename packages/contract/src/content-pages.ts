import { z } from 'zod';
import { LOCALES } from './locales';
import {
  CONTAINER_BLOCK_TYPES,
  BANNER_PRESETS,
  CONTENT_BLOCK_TYPES,
  FIXED_BUTTON_LABELS,
  SPECIAL_LIST_KEYS,
  type ContentBlockType,
  walkBlocks,
} from './content-block-types';
import { safeTextSchema } from './safe-input';

export * from './content-block-types';

/**
 * Configurable pages built from content blocks (account-platform §2.4, issue 22, decision 050).
 * A page is stored per site, path and locale; its content is a tree of blocks in the spec's
 * layout zones. Every block type has its own props; the operator API refuses a page this schema
 * refuses, with the schema's error.
 */

export const MAX_BLOCKS_PER_PAGE = 300;
export const MAX_BLOCK_DEPTH = 4;

const text = (max: number) => safeTextSchema().trim().min(1).max(max);
const optionalText = (max: number) => safeTextSchema().trim().max(max).optional();

const HREF_MESSAGE = 'must be a site path starting with /sport, or an https:// address';
/** A link: our own pages (`/sport…`, the locale prefix is added by the web) or another site. */
export const contentHrefSchema = safeTextSchema()
  .max(500)
  .refine(
    (href) => /^\/sport(\/[\w\-./?=&%#]*)?$/.test(href) || /^https:\/\/[^\s"'<>]+$/.test(href),
    HREF_MESSAGE,
  );

const IMAGE_MESSAGE =
  'must be a site path, an https:// address or a data:image/(png|jpeg|webp|svg+xml) URI';
/** Images: our origin, https or an inline image (the pages' CSP allows 'self' and data:). */
export const contentImageSchema = safeTextSchema()
  .max(20_000)
  .refine(
    (src) =>
      /^\/[\w\-./]+$/.test(src) ||
      /^https:\/\/[^\s"'<>]+$/.test(src) ||
      /^data:image\/(png|jpeg|webp|svg\+xml)(;base64)?,[^"<>\n\r]+$/.test(src),
    IMAGE_MESSAGE,
  );

const tone = z.enum(['neutral', 'accent', 'success', 'warning']).default('neutral');
const listLimit = z.number().int().min(1).max(50).default(6);
const sportKey = safeTextSchema()
  .regex(/^[a-z0-9-]{1,40}$/, 'must be a sport key such as football')
  .optional();
const title = optionalText(120);
const id = z
  .number()
  .int()
  .min(1)
  .max(2 ** 31 - 1);

/** Blocks whose props need nothing but their type (and an optional title). */
const titled = { title };

/** Props of each block type, without the shared `id`/`type`/`children`. */
export const contentBlockProps = {
  text: z.strictObject({
    text: text(5_000),
    variant: z.enum(['body', 'heading', 'lead']).default('body'),
  }),
  label: z.strictObject({ text: text(60), tone }),
  image: z.strictObject({
    src: contentImageSchema,
    alt: safeTextSchema().trim().max(300),
    width: z.number().int().min(1).max(4_000).optional(),
    height: z.number().int().min(1).max(4_000).optional(),
    href: contentHrefSchema.optional(),
  }),
  banner: z
    .strictObject({
      /**
       * `welcome`: the site's own welcome hero (decision 070), its words in the reader's language
       * and its sign-up button for visitors only; the operator's title and text are then unused.
       */
      preset: z.enum(BANNER_PRESETS).optional(),
      title: text(120).optional(),
      text: optionalText(400),
      image: contentImageSchema.optional(),
      href: contentHrefSchema.optional(),
      cta: optionalText(40),
      tone,
    })
    .refine((props) => props.preset !== undefined || props.title !== undefined, {
      message: 'a banner needs a title (or the preset welcome)',
      path: ['title'],
    }),
  button: z
    .strictObject({
      /** One of the spec's fixed labels, or the operator's own text. */
      fixedLabel: z.enum(FIXED_BUTTON_LABELS).optional(),
      text: optionalText(40),
      href: contentHrefSchema.optional(),
      variant: z.enum(['primary', 'secondary']).default('primary'),
    })
    .refine((props) => props.fixedLabel !== undefined || props.text, {
      message: 'a button needs a fixedLabel or a text',
    }),
  modal: z.strictObject({ title: text(120), trigger: text(60) }),
  iframe: z.strictObject({
    src: contentHrefSchema,
    title: text(120),
    height: z.number().int().min(100).max(2_000).default(400),
  }),
  link_item: z.strictObject({ text: text(80), href: contentHrefSchema, description: title }),
  event_markets: z.strictObject({ ...titled, matchId: id.optional() }),
  event_stats: z.strictObject({ ...titled, matchId: id.optional() }),
  live_events: z.strictObject({ ...titled, sport: sportKey, limit: listLimit }),
  outrights: z.strictObject({ ...titled, sport: sportKey, limit: listLimit }),
  prematch_events: z.strictObject({
    ...titled,
    sport: sportKey,
    list: z.enum(SPECIAL_LIST_KEYS).default('top'),
    limit: listLimit,
  }),
  promocode: z.strictObject({ ...titled }),
  result_events: z.strictObject({ ...titled, sport: sportKey, limit: listLimit }),
  results: z.strictObject({ ...titled }),
  schedule: z.strictObject({ ...titled }),
  top_events: z.strictObject({ ...titled, limit: listLimit }),
  leagues: z.strictObject({ ...titled, sport: sportKey }),
  bonuses: z.strictObject({ ...titled }),
  bonuses_group: z.strictObject({
    ...titled,
    bonusType: z
      .enum(['comboboost', 'freebet', 'hunting', 'tournament', 'lootbox', 'jackpot'])
      .optional(),
  }),
  mobile_selection_bar: z.strictObject({ ...titled }),
  top_leagues: z.strictObject({ ...titled, limit: listLimit }),
  jackpot_banner: z.strictObject({ ...titled }),
  speed_dial: z.strictObject({ ...titled }),
  favorites: z.strictObject({ ...titled }),
  jackpot_leaderboard: z.strictObject({ ...titled }),
  prediction: z.strictObject({ ...titled }),
  side_menu: z.strictObject({ ...titled }),
  bonus: z.strictObject({ ...titled, bonusId: id.optional() }),
  search: z.strictObject({ placeholder: optionalText(80) }),
  brand_logo: z.strictObject({ href: contentHrefSchema.optional() }),
  divider: z.strictObject({}),
  notifications: z.strictObject({ ...titled }),
  profile: z.strictObject({ ...titled }),
  platform_switcher: z.strictObject({ ...titled }),
  clock: z.strictObject({ timeZone: optionalText(60) }),
  language: z.strictObject({ ...titled }),
  events_filter: z.strictObject({ ...titled }),
  sport_list: z.strictObject({ ...titled, limit: z.number().int().min(1).max(100).default(12) }),
  odds: z.strictObject({ ...titled, matchId: id.optional() }),
  jackpot_card: z.strictObject({ ...titled, jackpotId: id.optional() }),
  match_preview: z.strictObject({ ...titled, matchId: id.optional() }),
  sub_menu: z.strictObject({ ...titled }),
  chat_toggle: z.strictObject({ ...titled }),
  navigation_top_leagues: z.strictObject({ ...titled, limit: listLimit }),
} as const satisfies Record<ContentBlockType, z.ZodType>;

const containers: readonly string[] = CONTAINER_BLOCK_TYPES;

export type ContentBlock = {
  [Type in ContentBlockType]: {
    /** The operator's key of the block, unique in the page (a test id and an anchor). */
    id: string;
    type: Type;
    props: z.output<(typeof contentBlockProps)[Type]>;
    children?: ContentBlock[];
  };
}[ContentBlockType];

const blockId = safeTextSchema().regex(
  /^[a-z0-9][a-z0-9-]{0,59}$/,
  'must be 1–60 lower-case letters, digits or hyphens',
);

/**
 * One block: its type picks the props' schema; only containers may have children. Built by
 * hand around the per-type schemas so the error names the type's own field.
 */
export const contentBlockSchema: z.ZodType<ContentBlock> = z.lazy(() =>
  z
    .strictObject({
      id: blockId,
      type: z.enum(CONTENT_BLOCK_TYPES),
      props: z.unknown().optional(),
      children: z.array(contentBlockSchema).max(50).optional(),
    })
    .transform((block, context) => {
      const parsed = contentBlockProps[block.type].safeParse(block.props ?? {});
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          context.addIssue({ ...issue, path: ['props', ...issue.path] } as never);
        }
        return z.NEVER;
      }
      if (block.children && !containers.includes(block.type)) {
        context.addIssue({
          code: 'custom',
          path: ['children'],
          message: `a ${block.type} block cannot hold other blocks (containers: ${CONTAINER_BLOCK_TYPES.join(', ')})`,
        });
        return z.NEVER;
      }
      return { ...block, props: parsed.data } as ContentBlock;
    }),
);

const zoneBlocks = z.array(contentBlockSchema).max(100).default([]);

export const contentZonesSchema = z.strictObject({
  header: zoneBlocks,
  left_sidebar: zoneBlocks,
  mobile_side_menu: zoneBlocks,
  mobile_tab_bar: zoneBlocks,
  right_sidebar: zoneBlocks,
  main: zoneBlocks,
});
export type ContentZones = z.output<typeof contentZonesSchema>;

/** A page's content: metadata and zones. Block ids unique, depth and count bounded. */
export const contentPageDocumentSchema = z
  .strictObject({
    title: text(120),
    description: optionalText(300),
    zones: contentZonesSchema,
  })
  .superRefine((page, context) => {
    const blocks = walkBlocks(page.zones);
    if (blocks.length > MAX_BLOCKS_PER_PAGE) {
      context.addIssue({
        code: 'custom',
        path: ['zones'],
        message: `a page has at most ${MAX_BLOCKS_PER_PAGE} blocks`,
      });
    }
    const seen = new Set<string>();
    for (const { block, depth } of blocks) {
      if (depth > MAX_BLOCK_DEPTH) {
        context.addIssue({
          code: 'custom',
          path: ['zones'],
          message: `block ${block.id} is nested deeper than ${MAX_BLOCK_DEPTH} levels`,
        });
      }
      if (seen.has(block.id)) {
        context.addIssue({
          code: 'custom',
          path: ['zones'],
          message: `block id ${block.id} is used twice`,
        });
      }
      seen.add(block.id);
    }
  });
export type ContentPageDocument = z.output<typeof contentPageDocumentSchema>;
export type ContentPageDocumentInput = z.input<typeof contentPageDocumentSchema>;

/** A page path under /sport: one lower-case segment (`promotions`, `world-cup`). */
export const contentPathSchema = safeTextSchema().regex(
  /^[a-z0-9][a-z0-9-]{0,59}$/,
  'must be a page path such as promotions or world-cup (lower-case letters, digits, hyphens)',
);

const localeSchema = z.enum(LOCALES);

/** POST /operator/api/v1/pages */
export const createContentPageBodySchema = z.strictObject({
  path: contentPathSchema,
  locale: localeSchema,
  content: contentPageDocumentSchema,
});
export type CreateContentPageBody = z.input<typeof createContentPageBodySchema>;

/** PUT /operator/api/v1/pages/:id/draft */
export const updateContentPageDraftBodySchema = z.strictObject({
  content: contentPageDocumentSchema,
});

/** GET /sportsbook/api/v2/pages?path=&locale= (a published page, for players). */
export const contentPageQuerySchema = z.strictObject({
  path: contentPathSchema,
  locale: localeSchema,
});

/** What players receive: the published version only. */
export const publishedContentPageSchema = z.object({
  path: z.string(),
  locale: z.string(),
  version: z.number().int(),
  published_at: z.string(),
  content: contentPageDocumentSchema,
});
export type PublishedContentPageWire = z.output<typeof publishedContentPageSchema>;

/** What the operator API answers for a page: both versions. */
export const operatorContentPageSchema = z.object({
  id: z.number().int(),
  site: z.string(),
  path: z.string(),
  locale: z.string(),
  draft: contentPageDocumentSchema,
  draft_updated_at: z.string(),
  published: contentPageDocumentSchema.nullable(),
  published_version: z.number().int(),
  published_at: z.string().nullable(),
  has_unpublished_changes: z.boolean(),
});
export type OperatorContentPageWire = z.output<typeof operatorContentPageSchema>;
