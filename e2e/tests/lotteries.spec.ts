import { expect, test } from './fixtures';
import { API, PLATFORM, eurBalance, signedInPlayer } from './helpers';

interface Draw {
  id: number;
  game: string;
  hash: string;
  markets: Array<{ market_id: number; outcomes: Array<{ id: string; odds: number }> }>;
}
interface Result {
  id: number;
  hash: string;
  seed: string;
  balls: number[];
}
interface HistoryBet {
  stake: { value: string };
  win_amount: string | null;
  selections: Array<{ odds: number; match_id?: number; outcome_id: string }>;
}

const NUMBER_MARKET = 951;
/** Screenshots of the page (390 and 1280 px, dark and light) when asked for. */
const SHOTS = process.env.LOTTERY_SCREENSHOTS;

test.describe('lotteries', () => {
  test('a bet on a 6/49 draw settles when it is drawn, and the draw’s proof verifies', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInPlayer(page);
    const overview = (await (await page.request.get(`${API}/lotteries`)).json()) as {
      next_draws: Draw[];
    };
    // The last listed 6/49 draw (20 simulated minutes ahead at least): it cannot close on its
    // own during the journey; the dev route draws it.
    const draw = overview.next_draws.filter((d) => d.game === '6-49').at(-1)!;
    expect(draw).toBeDefined();

    await page.goto('/sport/lotteries');
    const game = page.locator('[data-testid="lottery-game"][data-game="6-49"]');
    await expect(game.getByTestId('draw-countdown')).toBeVisible();
    await game.locator(`[data-testid="draw-tab"][data-draw-id="${draw.id}"]`).click();
    const chosen = game.getByTestId('chosen-draw');
    await expect(chosen).toHaveAttribute('data-draw-id', String(draw.id));
    await expect(chosen.getByTestId('draw-hash')).toHaveAttribute('title', draw.hash);
    await chosen
      .locator(`[data-testid="lottery-price"][data-market="${NUMBER_MARKET}"][data-outcome="7"]`)
      .click();

    const slip = page.getByTestId('betslip');
    const before = await eurBalance(page);
    await slip.getByTestId('stake-input').first().fill('5');
    await slip.getByTestId('place-bets').click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible();
    await slip.getByTestId('slip-receipt-done').click();
    await expect.poll(() => eurBalance(page)).toBe(before - 500n);

    const drawn = await page.request.post(`${API}/dev/matches/${draw.id}/finish`, {
      headers: PLATFORM,
    });
    expect(drawn.status()).toBe(204);

    let settled: HistoryBet[] = [];
    await expect
      .poll(async () => {
        const response = await page.request.get('/sportsbook/api/v3/bets?status=settled&limit=10');
        settled = ((await response.json()) as { data: HistoryBet[] }).data;
        return settled.length;
      })
      .toBe(1);
    const results = (await (await page.request.get(`${API}/lotteries`)).json()) as {
      results: Result[];
    };
    const result = results.results.find((r) => r.id === draw.id)!;
    expect(result.hash).toBe(draw.hash);
    const odds = BigInt(Math.round(settled[0]!.selections[0]!.odds * 1000));
    const expected = result.balls.includes(7) ? (500n * odds) / 1000n : 0n;
    expect(BigInt(settled[0]!.win_amount ?? '0')).toBe(expected);
    await expect.poll(() => eurBalance(page)).toBe(before - 500n + expected);

    // The result with its balls and proof; the browser verifies it.
    const row = page.locator(`[data-testid="lottery-result"][data-draw-id="${draw.id}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByTestId('drawn-ball')).toHaveText(result.balls.map(String));
    await expect(row.getByTestId('result-seed')).toHaveText(result.seed, { useInnerText: false });
    await row.getByTestId('verify-proof').click();
    await expect(row.getByTestId('proof-verdict')).toHaveAttribute('data-ok', 'true');

    if (SHOTS) {
      await row.locator('summary').click();
      for (const scheme of ['dark', 'light'] as const)
        for (const width of [390, 1280]) {
          await page.emulateMedia({ colorScheme: scheme });
          await page.evaluate((value) => {
            document.documentElement.dataset.theme = value;
          }, scheme);
          await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
          await page.screenshot({
            path: `${SHOTS}/lotteries-${width}-${scheme}.png`,
            fullPage: true,
          });
        }
    }
  });
});
