import type { MaxStakeBody } from '@sportsbook/contract';
import { listPlayerAccounts } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import { customBetMaxStake, maxPayoutOf, stakeFromPotentialWin } from '@sportsbook/domain';
import type { CurrencyCode, Provider } from '@sportsbook/domain';
import { unauthorized } from '../accounts/http-errors';
import { checkBets } from './check-bets';
import { priceBet } from './price-bet';
import { maxStakeOf } from './stake-limits';

export interface GetMaxStakeOptions {
  db: Database;
  playerId: number;
  body: MaxStakeBody;
  isProviderActive(provider: Provider): boolean;
  /** BB-008 (decision 064): a custom bet's share of the maximum stake, percent. */
  customBetMaxStakePercent?: number;
}

/**
 * POST /bets/max-stake: the largest stake per bet that placement would take now — under the
 * currency's maximum stake, with a payout within MAX_PAYOUT at the current prices, and with
 * every bet of the request (several singles share the stake) covered by the balance.
 */
export async function getMaxStake(
  options: GetMaxStakeOptions,
): Promise<{ maxStake: bigint; currency: CurrencyCode }> {
  const { db, body } = options;
  const account = (await listPlayerAccounts(db, options.playerId)).find((a) => a.active);
  if (!account) throw unauthorized('You have no active account');
  const currency = account.currency as CurrencyCode;
  // The current prices are what a placement accepting changes would take, so price at them.
  const checked = await checkBets({
    db,
    body,
    mode: 'any',
    isProviderActive: options.isProviderActive,
  });
  let max = maxStakeOf(currency);
  const cap = maxPayoutOf(currency);
  for (const bet of checked) {
    if (body.meta.type === 'custom_bet') {
      const limit = customBetMaxStake({
        odds: bet.customOdds! / 1000,
        currency,
        maxStake: maxStakeOf(currency),
        ...(options.customBetMaxStakePercent === undefined
          ? {}
          : { percent: options.customBetMaxStakePercent }),
      });
      if (limit < max) max = limit;
      continue;
    }
    const odds = bet.selections.map((s) => s.acceptedOdds / 1000);
    const kind =
      body.meta.type === 'single'
        ? ({ kind: 'single', odds: odds[0]! } as const)
        : body.meta.type === 'combo'
          ? ({ kind: 'combo', odds } as const)
          : ({ kind: 'system', odds, winCount: bet.winCount! } as const);
    // The smallest stake that reaches the cap; one subunit less when it would pay past it.
    let limit = stakeFromPotentialWin({ ...kind, potentialWin: cap, currency });
    if (priceBet({ type: body.meta.type, bet, stake: limit, currency }).capped) limit -= 1n;
    if (limit < max) max = limit;
  }
  const affordable = account.balance / BigInt(body.bets.length);
  if (affordable < max) max = affordable;
  return { maxStake: max < 0n ? 0n : max, currency };
}
