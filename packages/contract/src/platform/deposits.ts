import { z } from 'zod';
import { DEPOSIT_OUTCOMES } from '../platform-constants';
import { amountSchema, currencyCodeSchema } from './money';

/** Deposits through the demo payment provider under /payments/api (decision 021). */
export const DEPOSIT_STATUSES = ['pending', 'success', 'error'] as const;

export const createDepositBodySchema = z.object({
  /** Integer subunits, as digits or a safe integer. */
  amount: z
    .union([amountSchema, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)])
    .transform((value) => String(value))
    .refine((value) => BigInt(value) > 0n, 'must be more than zero')
    .refine((value) => value.length <= 30, 'is too large'),
  currency: currencyCodeSchema,
  /** What the demo provider does: credit now, credit later, or decline. */
  outcome: z.enum(DEPOSIT_OUTCOMES).default('success'),
  /** The page the widget was opened from: a path on this site (or an absolute same-host URL). */
  return_url: z.string().min(1).max(2000),
  /** Quick deposit (no widget): only for spi_test players or with the quick-deposit setting. */
  quick: z.boolean().optional(),
});

export const depositSchema = z.object({
  id: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  amount: amountSchema,
  currency: currencyCodeSchema,
  quick: z.boolean(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Where the widget sends the player now: the return page plus ?deposit_status=<status>. */
  redirect_url: z.string(),
  return_urls: z.object({ success: z.string(), pending: z.string(), error: z.string() }),
});

export type CreateDepositBody = z.output<typeof createDepositBodySchema>;
export type DepositWire = z.infer<typeof depositSchema>;
