import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, PLATFORM, eurBalance, signedInPlayer } from './helpers';

const V3 = '/sportsbook/api/v3';

interface CustomMarkets {
  data: {
    custom_bet_groups: Array<{
      markets: Array<{
        market_id: number;
        specifier: string;
        market_status: number;
        outcomes: Array<{ outcome_id: string; active: boolean }>;
      }>;
    }>;
  };
}

/** The three parts of the journey (issue 21): home win, over 2.5, both teams to score. */
const PARTS: Part[] = [
  { market: '1', specifier: '', outcome: '1' },
  { market: '18', specifier: 'total=2.5', outcome: 'over' },
  { market: '29', specifier: '', outcome: 'yes' },
];

interface Part {
  market: string;
  specifier: string;
  outcome: string;
}

interface Placed {
  id: string;
  parts: Part[];
  oddsThousandths: bigint;
}

/** Whether a part of the journey's markets (1x2, total 2.5, both teams to score) won. */
function partWins(part: Part, score: { home: number; away: number }): boolean {
  const diff = score.home - score.away;
  const goals = score.home + score.away;
  switch (part.market) {
    case '1':
      return part.outcome === '1' ? diff > 0 : part.outcome === 'X' ? diff === 0 : diff < 0;
    case '18':
      return part.outcome === 'over' ? goals > 2.5 : goals < 2.5;
    default:
      return (score.home > 0 && score.away > 0) === (part.outcome === 'yes');
  }
}

/**
 * A 1.00 custom bet on `parts` at the price quoted now, through the API; null when the builder
 * refuses the combination because it cannot happen (BB-004).
 */
