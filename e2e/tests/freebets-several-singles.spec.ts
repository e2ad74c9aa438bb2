import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, PLATFORM, addToSlip, eurBalance, signedInPlayer, type Pick } from './helpers';

/** Optional screenshots for review (FREEBETS_SHOTS=<dir>), not a check. */
const SHOTS = process.env.FREEBETS_SHOTS;

interface WireMatch {
  id: number;
  slug: string;
  provider: string;
  sport: { key: string };
  main_market: {
    market_id: number;
    specifier: string;
    market_status: number;
    outcomes: Array<{ outcome_id: string; active: boolean; odds: number }>;
  } | null;
}

/** Prematch picks, one per match, priced for the demo freebets (odds of at least 1.50). */
async function freebetPicks(request: APIRequestContext): Promise<Pick[]> {
  const response = await request.get(`${API}/matches?match_status=0&type=match&limit=100`);
  const matches = ((await response.json()) as { data: WireMatch[] }).data;
  return matches.flatMap((match) => {
    const market = match.main_market;
    if (match.provider !== 'betradar' || !market || market.market_status !== 1) return [];
    const outcome = market.outcomes.find((o) => o.active && o.odds >= 1.6 && o.odds <= 6);
    if (!outcome) return [];
    return [
      {
        matchId: match.id,
        path: `/sport/${match.sport.key}/${match.slug}`,
        selection: `${match.id}/${market.market_id}/${market.specifier}/${outcome.outcome_id}`,
      },
    ];
  });
}

/** Redeems a demo promo code for the signed-in player; the freebet's id. */
async function redeem(page: Page, code: string): Promise<string> {
  const response = await page.request.post(`${API}/bonuses/promo-code`, {
    headers: PLATFORM,
    data: { code },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test('several singles: two freebets (one boosted ×2) and a cash single placed at once', async ({
  page,
  request,
}) => {
  test.setTimeout(40_000);
  await signedInPlayer(page);
  const welcome = await redeem(page, 'WELCOME5');
  const boosted = await redeem(page, 'BOOST5');
  const boost = await page.request.post(`${API}/bonuses/${boosted}/boost`, { headers: PLATFORM });
  expect(boost.status()).toBe(200);

  expect(await addToSlip(page, await freebetPicks(request), 3)).toHaveLength(3);
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('bet-type-single').click();
  await expect(slip.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
  await slip.getByTestId('stake-input').fill('2');

  // Each single offers both freebets; the first takes WELCOME5, the second the boosted one.
  const singles = slip.getByTestId('slip-selection');
  await expect(singles).toHaveCount(3);
  const first = singles.nth(0);
  const second = singles.nth(1);
  await first.locator(`[data-bonus-id="${welcome}"]`).click();
  await expect(first.locator(`[data-bonus-id="${welcome}"]`)).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // A freebet one single holds is not offered to another (BON-012).
  await expect(second.locator(`[data-bonus-id="${welcome}"]`)).toHaveCount(0);
  const boostedChoice = second.locator(`[data-bonus-id="${boosted}"]`);
  // The boost shows: "Boost ×2", 10.00 with 5.00 struck through.
  await expect(boostedChoice.getByTestId('slip-boost-badge')).toHaveText('Boost ×2');
  await expect(boostedChoice).toContainText('10.00');
  await expect(boostedChoice.getByTestId('slip-boost-before')).toHaveText('5.00 EUR');
  await boostedChoice.click();
  await expect(boostedChoice).toHaveAttribute('aria-checked', 'true');

  // Totals: the player pays the cash single only; the freebets pay 5.00 + 10.00.
  await expect(slip.getByTestId('slip-total-stake')).toHaveText('2.00 EUR');
  await expect(slip.getByTestId('slip-total-freebets')).toHaveText('15.00 EUR');
  await expect(slip.getByTestId('stake-input')).toHaveValue('2');
  if (SHOTS) await shots(page, 'chosen');

  const before = await eurBalance(page);
  await expect(async () => {
    const accept = slip.getByTestId('accept-odds');
    if (await accept.isVisible()) await accept.click();
    const button = slip.getByTestId('place-bets');
    if ((await button.isVisible()) && (await button.isEnabled())) await button.click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 20_000 });
  await expect(slip.getByTestId('receipt-ref')).toHaveCount(3);
  // Only the cash single moved the player's money.
  await expect.poll(() => eurBalance(page)).toBe(before - 200n);
  const used = await page.request.get(`${API}/bonuses?status=past`);
  const past = ((await used.json()) as { data: Array<{ id: string; status: string }> }).data;
  expect(past.filter((b) => b.id === welcome || b.id === boosted).map((b) => b.status)).toEqual([
    'bonus_over',
    'bonus_over',
  ]);
});

async function shots(page: Page, state: string) {
  for (const scheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, scheme);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('mobile-tab-BET_SLIP').click();
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-selection').first()).toBeVisible();
    // The sheet slides in: the picture waits until no finite animation is running.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    for (const index of [0, 1]) {
      await slip.getByTestId('slip-selection').nth(index).scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `${SHOTS}/freebets-singles-${state}-390-${scheme}-single-${index + 1}.png`,
      });
    }
    await slip.getByTestId('place-bets').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/freebets-singles-${state}-390-${scheme}-end.png` });
    await page.getByTestId('mobile-tab-BET_SLIP').click();
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
