import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES } from '@sportsbook/contract/browser';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, contentPagePath } from './content-pages';
import { parseMarkdownDocument } from './markdown-document';

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../../../content');
const localeDirs = readdirSync(CONTENT_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('the operator pages in apps/web/content', () => {
  it('has every page in English, the fallback of every locale', () => {
    for (const slug of CONTENT_PAGES) {
      expect(() => readFileSync(path.join(CONTENT_DIR, 'en', `${slug}.md`)), slug).not.toThrow();
    }
  });

  for (const locale of localeDirs) {
    describe(locale, () => {
      const files = readdirSync(path.join(CONTENT_DIR, locale));

      it('is a locale of the site and holds only known pages', () => {
        expect(LOCALES as readonly string[]).toContain(locale);
        for (const file of files) {
          expect(CONTENT_PAGES as readonly string[], file).toContain(file.replace(/\.md$/, ''));
        }
      });

      it('has a title and description for each page and links only to our pages or https', () => {
        const internal = new Set([...CONTENT_PAGES.map(contentPagePath), '/sport']);
        for (const file of files) {
          const source = readFileSync(path.join(CONTENT_DIR, locale, file), 'utf8');
          const page = parseMarkdownDocument(source, `${locale}/${file}`);
          expect(page.description.length, file).toBeGreaterThan(40);
          // The page renders its own <h1> from the title.
          expect(page.body, file).not.toMatch(/^# /m);
          for (const [, href] of page.body.matchAll(/\]\(([^)]+)\)/g)) {
            expect(href!.startsWith('https://') || internal.has(href!), `${file}: ${href}`).toBe(
              true,
            );
          }
        }
      });
    });
  }
});
