import { z } from 'zod';
import { rateProblem } from '@sportsbook/domain';
import { currencyCodeSchema } from './platform/money';

/**
 * Exchange rates in the operator API (decision 062): units of a currency one EUR buys, as an
 * exact decimal string (FX-001), in force from `effective_from` until the currency's next rate.
 * EUR is the base (always 1) and takes no rate.
 */
export const fxRateSchema = z.object({
  id: z.number().int(),
  currency: currencyCodeSchema,
  /** Units of `currency` for one EUR, exact, e.g. "1.0837". */
  per_eur: z.string(),
  effective_from: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});

export const fxRatesListSchema = z.object({
  /** The rate of each currency in force now (none listed: no rate yet). */
  in_force: z.array(fxRateSchema),
  /** The history, newest first. */
  data: z.array(fxRateSchema),
});

export const operatorFxRatesQuerySchema = z.object({
  currency: currencyCodeSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const operatorCreateFxRateBodySchema = z.object({
  currency: currencyCodeSchema.refine((c) => c !== 'EUR', 'EUR is the base: its rate is always 1'),
  per_eur: z.string().superRefine((value, context) => {
    const problem = rateProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  /** When it takes effect (ISO 8601 with a zone); now when absent; never in the past. */
  effective_from: z.iso.datetime({ offset: true }).optional(),
});

export type FxRateWire = z.infer<typeof fxRateSchema>;
export type FxRatesListWire = z.infer<typeof fxRatesListSchema>;
export type OperatorCreateFxRateBody = z.infer<typeof operatorCreateFxRateBodySchema>;
export type OperatorFxRatesQuery = z.infer<typeof operatorFxRatesQuerySchema>;
