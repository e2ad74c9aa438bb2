import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  API,
  PLATFORM,
  addToSlip,
  eurBalance,
  placeAcceptingMoves,
  placeLiveSingle,
  prematchPicks,
  signedInPlayer,
  type Pick,
} from './helpers';

interface HistoryBet {
  id: string;
  type: string;
  status: string;
  result: string;
  stake: { value: string };
  win_amount: string | null;
  selections: Array<{
    odds: number;
    result: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | null;
  }>;
}

/** Places what is in the slip at `stake` and waits for the receipt (a moved price accepted). */
async function place(page: Page, stake: string): Promise<void> {
  await page.getByTestId('betslip').getByTestId('stake-input').fill(stake);
  await placeAcceptingMoves(page);
}

/**
 * What a settled bet pays, from the results its legs got: each leg's factor is its odds when it
 * won, 1 when void, the mean of the two for a half win, one half for a half loss, 0 when lost;
 * the stake times their product, rounded down once (the domain's SETTLE rules for a single or a
 * combo). Odds have three decimals, so the product is exact in integers.
 */
function expectedPayout(bet: HistoryBet): bigint {
  let numerator = BigInt(bet.stake.value);
  let denominator = 1n;
  for (const selection of bet.selections) {
    const odds = BigInt(Math.round(selection.odds * 1000));
    const [top, bottom] = {
      win: [odds, 1000n],
      lose: [0n, 1n],
      void: [1n, 1n],
      half_win: [odds + 1000n, 2000n],
      half_lose: [1n, 2n],
    }[selection.result ?? 'lose'] as [bigint, bigint];
    numerator *= top;
    denominator *= bottom;
  }
  return numerator / denominator;
}

async function settledBets(page: Page): Promise<HistoryBet[]> {
  const response = await page.request.get('/sportsbook/api/v3/bets?status=settled&limit=50');
  return ((await response.json()) as { data: HistoryBet[] }).data;
}

async function finish(page: Page, pick: Pick): Promise<void> {
  const response = await page.request.post(`${API}/dev/matches/${pick.matchId}/finish`, {
    headers: PLATFORM,
  });
  expect(response.status(), `finishing match ${pick.matchId}`).toBe(204);
}

/**
 * What a cashout paid, read from the page, checked against the value the player confirmed: the
 * server pays that value, or the value after the in-play delay when it is lower and within the
 * 1 % tolerance (decision 016) — never more than confirmed.
 */
async function paidWithinTolerance(amount: Locator, offered: string): Promise<bigint> {
  await expect(amount).toHaveAttribute('data-amount', /^\d+$/);
  const paid = BigInt((await amount.getAttribute('data-amount'))!);
  expect(paid, `paid ${paid} for a confirmed ${offered}`).toBeLessThanOrEqual(BigInt(offered));
  expect(paid * 100n, `paid ${paid} for a confirmed ${offered}`).toBeGreaterThanOrEqual(
    BigInt(offered) * 99n,
  );
  return paid;
}

