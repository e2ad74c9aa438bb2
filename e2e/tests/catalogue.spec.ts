import { expect, test } from './fixtures';

test.describe('the catalogue', () => {
  test('goes from home to a sport, a league and a match, and switches market groups', async ({
    page,
  }) => {
    await page.goto('/sport');
    await expect(page.getByTestId('top-events')).toBeVisible();
    await expect(page.getByTestId('top-events').getByTestId('odds-button').first()).toBeVisible();

    await page.getByTestId('sports-sidebar').getByTestId('sport-link-football').click();
    await expect(page).toHaveURL(/\/sport\/football$/);
    await expect(page.getByTestId('sport-title')).toContainText('Football');

    const league = page.getByTestId('sport-matches').getByTestId('league-link').first();
    const leagueName = (await league.locator('span').nth(2).textContent()) ?? '';
    await league.click();
    await expect(page.getByTestId('league-title')).toHaveText(leagueName);

    // A prematch match (its row shows a start time): a live one may be in a bet stop.
    const firstMatch = page
      .getByTestId('league-matches')
      .locator('[data-testid^="match-row-"]')
      .filter({ has: page.locator('time') })
      .first()
      .getByTestId('match-link');
    await firstMatch.click();
    await expect(page.getByTestId('match-title')).toBeAttached();
    const board = page.getByTestId('market-board');
    await expect(board.getByTestId('market-group-tab-all')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('market-group-all').getByTestId('market-block-1')).toBeVisible();

    // Picking a price selects it, picking it again unselects it.
    const odds = page.getByTestId('market-block-1').getByTestId('odds-button').first();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'false');

    await board.getByTestId('market-group-tab-totals').click();
    await expect(page).toHaveURL(/[?&]group=totals/);
    const totals = page.getByTestId('market-group-totals');
    await expect(totals.getByTestId('market-block-18')).toBeVisible();
    await expect(totals.getByTestId('market-block-1')).toHaveCount(0);
    await expect(board.getByTestId('market-group-tab-totals')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('shows a league’s outrights in their own tab', async ({ page, request }) => {
    const api = await request.get('/sportsbook/api/v2/matches?type=season&limit=1');
    const { data } = (await api.json()) as {
      data: Array<{ sport: { key: string }; tournament: { slug: string } }>;
    };
    const season = data[0];
    test.skip(!season, 'no outrights in this feed');
    await page.goto(`/sport/${season?.sport.key}/${season?.tournament.slug}?tab=outrights`);
    await expect(page.getByTestId('outrights').getByTestId('odds-button').first()).toBeVisible();
  });

  test('finds a team by name from the header search', async ({ page, request }) => {
    const api = await request.get('/sportsbook/api/v2/matches?type=match&limit=1');
    const { data } = (await api.json()) as { data: Array<{ home: { name: string } }> };
    const team = data[0]?.home.name ?? '';
    expect(team.length).toBeGreaterThan(2);

    await page.goto('/sport');
    await page.getByTestId('search-input').fill(team);
    await page.getByTestId('search-input').press('Enter');
    await expect(page).toHaveURL(/\/sport\/search\?q=/);
    await expect(page.getByTestId('search-matches')).toContainText(team);
  });

  test('filters the schedule by date', async ({ page }) => {
    await page.goto('/sport/schedule');
    const rows = page.getByTestId('schedule-matches').locator('[data-testid^="match-row-"]');
    const chips = page.locator('[data-testid^="schedule-day-"]');
    await expect(chips).toHaveCount(7);

    // Tomorrow and the day after are whole days, whatever the time of the run.
    const seen: string[][] = [];
    for (const index of [1, 2]) {
      const chip = chips.nth(index);
      const day = ((await chip.getAttribute('data-testid')) ?? '').replace('schedule-day-', '');
      await chip.click();
      await expect(page).toHaveURL(new RegExp(`[?&]date=${day}`));
      await expect(chip).toHaveAttribute('aria-current', 'page');
      await expect(rows.first()).toBeVisible();
      const times = await page
        .getByTestId('schedule-matches')
        .locator('time')
        .evaluateAll((items) => items.map((item) => item.getAttribute('datetime') ?? ''));
      expect(times.length).toBeGreaterThan(0);
      for (const time of times) expect(time.slice(0, 10)).toBe(day);
      seen.push(await rows.evaluateAll((items) => items.map((item) => item.dataset.testid ?? '')));
    }
    expect(seen[1]).not.toEqual(seen[0]);
  });

  test('answers an unknown slug under a sport with the 404 page', async ({ page }) => {
    const response = await page.goto('/sport/football/no-such-league-or-match');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('results show final scores, no prices, and filter by day and sport', async ({ page }) => {
    await page.goto('/sport/results');
    const rows = page.locator('[data-testid^="result-row-"]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByTestId('result-score-home')).toHaveText(/^\d+(\/\d+)?/);
    await expect(page.getByTestId('results-matches').locator('[data-selection]')).toHaveCount(0);
    await expect(page.getByTestId('more-markets')).toHaveCount(0);
    await page.getByTestId('results-day-all').waitFor();
    const sport = page.locator('[data-testid^="results-sport-"]').nth(1);
    const key = (await sport.getAttribute('data-testid'))!.replace('results-sport-', '');
    await sport.click();
    await expect(page).toHaveURL(new RegExp(`sport=${key}`));
  });

  test('live rows show the clock or the period in play', async ({ page }) => {
    await page.goto('/sport/live');
    const phase = page.getByTestId('live-matches').getByTestId('row-live-phase').first();
    await expect(phase).toHaveText(/\S/);
  });

  test('has pages for live, schedule and results behind the header links', async ({ page }) => {
    // Six page loads: 30 s was too little on a loaded machine (a local CI run at load 12).
    test.setTimeout(60_000);
    for (const section of ['live', 'schedule', 'results'] as const) {
      await page.goto('/sport');
      await page.getByTestId(`nav-${section}`).click();
      await expect(page).toHaveURL(new RegExp(`/sport/${section}$`));
      await expect(page.getByTestId('page-title')).toBeVisible();
    }
  });
});
