import type { Market, Match } from '@sportsbook/contract';
import { PROVIDER_NAMES, type Provider, type SelectionInput } from '@sportsbook/domain';

/**
 * What an odds button knows about its match: enough for the bet slip to show and place the
 * selection (betting-core §3 Selection). Small on purpose, because it is passed from server
 * components to every client odds button.
 */
export interface SelectionMatchInfo {
  matchId: number;
  matchUrnId: string;
  matchSlug: string;
  kind: SelectionInput['type'];
  sportKey: string;
  nameA: string;
  nameB: string;
  categoryName: string;
  matchStatus: number;
}

export function selectionMatchInfoOf(match: Match): SelectionMatchInfo {
  return {
    matchId: match.id,
    matchUrnId: match.urnId,
    matchSlug: match.slug,
    kind: match.type === 'match' ? 'match' : 'outright',
    sportKey: match.sport.key,
    // An outright has no sides; its name (or the league's) stands in for the match name.
    nameA: match.home?.name ?? match.name ?? match.tournament.name,
    nameB: match.away?.name ?? '',
    categoryName: match.category.name,
    matchStatus: match.status,
  };
}

function providerOf(name: string): Provider {
  return (PROVIDER_NAMES as readonly string[]).includes(name) ? (name as Provider) : 'betradar';
}

export function selectionInputOf(
  match: SelectionMatchInfo,
  market: Market,
  outcome: Market['outcomes'][number],
): SelectionInput {
  return {
    type: match.kind,
    provider: providerOf(market.provider),
    odds: outcome.odds,
    active: market.marketStatus === 1 && outcome.active,
    market: {
      marketId: market.marketId,
      marketName: market.marketName,
      specifier: market.specifier,
      marketGroup: market.marketGroups[0] ?? null,
    },
    outcome: { outcomeId: outcome.outcomeId, outcomeName: outcome.name },
    match: { matchId: match.matchId, matchUrnId: match.matchUrnId, matchSlug: match.matchSlug },
    sportKey: match.sportKey,
    nameA: match.nameA,
    nameB: match.nameB,
    categoryName: match.categoryName,
    matchStatus: match.matchStatus,
  };
}
