import type { FastifyPluginAsync } from 'fastify';
import type { LotteriesOverviewWire } from '@sportsbook/contract';
import { listLotteryDraws } from '@sportsbook/db';
import { LOTTERY_GAMES } from '@sportsbook/domain';
import { LOTTERY_SPORT_ID, lotteryDrawOf, lotteryProofOf } from '@sportsbook/feed';
import { notFound } from '../../../errors';

/** Open draws listed per game, and the latest results. */
const NEXT_PER_GAME = 3;
const RESULTS = 10;

/**
 * Lotteries (issue 22, decision 051), behind isLotteryEnabled:
 * GET /sportsbook/api/v2/lotteries — the next draws of each game with their seed hash and
 * markets, and the last draws with their balls and revealed seed. The proof is a pure function
 * of the book's draw secret (decision 066) and the draw id, so it is computed here; the seed only once drawn.
 */
export const lotteryRoutes: FastifyPluginAsync = async (app) => {
  app.get('/lotteries', async (): Promise<LotteriesOverviewWire> => {
    if (!app.config.LOTTERY_ENABLED) throw notFound('Lotteries are not offered');
    const { open, drawn } = await listLotteryDraws(app.database.db, LOTTERY_SPORT_ID, {
      next: NEXT_PER_GAME,
      last: RESULTS,
    });
    const secret = app.drawSecret;
    const head = (row: { id: number; startTime: Date }) => {
      const draw = lotteryDrawOf(row.id);
      if (!draw) return undefined;
      const time = row.startTime.toISOString();
      return {
        draw,
        proof: lotteryProofOf(secret, draw),
        id: row.id,
        game: draw.game.key,
        name: `${draw.game.name} ${time.slice(11, 16)}`,
        draw_time: time,
      };
    };
    return {
      is_lottery_enabled: true,
      games: LOTTERY_GAMES.map((g) => ({
        key: g.key,
        name: g.name,
        pool: g.pool,
        picks: g.picks,
        every_minutes: g.everyMinutes,
      })),
      next_draws: open.flatMap((row) => {
        const h = head(row);
        if (!h) return [];
        return [
          {
            id: h.id,
            urn_id: h.draw.urnId,
            slug: row.slug,
            game: h.game,
            name: h.name,
            draw_time: h.draw_time,
            hash: h.proof.hash,
            markets: row.markets
              .sort((a, b) => a.marketId - b.marketId)
              .map((m) => ({
                market_id: m.marketId,
                specifier: m.specifier,
                name: m.names.en ?? String(m.marketId),
                status: m.status,
                outcomes: m.outcomes.map((o) => ({
                  id: o.outcomeId,
                  name: o.names.en ?? o.outcomeId,
                  odds: o.odds / 1000,
                  active: o.active,
                })),
              })),
          },
        ];
      }),
      results: drawn.flatMap((row) => {
        const h = head(row);
        if (!h || row.status !== 4) return [];
        return [
          {
            id: h.id,
            game: h.game,
            name: h.name,
            draw_time: h.draw_time,
            hash: h.proof.hash,
            seed: h.proof.seed,
            balls: h.proof.balls,
          },
        ];
      }),
    };
  });
};
