import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PLATFORM, signedInPlayer } from './helpers';

/**
 * Issue 18 (responsible gambling), the web half: a deposit limit set from the prompt before a
 * first deposit refuses a deposit over it with the reason and lets one within it through; a
 * reality check shows time played and net result and "continue" resumes; a time-out signs the
 * player out and sign-in is refused with the end time. Timings come from the e2e server's
 * settings (playwright.config.ts), never from sleeps.
 */
const AREA = '/sport/profile/safer-gambling';

async function depositThroughWidget(page: Page, amount: string) {
  const deposit = page.getByTestId('modal-deposit');
  await deposit.getByTestId('deposit-amount').fill(amount);
  await deposit.getByTestId('deposit-continue').click();
  const widget = page.frameLocator('[data-testid="deposit-widget"]');
  await widget.getByTestId('widget-outcome-success').check();
  await widget.getByTestId('widget-pay').click();
  return widget;
}

test.describe('safer gambling', () => {
  test.use({ allowedConsoleErrors: [/status of 4(01|03|22)/] });

  test('a 20.00 daily deposit limit from the first-deposit prompt refuses 25.00 with the reason and lets 20.00 through', async ({
    page,
  }) => {
    await signedInPlayer(page, { deposit: false });
    await page.goto('/sport');
    const header = page.getByTestId('header');
    await header.getByTestId('deposit-button').click();

    // RTS 12A: before the first deposit, the prompt offers a deposit limit (skippable).
    const prompt = page.getByTestId('deposit-limit-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt.getByTestId('deposit-limit-prompt-skip')).toBeVisible();
    await prompt.getByTestId('limit-amount-input').fill('20');
    await prompt.getByTestId('limit-period').selectOption('day');
    await prompt.getByTestId('limit-submit').click();
    await expect(prompt).toBeHidden();

    const widget = await depositThroughWidget(page, '25');
    const refusal = widget.getByTestId('out-of-limit');
    await expect(refusal).toContainText('Deposit limit (20.00 EUR per day)');
    await expect(refusal).toContainText('20.00 EUR left');
    await expect(refusal).toContainText('It resets on');

    await page
      .getByTestId('modal-deposit')
      .getByRole('button', { name: /change/i })
      .click();
    await depositThroughWidget(page, '20');
    await expect(page.getByTestId('modal-deposit')).toBeHidden();
    await expect(header.getByTestId('header-balance')).toHaveText('20.00 EUR');
  });

  test('a reality check shows time played and net result, and continue resumes the session', async ({
    page,
  }) => {
    await signedInPlayer(page);
    await page.goto(AREA);
    const interval = page.getByTestId('reality-check-interval');
    await interval.selectOption('60');
    await expect(interval).toHaveValue('60');
    await expect(page.getByTestId('toast-success')).toBeVisible();

    await makeRealityCheckDue(page);
    const modal = page.getByTestId('reality-check-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('reality-check-time')).toContainText(/\d/);
    await expect(modal.getByTestId('reality-check-net')).toHaveText('0.00 EUR');
    // Not closable by Escape: the player chooses.
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    const continued = page.waitForResponse(
      (response) =>
        response.url().includes('/sportsbook_sessions/continue') && response.status() < 300,
    );
    await modal.getByTestId('reality-check-continue').click();
    await continued;
    await expect(modal).toBeHidden();

    // After continuing, the next look at the session finds nothing due.
    const polled = page.waitForResponse((response) =>
      response.url().includes('/sportsbook_sessions/current'),
    );
    await page.reload();
    const status = (await (await polled).json()) as { due: boolean };
    expect(status.due).toBe(false);
    await expect(page.getByTestId('reality-check-modal')).toHaveCount(0);
  });

  test('a one-day time-out signs the player out, sign-in is refused with the end time, withdrawals stay possible', async ({
    page,
  }) => {
    const { email, password } = await signedInPlayer(page);
    await page.goto(AREA);
    const timeOut = page.getByTestId('break-timeOut');
    await timeOut.getByTestId('timeOut-1').check();
    await timeOut.getByTestId('timeOut-start').click();

    const dialog = page.getByTestId('timeOut-dialog');
    await expect(dialog).toContainText('cannot be undone');
    const confirm = dialog.getByTestId('break-confirm');
    await expect(confirm).toBeDisabled();
    await dialog.getByTestId('break-understood').check();
    // The answer's end time, read as it passes (the page navigates away at once).
    let endsAt = '';
    await page.route('**/platform/api/player/time_out', async (route) => {
      const response = await route.fetch();
      endsAt = ((await response.json()) as { block: { ends_at: string } }).block.ends_at;
      await route.fulfill({ response });
    });
    await confirm.click();
    const notice = page.getByTestId('blocked-notice');
    await expect(notice).toBeVisible();
    const endDay = new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(endsAt),
    );

    // Signed out: the blocked state says until when and where to get help.
    await expect(notice.getByTestId('blocked-until')).toContainText(endDay);
    await expect(notice.getByTestId('blocked-help-page')).toHaveAttribute(
      'href',
      /responsible-gambling/,
    );
    await expect(page.getByTestId('header').getByTestId('sign-in')).toBeVisible();
    expect((await page.request.get('/platform/api/player', { headers: PLATFORM })).status()).toBe(
      401,
    );

    await page.goto('/sport#signIn');
    const modal = page.getByTestId('modal-signIn');
    await modal.getByTestId('sign-in-email').fill(email);
    await modal.getByTestId('sign-in-password').fill(password);
    await modal.getByTestId('sign-in-submit').click();
    const refused = modal.getByTestId('blocked-notice');
    await expect(refused).toBeVisible();
    await expect(refused.getByTestId('blocked-until')).toContainText(endDay);
    await expect(page.getByTestId('header').getByTestId('sign-in')).toBeVisible();

    // Withdrawals stay possible: a session for them only, straight to the wallet.
    await refused.getByTestId('blocked-withdraw').click();
    const form = page.getByTestId('withdrawal-form');
    await form.getByTestId('withdrawal-amount').fill('10');
    await form.getByTestId('withdrawal-submit').click();
    await expect(
      page.getByTestId('withdrawal').first().getByTestId('withdrawal-status'),
    ).toHaveText('Pending');
  });
});

/**
 * A minute passes on the server's responsible-gambling clock (the FEED_CONTROL dev route), then the
 * page loads again: the runtime polls the session at once on mount, so no 30 s poll is waited for.
 */
async function makeRealityCheckDue(page: Page): Promise<void> {
  const answer = await page.request.post('/platform/api/dev/clock/advance', {
    headers: PLATFORM,
    data: { seconds: 61 },
  });
  expect(answer.ok()).toBe(true);
  await page.reload();
}
