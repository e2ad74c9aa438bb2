import { expect, test } from './fixtures';
import { API, PLATFORM, prematchPicks, signedInPlayer } from './helpers';

interface CompPoints {
  points: number;
  persistent_points: number;
}

interface StatusGroups {
  data: Array<{ id: string; name: string; current: boolean }>;
  progress: { next_id: string; points_to_next: number; percent: number } | null;
}

/**
 * Issue 20, loyalty on the web: the profile menu leads to the player's points, status group and
 * progress to the next; a settled bet earns points, and the page then shows what the server
 * counted (GET /player/comp_points and /player/status_groups).
 */
test('the profile shows comp points, the status group and the progress to the next', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await signedInPlayer(page); // 50.00 EUR
  const card = page.getByTestId('loyalty-card');
  const openLoyalty = async () => {
    await page.goto('/sport');
    await page.getByTestId('header').getByTestId('profile-menu').click();
    await page.getByTestId('menu-loyalty').click();
    await expect(page).toHaveURL(/\/sport\/profile\/loyalty$/);
  };

  // A new player: no points, the first status, the whole way to the next.
  await openLoyalty();
  await expect(card.getByTestId('loyalty-tier')).toHaveText('Bronze');
  await expect(card.getByTestId('loyalty-points')).toHaveText('0 points');
  await expect(card.getByTestId('loyalty-next')).toHaveText('1,000 points to Silver');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // A 10.00 single, settled when the feed plays its match to the end.
  const [pick] = await prematchPicks(request, 1);
  await page.goto(pick!.path);
  await page.locator(`[data-selection="${pick!.selection}"]`).first().click();
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('stake-input').fill('10');
  const accept = slip.getByTestId('accept-odds');
  if (await accept.isVisible()) await accept.click();
  await slip.getByTestId('place-bets').click();
  await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  const finished = await page.request.post(`${API}/dev/matches/${pick!.matchId}/finish`, {
    headers: PLATFORM,
  });
  expect(finished.status()).toBe(204);
  let earned: CompPoints = { points: 0, persistent_points: 0 };
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/platform/api/player/comp_points', {
          headers: PLATFORM,
        });
        earned = (await response.json()) as CompPoints;
        return earned.persistent_points;
      },
      { timeout: 30_000 },
    )
    // Every whole unit of stake earns a persistent point, won or lost (DEFAULT_LOYALTY).
    .toBe(10);
  const groups = (await (
    await page.request.get('/platform/api/player/status_groups', { headers: PLATFORM })
  ).json()) as StatusGroups;
  expect(groups.progress).toEqual({ next_id: 'silver', points_to_next: 990, percent: 1 });

  // The page shows exactly what the server counted.
  await openLoyalty();
  await expect(card.getByTestId('loyalty-tier')).toHaveText(
    groups.data.find((group) => group.current)!.name,
  );
  await expect(card.getByTestId('loyalty-points')).toHaveText(`${earned.points} points`);
  await expect(card.getByTestId('loyalty-next')).toHaveText('990 points to Silver');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`loyalty-${width}.png`) });
  }
});
