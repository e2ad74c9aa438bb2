import { z } from 'zod';
import { CURRENCY_CODES } from '@sportsbook/domain';

/**
 * Money on the platform's wire: amounts are integer subunits sent as decimal strings because
 * ETH's 10^18 subunits do not fit a JSON number (docs/decisions/007).
 */

/** A repeat of a money-moving request with the same key returns the first answer. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

export const currencyCodeSchema = z.enum(CURRENCY_CODES);

/** Integer subunits as a decimal string, e.g. "5000" for 50.00 EUR. */
export const amountSchema = z.string().regex(/^\d+$/, 'must be integer subunits as digits');