async function placeCustomBet(
  request: APIRequestContext,
  matchId: number,
  parts: Part[],
): Promise<Placed | null> {
  const selections = parts.map((p) => ({
    match_id: matchId,
    market_id: Number(p.market),
    specifier: p.specifier,
    outcome_id: p.outcome,
  }));
  const quoted = await request.post(`${V3}/bets/custom/odds`, {
    data: { bets: [{ selections }] },
  });
  if (quoted.status() === 422) {
    const { error } = (await quoted.json()) as { error: { message: string } };
    expect(error.message, JSON.stringify(parts)).toMatch(/^BB-004/);
    return null;
  }
  expect(quoted.status(), await quoted.text()).toBe(200);
  const odds = ((await quoted.json()) as { data: Array<{ odds: number }> }).data[0]!.odds;
  const placed = await request.post(`${V3}/bets`, {
    headers: { ...PLATFORM, 'idempotency-key': `e2e-builder-${Date.now()}-${Math.random()}` },
    data: {
      meta: { device_id: 'e2e', quick: false, type: 'custom_bet' },
      bets: [
        {
          stake: { value: '100', currency: 'EUR' },
          custom_odds: odds,
          selections: selections.map((s) => ({ ...s, odds: 1.5 })),
        },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const [bet] = ((await placed.json()) as { data: Array<{ bet_id: string }> }).data;
  return { id: bet!.bet_id, parts, oddsThousandths: BigInt(Math.round(odds * 1000)) };
}

/** The bets of `ids`, once every one of them is settled. */
async function settledBets(request: APIRequestContext, ids: string[]) {
  type Bet = { id: string; status: string; win_amount: string | null };
  const found = new Map<string, Bet>();
  await expect
    .poll(
      async () => {
        const response = await request.get(`${V3}/bets?status=settled&limit=100`);
        for (const bet of ((await response.json()) as { data: Bet[] }).data)
          if (ids.includes(bet.id)) found.set(bet.id, bet);
        return found.size;
      },
      { timeout: 30_000 },
    )
    .toBe(ids.length);
  return found;
}

/** A prematch football match whose builder offers all three parts open. */
async function builderMatch(request: APIRequestContext) {
  const response = await request.get(
    `${API}/matches?match_status=0&type=match&sport_key=football&limit=50`,
  );
  const { data } = (await response.json()) as {
    data: Array<{ id: number; slug: string; provider: string }>;
  };
  for (const match of data.filter((m) => m.provider === 'betradar')) {
    const markets = (await (
      await request.get(`${V3}/bets/custom/markets/${match.id}`)
    ).json()) as CustomMarkets;
    const all = markets.data.custom_bet_groups.flatMap((group) => group.markets);
    const open = PARTS.every((part) =>
      all.some(
        (m) =>
          String(m.market_id) === part.market &&
          m.specifier === part.specifier &&
          m.market_status === 1 &&
          m.outcomes.some((o) => o.outcome_id === part.outcome && o.active),
      ),
    );
    if (open) return { id: match.id, path: `/sport/football/${match.slug}` };
  }
  throw new Error('no prematch football match offers the three parts');
}

test('bet builder: home win + over 2.5 + both teams to score, placed and settled at stake × price', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signedInPlayer(page);
  const match = await builderMatch(request);
  // The bet-builder hash key opens the match page on its Bet Builder tab (list key betbuilder).
  await page.goto(`${match.path}#bet-builder`);
  await expect(page).toHaveURL(/[?&]group=betbuilder/);
  const builder = page.getByTestId('bet-builder');
  await expect(page.getByTestId('market-group-tab-betbuilder')).toBeVisible();
  for (const part of PARTS) {
    await builder
      .locator(
        `[data-testid="bet-builder-outcome"][data-market="${part.market}"][data-specifier="${part.specifier}"][data-outcome="${part.outcome}"]`,
      )
      .click();
  }
  // The combined price shows, and it is the server's price of the joint event.
  const price = builder.getByTestId('bet-builder-price');
  await expect(price).toHaveAttribute('data-odds', /^\d+(\.\d+)?$/);
  const odds = Number(await price.getAttribute('data-odds'));
  const quoted = await request.post(`${V3}/bets/custom/odds`, {
    data: {
      bets: [
        {
          selections: PARTS.map((p) => ({
            match_id: match.id,
            market_id: Number(p.market),
            specifier: p.specifier,
            outcome_id: p.outcome,
          })),
        },
      ],
    },
  });
  expect(((await quoted.json()) as { data: Array<{ odds: number }> }).data[0]!.odds).toBe(odds);

  // "Add bet" puts the combination in the bet slip as ONE custom bet (decision 053).
  await builder.getByTestId('bet-builder-add').click();
  await expect(page.getByTestId('bet-builder-added')).toBeVisible();
  const slip = page.getByTestId('betslip');
  const line = slip.getByTestId('slip-custom-bet');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('custom-bet-part')).toHaveCount(3);
  await expect(line.getByTestId('custom-bet-odds')).toHaveAttribute('data-odds', String(odds));
  // One line in the slip's count, and no ordinary selection: it is never split or converted.
  await expect(slip.getByTestId('betslip-count')).toHaveText('1');
  await expect(slip.getByTestId('slip-selection')).toHaveCount(0);

  // The custom-bet ticket modal shows its parts and its price.
  await line.getByTestId('custom-bet-details').click();
  const ticket = page.getByTestId('custom-bet-ticket');
  await expect(ticket.getByTestId('custom-bet-leg')).toHaveCount(3);
  await expect(ticket.getByTestId('custom-bet-ticket-odds')).toHaveAttribute(
    'data-odds',
    String(odds),
  );
  await page.keyboard.press('Escape');
  await expect(ticket).toBeHidden();

  // A stake of 5.00; the slip keeps the custom bet (and its stake) through a reload.
  await line.getByTestId('custom-bet-stake').fill('5');
  const promised = (500n * BigInt(Math.round(odds * 1000))) / 1000n;
  await expect(line.getByTestId('custom-bet-potential')).toHaveAttribute(
    'data-amount',
    promised.toString(),
  );
  await page.reload();
  await expect(line.getByTestId('custom-bet-stake')).toHaveValue('5');
  await expect(line.getByTestId('custom-bet-part')).toHaveCount(3);
  await expect(line.getByTestId('custom-bet-potential')).toHaveAttribute(
    'data-amount',
    promised.toString(),
  );

  const shots = process.env.BET_BUILDER_SHOTS;
  if (shots) {
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        if (width === 390) {
          await page.getByTestId('mobile-tab-BET_SLIP').click();
          await expect(line).toBeVisible();
        }
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
        await page.screenshot({ path: `${shots}/custom-bet-slip-${width}-${theme}.png` });
        if (width === 390) await page.getByTestId('mobile-tab-BET_SLIP').click();
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Placed from the slip: POST /bets with meta.type custom_bet at the price the slip shows.
  await expect(line.getByTestId('custom-bet-place')).toBeEnabled();
  await line.getByTestId('custom-bet-place').click();
  const receipt = slip.getByTestId('custom-bet-receipt-bet');
  await expect(receipt).toBeVisible();
  await expect(receipt.getByTestId('custom-bet-receipt-win')).toHaveAttribute(
    'data-amount',
    promised.toString(),
  );
  const betId = await receipt.getAttribute('data-bet-id');
  await expect(line).toHaveCount(0);
  await slip.getByTestId('custom-bet-receipt-done').click();
  expect(await eurBalance(page)).toBe(4500n);

  // Whichever way the match ends, one custom bet must win: the player also backs, at 1.00 each
  // through the API, every other combination of result × total 2.5 × both teams to score. The
  // ones that cannot happen are refused (BB-004); the rest cover every final score exactly once.
  const others: Placed[] = [];
  for (const result of ['1', 'X', '2'])
    for (const total of ['over', 'under'])
      for (const both of ['yes', 'no']) {
        if (result === '1' && total === 'over' && both === 'yes') continue;
        const parts = [
          { market: '1', specifier: '', outcome: result },
          { market: '18', specifier: 'total=2.5', outcome: total },
          { market: '29', specifier: '', outcome: both },
        ];
        const placed = await placeCustomBet(page.request, match.id, parts);
        if (placed) others.push(placed);
      }
  expect(others.length).toBeGreaterThanOrEqual(5);
  const staked = 100n * BigInt(others.length);
  expect(await eurBalance(page)).toBe(4500n - staked);

  // Bet history shows it as one bet builder card; its ticket modal lists the three parts.
  await slip.getByTestId('betslip-tab-MY_BETS').click();
  const card = slip.locator(`[data-testid="bet-card"][data-bet-id="${betId}"]`);
  await expect(card.getByTestId('bet-selection')).toHaveCount(3);
  await card.getByTestId('bet-custom-details').click();
  await expect(page.getByTestId('custom-bet-ticket').getByTestId('custom-bet-leg')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('custom-bet-ticket')).toBeHidden();
  await slip.getByTestId('betslip-tab-BET_SLIP').click();

  // The feed plays the match to its end; settlement pays stake × price when every part won.
  const finished = await page.request.post(`${API}/dev/matches/${match.id}/finish`, {
    headers: PLATFORM,
  });
  expect(finished.status()).toBe(204);
  let settled: { id: string; type: string; status: string; win_amount: string | null } | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${V3}/bets?status=settled&limit=50`);
        const { data } = (await response.json()) as { data: NonNullable<typeof settled>[] };
        settled = data.find((bet) => bet.id === betId);
        return settled?.status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  const final = (await (await request.get(`${API}/matches/${match.id}`)).json()) as {
    data?: { total_score: { home: number; away: number } | null };
    total_score?: { home: number; away: number } | null;
  };
  const score = (final.data ?? final).total_score!;
  const wins = (parts: Part[]) => parts.every((part) => partWins(part, score));
  const won = wins(PARTS);
  expect(settled!.type).toBe('custom_bet');
  expect(settled!.win_amount, `final score ${score.home}:${score.away}`).toBe(
    (won ? promised : 0n).toString(),
  );
  // Every other combination settled too: exactly one of all of them won, and it paid exactly
  // stake × price (rounded down to the cent); every other one paid nothing.
  const all = await settledBets(page.request, [betId!, ...others.map((o) => o.id)]);
  let paid = won ? promised : 0n;
  for (const other of others) {
    const bet = all.get(other.id);
    const payout = wins(other.parts) ? (100n * other.oddsThousandths) / 1000n : 0n;
    expect(bet?.status, other.id).toBe('done');
    expect(bet?.win_amount, `${JSON.stringify(other.parts)} at ${score.home}:${score.away}`).toBe(
      payout.toString(),
    );
    paid += payout;
  }
  expect([PARTS, ...others.map((o) => o.parts)].filter(wins)).toHaveLength(1);
  expect(paid).toBeGreaterThan(0n);
  await expect.poll(() => eurBalance(page)).toBe(4500n - staked + paid);
});

test.describe('once its match is over', () => {
  // The slip's re-price is refused (422) once the match is over: the browser logs that answer.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('a custom bet in the slip is removed, with a notice', async ({ page, request }) => {
    test.setTimeout(90_000);
    const match = await builderMatch(request);
    await page.goto(`${match.path}#bet-builder`);
    const builder = page.getByTestId('bet-builder');
    for (const part of PARTS.slice(0, 2)) {
      await builder
        .locator(
          `[data-testid="bet-builder-outcome"][data-market="${part.market}"][data-specifier="${part.specifier}"][data-outcome="${part.outcome}"]`,
        )
        .click();
    }
    await expect(builder.getByTestId('bet-builder-price')).toHaveAttribute(
      'data-odds',
      /^\d+(\.\d+)?$/,
    );
    await builder.getByTestId('bet-builder-add').click();
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-custom-bet')).toHaveCount(1);
    await expect(slip.getByTestId('custom-bet-part')).toHaveCount(2);

    const finished = await request.post(`${API}/dev/matches/${match.id}/finish`, {
      headers: PLATFORM,
    });
    expect(finished.status()).toBe(204);
    // Told by the match's status change (or found on the next re-price): the line goes.
    await expect(slip.getByTestId('custom-bet-removed')).toBeVisible({ timeout: 30_000 });
    await expect(slip.getByTestId('slip-custom-bet')).toHaveCount(0);
    await expect(slip.getByTestId('betslip-count')).toHaveCount(0);
  });
});
