import { PREMIUM_CRICKET_MARKETS, toCamelCase } from '@sportsbook/contract/browser';
import type { Market, Match } from '@sportsbook/contract';
import { apiRequest } from '@/lib/api-fetch';
import { specifierValue } from './specifier';

export const premiumCricketKeys = { page: ['premium-cricket'] as const };

export interface PremiumCricketEntry {
  match: Match;
  sessions: Market[];
  overs: Market[];
  wickets: Market[];
}

export interface PremiumCricketPage {
  live: PremiumCricketEntry[];
  upcoming: PremiumCricketEntry[];
}

const byNumber = (key: string) => (a: Market, b: Market) =>
  Number(specifierValue(a.specifier, key)) - Number(specifierValue(b.specifier, key));

/** The page's data: live and upcoming matches with their premium lines grouped by kind. */
export async function getPremiumCricket(): Promise<PremiumCricketPage> {
  const wire = await apiRequest('premiumCricket');
  const entries = (list: typeof wire.live): PremiumCricketEntry[] =>
    list.map(({ match, markets }) => {
      const lines = toCamelCase(markets);
      const of = (id: number) => lines.filter((m) => m.marketId === id);
      return {
        match: toCamelCase(match),
        sessions: of(PREMIUM_CRICKET_MARKETS.sessionRuns).sort(byNumber('overnr')),
        overs: of(PREMIUM_CRICKET_MARKETS.overRuns).sort(byNumber('overnr')),
        wickets: of(PREMIUM_CRICKET_MARKETS.fallOfWicket).sort(byNumber('wicketnr')),
      };
    });
  return { live: entries(wire.live), upcoming: entries(wire.upcoming) };
}
