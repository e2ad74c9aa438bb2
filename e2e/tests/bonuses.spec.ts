import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, PLATFORM, addToSlip, eurBalance, signedInPlayer, type Pick } from './helpers';

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

interface HistoryBet {
  id: string;
  status: string;
  stake: { value: string };
  win_amount: string | null;
  selections: Array<{
    odds: number;
    result: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | null;
  }>;
}

/** Prematch picks whose price the WELCOME5 freebet takes (odds of at least 1.50). */
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

async function settledBets(page: Page): Promise<HistoryBet[]> {
  const response = await page.request.get('/sportsbook/api/v3/bets?status=settled&limit=50');
  return ((await response.json()) as { data: HistoryBet[] }).data;
}

/**
 * The gross payout a cash bet of this stake would get from its results (the SETTLE rules: a win
 * pays the odds, void 1, half win the mean, half loss one half, a loss 0), rounded down once.
 */
function grossPayout(bet: HistoryBet): bigint {
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

test.describe('bonuses', () => {
  // The used code is refused on purpose: its 409 is logged by the browser.
  test.use({ allowedConsoleErrors: [/status of 409/] });

  test('a promo code gives a 5.00 freebet, the slip stakes it and settlement pays only the winnings', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedInPlayer(page);

    // The bonuses area: WELCOME5 issues the freebet; the same code again is the field's error.
    await page.goto('/sport/profile/bonuses');
    // `bonus issued` arrives on the private channel once it is subscribed: a bonus toast.
    await expect(page.locator('html')).toHaveAttribute('data-realtime-private', 'subscribed');
    const form = page.getByTestId('promo-code-form');
    await form.getByTestId('promo-code-input').fill('welcome5');
    await form.getByTestId('promo-code-submit').click();
    await expect(form.getByTestId('promo-code-issued')).toContainText('5.00');
    await expect(page.getByTestId('toast-bonus')).toContainText('You have a new bonus');
    await expect(
      page.getByTestId('bonuses-available').getByTestId('bonus-card').filter({ hasText: '5.00' }),
    ).toHaveCount(1);
    await form.getByTestId('promo-code-input').fill('WELCOME5');
    await form.getByTestId('promo-code-submit').click();
    await expect(form.getByTestId('promo-code-error')).toHaveText(
      'You have already used this promo code.',
    );
    await form.getByTestId('promo-code-input').fill('NO-SUCH-CODE');
    await form.getByTestId('promo-code-submit').click();
    await expect(form.getByTestId('promo-code-error')).toHaveText(
      'This promo code does not exist.',
    );

    // The slip offers the freebet on a single; taking it fixes the stake to 5.00.
    const picks = await freebetPicks(request);
    expect(await addToSlip(page, picks, 1)).toHaveLength(1);
    const slip = page.getByTestId('betslip');
    await slip.getByTestId('slip-bonus-freebet').click();
    await expect(slip.getByTestId('slip-bonus-freebet')).toHaveAttribute('aria-checked', 'true');
    await expect(slip.getByTestId('stake-input')).toHaveValue('5');
    await expect(slip.getByTestId('stake-input')).toBeDisabled();
    await expect(slip.getByTestId('slip-freebet-note')).toBeVisible();
    // Only-win: the return shown is the winnings, 5.00 × (odds − 1), the bonus's part all of it.
    const odds = Number(await slip.getByTestId('slip-total-odds').innerText());
    const winnings = ((Math.floor((500 * Math.round(odds * 1000)) / 1000) - 500) / 100).toFixed(2);
    await expect(slip.getByTestId('slip-potential-return')).toContainText(winnings);
    await expect(slip.getByTestId('slip-bonus-part')).toContainText(winnings);

    const before = await eurBalance(page);
    expect(before).toBe(5000n);
    await expect(async () => {
      const accept = slip.getByTestId('accept-odds');
      if (await accept.isVisible()) await accept.click();
      const button = slip.getByTestId('place-bets');
      if ((await button.isVisible()) && (await button.isEnabled())) await button.click();
      await expect(slip.getByTestId('slip-receipt')).toBeVisible({ timeout: 8_000 });
    }).toPass({ timeout: 30_000 });
    await slip.getByTestId('slip-receipt-done').click();
    // The freebet staked it: the player's cash is untouched, and the freebet is used.
    expect(await eurBalance(page)).toBe(5000n);

    // The match is played to its end; the bet settles by its result.
    const finished = await page.request.post(`${API}/dev/matches/${picks[0]!.matchId}/finish`, {
      headers: PLATFORM,
    });
    expect(finished.status()).toBe(204);
    let settled: HistoryBet[] = [];
    await expect
      .poll(async () => (settled = await settledBets(page)).length, { timeout: 30_000 })
      .toBe(1);
    const bet = settled[0]!;
    expect(bet.stake.value).toBe('500');
    // freebet_only_win: payout − stake when the bet came out ahead, never the stake back.
    const payout = grossPayout(bet);
    const paid = payout > 500n ? payout - 500n : 0n;
    expect(bet.win_amount ?? '0').toBe(paid.toString());
    await expect.poll(() => eurBalance(page)).toBe(5000n + paid);

    // The area lists it as used.
    await page.goto('/sport/profile/bonuses');
    await expect(
      page.getByTestId('bonuses-past').getByTestId('bonus-card').filter({ hasText: '5.00' }),
    ).toHaveCount(1);
  });
});
