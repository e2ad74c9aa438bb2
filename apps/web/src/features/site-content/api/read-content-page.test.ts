import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentPage } from './read-content-page';

const dir = mkdtempSync(path.join(tmpdir(), 'content-'));
function write(locale: string, slug: string, title: string) {
  mkdirSync(path.join(dir, locale), { recursive: true });
  writeFileSync(
    path.join(dir, locale, `${slug}.md`),
    `---\ntitle: ${title}\ndescription: A description long enough for search engines.\n---\nText of ${title}.\n`,
  );
}
write('en', 'terms', 'Terms and conditions');
write('en', 'help', 'Help centre');
write('de', 'terms', 'Allgemeine Geschäftsbedingungen');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readContentPage', () => {
  it("reads the page's own language when it has the file", async () => {
    const page = await readContentPage(dir, 'terms', 'de');
    expect(page).toMatchObject({ locale: 'de', title: 'Allgemeine Geschäftsbedingungen' });
    expect(page.body).toBe('Text of Allgemeine Geschäftsbedingungen.\n');
  });

  it('falls back to English, and says so, when the locale has no file yet', async () => {
    expect(await readContentPage(dir, 'help', 'de')).toMatchObject({
      locale: 'en',
      title: 'Help centre',
    });
    expect(await readContentPage(dir, 'terms', 'ar')).toMatchObject({ locale: 'en' });
  });

  it('fails loudly when even English is missing', async () => {
    await expect(readContentPage(dir, 'privacy', 'de')).rejects.toThrow(/en\/privacy\.md/);
  });
});
