import 'server-only';
import type { Locale } from '@sportsbook/contract';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/page-metadata.server';
import { contentPagePath, type ContentPageSlug } from './content-pages';
import { loadContentPage } from './load-content-page.server';

/** Title, description, canonical and alternates of a text page, from its Markdown file. */
export async function contentPageMetadata(
  slug: ContentPageSlug,
  locale: Locale,
): Promise<Metadata> {
  const page = await loadContentPage(slug, locale);
  return pageMetadata({
    locale,
    path: contentPagePath(slug),
    title: page.title,
    description: page.description,
  });
}
