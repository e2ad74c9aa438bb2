import { LOCALES, LOCALE_URL_SEGMENTS, isRtl } from '@sportsbook/contract/browser';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToSlip, prematchPicks } from './helpers';

/**
 * Every main page in every locale shows no missing translation (account-platform §8). A missing
 * key renders as its path between two invisible word joiners (apps/web/src/i18n/missing-
 * message.ts): the server-rendered pages are read as HTML, which is fast; the parts that render
 * in the browser (the slip's ticket, the sign-in modal) in Chromium, where automated-browser mode
 * lists the keys it fell back on in a hidden element that must stay empty.
 */
const MARKED_KEY = /\u2060([^\u2060\s]+)\u2060/g;
const prefixOf = (locale: (typeof LOCALES)[number]) =>
  locale === 'en' ? '' : `/${LOCALE_URL_SEGMENTS[locale]}`;

async function expectNoMissingKeys(page: Page, where: string) {
  // The reporter creates the element once it has scanned the page.
  const missing = page.locator('#missing-translations');
  await expect(missing, where).toBeAttached();
  expect(await missing.textContent(), where).toBe('');
}

test('every main page in every locale has all its translations', async ({ page, request }) => {
  // 1.7 min on a two-core machine at load 20 (other builds running); far less when idle.
  test.setTimeout(120_000);
  const [pick] = await prematchPicks(request, 1);
  const sport = `/sport/${pick!.path.split('/')[2]}`;
  const pages = ['/sport', sport, pick!.path, '/sport/live', '/sport/results'];

  // One document at a time, like a reader: a burst of renders times a loaded server out.
  const missingInHtml: string[] = [];
  for (const locale of LOCALES) {
    for (const path of pages) {
      const url = `${prefixOf(locale)}${path}`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html, url).toContain(`lang="${locale}"`);
      missingInHtml.push(...[...html.matchAll(MARKED_KEY)].map((match) => `${url}: ${match[1]}`));
    }
  }
  expect(missingInHtml).toEqual([]);

  // One selection in the slip (kept per tab) opens its ticket and stake area on every page.
  await addToSlip(page, [pick!]);
  for (const locale of LOCALES) {
    await page.goto(`${prefixOf(locale)}${pick!.path}#signIn`);
    await expect(page.locator('html')).toHaveAttribute('dir', isRtl(locale) ? 'rtl' : 'ltr');
    await expect(page.getByTestId('modal-signIn')).toBeVisible();
    await expect(page.getByTestId('slip-selection')).toHaveCount(1);
    await expectNoMissingKeys(page, `${locale}: match page, slip and sign-in`);
  }
});
