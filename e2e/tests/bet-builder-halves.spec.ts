import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { API, signedInPlayer } from './helpers';

const V3 = '/sportsbook/api/v3';

/** Draw no bet home + 1st half home win (decision 064): both new kinds of part. */
const PARTS = [
  { market: '11', specifier: '', outcome: 'home' },
  { market: '60', specifier: '', outcome: '1' },
];

/** A prematch football match whose builder lists the 1st half group. */
async function halvesMatch(request: APIRequestContext) {
  const response = await request.get(
    `${API}/matches?match_status=0&type=match&sport_key=football&limit=50`,
  );
  const { data } = (await response.json()) as {
    data: Array<{ id: number; slug: string; provider: string }>;
  };
  for (const match of data.filter((m) => m.provider === 'betradar')) {
    const markets = (await (await request.get(`${V3}/bets/custom/markets/${match.id}`)).json()) as {
      data: { custom_bet_groups: Array<{ group_key: string; markets: { market_id: number }[] }> };
    };
    const ids = markets.data.custom_bet_groups.flatMap((g) => g.markets.map((m) => m.market_id));
    if (ids.includes(11) && ids.includes(60)) return `/sport/football/${match.slug}`;
  }
  throw new Error('no prematch football match offers draw no bet and the 1st half 1x2');
}

test('bet builder on a phone: the 1st half group, draw no bet and the maximum stake', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPlayer(page);
  await page.goto(`${await halvesMatch(request)}#bet-builder`);
  const builder = page.getByTestId('bet-builder');
  await expect(builder.getByRole('heading', { name: '1st half', exact: true })).toBeVisible();
  for (const part of PARTS) {
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
  await expect(builder.getByTestId('bet-builder-draw-no-bet')).toContainText('a draw voids');
  // 25 % of the EUR maximum stake of 10,000.00 (BB-008).
  await expect(builder.getByTestId('bet-builder-max-stake')).toContainText('2,500.00');

  const shots = process.env.BET_BUILDER_SHOTS;
  const themes = async (shoot: (theme: string) => Promise<void>) => {
    if (!shots) return;
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((value) => {
        document.documentElement.dataset.theme = value;
      }, theme);
      await shoot(theme);
    }
  };
  await themes(async (theme) => {
    await builder.getByRole('heading', { name: '1st half', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/bet-builder-halves-390-${theme}.png` });
  });

  // In the slip (which "Add bet" reveals), the line shows its maximum and will not place a
  // stake above it.
  await builder.getByTestId('bet-builder-add').click();
  const line = page.getByTestId('betslip').getByTestId('slip-custom-bet');
  await expect(line).toBeVisible();
  await expect(line.getByTestId('custom-bet-max-stake')).toHaveAttribute('data-amount', '250000');
  await line.getByTestId('custom-bet-stake').fill('3000');
  await expect(line.getByTestId('custom-bet-place')).toBeDisabled();
  await expect(line).toContainText('The stake is above the maximum for this bet');
  await themes(async (theme) => {
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
    await page.screenshot({ path: `${shots}/custom-bet-max-stake-390-${theme}.png` });
  });
  await line.getByTestId('custom-bet-stake').fill('5');
  await expect(line.getByTestId('custom-bet-place')).toBeEnabled();
});
