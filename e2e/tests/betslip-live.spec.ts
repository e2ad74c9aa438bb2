import { expect, test } from './fixtures';
import { addLivePicks } from './helpers';

/**
 * The slip against prices that move (betting-core §4 "Odds changes by acceptance mode", §5): the
 * e2e server runs the feed at four times the clock, so live prices move and markets stop for
 * bet stops within seconds. A visitor's acceptance mode is "always ask" (none).
 */
test.describe('the bet slip in play', () => {
  test('an odds change shows the banner, and accepting takes the new odds', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // Sports scored point by point re-price at every point; football once a simulated minute.
    // Two picks: enough for a change within seconds, few enough that the feed leaves a quiet
    // half second to see the accepted prices (four moved too often on a busy machine).
    await addLivePicks(page, request, {
      sports: ['basketball', 'volleyball', 'table-tennis', 'tennis', 'handball', 'football'],
      max: 2,
    });
    const slip = page.getByTestId('betslip');
    const ticket = slip.getByTestId('betslip-ticket');

    const banner = slip.getByTestId('odds-changed-banner');
    await expect(banner).toBeVisible({ timeout: 90_000 });
    await expect(ticket).toHaveAttribute('data-ticket-state', 'odds_changed');
    // The place button says why it waits.
    await expect(slip.getByTestId('place-bets')).toBeDisabled();

    // Accepting returns the ticket to initial with the new prices taken (old ones no longer
    // struck through). The feed may move again right after, so accept until a quiet moment.
    await expect(async () => {
      // A bounded click: should the slip be re-rendering under the pointer, the next try clicks.
      if (await banner.isVisible()) await slip.getByTestId('accept-odds').click({ timeout: 3_000 });
      await expect(ticket).toHaveAttribute('data-ticket-state', 'initial', { timeout: 500 });
      await expect(slip.getByTestId('slip-selection').locator('del')).toHaveCount(0, {
        timeout: 0,
      });
      await expect(slip.getByTestId('slip-selection-flag')).toHaveCount(0, { timeout: 0 });
    }).toPass({ timeout: 45_000 });
    // Suspended selections are dropped by an accept; open ones stay.
    await expect(slip.getByTestId('slip-selection').first()).toBeVisible();
  });

  test('a suspended selection blocks placement and says why', async ({ page, request }) => {
    test.setTimeout(150_000);
    // Football stops betting for a few seconds after every dangerous attack and longer after a
    // goal; ice hockey after every goal. Several matches make a stop come sooner.
    await addLivePicks(page, request, { sports: ['football', 'ice-hockey'], max: 6 });
    const slip = page.getByTestId('betslip');
    await slip.getByTestId('stake-input').fill('5');

    const suspended = slip.locator('[data-testid="slip-selection"][data-state="suspended"]');
    await expect(suspended.first()).toBeVisible({ timeout: 120_000 });
    await expect(suspended.first().getByTestId('slip-selection-flag')).toHaveText('Suspended');
    await expect(slip.getByTestId('place-bets')).toBeDisabled();
    await expect(slip.getByTestId('place-reasons')).toContainText(
      'Remove or accept the suspended selections.',
    );
  });
});
