import { slugify } from 'markdown-to-jsx';

/** A page's Markdown file: the front matter's title and description, and the body. */
export interface MarkdownDocument {
  title: string;
  description: string;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * Reads the `key: value` lines of the front matter (the only YAML these files use) and checks
 * the two every page needs for its metadata, so a file missing them fails loudly, not as a page
 * titled "undefined".
 */
export function parseMarkdownDocument(source: string, name: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(source);
  const fields = new Map<string, string>();
  for (const line of match?.[1]?.split(/\r?\n/) ?? []) {
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  const title = fields.get('title');
  const description = fields.get('description');
  if (!title || !description) {
    throw new Error(`${name}: the front matter needs a title and a description`);
  }
  return { title, description, body: source.slice(match![0].length) };
}

export interface SectionHeading {
  id: string;
  text: string;
}

/**
 * The body's second-level headings, for the page's table of contents. The ids are the ones the
 * Markdown renderer gives its headings (same slugify), so the links land on them.
 */
export function sectionHeadings(body: string): SectionHeading[] {
  return [...body.matchAll(/^## +(.+?) *#*$/gm)].map(([, text]) => ({
    id: slugify(text!),
    text: text!,
  }));
}
