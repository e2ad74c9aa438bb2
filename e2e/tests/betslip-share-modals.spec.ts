import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test, waitingForHydration } from './fixtures';
import { API, PLATFORM, addToSlip, prematchPicks, signedInPlayer, type Pick } from './helpers';

/**
 * The share-bet modals besides "not found" (betting-core §2 betcode, §8): a code whose selections
 * can no longer be bet on says "try another bet", a read that fails says "try later". Both leave
 * the visitor's own slip alone and take ?betcode= out of the address. The visitor is the test's
 * own page, so its console errors fail the journey; the sharer is another browser.
 */

/** A signed-in player in another browser shares one bet of these picks: the code. */
async function shareCode(browser: Browser, picks: Pick[]): Promise<string> {
  const sharer = await browser.newContext();
  try {
    const page = waitingForHydration(await sharer.newPage());
    await signedInPlayer(page);
    const response = await page.request.post(`${API}/bets/share-code`, {
      headers: PLATFORM,
      data: {
        bets: [
          {
            selections: picks.map((pick) => {
              const [, marketId, specifier, outcomeId] = pick.selection.split('/');
              return {
                match_id: pick.matchId,
                market_id: Number(marketId),
                specifier,
                outcome_id: outcomeId,
              };
            }),
          },
        ],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { code: string } }).data.code;
  } finally {
    await sharer.close();
  }
}

/** The match is played to its end now: its markets are settled and can never be bet on again. */
async function finishMatch(request: APIRequestContext, pick: Pick): Promise<void> {
  const finish = await request.post(`${API}/dev/matches/${pick.matchId}/finish`, {
    headers: PLATFORM,
  });
  expect(finish.status()).toBe(204);
}

async function slipSelections(page: Page): Promise<(string | null)[]> {
  return page
    .getByTestId('betslip')
    .getByTestId('slip-selection')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-selection')));
}

test.describe('shared bet modals', () => {
  test('a link to a finished match says to try another bet and keeps the visitor slip', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const [gone, own] = await prematchPicks(request, 2);
    const code = await shareCode(browser, [gone!]);
    await finishMatch(request, gone!);
    expect(await addToSlip(page, [own!])).toHaveLength(1);

    await page.goto(`/sport?betcode=${code}`);
    const modal = page.getByTestId('share-bet-not-found');
    await expect(modal).toBeVisible();
    await expect(modal.locator('[data-problem="tryAnother"]')).toBeAttached();
    await expect(modal).toContainText('Nothing left to bet on');
    await expect(modal).toContainText('no longer available. Try another bet.');
    await expect(page).not.toHaveURL(/betcode/);

    await modal.getByTestId('share-problem-ok').click();
    await expect(modal).toBeHidden();
    // The finished match did not take the place of the visitor's own pick.
    await expect(page.getByTestId('betslip').getByTestId('slip-selection')).toHaveCount(1);
    expect(await slipSelections(page)).toEqual([own!.selection]);
    // Read once: a reload neither loads the code again nor shows the modal again.
    await page.reload();
    await expect(page.getByTestId('betslip').getByTestId('slip-selection')).toHaveCount(1);
    expect(await slipSelections(page)).toEqual([own!.selection]);
    await expect(modal).toBeHidden();
  });

  test('a link with one finished match opens the rest without a modal', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const [gone, open] = await prematchPicks(request, 2);
    const code = await shareCode(browser, [gone!, open!]);
    await finishMatch(request, gone!);

    await page.goto(`/sport?betcode=${code}`);
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(1);
    expect(await slipSelections(page)).toEqual([open!.selection]);
    // What is left of the shared combo is a single.
    await expect(slip.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).not.toHaveURL(/betcode/);
    await expect(page.getByTestId('share-bet-not-found')).toBeHidden();
  });

  test.describe('when the shared bet cannot be read', () => {
    // The aborted request below is logged by Chromium as a failed resource load.
    test.use({ allowedConsoleErrors: [/net::ERR_CONNECTION_REFUSED/] });

    test('the link says to try later, keeps the visitor slip, and works once the connection is back', async ({
      page,
      request,
      browser,
    }) => {
      test.setTimeout(60_000);
      const [shared, own] = await prematchPicks(request, 2);
      const code = await shareCode(browser, [shared!]);
      expect(await addToSlip(page, [own!])).toHaveLength(1);

      // No condition of the server itself fails a share-code read (it has no rate limit, and a
      // missing or malformed code answers 404/400, the "not found" modal), so the connection is
      // cut for this one request: a network failure, not a made-up answer from our API.
      const read = `**${API}/bets/share-code?*`;
      await page.route(read, (route) => route.abort('connectionrefused'));
      await page.goto(`/sport?betcode=${code}`);
      const modal = page.getByTestId('share-bet-not-found');
      await expect(modal).toBeVisible();
      await expect(modal.locator('[data-problem="tryLater"]')).toBeAttached();
      await expect(modal).toContainText('Could not open the shared bet');
      await expect(modal).toContainText('Please try again later.');
      await expect(page).not.toHaveURL(/betcode/);

      await modal.getByTestId('modal-close').click();
      await expect(modal).toBeHidden();
      await expect(page.getByTestId('betslip').getByTestId('slip-selection')).toHaveCount(1);
      expect(await slipSelections(page)).toEqual([own!.selection]);

      // Trying later works: the failed read did not use the code up.
      await page.unroute(read);
      await page.goto(`/sport?betcode=${code}`);
      await expect
        .poll(() => slipSelections(page), { message: 'the shared pick is in the slip' })
        .toEqual([shared!.selection]);
      await expect(modal).toBeHidden();
      await expect(page).not.toHaveURL(/betcode/);
    });
  });
});
