import { expect, test, waitingForHydration } from './fixtures';
import { addToSlip, prematchPicks, signedInPlayer } from './helpers';

/** Shared slips (betting-core §2 betcode, §8 share-bet modals). */
test.describe('sharing a bet slip', () => {
  test('a shared link opens the same selections in another browser', async ({
    page,
    request,
    browser,
  }) => {
    await signedInPlayer(page);
    const picks = await prematchPicks(request, 2);
    expect(await addToSlip(page, picks)).toHaveLength(2);
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(2);

    await slip.getByTestId('slip-share').click();
    const dialog = page.getByTestId('share-dialog');
    await expect(dialog).toBeVisible();
    const link = await dialog.getByTestId('share-link').inputValue();
    expect(link).toMatch(/[?&]betcode=[A-Za-z0-9]+$/);

    // Someone else, not signed in, in a fresh browser.
    const other = await browser.newContext();
    const visitor = waitingForHydration(await other.newPage());
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(link);
    const theirSlip = visitor.getByTestId('betslip');
    await expect(theirSlip.getByTestId('slip-selection')).toHaveCount(2);
    const shared = await theirSlip
      .getByTestId('slip-selection')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-selection')));
    expect(shared.sort()).toEqual(picks.map((pick) => pick.selection).sort());
    await expect(theirSlip.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
    // The code is read once and leaves the address.
    await expect(visitor).not.toHaveURL(/betcode/);
    expect(errors).toEqual([]);
    await other.close();
  });

  test('an unknown code says the link was not found and leaves the slip alone', async ({
    page,
  }) => {
    await page.goto('/sport?betcode=NOPE0000');
    const modal = page.getByTestId('share-bet-not-found');
    await expect(modal).toBeVisible();
    await expect(modal.locator('[data-problem="notFound"]')).toBeAttached();
    await expect(modal).toContainText('Link not found');
    await expect(page).not.toHaveURL(/betcode/);
    await modal.getByTestId('share-problem-ok').click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('betslip-empty')).toBeVisible();
  });
});
