import 'server-only';
import type { Locale } from '@sportsbook/contract';
import { cache } from 'react';
import { getWebConfig } from '@/lib/config.server';
import type { ContentPageSlug } from './content-pages';
import { readContentPage, type LoadedContentPage } from './read-content-page';

/** A text page from WEB_CONTENT_DIR, read once per request (the metadata and the page share it). */
export const loadContentPage = cache(
  (slug: ContentPageSlug, locale: Locale): Promise<LoadedContentPage> =>
    readContentPage(getWebConfig().contentDir, slug, locale),
);
