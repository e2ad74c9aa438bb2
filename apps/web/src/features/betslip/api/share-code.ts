import {
  toCamelCase,
  type ApiAnswer,
  type Match,
  type MatchWire,
} from '@sportsbook/contract/browser';
import type { RestoredBet, SlipState } from '@sportsbook/domain';
import { apiRequest, isApiError } from '@/lib/api-fetch';
import type { CustomBetInput, SlipCustomBet } from '../state/custom-bets';
import { customBetOfShared, selectionOfShared } from './share-link';

export { shareLinkOf } from './share-link';

/**
 * POST /bets/share-code: a code for the slip's selections, one entry per bet, and its custom
 * bets' parts (decision 059: they are re-priced when the code is read).
 */
export async function createShareCode(
  state: SlipState,
  customBets: readonly SlipCustomBet[] = [],
): Promise<string> {
  const body = {
    bets: state.bets.map((bet) => ({
      selections: bet.selections.map((selection) => ({
        match_id: selection.match.matchId,
        market_id: selection.market.marketId,
        specifier: selection.market.specifier,
        outcome_id: selection.outcome.outcomeId,
        odds: selection.acceptedOdds,
        ...(selection.oddsType === 'sp' ? { odds_type: 'sp' as const } : {}),
      })),
    })),
    ...(customBets.length > 0
      ? {
          custom_bets: customBets.map((bet) => ({
            selections: bet.parts.map((part) => ({
              match_id: bet.match.matchId,
              market_id: part.marketId,
              specifier: part.specifier,
              outcome_id: part.outcomeId,
            })),
          })),
        }
      : {}),
  };
  const answer = (await apiRequest('createShareCode', { body })) as Partial<
    ApiAnswer<'createShareCode'>
  > | null;
  const code = answer?.data?.code;
  if (typeof code !== 'string' || code === '') throw new Error('Unexpected share-code answer');
  return code;
}

/**
 * Why a shared slip could not be loaded (betting-core §8): the code is unknown or expired, it
 * resolves to nothing that can still be bet on, or something failed (try later).
 */
export type ShareLoadProblem = 'notFound' | 'tryAnother' | 'tryLater';

export type ShareLoadResult =
  | { ok: true; bets: RestoredBet[]; customBets: CustomBetInput[] }
  | { ok: false; problem: ShareLoadProblem };

/**
 * The contract's answer, read defensively: it is typed, not parsed (no zod in the page), and a
 * code that resolves to nothing may come without lists.
 */
type SharedBetsAnswer = {
  data?: {
    bets?: Partial<ApiAnswer<'sharedBets'>['data']['bets'][number]>[];
    custom_bets?: ApiAnswer<'sharedBets'>['data']['custom_bets'];
  };
};

/** The match as the slip shows it; the shared line only has the match's name. */
async function fetchMatch(matchId: number, locale: string): Promise<Match | null> {
  try {
    const body: unknown = await apiRequest('match', {
      params: { id: matchId },
      headers: { 'Accept-Language': locale },
    });
    const wire = (body as { data?: MatchWire } | null)?.data ?? (body as MatchWire | null);
    return wire && typeof wire === 'object' && 'id' in wire ? (toCamelCase(wire) as Match) : null;
  } catch {
    // A match that is gone still has its line's name; the slip flags it if it cannot be bet.
    return null;
  }
}

/**
 * GET /bets/share-code and rebuild the bets with today's prices and names (betting-core §4 "A
 * shared-bet restore follows a similar path"). One shared bet of several selections was a combo
 * (or system: the slip offers it again); otherwise each selection is a single. Stakes are not
 * shared, so the bets come with none (stake source "sharing"). Custom bets come back as the
 * slip's custom bet lines at the price the server re-priced them at (decision 059).
 */
export async function loadSharedBets(
  code: string,
  options: { locale: string; currency: string },
): Promise<ShareLoadResult> {
  let answer: SharedBetsAnswer;
  try {
    answer = (await apiRequest('sharedBets', {
      query: { code, locale: options.locale },
    })) as SharedBetsAnswer;
  } catch (error) {
    // A malformed code (400) is as unknown as an expired one (404).
    const unknown = isApiError(error) && (error.status === 404 || error.status === 400);
    return { ok: false, problem: unknown ? 'notFound' : 'tryLater' };
  }
  const shared = (answer?.data?.bets ?? []).filter((bet) => (bet.selections ?? []).length > 0);
  const sharedCustom = (answer?.data?.custom_bets ?? []).filter(
    (bet) => Array.isArray(bet?.selections) && bet.odds !== null,
  );
  if (shared.length === 0 && sharedCustom.length === 0) return { ok: false, problem: 'tryAnother' };
  const ids = [
    ...new Set([
      ...shared.flatMap((bet) => bet.selections!.map((s) => s.match_id)),
      ...sharedCustom.map((bet) => bet.match_id),
    ]),
  ];
  const matches = new Map(
    await Promise.all(ids.map(async (id) => [id, await fetchMatch(id, options.locale)] as const)),
  );
  const combined = shared.length === 1 && shared[0]!.selections!.length > 1;
  const bets: RestoredBet[] = shared.map((bet) => ({
    betType: combined ? 'combo' : 'single',
    selections: bet.selections!.map((s) => selectionOfShared(s, matches.get(s.match_id) ?? null)),
    stake: 0n,
    currency: options.currency,
    systemType: null,
    stakeSource: 'sharing',
  }));
  const customBets = sharedCustom.flatMap((bet) => {
    const input = customBetOfShared(bet, matches.get(bet.match_id) ?? null);
    return input ? [input] : [];
  });
  return { ok: true, bets, customBets };
}