test.describe('settlement and cashout', () => {
  test('a single and a combo settle with the right amounts and the balance is credited', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signedInPlayer(page);
    const [first, second] = await prematchPicks(request, 2);
    const slip = page.getByTestId('betslip');
    const balance = page.getByTestId('header').getByTestId('header-balance');

    expect(await addToSlip(page, [first!])).toHaveLength(1);
    await place(page, '5');
    expect(await addToSlip(page, [first!, second!])).toHaveLength(2);
    await expect(slip.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
    await place(page, '5');
    await expect(balance).toHaveText('40.00 EUR');

    // Both bets are open in MY_BETS.
    await slip.getByTestId('betslip-tab-MY_BETS').click();
    const cards = slip.getByTestId('bet-card');
    await expect(cards).toHaveCount(2);
    await expect(slip.locator('[data-testid="bet-card"][data-badge="open"]')).toHaveCount(2);

    // The feed plays both matches to their end; settlement follows.
    await finish(page, first!);
    await finish(page, second!);

    // The open cards turn into results without a reload (bet changed over the private channel).
    await expect(slip.locator('[data-testid="bet-card"][data-badge="open"]')).toHaveCount(0, {
      timeout: 30_000,
    });

    let settled: HistoryBet[] = [];
    await expect
      .poll(async () => (settled = await settledBets(page)).length, { timeout: 30_000 })
      .toBe(2);
    let credited = 0n;
    for (const bet of settled) {
      const payout = expectedPayout(bet);
      expect(bet.status).toBe('done');
      expect(bet.win_amount, `${bet.type} pays what its results say`).toBe(payout.toString());
      credited += payout;
      // The page shows the same amount and the matching badge.
      const card = slip.locator(`[data-testid="bet-card"][data-bet-id="${bet.id}"]`);
      await expect(card.getByTestId('bet-returned')).toHaveAttribute(
        'data-amount',
        payout.toString(),
      );
      await expect(card).toHaveAttribute('data-badge', payout > 0n ? 'won' : 'lost');
    }
    // The balance is the 40.00 left after the stakes plus exactly what settlement paid.
    await expect.poll(() => eurBalance(page)).toBe(4000n + credited);
    const euros = (Number(4000n + credited) / 100).toFixed(2);
    await expect(balance).toHaveText(`${euros} EUR`);

    // The history page lists them as settled too.
    await page.goto('/sport/bets-history');
    await page.getByTestId('history-filter-settled').click();
    await expect(page.getByTestId('bets-history').getByTestId('bet-card')).toHaveCount(2);
  });

  test.describe('on live prices', () => {
    // A bet stop can land between the look and the click: the placement answers 422 (the market
    // is suspended), the browser logs the failed request, and \`place\` tries again.
    test.use({ allowedConsoleErrors: [/status of 422/] });

    test('a live bet is cashed out at the value shown and the balance rises by it', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await signedInPlayer(page);
      // A cashout waits the in-play delay and is paid at the value then: pick a match whose price
      // is quiet (baseball and cricket re-price rarely; a stopped clock not at all).
      await placeLiveSingle(page, request, { sports: ['baseball', 'cricket'], max: 6 }, '10');
      const balance = page.getByTestId('header').getByTestId('header-balance');
      await expect(balance).toHaveText('40.00 EUR');

      const slip = page.getByTestId('betslip');
      await slip.getByTestId('betslip-tab-MY_BETS').click();
      const card = slip.getByTestId('bet-card').first();
      const button = card.getByTestId('cashout-button');
      // A producer outage suspends live cashouts for up to 30 s.
      await expect(button).toBeEnabled({ timeout: 45_000 });
      await button.click();
      const confirm = card.getByTestId('cashout-confirm');
      const shown = (await confirm.getAttribute('data-value')) ?? '';
      expect(shown).toMatch(/^\d+$/);
      await expect(confirm).toContainText(`${(Number(shown) / 100).toFixed(2)} EUR`);
      const before = await eurBalance(page);
      await confirm.click();

      // Should the value move beyond the tolerance meanwhile, the new one is offered: take it.
      let offered = shown;
      const acceptNew = card.getByTestId('cashout-accept-new');
      await expect(async () => {
        if (await acceptNew.isVisible()) {
          offered = (await acceptNew.getAttribute('data-value')) ?? offered;
          await acceptNew.click();
        }
        await expect(card).toHaveAttribute('data-badge', 'cashedOut', { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const paid = await paidWithinTolerance(card.getByTestId('bet-returned'), offered);
      await expect.poll(() => eurBalance(page)).toBe(before + paid);
      await expect(balance).toHaveText(`${((Number(before) + Number(paid)) / 100).toFixed(2)} EUR`);

      // The cashout is in the notifications, unread.
      await expect(page.getByTestId('notifications-unread')).toHaveText('1');
      await page.getByTestId('notifications-bell').click();
      const list = page.getByTestId('notifications-list');
      await expect(list.getByTestId('notification').first()).toContainText('cashed out');
      await list.getByTestId('notifications-read-all').click();
      await expect(page.getByTestId('notifications-unread')).toHaveCount(0);
    });

    test('half of a live bet is cashed out, the balance rises by it and the rest stays open', async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      await signedInPlayer(page);
      // Quiet prices, as above: the part is paid at its value after the in-play delay.
      await placeLiveSingle(page, request, { sports: ['baseball', 'cricket'], max: 6 }, '10');
      const balance = page.getByTestId('header').getByTestId('header-balance');
      await expect(balance).toHaveText('40.00 EUR');

      const slip = page.getByTestId('betslip');
      await slip.getByTestId('betslip-tab-MY_BETS').click();
      const card = slip.getByTestId('bet-card').first();
      const button = card.getByTestId('cashout-button');
      // A producer outage suspends live cashouts for up to 30 s.
      await expect(button).toBeEnabled({ timeout: 45_000 });
      await button.click();

      // The partial switch starts at half of the 10.00 stake, in 0.10 steps.
      await card.getByTestId('cashout-partial-toggle').click();
      await expect(card.getByTestId('cashout-partial-stake')).toHaveAttribute('data-stake', '500');
      await card.getByTestId('cashout-partial-more').click();
      await expect(card.getByTestId('cashout-partial-stake')).toHaveAttribute('data-stake', '510');
      await card.getByTestId('cashout-partial-less').click();
      const confirm = card.getByTestId('cashout-confirm');
      await expect(confirm).toHaveAttribute('data-stake', '500');
      const shown = (await confirm.getAttribute('data-value')) ?? '';
      expect(shown).toMatch(/^\d+$/);
      await expect(card.getByTestId('cashout-partial-amount')).toHaveAttribute(
        'data-amount',
        shown,
      );
      await expect(confirm).toContainText(`${(Number(shown) / 100).toFixed(2)} EUR`);
      const before = await eurBalance(page);
      await confirm.click();

      let offered = shown;
      const acceptNew = card.getByTestId('cashout-accept-new');
      const done = card.getByTestId('cashout-part-done');
      await expect(async () => {
        if (await acceptNew.isVisible()) {
          await expect(acceptNew).toHaveAttribute('data-stake', '500');
          offered = (await acceptNew.getAttribute('data-value')) ?? offered;
          await acceptNew.click();
        }
        await expect(done).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      const paid = await paidWithinTolerance(done, offered);
      await expect.poll(() => eurBalance(page)).toBe(before + paid);
      await expect(balance).toHaveText(`${((Number(before) + Number(paid)) / 100).toFixed(2)} EUR`);

      // The other half is still riding: the card stays open on 5.00 and says what was paid.
      await expect(card).toHaveAttribute('data-badge', 'open');
      await expect(card.getByTestId('bet-stake')).toHaveAttribute('data-amount', '500');
      const soFar = card.getByTestId('bet-cashed-out-so-far');
      await expect(soFar).toHaveAttribute('data-amount', String(paid));
      await expect(soFar).toHaveAttribute('data-stake', '500');
      await expect(card.getByTestId('cashout-button')).toBeVisible();
    });
  });
});
