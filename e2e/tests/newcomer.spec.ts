import { expect, test } from './fixtures';
import { prematchPicks } from './helpers';

/**
 * Issue 15 §1: the newcomer's path on the server as `npm start` starts it (production mode, no
 * mail transport, so demo mode by its default; decision 021). Nothing but what the pages offer:
 * sign up → open the demo mailbox from the check-your-mail step → confirm → sign in → deposit
 * with the demo provider → place a bet.
 */
test('a newcomer signs up, confirms from the demo mailbox, deposits and places a bet', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `newcomer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'first-Visit-2026';

  await page.goto('/sport');
  await page.getByTestId('sign-up').click();
  const signUp = page.getByTestId('modal-signUp');
  await signUp.getByTestId('sign-up-email').fill(email);
  await signUp.getByTestId('sign-up-password').fill(password);
  await signUp.getByTestId('sign-up-password-confirmation').fill(password);
  await signUp.getByTestId('sign-up-country').selectOption('DE');
  await signUp.getByTestId('sign-up-currency').selectOption('EUR');
  await signUp.getByTestId('sign-up-terms').check();
  await signUp.getByTestId('sign-up-submit').click();
  await expect(signUp.getByTestId('sign-up-done')).toContainText(email);

  // The check-your-mail step offers the demo mailbox; in it, only this browser's own mail.
  await signUp.getByTestId('open-demo-mailbox').click();
  await expect(page).toHaveURL(/\/sport\/demo-mailbox$/);
  const message = page.getByTestId('mailbox-message');
  await expect(message).toHaveCount(1);
  await expect(message).toHaveAttribute('data-recipient', email);
  await message.getByTestId('mailbox-link-confirmation').click();

  const confirmation = page.getByTestId('modal-confirmation');
  await expect(confirmation.getByTestId('confirmation-done')).toBeVisible();
  await confirmation.getByTestId('confirmation-sign-in').click();
  const signIn = page.getByTestId('modal-signIn');
  await signIn.getByTestId('sign-in-email').fill(email);
  await signIn.getByTestId('sign-in-password').fill(password);
  await signIn.getByTestId('sign-in-submit').click();
  const header = page.getByTestId('header');
  await expect(header.getByTestId('header-balance')).toHaveText('0.00 EUR');

  await header.getByTestId('deposit-button').click();
  const missed = page.getByTestId('modal-missedFields');
  await missed.getByTestId('missed-first_name').fill('Nia');
  await missed.getByTestId('missed-last_name').fill('Newcomer');
  await missed.getByTestId('missed-fields-submit').click();
  const deposit = page.getByTestId('modal-deposit');
  await deposit.getByTestId('deposit-amount').fill('20');
  await deposit.getByTestId('deposit-continue').click();
  const widget = page.frameLocator('[data-testid="deposit-widget"]');
  await widget.getByTestId('widget-outcome-success').check();
  await widget.getByTestId('widget-pay').click();
  await expect(header.getByTestId('header-balance')).toHaveText('20.00 EUR');

  const [pick] = await prematchPicks(request, 1);
  await page.goto(pick!.path);
  await page.locator(`[data-selection="${pick!.selection}"]`).first().click();
  const slip = page.getByTestId('betslip');
  await slip.getByTestId('stake-input').fill('5');
  const accept = slip.getByTestId('accept-odds');
  if (await accept.isVisible()) await accept.click();
  await slip.getByTestId('place-bets').click();
  await expect(slip.getByTestId('slip-receipt')).toContainText('5.00 EUR');
  await expect(header.getByTestId('header-balance')).toHaveText('15.00 EUR');
});

test('the demo mailbox shows this browser’s mail and nobody else’s', async ({ page, request }) => {
  const account = (name: string) => ({
    email: `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'first-Visit-2026',
    country: 'DE',
    currency: 'EUR',
    terms_accepted: true,
  });
  const mine = account('mine');
  const theirs = account('theirs');
  // This page's browser signs up `mine`; another client (its own cookies) signs up `theirs`.
  const headers = { 'x-platform-app': 'sportsbook' };
  expect((await page.request.post('/platform/api/users', { headers, data: mine })).status()).toBe(
    201,
  );
  expect((await request.post('/platform/api/users', { headers, data: theirs })).status()).toBe(201);
  // A reset asked for `theirs` from this browser must not land here either.
  await page.request.post('/platform/api/users/password', {
    headers,
    data: { email: theirs.email },
  });

  await page.goto('/sport/demo-mailbox');
  await expect(page.getByTestId('demo-mailbox-notice')).toBeVisible();
  const messages = page.getByTestId('mailbox-message');
  await expect(messages).toHaveCount(1);
  await expect(messages).toHaveAttribute('data-recipient', mine.email);
  await expect(page.getByText(theirs.email)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('demo-mailbox-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(messages).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('demo-mailbox-390.png'), fullPage: true });
});
