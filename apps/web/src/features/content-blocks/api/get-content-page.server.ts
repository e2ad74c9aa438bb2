import 'server-only';
import {
  describeZodError,
  publishedContentPageSchema,
  type Locale,
  type PublishedContentPageWire,
} from '@sportsbook/contract';
import { cache } from 'react';
import { serverApiFetch } from '@/lib/api-server.server';

export type ContentPageResult =
  { status: 'ok'; page: PublishedContentPageWire } | { status: 'missing' } | { status: 'error' };

const TIMEOUT_MS = 5_000;

/**
 * The published content page of a path (decision 050), in the reader's locale or the default
 * one. Memoised per request (the page and its metadata share one call); never throws.
 */
export const getContentPage = cache(
  async (path: string, locale: Locale): Promise<ContentPageResult> => {
    if (!/^[a-z0-9][a-z0-9-]{0,59}$/.test(path)) return { status: 'missing' };
    try {
      const response = await serverApiFetch('contentPage', {
        query: { path, locale },
        locale,
        timeoutMs: TIMEOUT_MS,
      });
      if (response.status === 404) return { status: 'missing' };
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = publishedContentPageSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(describeZodError(parsed.error).message);
      return { status: 'ok', page: parsed.data };
    } catch (error) {
      console.warn(`[content-blocks] could not load page ${path}: ${(error as Error).message}`);
      return { status: 'error' };
    }
  },
);
