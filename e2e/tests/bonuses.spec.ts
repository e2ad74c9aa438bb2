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

/** One side of a two-way market: the slip's pick, and the same as placement's selection. */
interface Side {
  pick: Pick;
  selection: { match_id: number; market_id: number; specifier: string; outcome_id: string };
}

/**
 * Prematch two-way markets (tennis, basketball…) whose two sides the WELCOME5 freebet both takes
 * (odds of at least 1.50; 1.60–6 leaves room to move), each as its two sides: one player backs
 * each side, so one of the two freebets wins whatever the match does.
 */
async function freebetPairs(request: APIRequestContext): Promise<Array<[Side, Side]>> {
  const response = await request.get(`${API}/matches?match_status=0&type=match&limit=100`);
  const matches = ((await response.json()) as { data: WireMatch[] }).data.reverse();
  return matches.flatMap((match): Array<[Side, Side]> => {
    const market = match.main_market;
    if (match.provider !== 'betradar' || !market || market.market_status !== 1) return [];
    const takes = (o: { active: boolean; odds: number }) =>
      o.active && o.odds >= 1.6 && o.odds <= 6;
    if (market.outcomes.length !== 2 || !market.outcomes.every(takes)) return [];
    const [a, b] = market.outcomes.map((outcome) => ({
      pick: {
        matchId: match.id,
        path: `/sport/${match.sport.key}/${match.slug}`,
        selection: `${match.id}/${market.market_id}/${market.specifier}/${outcome.outcome_id}`,
      },
      selection: {
        match_id: match.id,
        market_id: market.market_id,
        specifier: market.specifier,
        outcome_id: outcome.outcome_id,
      },
    }));
    return [[a!, b!]];
  });
}

/**
 * The rival's freebet: WELCOME5 redeemed and staked through the API on `side` at its price now
 * (a moved price is tried again at the new one).
 */
async function rivalFreebetBet(page: Page, side: Side): Promise<void> {
  const redeemed = await page.request.post(`${API}/bonuses/promo-code`, {
    headers: PLATFORM,
    data: { code: 'WELCOME5' },
  });
  expect(redeemed.status(), await redeemed.text()).toBeLessThan(300);
  const freebets = await page.request.get(`${API}/bonuses/freebets`);
  const freebet = ((await freebets.json()) as { data: Array<{ id: string }> }).data[0];
  expect(freebet, 'the rival holds the freebet').toBeDefined();
  await expect(async () => {
    const match = (await (
      await page.request.get(`${API}/matches/${side.selection.match_id}`)
    ).json()) as WireMatch;
    const odds = match.main_market!.outcomes.find(
      (o) => o.outcome_id === side.selection.outcome_id,
    )!.odds;
    const placed = await page.request.post('/sportsbook/api/v3/bets', {
      headers: { ...PLATFORM, 'idempotency-key': `e2e-rival-${Date.now()}` },
      data: {
        meta: { device_id: 'e2e', quick: false, type: 'single' },
        bets: [
          {
            stake: { value: '500', currency: 'EUR' },
            selections: [{ ...side.selection, odds }],
            bonus: { id: freebet!.id, type: 'freebet' },
          },
        ],
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
  }).toPass({ timeout: 20_000 });
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
    browser,
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
    const pairs = await freebetPairs(request);
    expect(pairs.length, 'a two-way market both of whose sides the freebet takes').toBeGreaterThan(
      0,
    );
    const added = await addToSlip(
      page,
      pairs.map(([side]) => side.pick),
      1,
    );
    expect(added).toHaveLength(1);
    const [mine, theirs] = pairs.find(([side]) => side.pick.selection === added[0]!.selection)!;
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

    // A rival backs the other side with their own WELCOME5 freebet: one of the two bets wins.
    const rivalContext = await browser.newContext();
    try {
      const rival = await rivalContext.newPage();
      await signedInPlayer(rival);
      await rivalFreebetBet(rival, theirs);
      expect(await eurBalance(rival)).toBe(5000n);

      // The match is played to its end; both bets settle by its result.
      const finished = await page.request.post(`${API}/dev/matches/${mine.pick.matchId}/finish`, {
        headers: PLATFORM,
      });
      expect(finished.status()).toBe(204);
      const settledOf = async (player: Page) => {
        let settled: HistoryBet[] = [];
        await expect
          .poll(async () => (settled = await settledBets(player)).length, { timeout: 30_000 })
          .toBe(1);
        const bet = settled[0]!;
        expect(bet.stake.value).toBe('500');
        return bet;
      };
      const bets = [
        { player: page, bet: await settledOf(page) },
        { player: rival, bet: await settledOf(rival) },
      ];
      // freebet_only_win: payout − stake when the bet came out ahead, never the stake back.
      for (const { player, bet } of bets) {
        const payout = grossPayout(bet);
        const paid = payout > 500n ? payout - 500n : 0n;
        expect(bet.win_amount ?? '0').toBe(paid.toString());
        await expect.poll(() => eurBalance(player)).toBe(5000n + paid);
      }
      const winners = bets.filter(({ bet }) => bet.selections[0]!.result === 'win');
      expect(winners, 'one side of a two-way market wins').toHaveLength(1);
      const winner = winners[0]!.bet;
      expect(BigInt(winner.win_amount ?? '0')).toBe(grossPayout(winner) - 500n);
      expect(BigInt(winner.win_amount ?? '0')).toBeGreaterThan(0n);
    } finally {
      await rivalContext.close();
    }

    // The area lists it as used.
    await page.goto('/sport/profile/bonuses');
    await expect(
      page.getByTestId('bonuses-past').getByTestId('bonus-card').filter({ hasText: '5.00' }),
    ).toHaveCount(1);
  });
});
