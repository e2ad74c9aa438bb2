import type { SharedSelectionWire } from '@sportsbook/contract';
import { getBettingLines, getShareCode, lineKeyOf } from '@sportsbook/db';
import type { Database } from '@sportsbook/db';
import type { Provider } from '@sportsbook/domain';
import { notFound } from '../../errors';

export interface GetSharedBetsOptions {
  db: Database;
  code: string;
  locale: string;
  isProviderActive(provider: Provider): boolean;
  now?: Date;
}

/**
 * GET /bets/share-code?code=: the shared selections with today's prices and names. Lines that no
 * longer exist are left out (the slip shows "try another bet" when nothing is left); suspended
 * ones come back flagged so the slip can show them as such.
 */
export async function getSharedBets(
  options: GetSharedBetsOptions,
): Promise<{ bets: { selections: SharedSelectionWire[] }[] }> {
  const row = await getShareCode(options.db, options.code, options.now ?? new Date());
  if (!row) throw notFound(`The share code ${options.code} does not exist or has expired`);
  const keys = row.bets.flatMap((bet) =>
    bet.selections.map((s) => ({
      eventId: s.matchId,
      marketId: s.marketId,
      specifier: s.specifier,
    })),
  );
  const lines = await getBettingLines(options.db, keys, options.locale);
  return {
    bets: row.bets.map((bet) => ({
      selections: bet.selections.flatMap((s) => {
        const line = lines.get(
          lineKeyOf({ eventId: s.matchId, marketId: s.marketId, specifier: s.specifier }),
        );
        const outcome = line?.outcomes.find((o) => o.outcomeId === s.outcomeId);
        if (!line || !outcome) return [];
        const providerActive = options.isProviderActive(line.provider as Provider);
        return [
          {
            match_id: line.eventId,
            market_id: line.marketId,
            specifier: line.specifier,
            outcome_id: outcome.outcomeId,
            odds: outcome.odds / 1000,
            market_name: line.marketName,
            outcome_name: outcome.names[options.locale] ?? outcome.names.en,
            match_name: line.matchName,
            match_status: line.eventStatus,
            // As the catalogue serves it: a down provider's open lines read as suspended.
            market_status: line.marketStatus === 1 && !providerActive ? -1 : line.marketStatus,
            active: outcome.active,
            provider: line.provider,
          },
        ];
      }),
    })),
  };
}
