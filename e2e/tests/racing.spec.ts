import { expect, test } from './fixtures';
import { API, PLATFORM, eurBalance, signedInPlayer } from './helpers';

interface RaceCard {
  id: number;
  status: string;
  places: number;
  rule4: number;
  result: number[][] | null;
  runners: Array<{ number: number; non_runner: boolean; win_odds: number | null }>;
}

interface HistoryBet {
  stake: { value: string };
  win_amount: string | null;
  selections: Array<{ odds: number; market_id: number; outcome_id: string }>;
}

const WIN_MARKET = 901;
const PLACE_MARKET = 902;

/**
 * The hand rules of an each-way part (decision 048): a runner tied with k others at position p
 * is paid on min(k, paying − p + 1) / k of its stake; the winnings (odds − 1) lose Rule 4's
 * pence in the pound; a withdrawn runner's bet is void. Rounded down once.
 */
function partPayout(race: RaceCard, bet: HistoryBet, paying: number): bigint {
  const stake = BigInt(bet.stake.value);
  const runner = Number(bet.selections[0]!.outcome_id);
  const withdrawn = race.runners.find((r) => r.number === runner)!.non_runner;
  if (withdrawn) return stake;
  let position = 1;
  for (const group of race.result!) {
    if (group.includes(runner)) {
      const slots = Math.min(group.length, paying - position + 1);
      if (slots <= 0) return 0n;
      // A price over ODDS_CAP (40) counts as 40 (betting-core §4).
      const odds = BigInt(Math.min(Math.round(bet.selections[0]!.odds * 1000), 40_000));
      const price = 100_000n + (odds - 1000n) * BigInt(100 - race.rule4);
      return (stake * BigInt(slots) * price) / (BigInt(group.length) * 100_000n);
    }
    position += group.length;
  }
  return 0n;
}

test.describe('horse racing', () => {
  test('an each-way bet on a race finished through the dev route settles to the exact amount', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signedInPlayer(page);
    const overview = (await (await page.request.get(`${API}/racing`)).json()) as {
      meetings: Array<{
        discipline: string;
        races: Array<{ id: number; places: number; status: string; start_time: string }>;
      }>;
    };
    // The sixth open horse race with place terms: it cannot go off during the journey (the next
    // to go mixes in greyhounds, a race every five minutes, decision 068).
    const race = overview.meetings
      .filter((m) => m.discipline === 'horse')
      .flatMap((m) => m.races)
      .filter((r) => r.status === 'open' && r.places > 0)
      .sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))
      .slice(0, 6)
      .at(-1)!;
    expect(race).toBeDefined();

    // The sports list's racing link (the catalogue's sport page) lands on the racing pages.
    await page.goto('/sport/horse-racing');
    await expect(page).toHaveURL(/\/sport\/racing$/);
    await expect(page.getByTestId('next-race').first()).toBeVisible();
    // Today's four meetings at least (the next session's join hours ahead, decision 048).
    await expect(page.getByTestId('meeting').nth(3)).toBeVisible();
    await page.goto(`/sport/racing/${race.id}`);
    const card = page.getByTestId('race-card');
    await expect(card.getByTestId('race-status')).toHaveText('Open');
    await card.getByTestId('race-each-way').first().click();

    // Two singles, the win and the place part, the same stake each.
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
    const stakes = slip.getByTestId('stake-input');
    const before = await eurBalance(page);
    for (const input of await stakes.all()) await input.fill('5');
    await slip.getByTestId('place-bets').click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible();
    await slip.getByTestId('slip-receipt-done').click();
    await expect.poll(() => eurBalance(page)).toBe(before - 1000n);

    const finished = await page.request.post(`${API}/dev/matches/${race.id}/finish`, {
      headers: PLATFORM,
    });
    expect(finished.status()).toBe(204);

    let settled: HistoryBet[] = [];
    await expect
      .poll(async () => {
        const response = await page.request.get('/sportsbook/api/v3/bets?status=settled&limit=10');
        settled = ((await response.json()) as { data: HistoryBet[] }).data;
        return settled.length;
      })
      .toBe(2);
    const result = (await (
      await page.request.get(`${API}/racing/races/${race.id}`)
    ).json()) as RaceCard;
    expect(result.status).toBe('finished');
    const win = settled.find((b) => b.selections[0]!.market_id === WIN_MARKET)!;
    const place = settled.find((b) => b.selections[0]!.market_id === PLACE_MARKET)!;
    const expectedWin = partPayout(result, win, 1);
    const expectedPlace = partPayout(result, place, result.places);
    expect(BigInt(win.win_amount ?? '0')).toBe(expectedWin);
    expect(BigInt(place.win_amount ?? '0')).toBe(expectedPlace);
    await expect.poll(() => eurBalance(page)).toBe(before - 1000n + expectedWin + expectedPlace);

    // The racecard shows the result.
    await expect(card.getByTestId('race-result')).toBeVisible({ timeout: 15_000 });
    await expect(card.getByTestId('race-status')).toHaveText('Result');
  });
});

