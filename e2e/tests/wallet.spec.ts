import { expect, test } from './fixtures';
import { eurBalance, signedInPlayer } from './helpers';

/**
 * Issue 16 §3: a player with a deposit withdraws on the wallet page. A withdrawal over the
 * withdrawable balance is refused with a clear message and moves nothing; one within it is
 * reserved at once (pending), then paid by the demo provider; the header balance, the API and
 * the transactions list agree.
 */
// The refused withdrawal is a 422 the browser logs; it is the point of the step.
test.use({ allowedConsoleErrors: [/status of 422/] });

test('a player withdraws: refused over the balance, then pending → paid, and the list agrees', async ({
  page,
}) => {
  await signedInPlayer(page); // 50.00 EUR deposited
  await page.goto('/sport/profile/wallet/transactions');
  const header = page.getByTestId('header');
  const wallet = page.getByTestId('wallet');
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('50.00 EUR');

  const form = wallet.getByTestId('withdrawal-form');
  await form.getByTestId('withdrawal-amount').fill('80');
  await form.getByTestId('withdrawal-submit').click();
  await expect(form.getByTestId('field-error')).toHaveText(
    'This is more than you can withdraw: at most 50.00 EUR. Nothing was taken from your balance.',
  );
  expect(await eurBalance(page)).toBe(5000n);
  await expect(header.getByTestId('header-balance')).toHaveText('50.00 EUR');

  await form.getByTestId('withdrawal-amount').fill('20');
  await form.getByTestId('withdrawal-submit').click();
  const withdrawal = wallet.getByTestId('withdrawal').first();
  await expect(withdrawal.getByTestId('withdrawal-status')).toHaveText('Pending');
  await expect(withdrawal.getByTestId('withdrawal-cancel')).toBeVisible();
  await expect(header.getByTestId('header-balance')).toHaveText('30.00 EUR');
  await expect(wallet.getByTestId('wallet-balance')).toHaveText('30.00 EUR');

  // The demo provider pays it by its signed callback a few seconds later.
  await expect(withdrawal.getByTestId('withdrawal-status')).toHaveText('Paid');
  await expect(withdrawal.getByTestId('withdrawal-cancel')).toHaveCount(0);
  expect(await eurBalance(page)).toBe(3000n);

  const rows = wallet.getByTestId('wallet-transaction');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'withdrawal');
  await expect(rows.nth(0).getByTestId('wallet-transaction-amount')).toHaveText('−20.00 EUR');
  await expect(rows.nth(0).getByTestId('wallet-transaction-balance')).toHaveText(
    'Balance 30.00 EUR',
  );
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'deposit');
  await expect(rows.nth(1).getByTestId('wallet-transaction-amount')).toHaveText('+50.00 EUR');

  // The CSV link downloads the same list.
  const csv = await page.request.get(
    (await wallet.getByTestId('wallet-csv').getAttribute('href')) ?? '',
  );
  expect(csv.headers()['content-disposition']).toContain('attachment');
  expect(
    (await csv.text())
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]),
  ).toEqual(['-20.00', '50.00']);
});
