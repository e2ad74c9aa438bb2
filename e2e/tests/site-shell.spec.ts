import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addToSlip, prematchPicks, signedInPlayer } from './helpers';

/** The pages of the footer's links (issue 15 §2), with words their text must contain. */
const CONTENT_PAGES = [
  { path: '/sport/general-rules', heading: 'General betting rules' },
  { path: '/sport/about', heading: 'About us' },
  { path: '/sport/terms', heading: 'Terms and conditions' },
  { path: '/sport/help', heading: 'Help centre' },
  { path: '/sport/responsible-gambling', heading: 'Responsible gambling' },
  { path: '/sport/privacy', heading: 'Privacy notice' },
];

const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

/** The element is entirely inside the window and above the phone's tab bar. */
async function expectAboveTabbar(page: Page, locator: Locator) {
  const tabbar = await box(page.getByTestId('mobile-tabbar'));
  const element = await box(locator);
  expect(element.y, 'top edge inside the window').toBeGreaterThanOrEqual(0);
  expect(element.y + element.height, 'bottom edge above the tab bar').toBeLessThanOrEqual(
    tabbar.y + 0.5,
  );
}

test.describe('the site around the sportsbook', () => {
  test('every page has a footer with the legal links, 18+, licence, payments, language and theme', async ({
    page,
  }) => {
    await page.goto('/sport/live');
    const footer = page.getByTestId('site-footer');
    await expect(footer).toBeVisible();
    for (const { path } of CONTENT_PAGES) {
      await expect(footer.locator(`a[href="${path}"]`)).toBeVisible();
    }
    await expect(footer.locator('a[href="/sport/promotions"]')).toBeVisible();
    await expect(footer.getByTestId('footer-age-badge')).toHaveText('18+');
    await expect(footer.getByTestId('footer-licence')).not.toBeEmpty();
    await expect(footer.getByTestId('footer-payment-methods').locator('li')).not.toHaveCount(0);
    await expect(footer.getByTestId('footer-language-switch')).toBeVisible();
    await expect(footer.getByTestId('footer-theme-switch')).toBeVisible();

    // On a phone it ends the page above the tab bar, never under it.
    await page.setViewportSize(PHONE);
    await page.goto('/sport/terms');
    await footer.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectAboveTabbar(page, footer.getByTestId('footer-licence'));
  });

  test('the legal and help pages have real text and their own metadata, in every locale', async ({
    page,
  }) => {
    // Server-rendered pages: their documents say it all, no browser needed for each.
    for (const { path, heading } of CONTENT_PAGES) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html, path).toMatch(new RegExp(`<title>${heading} \\|`));
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html, path).toMatch(/<link rel="canonical" href="[^"]+\/sport\//);
      const article = /data-testid="content-page"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
      expect(article.replace(/<[^>]+>/g, '').length, path).toBeGreaterThan(1500);
    }

    // German has its own help centre, and its links keep the reader in German.
    await page.goto('/de/sport/help');
    const article = page.getByTestId('content-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hilfe-Center');
    await expect(article.locator('h3').first()).toBeVisible();
    await expect(article.locator('a[href="/de/sport/general-rules"]')).toBeVisible();
    await expect(page.getByTestId('content-fallback')).toHaveCount(0);
    const promotions = await (await page.request.get('/sport/promotions')).text();
    // The seeded content-block page (decision 050), server-rendered with its banner and the
    // campaigns shown in promotion (decision 067).
    expect(promotions).toContain('data-testid="content-block-page"');
    expect(promotions).toContain('Live all weekend');
    expect(promotions).toContain('data-testid="promotion-card"');
  });

  test('/sport/500 answers HTTP 500 with the error page', async ({ page }) => {
    const response = await page.request.get('/sport/500');
    expect(response.status()).toBe(500);
    expect(await response.text()).toContain('data-testid="error-page"');
  });

  test.describe('a link from an old e-mail', () => {
    // The platform answers the spent token with 422, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('says in words that it expired and offers a new one', async ({ page }) => {
      await page.goto('/sport/users/confirmation?confirmation_token=spent-long-ago');
      const modal = page.getByTestId('modal-confirmation');
      await expect(modal.getByRole('alert')).toHaveText(
        'This link has expired or was already used. Ask for a new one below.',
      );
      await expect(modal).not.toContainText('confirmation_token');
      await expect(modal.getByRole('textbox', { name: /e-?mail/i })).toBeVisible();
    });
  });

  test('the home hero offers Sign Up to visitors only, from the first paint', async ({ page }) => {
    await page.goto('/sport');
    await expect(page.getByTestId('home-hero-sign-up')).toBeVisible();
    await signedInPlayer(page);
    const html = await (await page.request.get('/sport')).text();
    expect(html).toContain('data-testid="home-hero"');
    expect(html).not.toContain('data-testid="home-hero-sign-up"');
    await page.goto('/sport');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('home-hero-sign-up')).toHaveCount(0);
  });

  test('on a phone the stake and Place bet stay in the sheet above the tab bar', async ({
    page,
    request,
  }) => {
    // Two match pages to open before the slip is filled.
    test.slow();
    await page.setViewportSize(PHONE);
    const picks = await prematchPicks(request, 4);
    expect(await addToSlip(page, picks, 2)).toHaveLength(2);
    await page.getByTestId('mobile-tab-BET_SLIP').click();
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(2);
    await expectAboveTabbar(page, slip.getByTestId('place-bets'));
    await expectAboveTabbar(page, slip.getByTestId('stake-input'));
  });

  test('on a desktop with four selections the list scrolls and the stake stays in view', async ({
    page,
    request,
  }) => {
    // Four match pages to open before the slip is filled.
    test.slow();
    const picks = await prematchPicks(request, 6);
    expect(await addToSlip(page, picks, 4)).toHaveLength(4);
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(4);
    const viewport = page.viewportSize()!;
    for (const id of ['place-bets', 'stake-input']) {
      const element = await box(slip.getByTestId(id));
      expect(element.y + element.height, id).toBeLessThanOrEqual(viewport.height);
    }
    const list = slip.getByTestId('slip-selections');
    const scrolls = await list.evaluate((node) => node.scrollHeight > node.clientHeight);
    expect(scrolls, 'the selections scroll inside their list').toBe(true);
  });
});
