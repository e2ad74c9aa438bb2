import type { FastifyPluginAsync } from 'fastify';
import {
  catalogueLocaleFromAcceptLanguage,
  customMarketsParamsSchema,
  customMarketsQuerySchema,
  customOddsBodySchema,
} from '@sportsbook/contract';
import type { CustomOddsBody } from '@sportsbook/contract';
import { getBettingLines, lineKeyOf, listPlayerAccounts } from '@sportsbook/db';
import { BetErrorCode } from '@sportsbook/contract';
import { customBetMaxStake, isBettableMatchStatus } from '@sportsbook/domain';
import type { CurrencyCode } from '@sportsbook/domain';
import { HttpError } from '../../../errors';
import { maxStakeOf } from '../../../services/bets/stake-limits';
import {
  customBetDisabled,
  customBetRefusal,
  listCustomBetMarkets,
  loadCustomBetMatch,
  matchIdOf,
  priceSelections,
} from '../../../services/bets/custom-bet';

/**
 * The bet builder under /sportsbook/api/v3 (betting-core §7, issue 21, decision 046): the
 * combinable markets of a match and the combined price of a set of its outcomes. Both answer
 * visitors too (anyone may fill a slip); placement is POST /bets with meta.type custom_bet.
 */
export const betBuilderRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const isActive = (provider: string) =>
    app.providerStatus.isActive(provider as Parameters<typeof app.providerStatus.isActive>[0]);

  app.get(
    '/bets/custom/markets/:matchId',
    { schema: { params: customMarketsParamsSchema, querystring: customMarketsQuerySchema } },
    async (request, reply) => {
      if (!app.config.CUSTOM_BET_ENABLED) throw customBetDisabled();
      const { matchId } = request.params as { matchId: number };
      const { locale } = request.query as { locale?: string };
      reply.header('Cache-Control', 'no-store');
      const data = await listCustomBetMarkets({
        db: db(),
        matchId,
        locale: locale ?? catalogueLocaleFromAcceptLanguage(request.headers['accept-language']),
        providerActive: isActive,
      });
      return { data };
    },
  );

  app.post(
    '/bets/custom/odds',
    { schema: { body: customOddsBodySchema } },
    async (request, reply) => {
      if (!app.config.CUSTOM_BET_ENABLED) throw customBetDisabled();
      const body = request.body as CustomOddsBody;
      const locale = body.meta?.locale ?? 'en';
      reply.header('Cache-Control', 'no-store');
      // The max stake is in the player's currency: a visitor has none yet (decision 064).
      const session = await app.sessions.current(request);
      const account = session
        ? (await listPlayerAccounts(db(), session.playerId)).find((a) => a.active)
        : undefined;
      const currency = account?.currency as CurrencyCode | undefined;
      const data = [];
      for (const [index, bet] of body.bets.entries()) {
        const field = `bets.${index}.selections`;
        const matchId = matchIdOf(bet.selections, field);
        const match = await loadCustomBetMatch(db(), matchId, locale);
        // Every part on an open line of a match still bettable: as placement will check.
        const lines = await getBettingLines(
          db(),
          bet.selections.map((s) => ({
            eventId: s.match_id,
            marketId: s.market_id,
            specifier: s.specifier,
          })),
          locale,
        );
        bet.selections.forEach((s, position) => {
          const line = lines.get(
            lineKeyOf({ eventId: s.match_id, marketId: s.market_id, specifier: s.specifier }),
          );
          const outcome = line?.outcomes.find((o) => o.outcomeId === s.outcome_id);
          const open =
            line &&
            outcome?.active &&
            !line.hasResult &&
            line.marketStatus === 1 &&
            isBettableMatchStatus(line.eventStatus) &&
            isActive(line.provider);
          if (!open) {
            throw new HttpError(
              422,
              BetErrorCode.selectionUnavailable,
              `${field}.${position}: the selection is not open for betting`,
              [{ field: `${field}.${position}`, message: 'is not open for betting' }],
            );
          }
        });
        const price = priceSelections(match, bet.selections);
        if (!price.ok) throw customBetRefusal(price, field);
        const maxStake = currency
          ? {
              value: customBetMaxStake({
                odds: price.odds,
                currency,
                maxStake: maxStakeOf(currency),
                percent: app.config.CUSTOM_BET_MAX_STAKE_PERCENT,
              }).toString(),
              currency,
            }
          : null;
        data.push({ odds: price.odds, implied: price.implied, max_stake: maxStake });
      }
      return { data };
    },
  );
};
