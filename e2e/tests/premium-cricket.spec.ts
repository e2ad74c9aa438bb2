import { expect, test } from './fixtures';
import { eurBalance, signedInPlayer } from './helpers';

test('premium cricket: the home card opens the page, a session-runs price goes into the slip and is placed', async ({
  page,
}, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await signedInPlayer(page);

  // The home page's cricket card (kind "Premium cricket") leads to the premium page.
  await page.goto('/');
  await page.getByTestId('sport-card-cricket').click();
  await expect(page).toHaveURL(/\/sport\/premium-cricket$/);
  await expect(page.getByTestId('premium-cricket')).toBeVisible();

  // The furthest upcoming match: its lines do not move before it starts.
  const match = page.getByTestId('premium-upcoming').getByTestId('premium-match').last();
  const session = match.getByTestId('premium-line-session').first();
  await expect(session).toHaveAttribute('data-specifier', /^inningnr=1\|overnr=6\|total=/);
  await expect(match.getByTestId('premium-line-over')).toHaveCount(1);
  await expect(match.getByTestId('premium-line-wicket')).toHaveCount(1);
  const price = session.getByTestId('odds-button').first();
  await expect(price).toBeEnabled();
  await price.click();
  await expect(price).toHaveAttribute('aria-pressed', 'true');

  const slip = page.getByTestId('betslip');
  const before = await eurBalance(page);
  await slip.getByTestId('stake-input').first().fill('5');
  await slip.getByTestId('place-bets').click();
  await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  await slip.getByTestId('slip-receipt-done').click();
  await expect.poll(() => eurBalance(page)).toBe(before - 500n);

  // Live rows, when the feed has cricket in play, show runs/wickets.
  const live = page.getByTestId('premium-live').getByTestId('row-score-home');
  if ((await live.count()) > 0) await expect(live.first()).toHaveText(/^\d+\/\d+$/);

  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('premium-desktop-dark');
  await page.getByTestId('theme-switch').first().click();
  await shot('premium-desktop-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('premium-mobile-light');
  await page.getByTestId('theme-switch').first().click();
  await shot('premium-mobile-dark');
});
