import type { SharedCustomBetWire, SharedSelectionWire } from '@sportsbook/contract';
import type { Match } from '@sportsbook/contract/browser';
import {
  PROVIDER_NAMES,
  SP_BOUND_THOUSANDTHS,
  type Provider,
  type SelectionInput,
} from '@sportsbook/domain';
import type { CustomBetInput } from '../state/custom-bets';
import { BETCODE_PARAM } from './betcode-param';

/** The address of a shared slip: this page with ?betcode=, so it opens where it was shared. */
export function shareLinkOf(code: string, href: string): string {
  const url = new URL(href);
  url.hash = '';
  url.search = '';
  url.searchParams.set(BETCODE_PARAM, code);
  return url.toString();
}

/** The address without the code (betting-core §2: the parameter is removed once read). */
export function withoutBetcode(href: string): { code: string | null; cleanHref: string } {
  const url = new URL(href);
  const code = url.searchParams.get(BETCODE_PARAM);
  url.searchParams.delete(BETCODE_PARAM);
  return { code: code?.trim() || null, cleanHref: `${url.pathname}${url.search}${url.hash}` };
}

function providerOf(name: string): Provider {
  return (PROVIDER_NAMES as readonly string[]).includes(name) ? (name as Provider) : 'betradar';
}

export function selectionOfShared(
  shared: SharedSelectionWire,
  match: Match | null,
): SelectionInput {
  const [nameA = shared.match_name, nameB = ''] = match
    ? [match.home?.name ?? match.name ?? match.tournament.name, match.away?.name ?? '']
    : shared.match_name.split(' – ');
  // At SP the slip holds the cap that bounds it, as when the runner was picked (decision 072).
  const sp = shared.odds_type === 'sp';
  return {
    type: match && match.type !== 'match' ? 'outright' : 'match',
    provider: providerOf(shared.provider),
    odds: sp ? SP_BOUND_THOUSANDTHS / 1000 : shared.odds,
    ...(sp ? { oddsType: 'sp' as const } : {}),
    active: shared.active && shared.market_status === 1,
    market: {
      marketId: shared.market_id,
      marketName: shared.market_name,
      specifier: shared.specifier,
      marketGroup: null,
    },
    outcome: { outcomeId: shared.outcome_id, outcomeName: shared.outcome_name },
    match: {
      matchId: shared.match_id,
      matchUrnId: match?.urnId ?? '',
      matchSlug: match?.slug ?? '',
    },
    sportKey: match?.sport.key ?? '',
    nameA,
    nameB,
    categoryName: match?.category.name ?? '',
    matchStatus: match?.status ?? shared.match_status,
  };
}

/**
 * A shared custom bet as the slip adds it (decision 059): the parts with today's names at the
 * price the server re-priced it at when the code was read. Null when it has no price now (a part
 * suspended): a custom bet enters the slip only with a price.
 */
export function customBetOfShared(
  shared: SharedCustomBetWire,
  match: Match | null,
): CustomBetInput | null {
  if (shared.odds === null || shared.selections.length < 2) return null;
  const first = selectionOfShared(shared.selections[0]!, match);
  return {
    match: {
      matchId: shared.match_id,
      matchSlug: first.match.matchSlug,
      sportKey: first.sportKey,
      nameA: first.nameA,
      nameB: first.nameB,
      matchStatus: first.matchStatus,
    },
    parts: shared.selections.map((part) => ({
      marketId: part.market_id,
      specifier: part.specifier,
      outcomeId: part.outcome_id,
      marketName: part.market_name,
      outcomeName: part.outcome_name,
    })),
    implied: shared.implied,
    odds: shared.odds,
  };
}
