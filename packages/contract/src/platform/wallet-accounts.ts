import { z } from 'zod';
import { listSchema } from '../pagination';
import { amountSchema, currencyCodeSchema } from './money';

/** The player's currency accounts and their balances (account-platform §4, §7.1). */
export const accountSchema = z.object({
  currency: currencyCodeSchema,
  /** Integer subunits. */
  balance: amountSchema,
  /** What a bet may use: the balance less amounts locked by pending operations. */
  available_to_bet: amountSchema,
  /** The player's one active account, whose currency bets and the header use. */
  active: z.boolean(),
});
export const accountsListSchema = listSchema(accountSchema);
export const accountsQuerySchema = z.object({
  compatibility: z.enum(['true', 'false']).optional(),
});
/** POST /player/accounts: opens an account; `active: true` also switches to it. */
export const createAccountBodySchema = z.object({
  currency: currencyCodeSchema,
  active: z.boolean().optional(),
});
/** PATCH /player/accounts/active: the account-currency change of account-platform §4. */
export const switchAccountBodySchema = z.object({ currency: currencyCodeSchema });

export const balanceChangedMessageSchema = z.object({
  currency: currencyCodeSchema,
  balance: amountSchema,
  available_to_bet: amountSchema,
});

export type AccountWire = z.infer<typeof accountSchema>;
export type BalanceChangedMessage = z.infer<typeof balanceChangedMessageSchema>;
