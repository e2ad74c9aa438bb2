import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, PLATFORM, signedInPlayer } from './helpers';

/**
 * Sports whose statistics list moves every few seconds at the e2e feed speed: points and fouls
 * in basketball, shots and attacks in football, points and aces in tennis. (Volleyball's list
 * is the sets won: it moves once a set.)
 */
const BUSIEST_FIRST = ['basketball', 'football', 'tennis', 'handball'];

interface ListedMatch {
  id: number;
  slug: string;
  sport: { key: string };
  has_video: boolean;
  clock: { stopped: boolean; match_time: string } | null;
}

/** Live matches with video (their 2D view), busiest first, running clocks before stopped ones. */
async function liveMatchesWithVideo(request: APIRequestContext): Promise<ListedMatch[]> {
  const response = await request.get(`${API}/matches?match_status=1&type=match&limit=200`);
  const { data } = (await response.json()) as { data: ListedMatch[] };
  // MATCH_CENTRE_SPORT: a sport to prefer, for screenshots of its statistics (not a check).
  const order = [process.env.MATCH_CENTRE_SPORT ?? '', ...BUSIEST_FIRST];
  const rank = (match: ListedMatch) => {
    const index = order.indexOf(match.sport.key);
    return (index === -1 ? order.length : index) + (match.clock?.stopped ? 10 : 0);
  };
  // Then the most play ahead: a jump of the feed must not end the match before the vote.
  const minute = (match: ListedMatch) => parseInt(match.clock?.match_time ?? '0', 10);
  const matches = data
    .filter((m) => m.has_video)
    .sort((a, b) => rank(a) - rank(b) || minute(a) - minute(b));
  expect(matches.length, 'the feed keeps a match with video live').toBeGreaterThan(0);
  return matches;
}

/** The e2e server's dev route: every simulated provider plays `seconds` on at once. */
async function playFeedOn(request: APIRequestContext, seconds: number) {
  const response = await request.post(`${API}/dev/feed/advance`, {
    headers: PLATFORM,
    data: { seconds },
  });
  expect(response.status()).toBe(204);
}

const statisticsText = (page: Page) =>
  page.getByTestId('match-statistics').locator('ul').innerText();

/** Optional screenshots for the review of the page (MATCH_CENTRE_SHOTS=<dir>), not a check. */
async function screenshots(page: Page, name: string) {
  const dir = process.env.MATCH_CENTRE_SHOTS;
  if (!dir) return;
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      document.documentElement.dataset.theme = value;
    }, theme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.getByTestId('match-centre').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('match centre: live statistics update, the 2D view plays, the player votes and sees the split', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // Statistics move with play, and the feed's pace or a break (half time lasts minutes even at
  // the e2e speed) could keep a match still for longer than a journey should wait: when one
  // stands still for a few seconds, the feed jumps a simulated minute ahead (FEED_CONTROL's dev
  // route) and the page must show what the live engine played. A match still unchanged after
  // ten minutes of play is in a long break or over: the next one is watched.
  test.setTimeout(process.env.MATCH_CENTRE_SHOTS ? 180_000 : 120_000);
  await signedInPlayer(page, { deposit: false });
  const candidates = (await liveMatchesWithVideo(page.request)).slice(0, 3);
  const view = page.getByTestId('match-visualisation');
  const panel = page.getByTestId('match-statistics');
  let match: ListedMatch | undefined;
  for (const candidate of candidates) {
    await page.goto(`/sport/${candidate.sport.key}/${candidate.slug}`);

    // The 2D view of a match with video, drawn from its live events.
    await expect(view).toBeVisible();
    await expect(view.getByTestId('visualisation-ball')).toBeVisible();
    await expect(view.getByTestId('visualisation-score')).toContainText(/\d+ – \d+/);
    // It heads the page, above the markets (on a phone too), where a player looks for the
    // match's picture, in place of the simpler tracker; the statistics and the poll follow the
    // markets.
    await expect(page.getByTestId('match-centre')).toBeVisible();
    await expect(page.getByTestId('live-tracker')).toHaveCount(0);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const top = async (testId: string) =>
        (await page.getByTestId(testId).boundingBox())?.y ?? Number.NaN;
      expect(await top('match-visualisation')).toBeLessThan(await top('market-board'));
      expect(await top('market-board')).toBeLessThan(await top('match-centre'));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`match-page-top-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Statistics from the live engine, and they move as play goes on.
    await expect(panel.locator('li').first()).toBeVisible();
    const before = await statisticsText(page);
    for (let jump = 0; jump < 10 && !match; jump++) {
      const moved = await expect
        .poll(() => statisticsText(page), { timeout: 4_000, intervals: [500] })
        .not.toBe(before)
        .then(() => true)
        .catch(() => false);
      if (moved) match = candidate;
      else await playFeedOn(page.request, 60);
    }
    if (match) break;
  }
  expect(match, 'the statistics of a live match moved while it was watched').toBeDefined();
  await expect(panel.getByTestId('period-scores')).toBeVisible();
  await screenshots(page, 'before-vote');

  // The poll: one vote, then the crowd's split with the player's choice marked.
  const poll = page.getByTestId('prediction-poll');
  await poll.locator('button[data-choice="home"]').click();
  const split = poll.getByTestId('poll-split');
  await expect(split).toBeVisible();
  const mine = split.locator('[data-choice="home"]');
  await expect(mine).toHaveAttribute('data-mine', 'true');
  await expect(mine).toContainText('100%');
  await expect(poll.getByTestId('poll-total')).toContainText('1 vote');
  await screenshots(page, 'after-vote');

  // One vote per player: the server keeps the first, and the page shows it after a reload.
  const again = await page.request.post(`${API}/vote`, {
    headers: PLATFORM,
    data: { prediction_id: match!.id, data: { choice: 'away' } },
  });
  expect(again.status()).toBe(409);
  await page.reload();
  await expect(page.getByTestId('poll-split').locator('[data-choice="home"]')).toHaveAttribute(
    'data-mine',
    'true',
  );

  // A live match without video keeps the tracker above its markets.
  const listed = await page.request.get(`${API}/matches?match_status=1&type=match&limit=200`);
  const noVideo = ((await listed.json()) as { data: ListedMatch[] }).data.find(
    (m) => !m.has_video && m.sport.key === 'football',
  );
  if (noVideo) {
    await page.goto(`/sport/${noVideo.sport.key}/${noVideo.slug}`);
    await expect(page.getByTestId('live-tracker')).toBeVisible();
    await expect(page.getByTestId('match-video')).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});
