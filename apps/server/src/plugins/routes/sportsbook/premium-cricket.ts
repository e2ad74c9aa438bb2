import type { FastifyPluginAsync } from 'fastify';
import {
  PREMIUM_CRICKET_MARKET_IDS,
  catalogueLocaleFromAcceptLanguage,
} from '@sportsbook/contract';
import type { PremiumCricketMatchWire, PremiumCricketWire } from '@sportsbook/contract';
import { listEvents, marketsOfEvents } from '@sportsbook/db';
import type { EventListRow } from '@sportsbook/db';
import { notFound } from '../../../errors';
import { enrichMatches } from '../../../services/catalogue/list-matches';
import { marketToWire } from '../../../services/catalogue/to-wire';

/** Matches per list: a page, not a catalogue. */
const LIMIT = 12;

/**
 * Premium cricket (issue 22, decision 054), behind isPremiumCricketEnabled:
 * GET /sportsbook/api/v2/premium-cricket — the live and upcoming matches of the premium_cricket
 * sport kind with their open premium lines (session runs, runs in an over, fall of the next
 * wicket). Settled and deactivated lines are left out: the page offers what can be bet.
 */
export const premiumCricketRoutes: FastifyPluginAsync = async (app) => {
  app.get('/premium-cricket', async (request, reply): Promise<PremiumCricketWire> => {
    if (!app.config.PREMIUM_CRICKET_ENABLED) throw notFound('Premium cricket is not offered');
    const db = app.database.db;
    const locale = catalogueLocaleFromAcceptLanguage(request.headers['accept-language']);
    const base = {
      locale,
      sportTypes: ['premium_cricket'],
      types: ['match'],
      sort: [{ key: 'start_time' as const, descending: false }],
      page: 1,
      limit: LIMIT,
    };
    const [live, upcoming] = await Promise.all([
      listEvents(db, { ...base, statuses: [1, 2] }),
      listEvents(db, { ...base, statuses: [0], startFrom: new Date() }),
    ]);
    const rows = [...live.rows, ...upcoming.rows];
    const [matches, lines] = await Promise.all([
      enrichMatches(db, rows, locale, { isProviderActive: app.providerStatus.isActive }),
      marketsOfEvents(db, {
        eventIds: rows.map((row) => row.id),
        marketIds: [...PREMIUM_CRICKET_MARKET_IDS],
        locale,
      }),
    ]);
    const byId = new Map(rows.map((row, i) => [row.id, { row, match: matches[i] }]));
    const withMarkets = (list: EventListRow[]): PremiumCricketMatchWire[] =>
      list.flatMap((row) => {
        const entry = byId.get(row.id);
        if (!entry?.match) return [];
        const context = {
          matchUrnId: row.urnId,
          provider: row.provider,
          locale,
          providerActive: app.providerStatus.isActive(row.provider),
        };
        const markets = lines
          .filter((line) => line.eventId === row.id && (line.status === 1 || line.status === -1))
          .map((line) => marketToWire(line, context));
        return [{ match: entry.match, markets }];
      });
    // Live prices move every over: a short shared cache at most.
    void reply.header('Cache-Control', 'public, max-age=2');
    return {
      is_premium_cricket_enabled: true,
      live: withMarkets(live.rows),
      upcoming: withMarkets(upcoming.rows),
    };
  });
};
