import { WALLET_TRANSACTION_TYPES, type WalletTransactionType } from '@sportsbook/domain';
import { z } from 'zod';
import { queryInteger } from './pagination';
import { amountSchema, currencyCodeSchema } from './platform/money';

/**
 * Withdrawals and the wallet transactions page (issue 16 §3, decision 028), under
 * /payments/api next to deposits.
 */

export const WITHDRAWAL_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;
/** What the demo provider does with a withdrawal when its time comes (tests use `failed`). */
export const WITHDRAWAL_DEMO_OUTCOMES = ['paid', 'failed'] as const;

export const createWithdrawalBodySchema = z.object({
  /** Integer subunits, as digits or a safe integer. */
  amount: z
    .union([amountSchema, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)])
    .transform((value) => String(value))
    .refine((value) => value.length <= 30, 'is too large')
    .refine((value) => BigInt(value) > 0n, 'must be more than zero'),
  currency: currencyCodeSchema,
  /** Demo provider only: how it settles the payout. */
  outcome: z.enum(WITHDRAWAL_DEMO_OUTCOMES).default('paid'),
});

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: amountSchema,
  currency: currencyCodeSchema,
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

export const withdrawalsQuerySchema = z.object({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  limit: queryInteger({ min: 1, max: 100, fallback: 50 }),
});
export const withdrawalsListSchema = z.object({ data: z.array(withdrawalSchema) });
export const withdrawalIdParamsSchema = z.object({ id: z.uuid('must be a withdrawal id') });

/** The page's types come from the domain, which maps ledger transfer kinds onto them (WAL-001). */
export { WALLET_TRANSACTION_TYPES };

/** How far back the page serves at once; the player can page the range back as far as wanted. */
export const WALLET_MAX_RANGE_DAYS = 366;
/** The default range: the last three months (issue 16 §3: at least three months self-serve). */
export const WALLET_DEFAULT_RANGE_DAYS = 92;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = z
  .string()
  .regex(DATE, 'must be a date YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'must be a real date YYYY-MM-DD')
  .refine(
    (text) => text >= '2000-01-01' && text <= '2999-12-31',
    'must be a date from 2000 to 2999',
  );

export const walletTransactionsQuerySchema = z
  .object({
    /** Comma-separated types; all when absent. */
    type: z
      .string()
      .max(200)
      .refine(
        (raw) =>
          raw.split(',').every((t) => (WALLET_TRANSACTION_TYPES as readonly string[]).includes(t)),
        `must be types from ${WALLET_TRANSACTION_TYPES.join(', ')}, comma-separated`,
      )
      .transform(
        (raw) => [...new Set(raw.split(','))] as (typeof WALLET_TRANSACTION_TYPES)[number][],
      )
      .optional(),
    /** First day, inclusive (UTC); default: three months before `to`. */
    from: dateSchema.optional(),
    /** Last day, inclusive (UTC); default: today. */
    to: dateSchema.optional(),
    currency: currencyCodeSchema.optional(),
    /** The `next_cursor` of the previous page. */
    cursor: z
      .string()
      .regex(/^\d{1,15}$/, 'must be a cursor from a previous page')
      .transform(Number)
      .optional(),
    limit: queryInteger({ min: 1, max: 200, fallback: 50 }),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'must not be after to' });
  });

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  /** Signed integer subunits: positive credits the account, negative debits it. */
  amount: z.string().regex(/^-?\d+$/),
  currency: currencyCodeSchema,
  balance_after: amountSchema,
  /** What the money moved for: the deposit, withdrawal or bet id. */
  reference: z.string(),
  created_at: z.string(),
});

export const walletTransactionsListSchema = z.object({
  data: z.array(walletTransactionSchema),
  /** Pass as `cursor` for the next (older) page; null on the last. */
  next_cursor: z.string().nullable(),
  /** The range served, after defaults. */
  from: z.string(),
  to: z.string(),
});

export type CreateWithdrawalBody = z.output<typeof createWithdrawalBodySchema>;
export type WithdrawalWire = z.infer<typeof withdrawalSchema>;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
export type { WalletTransactionType };
export type WalletTransactionsQuery = z.output<typeof walletTransactionsQuerySchema>;
export type WalletTransactionWire = z.infer<typeof walletTransactionSchema>;
export type WalletTransactionsList = z.infer<typeof walletTransactionsListSchema>;
