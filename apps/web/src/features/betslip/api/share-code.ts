import type { SharedSelectionWire } from '@sportsbook/contract';
import { toCamelCase, type Match, type MatchWire } from '@sportsbook/contract/browser';
import type { RestoredBet, SlipState } from '@sportsbook/domain';
import { apiFetch, isApiError } from '@/lib/api-fetch';
import { selectionOfShared } from './share-link';

export { shareLinkOf } from './share-link';

export const SHARE_CODE_PATH = '/sportsbook/api/v2/bets/share-code';

/** POST /bets/share-code: a code for the slip's selections, one entry per bet. */
export async function createShareCode(state: SlipState): Promise<string> {
  const body = {
    bets: state.bets.map((bet) => ({
      selections: bet.selections.map((selection) => ({
        match_id: selection.match.matchId,
        market_id: selection.market.marketId,
        specifier: selection.market.specifier,
        outcome_id: selection.outcome.outcomeId,
        odds: selection.acceptedOdds,
      })),
    })),
  };
  const answer = (await apiFetch(SHARE_CODE_PATH, { method: 'POST', body })) as {
    data?: { code?: string };
  } | null;
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
  { ok: true; bets: RestoredBet[] } | { ok: false; problem: ShareLoadProblem };

interface SharedBetsAnswer {
  data?: { bets?: { selections?: SharedSelectionWire[] }[] };
}

/** The match as the slip shows it; the shared line only has the match's name. */
async function fetchMatch(matchId: number, locale: string): Promise<Match | null> {
  try {
    const body = await apiFetch(`/sportsbook/api/v2/matches/${matchId}`, {
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
 * shared, so the bets come with none (stake source "sharing").
 */
export async function loadSharedBets(
  code: string,
  options: { locale: string; currency: string },
): Promise<ShareLoadResult> {
  let answer: SharedBetsAnswer;
  try {
    answer = (await apiFetch(SHARE_CODE_PATH, {
      query: { code, locale: options.locale },
    })) as SharedBetsAnswer;
  } catch (error) {
    // A malformed code (400) is as unknown as an expired one (404).
    const unknown = isApiError(error) && (error.status === 404 || error.status === 400);
    return { ok: false, problem: unknown ? 'notFound' : 'tryLater' };
  }
  const shared = (answer?.data?.bets ?? []).filter((bet) => (bet.selections ?? []).length > 0);
  if (shared.length === 0) return { ok: false, problem: 'tryAnother' };
  const ids = [...new Set(shared.flatMap((bet) => bet.selections!.map((s) => s.match_id)))];
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
  return { ok: true, bets };
}
