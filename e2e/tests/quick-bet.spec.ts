import { expect, test } from './fixtures';
import { eurBalance, prematchPicks, signedInPlayer } from './helpers';

/** Quick bet (betting-core §3, §4): one click on a price places a single at the approved stake. */
test.describe('quick bet', () => {
  test('one click places the approved stake and the balance drops by it', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page);
    const [pick] = await prematchPicks(request, 1);
    await page.goto(pick!.path);
    const slip = page.getByTestId('betslip');
    const balance = page.getByTestId('header').getByTestId('header-balance');
    await expect(balance).toHaveText('50.00 EUR');

    await slip.getByTestId('quick-bet-toggle').click();
    await expect(slip.getByTestId('quick-bet-toggle')).toHaveAttribute('aria-checked', 'true');
    await slip.getByTestId('quick-bet-stake').fill('5');
    await slip.getByTestId('quick-bet-approve').click();
    await expect(slip.getByTestId('quick-bet-approved')).toContainText('5.00 EUR');

    // Changing the stake withdraws the approval (QB-002); approving again restores it.
    await slip.getByTestId('quick-bet-stake').fill('6');
    await expect(slip.getByTestId('quick-bet-approve')).toBeVisible();
    await slip.getByTestId('quick-bet-stake').fill('5');
    await slip.getByTestId('quick-bet-approve').click();

    await page.locator(`[data-selection="${pick!.selection}"]`).first().click();
    const toast = page.getByTestId('toast-success');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Quick bet placed');
    await expect(toast).toContainText('5.00 EUR');
    await expect(balance).toHaveText('45.00 EUR');
    expect(await eurBalance(page)).toBe(4500n);
    // The click placed a bet; it did not fill the slip.
    await expect(slip.getByTestId('betslip-empty')).toBeVisible();
  });
});
