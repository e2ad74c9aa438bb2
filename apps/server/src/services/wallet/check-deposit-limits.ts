import { PlatformErrorCode } from '@sportsbook/contract';
import { lockAccountRow, sumDepositsSince } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { depositLimitsOf, formatMoney } from '@sportsbook/domain';
import type { CurrencyCode } from '@sportsbook/domain';
import { unprocessable } from '../accounts/http-errors';

const DAY_MS = 24 * 3600 * 1000;

/**
 * A deposit must lie within the currency's per-deposit minimum and maximum, and the player's
 * deposits in it over the last 24 hours (pending ones included) within its daily maximum
 * (packages/domain deposit-limits.ts). The account row is locked first, so deposits sent at once
 * are checked one after the other. Refusals are 422 on the `amount` field.
 */
export async function checkDepositLimits(
  db: Database,
  options: { accountId: number; currency: CurrencyCode; amount: bigint; now: Date },
): Promise<void> {
  const { accountId, currency, amount, now } = options;
  const limits = depositLimitsOf(currency);
  const money = (value: bigint) => formatMoney(value, currency);
  const refuse = (message: string) =>
    unprocessable('amount', message, PlatformErrorCode.depositLimit);
  if (amount < limits.min) throw refuse(`must be at least ${money(limits.min)}`);
  if (amount > limits.max) throw refuse(`must be at most ${money(limits.max)} per deposit`);
  await lockAccountRow(db, accountId);
  const today = await sumDepositsSince(db, accountId, new Date(now.getTime() - DAY_MS));
  if (today + amount > limits.dailyMax) {
    const left = today >= limits.dailyMax ? 0n : limits.dailyMax - today;
    throw refuse(
      `would pass the daily deposit limit of ${money(limits.dailyMax)}: ${money(left)} left for the next 24 hours`,
    );
  }
}