test.describe('greyhound racing', () => {
  test('a greyhound racecard shows six traps in their colours, the dogs and 1/4 odds two places', async ({
    page,
  }) => {
    const shots = process.env.GREYHOUND_SHOTS;
    test.setTimeout(shots ? 90_000 : 30_000);
    const overview = (await (await page.request.get(`${API}/racing`)).json()) as {
      next_to_go: Array<{ id: number; discipline: string }>;
    };
    // The furthest greyhound race of the next to go: it cannot go off during the journey.
    const race = overview.next_to_go.filter((r) => r.discipline === 'greyhound').at(-1)!;
    expect(race).toBeDefined();

    // The catalogue's sport page lands on the greyhounds' tab of the racing pages.
    await page.goto('/sport/greyhound-racing');
    await expect(page).toHaveURL(/\/sport\/racing\/greyhounds$/);
    const view = page.getByTestId('racing');
    await expect(view).toHaveAttribute('data-discipline', 'greyhound');
    await expect(page.getByTestId('racing-switch-greyhound')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(view.getByTestId('meeting').nth(2)).toBeVisible();

    const shoot = async (name: string) => {
      if (!shots) return;
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        for (const theme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: theme });
          await page.evaluate((value) => {
            document.documentElement.dataset.theme = value;
          }, theme);
          await page.screenshot({ path: `${shots}/${name}-${width}-${theme}.png` });
        }
      }
    };
    await shoot('greyhounds');

    // The switch goes to the horses' tab.
    await page.getByTestId('racing-switch-horse').click();
    await expect(page).toHaveURL(/\/sport\/racing$/);
    await expect(page.getByTestId('racing')).toHaveAttribute('data-discipline', 'horse');
    await shoot('horses');

    await page.goto(`/sport/racing/${race.id}`);
    const card = page.getByTestId('race-card');
    await expect(card).toHaveAttribute('data-discipline', 'greyhound');
    await expect(card.getByTestId('race-terms')).toHaveText('Each way 1/4 odds, 2 places');
    const traps = card.getByTestId('runner').getByTestId('trap');
    await expect(traps).toHaveCount(6);
    await expect(traps.nth(0)).toHaveAttribute('aria-label', 'Trap 1');
    // Trap 1 red, trap 2 blue, trap 4 black; trap 6 black-and-white stripes.
    const background = (n: number) =>
      traps.nth(n).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background(0)).toBe('rgb(214, 40, 40)');
    expect(await background(1)).toBe('rgb(29, 78, 216)');
    expect(await background(3)).toBe('rgb(17, 17, 17)');
    expect(await traps.nth(5).evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      'repeating-linear-gradient',
    );
    // A dog's details: trainer and form, no jockey.
    await expect(card.getByTestId('runner').first()).toContainText('T: ');
    await expect(card.getByTestId('runner').first()).toContainText('Form ');
    await expect(card.getByTestId('runner').first()).not.toContainText('J: ');
    await shoot('greyhound-racecard');
    if (shots) {
      const done = (await (await page.request.get(`${API}/racing`)).json()) as {
        results: Array<{ id: number; discipline: string }>;
      };
      const last = done.results.find((r) => r.discipline === 'greyhound')!;
      await page.goto(`/sport/racing/${last.id}`);
      await expect(page.getByTestId('race-result')).toBeVisible();
      await shoot('greyhound-result');
    }
  });
});
