import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_OPERATOR_KEY } from '../playwright.config';
import { expect } from './fixtures';

/** Shared set-up for the betting journeys: picks from the feed and a funded, signed-in player. */

export const API = '/sportsbook/api/v2';
export const PLATFORM = { 'x-platform-app': 'sportsbook' };
/** The operator API's prefix and the e2e server's key (decision 043). */
export const OPERATOR_API = '/operator/api/v1';
export const OPERATOR_HEADERS = { authorization: `Bearer ${E2E_OPERATOR_KEY}` };

export interface Pick {
  matchId: number;
  path: string;
  /** The odds button's key: `${matchId}/${marketId}/${specifier}/${outcomeId}`. */
  selection: string;
}

interface WireMatch {
  id: number;
  slug: string;
  provider: string;
  sport: { key: string };
  clock: { stopped: boolean } | null;
  main_market: {
    market_id: number;
    specifier: string;
    market_status: number;
    outcomes: Array<{ outcome_id: string; active: boolean; odds: number }>;
  } | null;
}

async function matches(request: APIRequestContext, status: 0 | 1): Promise<WireMatch[]> {
  const response = await request.get(`${API}/matches?match_status=${status}&type=match&limit=100`);
  return ((await response.json()) as { data: WireMatch[] }).data;
}

function pickOf(match: WireMatch): Pick | null {
  const market = match.main_market;
  const outcome = market?.outcomes.find((item) => item.active);
  if (!market || market.market_status !== 1 || !outcome) return null;
  return {
    matchId: match.id,
    path: `/sport/${match.sport.key}/${match.slug}`,
    selection: `${match.id}/${market.market_id}/${market.specifier}/${outcome.outcome_id}`,
  };
}

/**
 * Prematch matches with an open main market, one outcome each, from the first provider (a
 * system bet takes only its selections, betting-core §5): a combo needs different matches, and
 * prematch prices rarely move during a test.
 */
export async function prematchPicks(request: APIRequestContext, count: number): Promise<Pick[]> {
  // The latest-starting of the listed matches first: the next ones to start get their prices
  // stopped at kick-off, and the feed brings the next few forward to keep enough matches live.
  const picks = (await matches(request, 0))
    .reverse()
    .filter((match) => match.provider === 'betradar')
    .map(pickOf)
    .filter((pick): pick is Pick => pick !== null)
    .slice(0, count);
  expect(picks, `the feed has ${count} prematch matches with open prices`).toHaveLength(count);
  return picks;
}

/**
 * Live matches of the first provider with an open main market, the sports listed first (in that
 * order) ahead of the rest, and matches whose clock runs ahead of stopped ones.
 */
async function livePicks(
  request: APIRequestContext,
  options: { sports: string[]; max: number; exclude?: number[] },
): Promise<Pick[]> {
  const rank = (match: WireMatch) => {
    const index = options.sports.indexOf(match.sport.key);
    return (index === -1 ? options.sports.length : index) + (match.clock?.stopped ? 100 : 0);
  };
  const live = (await matches(request, 1)).filter(
    (match) => match.provider === 'betradar' && !options.exclude?.includes(match.id),
  );
  return [...live]
    .sort((a, b) => rank(a) - rank(b))
    .map(pickOf)
    .filter((pick): pick is Pick => pick !== null)
    .slice(0, options.max);
}

/**
 * Puts picks in the slip from their match pages. A live price can be locked for a moment (a bet
 * stop), even between the check and the click: such a pick is skipped rather than waited for.
 */
export async function addToSlip(page: Page, picks: Pick[], limit = picks.length): Promise<Pick[]> {
  const added: Pick[] = [];
  for (const pick of picks) {
    if (added.length === limit) break;
    await page.goto(pick.path);
    const odds = page.locator(`[data-selection="${pick.selection}"]`).first();
    if ((await odds.count()) === 0 || (await odds.isDisabled())) continue;
    await odds.click({ timeout: 5_000 }).catch(() => undefined);
    const pressed = await expect(odds)
      .toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 })
      .then(
        () => true,
        () => false,
      );
    // A bet stop can lock the price between the check and the click: skip it like any locked one.
    if (!pressed && (await odds.isDisabled())) continue;
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
    added.push(pick);
  }
  return added;
}

/**
 * Puts up to `take` live picks in the slip, waiting until at least one is open: the simulated
 * feed has producer outages (every live market suspended for up to 30 s) and bet stops, so a
 * moment with no open live price is normal and the journey waits it out instead of failing.
 */
