import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OPERATOR_HEADERS, signedInPlayer } from './helpers';

/**
 * Content-block pages (issue 22, decision 050): the operator API publishes a page and a player
 * sees it; a later draft edit stays unseen until it is published too. The e2e server's
 * CONTENT_PAGE_PATHS has the default `matchday`, seeded in English only, so the Finnish page
 * starts as the English one with the fallback note.
 */
const PAGES = '/operator/api/v1/pages';

const page_ = (heading: string, banner: string) => ({
  title: heading,
  description: `${heading} — e2e`,
  zones: {
    header: [],
    left_sidebar: [],
    mobile_side_menu: [],
    mobile_tab_bar: [],
    right_sidebar: [{ id: 'side-sports', type: 'sport_list', props: { title: 'Lajit', limit: 3 } }],
    main: [
      { id: 'heading', type: 'text', props: { text: heading, variant: 'heading' } },
      {
        id: 'offer',
        type: 'banner',
        props: { title: banner, cta: 'Live', href: '/sport/live', tone: 'accent' },
      },
      { id: 'jackpot', type: 'jackpot_card', props: { title: 'Jackpotti' } },
    ],
  },
});

test('the operator publishes a page, a player sees it, and a draft stays unseen until published', async ({
  page,
}) => {
  // Before: the seeded English page, with the note that Finnish has none yet.
  await page.goto('/fi/sport/matchday');
  await expect(page.getByTestId('content-block-page')).toBeVisible();
  await expect(page.getByTestId('content-fallback')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Matchday hub', level: 2 })).toBeVisible();

  // A draft: the player still gets the English page.
  const created = await page.request.post(PAGES, {
    headers: OPERATOR_HEADERS,
    data: { path: 'matchday', locale: 'fi', content: page_('Ottelupäivä', 'Tuplaa kertoimet') },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Matchday hub', level: 2 })).toBeVisible();
  await expect(page.getByText('Tuplaa kertoimet')).toHaveCount(0);

  // An invalid edit is refused with the schema's error.
  const invalid = await page.request.put(`${PAGES}/${id}/draft`, {
    headers: OPERATOR_HEADERS,
    data: {
      content: {
        ...page_('x', 'y'),
        zones: { ...page_('x', 'y').zones, main: [{ id: 'b', type: 'banner', props: {} }] },
      },
    },
  });
  expect(invalid.status()).toBe(400);
  expect(((await invalid.json()) as { error: { message: string } }).error.message).toContain(
    'content.zones.main.0.props.title',
  );

  // Published: the Finnish page, its banner and jackpot card linking in Finnish.
  expect(
    (await page.request.post(`${PAGES}/${id}/publish`, { headers: OPERATOR_HEADERS })).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ottelupäivä', level: 2 })).toBeVisible();
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
  const banner = page.locator('[data-block-id="offer"]');
  await expect(banner).toContainText('Tuplaa kertoimet');
  await expect(banner.getByRole('link', { name: 'Live' })).toHaveAttribute(
    'href',
    '/fi/sport/live',
  );
  // The jackpots are built now (decision 045): the card links to the page that shows them.
  await expect(
    page.locator('[data-block-id="jackpot"]').getByRole('link', { name: /Näytä kaikki/ }),
  ).toHaveAttribute('href', '/fi/sport');
  await expect(page).toHaveTitle(/Ottelupäivä/);

  // A new draft: players keep the published version until it is published too.
  const edited = await page.request.put(`${PAGES}/${id}/draft`, {
    headers: OPERATOR_HEADERS,
    data: { content: page_('Ottelupäivä', 'Uusi tarjous') },
  });
  expect(edited.status()).toBe(200);
  await page.reload();
  await expect(page.locator('[data-block-id="offer"]')).toContainText('Tuplaa kertoimet');
  const preview = await page.request.get(`${PAGES}/${id}/preview`, { headers: OPERATOR_HEADERS });
  expect(JSON.stringify(await preview.json())).toContain('Uusi tarjous');

  await page.request.post(`${PAGES}/${id}/publish`, { headers: OPERATOR_HEADERS });
  await page.reload();
  await expect(page.locator('[data-block-id="offer"]')).toContainText('Uusi tarjous');
});

/**
 * The home is a content page (decision 070). The edit is Spanish's own page, so the English home
 * every other journey reads stays the seeded one; the e2e database is in memory, and a re-run on
 * the same server edits the Spanish page it finds.
 */
test('the operator reorders the home and adds a text; /es/sport shows it, English keeps the seed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const order = () =>
    page
      .locator('[data-testid="content-block-page"][data-path="home"] [data-block-id]')
      .evaluateAll((blocks) => blocks.map((block) => block.getAttribute('data-block-id')));
  // Before: the seeded home, in Spanish words, without the "shown in English" note.
  await page.goto('/es/sport');
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);
  expect(await order()).toEqual([
    'home-hero',
    'home-jackpots',
    'home-live',
    'home-top',
    'home-upcoming',
    'home-sports',
  ]);

  const content = {
    title: 'Apuestas deportivas',
    zones: {
      header: [],
      left_sidebar: [],
      mobile_side_menu: [],
      mobile_tab_bar: [],
      right_sidebar: [],
      main: [
        { id: 'es-note', type: 'text', props: { text: 'Cuotas en directo cada fin de semana' } },
        { id: 'es-top', type: 'top_events', props: { title: 'Lo más destacado', limit: 3 } },
        { id: 'es-hero', type: 'banner', props: { preset: 'welcome' } },
        { id: 'es-live', type: 'live_events', props: { limit: 4 } },
        { id: 'es-upcoming', type: 'prematch_events', props: { list: 'top', limit: 2 } },
      ],
    },
  };
  let id: number;
  const created = await page.request.post(PAGES, {
    headers: OPERATOR_HEADERS,
    data: { path: 'home', locale: 'es', content },
  });
  if (created.status() === 201) {
    id = ((await created.json()) as { id: number }).id;
  } else {
    expect(created.status()).toBe(409);
    const list = await page.request.get(PAGES, { headers: OPERATOR_HEADERS });
    const pages = ((await list.json()) as { data: { id: number; path: string; locale: string }[] })
      .data;
    id = pages.find((entry) => entry.path === 'home' && entry.locale === 'es')!.id;
    await page.request.put(`${PAGES}/${id}/draft`, {
      headers: OPERATOR_HEADERS,
      data: { content },
    });
  }
  expect(
    (await page.request.post(`${PAGES}/${id}/publish`, { headers: OPERATOR_HEADERS })).status(),
  ).toBe(200);

  // The next request shows it: the text first, the top events (with prices) above the hero.
  await page.reload();
  await expect(page.getByText('Cuotas en directo cada fin de semana')).toBeVisible();
  expect(await order()).toEqual(['es-note', 'es-top', 'es-hero', 'es-live', 'es-upcoming']);
  const top = page.locator('[data-block-id="es-top"]').getByTestId('top-events');
  await expect(top.getByRole('heading', { name: 'Lo más destacado' })).toBeVisible();
  await expect(top.getByTestId('odds-button').first()).toBeVisible();
  await expect(top.locator('[data-testid^="match-row-"]')).toHaveCount(3);
  await expect(page.getByTestId('live-now')).toBeVisible();
  await expect(
    page.getByTestId('upcoming-by-sport').locator('[data-testid^="upcoming-"]'),
  ).toHaveCount(2);
  // Removed blocks are gone: no jackpot banner block, no sports' cards.
  await expect(page.locator('[data-block-id="home-sports"]')).toHaveCount(0);
  await expect(page.getByTestId('content-fallback')).toHaveCount(0);

  // The English home is untouched; /sport/home is the home itself.
  await page.goto('/sport');
  await expect(page.getByText('Cuotas en directo cada fin de semana')).toHaveCount(0);
  expect((await order())[0]).toBe('home-hero');
  await page.goto('/es/sport/home');
  await expect(page).toHaveURL(/\/es\/sport$/);
});

/** Optional screenshots for review (PROMOTIONS_SHOTS=<dir>), not a check. */
const PROMOTIONS_SHOTS = process.env.PROMOTIONS_SHOTS;
const CAMPAIGNS = '/operator/api/v1/bonuses/campaigns';

test.describe('promotions (decision 067)', () => {
  test('/sport/promotions lists the campaigns shown in promotion, to visitors and players', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // A visitor: the demo campaigns as cards, server-rendered, each asking to sign in.
    await page.goto('/sport/promotions');
    const cards = page.getByTestId('promotion-card');
    const combo = cards.filter({ hasText: 'Combo boost' });
    await expect(combo).toHaveCount(1);
    await expect(combo.locator('svg[data-banner="combo"]')).toBeVisible();
    await expect(combo.getByTestId('promotion-terms')).toContainText(
      '4–5 selections: winnings ×1.05',
    );
    await expect(combo.getByTestId('promotion-cta')).toHaveAttribute('href', '#signIn');
    const welcome = cards.filter({ hasText: 'Welcome freebet' });
    await expect(welcome.getByTestId('promotion-code')).toContainText('WELCOME5');
    for (const type of ['hunting', 'tournament', 'lootbox'])
      await expect(
        page.locator(`[data-testid="promotion-card"][data-type="${type}"]`),
      ).not.toHaveCount(0);
    await expect(page.getByTestId('promocode-signed-out')).toContainText(
      'Sign in to redeem a promo code.',
    );

    // The operator shows a campaign of its own with a banner and a description, then hides it.
    const name = `Derby free bet ${Date.now()}`;
    const created = await page.request.post(CAMPAIGNS, {
      headers: OPERATOR_HEADERS,
      data: {
        type: 'freebet',
        name,
        freebet_type: 'freebet_all_win',
        amount: '1000',
        currency: 'EUR',
        show_in_promotion: true,
        description: 'Ten euros on the derby.',
        banner_desktop: 'builtin:trophy',
      },
    });
    expect(created.status()).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    const refused = await page.request.patch(`${CAMPAIGNS}/${data.id}/promotion`, {
      headers: OPERATOR_HEADERS,
      data: { banner_mobile: 'javascript:alert(1)' },
    });
    expect(refused.status()).toBe(400);
    await page.reload();
    const derby = cards.filter({ hasText: name });
    await expect(derby).toContainText('Ten euros on the derby.');
    await expect(derby.locator('svg[data-banner="trophy"]')).toBeVisible();
    const hidden = await page.request.patch(`${CAMPAIGNS}/${data.id}/promotion`, {
      headers: OPERATOR_HEADERS,
      data: { show_in_promotion: false },
    });
    expect(hidden.status()).toBe(200);
    await page.reload();
    await expect(cards.filter({ hasText: name })).toHaveCount(0);

    if (PROMOTIONS_SHOTS) await promotionShots(page, 'visitor');

    // A signed-in player: the player's actions, and the real promo-code field in the page.
    await signedInPlayer(page);
    await page.goto('/sport/promotions');
    await expect(combo.getByTestId('promotion-cta')).toHaveAttribute('data-cta', 'player');
    await expect(combo.getByTestId('promotion-cta')).toHaveText('Build a combo');
    await expect(welcome.getByTestId('promotion-cta')).toHaveText('Redeem the code');
    const form = page.getByTestId('promo-code-form');
    await form.getByTestId('promo-code-input').fill('welcome5');
    await form.getByTestId('promo-code-submit').click();
    await expect(form.getByTestId('promo-code-issued')).toContainText('5.00');
    if (PROMOTIONS_SHOTS) await promotionShots(page, 'player');
  });
});

async function promotionShots(page: Page, who: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, scheme);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: `${PROMOTIONS_SHOTS}/promotions-${who}-1280-${scheme}.png`,
      fullPage: true,
    });
    // A phone: what one screen shows, at the first card and at the promo-code block.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [part, target] of [
      ['cards', page.getByTestId('promotion-card').nth(1)],
      ['code', page.locator('[data-block-type="promocode"]')],
    ] as const) {
      await target.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${PROMOTIONS_SHOTS}/promotions-${who}-390-${part}-${scheme}.png`,
      });
    }
  }
}
