import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, PLATFORM, addToSlip, eurBalance, signedInPlayer, type Pick } from './helpers';

/**
 * Issue 19's Done-when: a 4-leg combo gets the demo comboboost (4–5 legs ×1.05, 6+ ×1.10, legs of
 * at least 1.20; seed-demo-bonuses.ts) shown before placing and paid at settlement. The legs'
 * results are the feed's, so the amounts are computed from the results the bet got.
 */

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
  type: string;
  status: string;
  stake: { value: string };
  win_amount: string | null;
  bonus: { id: string | number; type: string; odds: number } | null;
  selections: Array<{
    odds: number;
    result: 'win' | 'lose' | 'void' | 'half_win' | 'half_lose' | null;
  }>;
}

/** The demo comboboost's ranges (seed-demo-bonuses.ts), multipliers in thousandths. */
const DEMO_RANGES = [
  { min: 4, max: 5, multiplier: 1050n },
  { min: 6, max: 20, multiplier: 1100n },
];

const STAKE = 200n;

/**
 * Prematch picks of different matches whose price clears the boost's 1.20 per leg with room to
 * move (1.25–3.00), the latest-starting first (the next to start get their prices stopped).
 */
async function boostPicks(request: APIRequestContext, count: number): Promise<Pick[]> {
  const response = await request.get(`${API}/matches?match_status=0&type=match&limit=100`);
  const matches = ((await response.json()) as { data: WireMatch[] }).data.reverse();
  const picks = matches.flatMap((match) => {
    const market = match.main_market;
    if (match.provider !== 'betradar' || !market || market.market_status !== 1) return [];
    // The favourite of the pair (the lowest price that still clears the legs' minimum): a
    // combo that wins pays the boost, so the journey sees that branch more often.
    const outcome = market.outcomes
      .filter((o) => o.active && o.odds >= 1.25 && o.odds <= 3)
      .sort((a, b) => a.odds - b.odds)[0];
    if (!outcome) return [];
    return [
      {
        matchId: match.id,
        path: `/sport/${match.sport.key}/${match.slug}`,
        selection: `${match.id}/${market.market_id}/${market.specifier}/${outcome.outcome_id}`,
      },
    ];
  });
  expect(picks.length, `the feed has ${count} prematch prices of 1.25–3.00`).toBeGreaterThanOrEqual(
    count,
  );
  return picks;
}

/**
 * The gross payout P of a cash bet from its legs' results (the SETTLE rules: a win pays the odds,
 * void 1, half win the mean, half loss one half, a loss 0), rounded down once.
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

/**
 * BON-033 (packages/domain comboboostExtra): the range of the legs not voided; when the bet came
 * out ahead (P > S), floor(P × (multiplier − 1)); else nothing.
 */
function boostExtra(bet: HistoryBet, payout: bigint): bigint {
  const counted = bet.selections.filter((s) => s.result !== 'void').length;
  const range = DEMO_RANGES.find((r) => counted >= r.min && counted <= r.max);
  if (!range || payout <= BigInt(bet.stake.value)) return 0n;
  return (payout * (range.multiplier - 1000n)) / 1000n;
}

/** An amount shown in the slip ("12.34 EUR") in subunits: EUR shows two decimals. */
async function shownSubunits(locator: Locator): Promise<bigint> {
  const text = (await locator.innerText()).replace(/[^\d]/g, '');
  expect(text, 'an amount').not.toBe('');
  return BigInt(text);
}

async function settledBets(page: Page): Promise<HistoryBet[]> {
  const response = await page.request.get('/sportsbook/api/v3/bets?status=settled&limit=50');
  return ((await response.json()) as { data: HistoryBet[] }).data;
}

test.describe('comboboost', () => {
  test('a 4-leg combo shows the boost before placing and settlement pays it exactly', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await signedInPlayer(page);
    const slip = page.getByTestId('betslip');

    // Four legs from four matches; a price locked at the click is skipped for the next one.
    const candidates = await boostPicks(request, 4);
    const picks = await addToSlip(page, candidates, 4);
    expect(picks, 'four open prices').toHaveLength(4);
    await expect(slip.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');
    await slip.getByTestId('stake-input').fill((Number(STAKE) / 100).toString());

    // The demo hunting and tournament are open to all and auto-selected first (§4): pick the
    // comboboost explicitly.
    const boost = slip.getByTestId('slip-bonus-comboboost');
    await expect(boost).toBeVisible();
    await boost.click();
    await expect(boost).toHaveAttribute('aria-checked', 'true');
    await expect(boost).toContainText('1.05');

    // Shown before placing: the boosted odds, the return before the boost struck through, and
    // the bonus part = floor(P × 0.05) of the return P the combo pays unboosted.
    await expect(slip.getByTestId('slip-boosted-odds')).toBeVisible();
    await expect(slip.getByTestId('slip-odds-before-boost')).toBeVisible();
    await expect(async () => {
      const before = await shownSubunits(slip.getByTestId('slip-return-before-boost'));
      const part = await shownSubunits(slip.getByTestId('slip-bonus-part'));
      expect(part).toBe((before * 50n) / 1000n);
      expect(part).toBeGreaterThan(0n);
      const potential = slip.getByTestId('slip-potential-return').locator('bdi').last();
      expect(await shownSubunits(potential)).toBe(before + part);
    }).toPass({ timeout: 10_000 });

    const start = await eurBalance(page);
    expect(start).toBe(5000n);
    await expect(async () => {
      const accept = slip.getByTestId('accept-odds');
      if (await accept.isVisible()) await accept.click();
      const button = slip.getByTestId('place-bets');
      if ((await button.isVisible()) && (await button.isEnabled())) await button.click();
      await expect(slip.getByTestId('slip-receipt')).toBeVisible({ timeout: 8_000 });
    }).toPass({ timeout: 30_000 });
    await slip.getByTestId('slip-receipt-done').click();
    await expect.poll(() => eurBalance(page)).toBe(start - STAKE);

    // The feed plays the four matches to their end; settlement follows.
    for (const pick of picks) {
      const finished = await page.request.post(`${API}/dev/matches/${pick.matchId}/finish`, {
        headers: PLATFORM,
      });
      expect(finished.status(), `finishing match ${pick.matchId}`).toBe(204);
    }
    let settled: HistoryBet[] = [];
    await expect
      .poll(async () => (settled = await settledBets(page)).length, { timeout: 30_000 })
      .toBe(1);
    const bet = settled[0]!;
    expect(bet.type).toBe('combo');
    expect(bet.stake.value).toBe(STAKE.toString());
    expect(bet.bonus?.type).toBe('comboboost');
    expect(bet.selections).toHaveLength(4);

    // Whatever the results: P from the legs, plus the boost's extra of the legs not voided.
    const payout = grossPayout(bet);
    const extra = boostExtra(bet, payout);
    const paid = payout + extra;
    test.info().annotations.push({
      type: 'legs',
      description: `${bet.selections.map((s) => `${s.odds} ${s.result}`).join(', ')}: P ${payout}, boost ${extra}`,
    });
    expect(bet.win_amount ?? '0', `P ${payout} + boost ${extra}`).toBe(paid.toString());
    await expect.poll(() => eurBalance(page)).toBe(start - STAKE + paid);
  });
});
