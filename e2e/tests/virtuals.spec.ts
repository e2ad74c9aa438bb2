import { expect, test } from './fixtures';
import { API, PLATFORM, eurBalance, signedInPlayer } from './helpers';

interface VirtualEvent {
  id: number;
  status: string;
  seed_hash: string;
  seed: string | null;
  score: { home: number; away: number } | null;
  markets: Array<{ market_id: number; outcomes: Array<{ outcome_id: string; odds: number }> }>;
}
interface Arena {
  next: VirtualEvent[];
  results: VirtualEvent[];
}
interface HistoryBet {
  stake: { value: string };
  win_amount: string | null;
  selections: Array<{ odds: number; match_id: number; outcome_id: string }>;
}

test('a bet on the next virtual match plays, settles, and its seed proof verifies', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  await signedInPlayer(page);
  const arena = async () =>
    (await (await page.request.get(`${API}/virtual-gaming-arena`)).json()) as Arena;
  // The furthest open match: it cannot close during the journey (the feed runs at 4×).
  const event = (await arena()).next.filter((e) => e.status === 'open').at(-1)!;
  expect(event).toBeDefined();
  expect(event.seed).toBeNull();

  // The sports list's link (the catalogue's sport page) lands on the arena.
  await page.goto('/sport/virtual-football');
  await expect(page).toHaveURL(/\/sport\/virtual-gaming-arena$/);
  const card = page.locator(`[data-testid="virtual-event"][data-event-id="${event.id}"]`);
  await expect(card.getByTestId('virtual-seed-hash')).toHaveText(event.seed_hash);
  await expect(page.getByTestId('virtual-countdown').first()).toBeVisible();
  await shot('arena-desktop');
  await card.locator('[data-outcome="1/1"]').click();

  const slip = page.getByTestId('betslip');
  const before = await eurBalance(page);
  await slip.getByTestId('stake-input').first().fill('5');
  await slip.getByTestId('place-bets').click();
  await expect(slip.getByTestId('slip-receipt')).toBeVisible();
  await slip.getByTestId('slip-receipt-done').click();
  await expect.poll(() => eurBalance(page)).toBe(before - 500n);

  // The dev route plays the match to its end now: close, kick-off, full time, settlement.
  const finished = await page.request.post(`${API}/dev/matches/${event.id}/finish`, {
    headers: PLATFORM,
  });
  expect(finished.status()).toBe(204);

  let settled: HistoryBet[] = [];
  await expect
    .poll(async () => {
      const response = await page.request.get('/sportsbook/api/v3/bets?status=settled&limit=10');
      settled = ((await response.json()) as { data: HistoryBet[] }).data.filter(
        (b) => b.selections[0]!.match_id === event.id,
      );
      return settled.length;
    })
    .toBe(1);
  const result = (await arena()).results.find((e) => e.id === event.id)!;
  expect(result.seed_hash).toBe(event.seed_hash);
  expect(result.seed).not.toBeNull();
  const odds = event.markets[0]!.outcomes.find((o) => o.outcome_id === '1')!.odds;
  const expected =
    result.score!.home > result.score!.away ? (500n * BigInt(Math.round(odds * 1000))) / 1000n : 0n;
  expect(BigInt(settled[0]!.win_amount ?? '0')).toBe(expected);
  await expect.poll(() => eurBalance(page)).toBe(before - 500n + expected);

  // The page shows the result with its replay and the proof, checked in the browser.
  const shown = page.locator(`[data-testid="virtual-result"][data-event-id="${event.id}"]`);
  await expect(shown.getByTestId('virtual-score')).toHaveText(
    `${result.score!.home} – ${result.score!.away}`,
  );
  await expect(shown.getByTestId('virtual-proof')).toHaveAttribute('data-verified', 'true');
  await shown.getByTestId('virtual-proof').click();
  await expect(shown.getByTestId('virtual-seed')).toHaveText(result.seed!);
  // A virtual race already run (decision 060): its proof verifies in the browser too.
  const race = page.getByTestId('virtual-race-result').first();
  await expect(race.getByTestId('virtual-race-proof')).toHaveAttribute('data-verified', 'true');
  await expect(
    page.getByTestId('virtual-race').first().getByTestId('virtual-race-win').first(),
  ).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await shot('result-desktop-dark');
  await page.getByTestId('theme-switch').first().click();
  await shot('result-desktop-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('arena-mobile-light');
  await shown.scrollIntoViewIfNeeded();
  await shot('result-mobile-light');
  await page.getByTestId('theme-switch').first().click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot('arena-mobile-dark');
});
