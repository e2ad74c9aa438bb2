import { capOddsThousandths } from '@sportsbook/domain';
import { expect, test } from './fixtures';
import { API, PLATFORM, eurBalance, placeAcceptingMoves, signedInPlayer } from './helpers';

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
  // A price that moves between a look and a click answers 422 odds_changed (the slip then asks to
  // accept it, placeAcceptingMoves): the browser logs that response.
  test.use({ allowedConsoleErrors: [/status of 422/] });

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
    // Within its last hour a race's prices move towards the SP every five minutes of feed time:
    // a price can move between a look and a click. The bets' own odds decide what they pay below.
    await placeAcceptingMoves(page, 30_000);
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
  test('a greyhound racecard shows six traps in their colours, the dogs and 1/4 odds two places; an eight-dog card traps 7 and 8', async ({
    page,
  }) => {
    const shots = process.env.GREYHOUND_SHOTS;
    test.setTimeout(shots ? 90_000 : 45_000);
    const overview = (await (await page.request.get(`${API}/racing`)).json()) as {
      next_to_go: Array<{ id: number; discipline: string }>;
    };
    // The furthest six-trap greyhound race of the next to go: it cannot go off during the
    // journey (an Australian track's eight-dog cards are checked below, decision 072).
    const cardOf = async (id: number) =>
      (await (await page.request.get(`${API}/racing/races/${id}`)).json()) as RaceCard & {
        runners: Array<{ silks: { primary: string; pattern: string } }>;
      };
    let race: { id: number } | undefined;
    for (const next of overview.next_to_go.filter((r) => r.discipline === 'greyhound').reverse())
      if ((await cardOf(next.id)).runners.length === 6) {
        race = next;
        break;
      }
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

    await page.goto(`/sport/racing/${race!.id}`);
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

    // Decision 072: the Australian meeting's eight-dog cards, traps 7 green and 8 yellow-and-black
    // stripes; three places at 1/5 on a full card of eight, two at 1/4 with a trap vacant.
    const racing = (await (await page.request.get(`${API}/racing`)).json()) as {
      meetings: Array<{ discipline: string; races: Array<{ id: number; status: string }> }>;
    };
    let eight: Awaited<ReturnType<typeof cardOf>> | undefined;
    for (const meeting of racing.meetings.filter((m) => m.discipline === 'greyhound')) {
      const open = meeting.races.filter((r) => r.status === 'open').at(-1);
      if (!open) continue;
      const found = await cardOf(open.id);
      if (found.runners.length === 8) {
        eight = found;
        break;
      }
    }
    expect(eight).toBeDefined();
    await page.goto(`/sport/racing/${eight!.id}`);
    const declared = eight!.runners.filter((r) => !r.non_runner).length;
    await expect(card.getByTestId('race-terms')).toHaveText(
      declared === 8 ? 'Each way 1/5 odds, 3 places' : 'Each way 1/4 odds, 2 places',
    );
    const eightTraps = card.getByTestId('runner').getByTestId('trap');
    await expect(eightTraps).toHaveCount(8);
    expect(await eightTraps.nth(6).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
      'rgb(21, 128, 61)',
    );
    expect(
      await eightTraps.nth(7).evaluate((el) => getComputedStyle(el).backgroundImage),
    ).toContain('rgb(250, 204, 21)');
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

test.describe('SP bets (decision 072)', () => {
  test('SP on every dog of a greyhound race: placed at SP, paid stake × SP when it is run', async ({
    page,
  }) => {
    const shots = process.env.SP_SHOTS;
    test.setTimeout(shots ? 90_000 : 45_000);
    await signedInPlayer(page);
    const overview = (await (await page.request.get(`${API}/racing`)).json()) as {
      next_to_go: Array<{ id: number; discipline: string }>;
      meetings: Array<{
        discipline: string;
        races: Array<{ id: number; status: string; places: number; start_time: string }>;
      }>;
    };
    // The furthest greyhound race of the next to go: it cannot go off during the journey.
    const race = overview.next_to_go.filter((r) => r.discipline === 'greyhound').at(-1)!;
    expect(race).toBeDefined();
    const open = (await (
      await page.request.get(`${API}/racing/races/${race.id}`)
    ).json()) as RaceCard;
    // The dogs that run (a vacant trap has no price and no SP button).
    const priced = open.runners.filter((r) => !r.non_runner).map((r) => r.number);
    await page.goto(`/sport/racing/${race.id}`);
    const card = page.getByTestId('race-card');
    await expect(card.getByTestId('race-status')).toHaveText('Open');
    const spButtons = card.getByTestId('race-sp');
    await expect(spButtons).toHaveCount(priced.length);
    const count = priced.length;

    if (shots) {
      // The greyhound card's forecast picker, traps in their jackets, at both widths.
      const picker = card.getByTestId('order-picker');
      await picker.getByTestId('order-slot-1').getByTestId('order-runner').first().click();
      await picker.getByTestId('order-slot-2').getByTestId('order-runner').nth(1).click();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await picker.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/greyhound-picker-${width}.png` });
      }
      await picker.getByTestId('order-slot-1').getByTestId('order-runner').first().click();
      await picker.getByTestId('order-slot-2').getByTestId('order-runner').nth(1).click();
      await page.setViewportSize({ width: 1280, height: 800 });
      // A horse racecard with its SP buttons, at both widths.
      const horse = overview.meetings
        .filter((m) => m.discipline === 'horse')
        .flatMap((m) => m.races)
        .find((r) => r.status === 'open' && r.places > 0)!;
      await page.goto(`/sport/racing/${horse.id}`);
      await expect(page.getByTestId('race-sp').first()).toBeVisible();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: `${shots}/horse-sp-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`/sport/racing/${race.id}`);
      await expect(card.getByTestId('race-status')).toHaveText('Open');
    }

    // Win at SP on every runner: singles, each shown as SP with no return until the off.
    for (let i = 0; i < count; i++) await spButtons.nth(i).click();
    const slip = page.getByTestId('betslip');
    await expect(slip.getByTestId('slip-selection')).toHaveCount(count);
    await expect(slip.getByTestId('bet-type-single')).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByTestId('bet-type-combo')).toBeDisabled();
    await expect(slip.getByTestId('slip-odds-sp')).toHaveCount(count);
    const stakes = slip.getByTestId('stake-input');
    for (const input of await stakes.all()) await input.fill('1');
    await expect(slip.getByTestId('slip-potential-return')).toHaveText('At SP');
    if (shots) {
      await page.screenshot({ path: `${shots}/sp-slip-1280.png` });
    }
    const before = await eurBalance(page);
    await slip.getByTestId('place-bets').click();
    await expect(slip.getByTestId('slip-receipt')).toBeVisible();
    await slip.getByTestId('slip-receipt-done').click();
    const staked = 100n * BigInt(count);
    await expect.poll(() => eurBalance(page)).toBe(before - staked);

    const finished = await page.request.post(`${API}/dev/matches/${race.id}/finish`, {
      headers: PLATFORM,
    });
    expect(finished.status()).toBe(204);
    let result: RaceCard | null = null;
    await expect
      .poll(async () => {
        result = (await (
          await page.request.get(`${API}/racing/races/${race.id}`)
        ).json()) as RaceCard;
        return result.status;
      })
      .toBe('finished');
    // By hand: each winner (k dead-heated) pays 1.00 × SP (capped at 40) / k, rounded down; a
    // dog withdrawn at the off is void (1.00 back); the others lose.
    const done = result as unknown as RaceCard;
    const winners = done.result![0]!;
    let expected = 0n;
    for (const number of priced) {
      const runner = done.runners.find((r) => r.number === number)!;
      if (runner.non_runner) expected += 100n;
      else if (winners.includes(number)) {
        const sp = BigInt(capOddsThousandths(Math.round(runner.win_odds! * 1000)));
        expected += (100n * sp) / (1000n * BigInt(winners.length));
      }
    }
    expect(expected).toBeGreaterThan(0n);
    await expect.poll(() => eurBalance(page), { timeout: 15_000 }).toBe(before - staked + expected);
  });
});