export async function addLivePicks(
  page: Page,
  request: APIRequestContext,
  options: { sports: string[]; max: number; take?: number; exclude?: number[] },
): Promise<Pick[]> {
  let added: Pick[] = [];
  await expect(async () => {
    const picks = await livePicks(request, options);
    added = await addToSlip(page, picks, options.take);
    expect(added.length, 'an open live price to pick').toBeGreaterThan(0);
  }).toPass({ timeout: 60_000 });
  return added;
}

/**
 * Puts one live price in the slip and places `stake` on it. A live price can stay locked longer
 * than a journey can wait (a run of bet stops, a break in play, the match ending under a loaded
 * machine): then the slip is cleared and another match's price is taken, up to three matches.
 */
export async function placeLiveSingle(
  page: Page,
  request: APIRequestContext,
  options: { sports: string[]; max: number },
  stake: string,
): Promise<Pick> {
  const slip = page.getByTestId('betslip');
  const tried: number[] = [];
  for (;;) {
    const [pick] = await addLivePicks(page, request, { ...options, take: 1, exclude: tried });
    tried.push(pick!.matchId);
    await slip.getByTestId('stake-input').fill(stake);
    try {
      await placeAcceptingMoves(page, 30_000);
      return pick!;
    } catch (error) {
      if (tried.length === 3) throw error;
    }
    // A placement still in flight either ends in its receipt (the bet stands) or frees the slip.
    const receipt = slip.getByTestId('slip-receipt');
    const clear = slip.getByTestId('slip-clear');
    await expect(receipt.or(clear)).toBeVisible();
    await expect(async () => {
      expect((await receipt.isVisible()) || (await clear.isEnabled())).toBe(true);
    }).toPass({ timeout: 15_000 });
    if (await receipt.isVisible()) {
      await slip.getByTestId('slip-receipt-done').click();
      return pick!;
    }
    await clear.click();
  }
}

/**
 * A confirmed, signed-in player with 50.00 EUR, or 50.00 of `currency` (none with `deposit:
 * false`), made through the API (the account journeys test the forms): the page's context shares
 * the session cookie.
 */
export async function signedInPlayer(
  page: Page,
  options: { deposit?: boolean; currency?: string } = {},
): Promise<{ email: string; password: string }> {
  const currency = options.currency ?? 'EUR';
  const email = `bettor-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'goal-2026-Kickoff';
  const signUp = await page.request.post('/platform/api/users', {
    headers: PLATFORM,
    data: {
      email,
      password,
      country: 'DE',
      currency,
      terms_accepted: true,
      first_name: 'Slip',
      last_name: 'Tester',
    },
  });
  expect(signUp.status()).toBe(201);
  // The sign-up bound this browser's demo mailbox to the account (decision 021).
  const mailbox = await page.request.get('/platform/api/demo/mailbox');
  const { data } = (await mailbox.json()) as { data: Array<{ links: Array<{ url: string }> }> };
  const token = new URL(data[0]!.links[0]!.url).searchParams.get('confirmation_token') ?? '';
  expect(
    (await page.request.get(`/platform/api/users/confirmation?confirmation_token=${token}`)).ok(),
  ).toBe(true);
  const signIn = await page.request.post('/platform/api/users/sign_in', {
    headers: PLATFORM,
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  if (options.deposit === false) return { email, password };
  const deposit = await page.request.post('/payments/api/deposits', {
    headers: { ...PLATFORM, 'idempotency-key': `e2e-${Date.now()}` },
    data: { amount: '5000', currency, outcome: 'success', return_url: '/sport' },
  });
  expect(deposit.status()).toBe(201);
  return { email, password };
}

/** The player's EUR balance in subunits, as the accounts API has it now. */
export async function eurBalance(page: Page): Promise<bigint> {
  const response = await page.request.get('/platform/api/player/accounts', { headers: PLATFORM });
  const accounts = (await response.json()) as {
    data: Array<{ currency: string; balance: string }>;
  };
  return BigInt(accounts.data.find((account) => account.currency === 'EUR')?.balance ?? '-1');
}

/**
 * Places what the slip holds, its stakes already typed, and closes the receipt. A price can move
 * between a look and a click (the slip then asks to accept the new odds): accept and try again.
 */
export async function placeAcceptingMoves(page: Page, timeout = 40_000): Promise<void> {
  const slip = page.getByTestId('betslip');
  const accept = slip.getByTestId('accept-odds');
  const button = slip.getByTestId('place-bets');
  const receipt = slip.getByTestId('slip-receipt');
  await expect(async () => {
    if (await accept.isVisible()) await accept.click();
    // Disabled while a placement is in flight too: then just wait for its receipt.
    if ((await button.isVisible()) && (await button.isEnabled())) await button.click();
    await expect(receipt).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout });
  await slip.getByTestId('slip-receipt-done').click();
}
