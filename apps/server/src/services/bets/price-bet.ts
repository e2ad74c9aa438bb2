import type { PlacementBetType } from '@sportsbook/contract';
import { ODDS_SCALE, comboOdds, potentialReturn, toOddsThousandths } from '@sportsbook/domain';
import type { PotentialReturn } from '@sportsbook/domain';
import type { CheckedBet } from './check-bets';

export interface PriceBetOptions {
  type: PlacementBetType;
  bet: CheckedBet;
  stake: bigint;
  currency: string;
}

/** Returns by the domain's exact rules (packages/domain/src/slip/returns.ts) at accepted prices. */
export function priceBet(options: PriceBetOptions): PotentialReturn & { oddsThousandths: bigint } {
  const { bet, stake, currency } = options;
  if (options.type === 'custom_bet') {
    // One leg at the combined price (decision 046): its parts are not multiplied.
    const customOdds = bet.customOdds! / ODDS_SCALE;
    const priced = potentialReturn({ kind: 'single', odds: customOdds, stake, currency });
    return { ...priced, oddsThousandths: BigInt(toOddsThousandths(customOdds)) };
  }
  const odds = bet.selections.map((s) => s.acceptedOdds / ODDS_SCALE);
  const priced =
    options.type === 'single'
      ? potentialReturn({ kind: 'single', odds: odds[0]!, stake, currency })
      : options.type === 'combo'
        ? potentialReturn({ kind: 'combo', odds, stake, currency })
        : potentialReturn({ kind: 'system', odds, winCount: bet.winCount!, stake, currency });
  return { ...priced, oddsThousandths: totalOdds(options.type, odds, priced, stake) };
}

/**
 * The bet's total price as stored and shown: the single's own, the combo's product (rounded down
 * to the thousandth), and for a system the effective price potential_win / stake.
 */
function totalOdds(
  type: PlacementBetType,
  odds: number[],
  priced: PotentialReturn,
  stake: bigint,
): bigint {
  if (type === 'single') return BigInt(toOddsThousandths(odds[0]!));
  // A combo's product can pass 2^53 thousandths only far beyond MAX_PAYOUT, where it is refused.
  if (type === 'combo') return BigInt(Math.round(comboOdds(odds) * ODDS_SCALE));
  if (stake === 0n) return BigInt(ODDS_SCALE);
  return (priced.potentialReturn * BigInt(ODDS_SCALE)) / stake;
}
