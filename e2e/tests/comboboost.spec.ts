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

/** A two-way main market of a prematch match: both sides clear the boost's 1.20 per leg. */
interface TwoWayLeg {
  matchId: number;
  marketId: number;
  specifier: string;
  outcomes: [string, string];
}

/**
 * Four prematch matches whose main market has exactly two outcomes (tennis, basketball…), both
 * priced 1.25 or more, the latest-starting first: each match ends in one side or the other, so
 * the 16 combos of one side per match hold exactly one that wins every leg.
 */
async function twoWayLegs(request: APIRequestContext): Promise<TwoWayLeg[]> {
  const response = await request.get(`${API}/matches?match_status=0&type=match&limit=100`);
  const matches = ((await response.json()) as { data: WireMatch[] }).data.reverse();
  const legs = matches.flatMap((match): TwoWayLeg[] => {
    const market = match.main_market;
    if (match.provider !== 'betradar' || !market || market.market_status !== 1) return [];
    const [a, b] = market.outcomes;
    const priced = (o: typeof a) => o !== undefined && o.active && o.odds >= 1.25;
    if (market.outcomes.length !== 2 || !priced(a) || !priced(b)) return [];
    const outcomes: [string, string] = [a!.outcome_id, b!.outcome_id];
    return [
      { matchId: match.id, marketId: market.market_id, specifier: market.specifier, outcomes },
    ];
  });
  expect(
    legs.length,
    'four prematch two-way markets priced 1.25+ each side',
  ).toBeGreaterThanOrEqual(4);
  return legs.slice(0, 4);
}

/** The current price of each side of `legs`' markets, by `${matchId}/${outcomeId}`. */
async function currentOdds(request: APIRequestContext, legs: TwoWayLeg[]) {
  const response = await request.get(`${API}/matches?match_status=0&type=match&limit=100`);
  const prices = new Map<string, number>();
  for (const match of ((await response.json()) as { data: WireMatch[] }).data) {
    if (!legs.some((leg) => leg.matchId === match.id)) continue;
    for (const o of match.main_market?.outcomes ?? [])
      prices.set(`${match.id}/${o.outcome_id}`, o.odds);
  }
  return prices;
}

test.describe('comboboost paid', () => {
  test('of 16 covering 4-leg combos, the one that wins every leg is paid the boost exactly', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInPlayer(page);
    const comboboosts = await page.request.get(`${API}/bonuses/comboboosts`);
    expect(comboboosts.status()).toBe(200);
    const boost = ((await comboboosts.json()) as { data: Array<{ id: string; status: string }> })
      .data[0];
    expect(boost, 'the demo comboboost is offered to every player').toBeDefined();

    const legs = await twoWayLegs(page.request);
    const start = await eurBalance(page);
    const ids: string[] = [];
    for (let mask = 0; mask < 16; mask += 1) {
      // Prematch prices drift: a refusal for a moved price is tried again at the new price.
      await expect(async () => {
        const odds = await currentOdds(page.request, legs);
        const selections = legs.map((leg, i) => {
          const outcome = leg.outcomes[(mask >> i) & 1]!;
          return {
            match_id: leg.matchId,
            market_id: leg.marketId,
            specifier: leg.specifier,
            outcome_id: outcome,
            odds: odds.get(`${leg.matchId}/${outcome}`) ?? 0,
          };
        });
        const placed = await page.request.post('/sportsbook/api/v3/bets', {
          headers: { ...PLATFORM, 'idempotency-key': `e2e-cover-${Date.now()}-${mask}` },
          data: {
            meta: { device_id: 'e2e', quick: false, type: 'combo' },
            bets: [
              {
                stake: { value: '100', currency: 'EUR' },
                selections,
                bonus: { id: boost!.id, type: 'comboboost' },
              },
            ],
          },
        });
        expect(placed.status(), await placed.text()).toBe(200);
        ids.push(((await placed.json()) as { data: Array<{ bet_id: string }> }).data[0]!.bet_id);
      }).toPass({ timeout: 20_000 });
    }
    expect(await eurBalance(page)).toBe(start - 1600n);

    for (const leg of legs) {
      const finished = await page.request.post(`${API}/dev/matches/${leg.matchId}/finish`, {
        headers: PLATFORM,
      });
      expect(finished.status(), `finishing match ${leg.matchId}`).toBe(204);
    }
    let settled: HistoryBet[] = [];
    await expect
      .poll(
        async () => (settled = (await settledBets(page)).filter((b) => ids.includes(b.id))).length,
        { timeout: 30_000 },
      )
      .toBe(16);

    let paid = 0n;
    for (const bet of settled) {
      expect(bet.bonus?.type).toBe('comboboost');
      const payout = grossPayout(bet);
      const owed = payout + boostExtra(bet, payout);
      expect(bet.win_amount ?? '0', `bet ${bet.id}`).toBe(owed.toString());
      paid += owed;
    }
    // Exactly one combo won every leg (a void leg would leave three counted, below the range).
    const winners = settled.filter((bet) => bet.selections.every((s) => s.result === 'win'));
    expect(
      winners,
      settled.map((b) => b.selections.map((s) => s.result).join(',')).join(' | '),
    ).toHaveLength(1);
    const winner = winners[0]!;
    const payout = grossPayout(winner);
    expect(payout).toBeGreaterThan(100n);
    const extra = (payout * 50n) / 1000n;
    expect(extra, 'the boost paid on the winning combo').toBeGreaterThan(0n);
    expect(winner.win_amount).toBe((payout + extra).toString());
    await expect.poll(() => eurBalance(page)).toBe(start - 1600n + paid);
  });
});
