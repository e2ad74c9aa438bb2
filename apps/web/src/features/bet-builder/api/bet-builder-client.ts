import type { ApiAnswer, ApiBody } from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

/** The bet builder's calls (issue 21, decision 046), by their contract names. */
export type CustomMarkets = ApiAnswer<'customBetMarkets'>['data'];
export type CustomOdds = ApiAnswer<'customBetOdds'>['data'][number];
export type CustomSelection = ApiBody<'customBetOdds'>['bets'][number]['selections'][number];

export const customMarkets = (matchId: number, locale: string) =>
  apiRequest('customBetMarkets', { params: { matchId }, query: { locale } }).then(
    (body) => body.data,
  );

export const customOdds = (selections: CustomSelection[], locale: string) =>
  apiRequest('customBetOdds', { body: { meta: { locale }, bets: [{ selections }] } }).then(
    (body) => body.data[0]!,
  );
