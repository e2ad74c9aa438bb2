import { z } from 'zod';
import { listSchema } from '../pagination';
import { amountSchema, currencyCodeSchema } from './money';

/** Responsible-gaming limits and sportsbook sessions (account-platform §7.1). */
export const LIMIT_TYPES = [
  'activity',
  'sportsbook_session',
  'session',
  'bet',
  'time',
  'loss',
  'wager',
  'deposit',
  'reality_check',
  'selfexclusion',
  'coolingoff',
] as const;
export const LIMIT_STATUSES = [
  'active',
  'confirmed',
  'confirmed_disabled',
  'unconfirmed_disabled',
  'unconfirmed',
  'disabled',
] as const;
export const userLimitSchema = z.object({
  id: z.number().int(),
  type: z.enum(LIMIT_TYPES),
  status: z.enum(LIMIT_STATUSES),
  amount: amountSchema.nullable(),
  currency: currencyCodeSchema.nullable(),
  period: z.number().int().nullable(),
  bets_sum: amountSchema,
  wins_sum: amountSchema,
  created_at: z.string(),
});
export const userLimitsSchema = listSchema(userLimitSchema);

export const sportsbookSessionSchema = z.object({
  id: z.string(),
  started_at: z.string(),
  last_active_at: z.string(),
});

export type UserLimitWire = z.infer<typeof userLimitSchema>;
export type SportsbookSessionWire = z.infer<typeof sportsbookSessionSchema>;
