import { expect, test } from './fixtures';
import { PLATFORM, prematchPicks, signedInPlayer } from './helpers';

test.describe('the bet slip', () => {
  test('a visitor builds a system bet, is asked to sign in on place and keeps the slip', async ({
    page,
    request,
  }) => {
    const picks = await prematchPicks(request, 3);
    const slip = page.getByTestId('betslip');

    for (const pick of picks) {
      await page.goto(pick.path);
      const odds = page.locator(`[data-selection="${pick.selection}"]`).first();
      await odds.click();
      await expect(odds).toHaveAttribute('aria-pressed', 'true');
    }

    await expect(slip.getByTestId('betslip-count')).toHaveText('3');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);
    await expect(slip.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');

    await slip.getByTestId('bet-type-system').click();
    await expect(slip.getByTestId('bet-type-system')).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByTestId('system-type')).toHaveValue('2/3');

    // A price may have moved since the page loaded; the player accepts it like any change.
    const accept = slip.getByTestId('accept-odds');
    if (await accept.isVisible()) await accept.click();

    // Without a stake the place button says why it is disabled.
    await expect(slip.getByTestId('place-bets')).toBeDisabled();
    await expect(slip.getByTestId('place-reasons')).toContainText('Enter a stake.');

    await slip.getByTestId('stake-input').fill('10');
    await expect(slip.getByTestId('slip-total-stake')).toHaveText('10.00 EUR');
    await expect(slip.getByTestId('slip-potential-return')).not.toHaveText('0.00 EUR');
    await expect(slip.getByTestId('slip-potential-return')).toContainText('EUR');
    await expect(slip.getByTestId('place-reasons')).toHaveCount(0);
    const potentialReturn = await slip.getByTestId('slip-potential-return').textContent();

    await slip.getByTestId('place-bets').click();
    const modal = page.getByTestId('modal-signIn');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);

    // The slip lives in sessionStorage: a reload brings it back as it was.
    await page.reload();
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);
    await expect(slip.getByTestId('bet-type-system')).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByTestId('stake-input')).toHaveValue('10');
    await expect(slip.getByTestId('slip-potential-return')).toHaveText(potentialReturn ?? '');
    for (const pick of picks.slice(2)) {
      await expect(page.locator(`[data-selection="${pick.selection}"]`).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  test('a player places a system 2/3 and the balance drops by exactly the stake', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page);
    const picks = await prematchPicks(request, 3);
    const slip = page.getByTestId('betslip');
    const balance = page.getByTestId('header').getByTestId('header-balance');

    for (const pick of picks) {
      await page.goto(pick.path);
      await page.locator(`[data-selection="${pick.selection}"]`).first().click();
    }
    await expect(balance).toHaveText('50.00 EUR');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);
    await slip.getByTestId('bet-type-system').click();
    await expect(slip.getByTestId('system-type')).toHaveValue('2/3');
    await slip.getByTestId('stake-input').fill('12');
    // The typed amount is the total, split over the three doubles (issue 15).
    await expect(slip.getByText('Total stake, split over 3 lines')).toBeVisible();
    await expect(slip.getByTestId('slip-stake-per-line')).toHaveText('4.00 EUR');
    const accept = slip.getByTestId('accept-odds');
    if (await accept.isVisible()) await accept.click();

    await slip.getByTestId('place-bets').click();
    const receipt = slip.getByTestId('slip-receipt');
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText('12.00 EUR');
    // Each selection names its match; the reference is the one bet history shows.
    await expect(receipt.getByTestId('receipt-selection')).toHaveCount(3);
    for (const selection of await receipt.getByTestId('receipt-selection').all()) {
      await expect(selection).toContainText(' – ');
    }
    await expect(receipt.getByTestId('receipt-lines')).toContainText('3 lines × 4.00 EUR');
    await expect(receipt.getByTestId('receipt-ref')).toHaveText(/^Ref\. [0-9A-F]{10}$/);
    // Exactly the stake leaves the account, in the header without a reload.
    await expect(balance).toHaveText('38.00 EUR');
    const bets = await page.request.get('/platform/api/player/accounts', { headers: PLATFORM });
    const accounts = (await bets.json()) as { data: Array<{ currency: string; balance: string }> };
    expect(accounts.data.find((account) => account.currency === 'EUR')?.balance).toBe('3800');
  });
});
