import type { ApiBody } from '@sportsbook/contract/browser';
import type { CurrencyCode } from '@sportsbook/domain';
import { apiRequest } from '@/lib/api-fetch';
import type { SlipCustomBet } from '../state/custom-bets';

/** The calls behind a custom bet in the slip (decision 053), by their contract names. */
type CustomSelection = ApiBody<'customBetOdds'>['bets'][number]['selections'][number];

export function customSelectionsOf(bet: SlipCustomBet): CustomSelection[] {
  return bet.parts.map((part) => ({
    match_id: bet.match.matchId,
    market_id: part.marketId,
    specifier: part.specifier,
    outcome_id: part.outcomeId,
  }));
}

/** POST /bets/custom/odds: the combination's price now (a refusal when a part is not open). */
export const customBetOdds = (bet: SlipCustomBet, locale: string) =>
  apiRequest('customBetOdds', {
    body: { meta: { locale }, bets: [{ selections: customSelectionsOf(bet) }] },
  }).then((body) => body.data[0]!);

/** The match's status now: a refused price may mean the match is over. */
export const matchStatusOf = (matchId: number) =>
  (apiRequest('match', { params: { id: matchId } }) as Promise<{ status: number }>).then(
    (match) => match.status,
  );

/** One custom bet, placed as one bet of type custom_bet at the price the player accepted. */
export const placeCustomBet = (options: {
  bet: SlipCustomBet;
  currency: CurrencyCode;
  deviceId: string;
  locale: string;
  idempotencyKey: string;
}) =>
  apiRequest('placeBets', {
    headers: { 'Idempotency-Key': options.idempotencyKey },
    body: {
      meta: {
        device_id: options.deviceId,
        quick: false,
        type: 'custom_bet',
        locale: options.locale,
      },
      bets: [
        {
          stake: { value: options.bet.stake.toString(), currency: options.currency },
          custom_odds: options.bet.acceptedOdds,
          // The parts' own prices are informational: the bet is taken at custom_odds (046).
          selections: customSelectionsOf(options.bet).map((s) => ({ ...s, odds: 1.001 })),
        },
      ],
    },
  });
