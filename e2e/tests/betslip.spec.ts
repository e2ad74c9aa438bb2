import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const API = '/sportsbook/api/v2';

interface Pick {
  path: string;
  selection: string;
}

/**
 * Three prematch matches with an open main market, one outcome each: a combo needs selections
 * from different matches, and prematch prices rarely move during the test.
 */
async function prematchPicks(request: APIRequestContext): Promise<Pick[]> {
  const response = await request.get(`${API}/matches?match_status=0&type=match&limit=50`);
  const { data } = (await response.json()) as {
    data: Array<{
      id: number;
      slug: string;
      provider: string;
      sport: { key: string };
      main_market: {
        market_id: number;
        specifier: string;
        market_status: number;
        outcomes: Array<{ outcome_id: string; active: boolean }>;
      } | null;
    }>;
  };
  const picks: Pick[] = [];
  // A system bet takes only the first provider's selections (betting-core §5).
  for (const match of data.filter((item) => item.provider === 'betradar')) {
    const market = match.main_market;
    const outcome = market?.outcomes.find((item) => item.active);
    if (!market || market.market_status !== 1 || !outcome) continue;
    picks.push({
      path: `/sport/${match.sport.key}/${match.slug}`,
      selection: `${match.id}/${market.market_id}/${market.specifier}/${outcome.outcome_id}`,
    });
    if (picks.length === 3) break;
  }
  expect(picks, 'the feed has three prematch matches with open prices').toHaveLength(3);
  return picks;
}

const PLATFORM = { 'x-platform-app': 'sportsbook' };

/**
 * A confirmed, signed-in player with 50.00 EUR, made through the API (the account journeys test
 * the forms): the page's context shares the session cookie.
 */
async function signedInPlayer(page: Page): Promise<void> {
  const email = `bettor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'goal-2026-Kickoff';
  const signUp = await page.request.post('/platform/api/users', {
    headers: PLATFORM,
    data: {
      email,
      password,
      country: 'DE',
      currency: 'EUR',
      terms_accepted: true,
      first_name: 'Slip',
      last_name: 'Tester',
    },
  });
  expect(signUp.status()).toBe(201);
  const outbox = await page.request.get(
    `/platform/api/dev/outbox?recipient=${encodeURIComponent(email)}`,
  );
  const { data } = (await outbox.json()) as { data: Array<{ links: Array<{ url: string }> }> };
  const token = new URL(data[0]!.links[0]!.url).searchParams.get('confirmation_token') ?? '';
  expect(
    (await page.request.get(`/platform/api/users/confirmation?confirmation_token=${token}`)).ok(),
  ).toBe(true);
  const signIn = await page.request.post('/platform/api/users/sign_in', {
    headers: PLATFORM,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  const deposit = await page.request.post('/payments/api/deposits', {
    headers: { ...PLATFORM, 'idempotency-key': `e2e-${Date.now()}` },
    data: { amount: '5000', currency: 'EUR', outcome: 'success', return_url: '/sport' },
  });
  expect(deposit.status()).toBe(201);
}

test.describe('the bet slip', () => {
  test('a visitor builds a system bet, is asked to sign in on place and keeps the slip', async ({
    page,
    request,
  }) => {
    const picks = await prematchPicks(request);
    const slip = page.getByTestId('betslip');

    for (const pick of picks) {
      await page.goto(pick.path);
      const odds = page.locator(`[data-selection="${pick.selection}"]`).first();
      await odds.click();
      await expect(odds).toHaveAttribute('aria-pressed', 'true');
    }

    await expect(slip.getByTestId('betslip-count')).toHaveText('3');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);
    await expect(slip.getByTestId('bet-type-combo')).toHaveAttribute('aria-pressed', 'true');

    await slip.getByTestId('bet-type-system').click();
    await expect(slip.getByTestId('bet-type-system')).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByTestId('system-type')).toHaveValue('2/3');

    // A price may have moved since the page loaded; the player accepts it like any change.
    const accept = slip.getByTestId('accept-odds');
    if (await accept.isVisible()) await accept.click();

    // Without a stake the place button says why it is disabled.
    await expect(slip.getByTestId('place-bets')).toBeDisabled();
    await expect(slip.getByTestId('place-reasons')).toContainText('Enter a stake.');

    await slip.getByTestId('stake-input').fill('10');
    await expect(slip.getByTestId('slip-total-stake')).toHaveText('10.00 EUR');
    await expect(slip.getByTestId('slip-potential-return')).not.toHaveText('0.00 EUR');
    await expect(slip.getByTestId('slip-potential-return')).toContainText('EUR');
    await expect(slip.getByTestId('place-reasons')).toHaveCount(0);
    const potentialReturn = await slip.getByTestId('slip-potential-return').textContent();

    await slip.getByTestId('place-bets').click();
    const modal = page.getByTestId('modal-signIn');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);

    // The slip lives in sessionStorage: a reload brings it back as it was.
    await page.reload();
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);
    await expect(slip.getByTestId('bet-type-system')).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByTestId('stake-input')).toHaveValue('10');
    await expect(slip.getByTestId('slip-potential-return')).toHaveText(potentialReturn ?? '');
    for (const pick of picks.slice(2)) {
      await expect(page.locator(`[data-selection="${pick.selection}"]`).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  });

  test('a player places a system 2/3 and the balance drops by exactly the stake', async ({
    page,
    request,
  }) => {
    await signedInPlayer(page);
    const picks = await prematchPicks(request);
    const slip = page.getByTestId('betslip');
    const balance = page.getByTestId('header').getByTestId('header-balance');

    for (const pick of picks) {
      await page.goto(pick.path);
      await page.locator(`[data-selection="${pick.selection}"]`).first().click();
    }
    await expect(balance).toHaveText('50.00 EUR');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(3);
    await slip.getByTestId('bet-type-system').click();
    await expect(slip.getByTestId('system-type')).toHaveValue('2/3');
    await slip.getByTestId('stake-input').fill('12');
    const accept = slip.getByTestId('accept-odds');
    if (await accept.isVisible()) await accept.click();

    await slip.getByTestId('place-bets').click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible();
    await expect(slip.getByTestId('slip-receipt')).toContainText('12.00 EUR');
    // Exactly the stake leaves the account, in the header without a reload.
    await expect(balance).toHaveText('38.00 EUR');
    const bets = await page.request.get('/platform/api/player/accounts', { headers: PLATFORM });
    const accounts = (await bets.json()) as { data: Array<{ currency: string; balance: string }> };
    expect(accounts.data.find((account) => account.currency === 'EUR')?.balance).toBe('3800');
  });
});
