import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@sportsbook/contract/browser';
import type { ContentPageSlug } from './content-pages';
import { parseMarkdownDocument, type MarkdownDocument } from './markdown-document';

export interface LoadedContentPage extends MarkdownDocument {
  /** The language the text is in: the page's, or English while a translation is missing. */
  locale: Locale;
}

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * A text page in the page's language from `<dir>/<locale>/<slug>.md`, falling back to English
 * when that locale has no file yet. The slug comes from the fixed list of pages, never from the
 * URL, so no path can leave the content folder.
 */
export async function readContentPage(
  dir: string,
  slug: ContentPageSlug,
  locale: Locale,
): Promise<LoadedContentPage> {
  const candidates = locale === DEFAULT_LOCALE ? [locale] : [locale, DEFAULT_LOCALE];
  for (const candidate of candidates) {
    const name = `${candidate}/${slug}.md`;
    const source = await readIfPresent(path.join(dir, name));
    if (source !== undefined) return { ...parseMarkdownDocument(source, name), locale: candidate };
  }
  throw new Error(`No ${DEFAULT_LOCALE}/${slug}.md in ${dir}`);
}
