import type { FastifyPluginAsync } from 'fastify';
import {
  buildPagination,
  catalogueLocaleFromAcceptLanguage,
  sportsQuerySchema,
  toSnakeCase,
} from '@sportsbook/contract';
import type { SportsListWire, SportsQuery } from '@sportsbook/contract';
import { listSports } from '@sportsbook/db';

/** GET /sportsbook/api/v2/sports (betting-core §7). */
export const sportsRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/sports',
    { schema: { querystring: sportsQuerySchema } },
    async (request): Promise<SportsListWire> => {
      const query = request.query as SportsQuery;
      const locale = catalogueLocaleFromAcceptLanguage(request.headers['accept-language']);
      const { rows, total } = await listSports(app.database.db, {
        locale,
        keys: query.sport_key,
        types: query.sport_type,
        withEvents: hasEventFilter(query)
          ? {
              statuses: query.match_status,
              types: query.match_type,
              hasVideo: query.has_video,
              bettable: query.bettable,
            }
          : undefined,
        page: query.page,
        limit: query.limit,
      });
      return {
        data: rows.map((row) => toSnakeCase(row)),
        pagination: buildPagination(total, query.page, query.limit),
      };
    },
  );
};

function hasEventFilter(query: SportsQuery): boolean {
  return [query.match_status, query.match_type, query.has_video, query.bettable].some(
    (value) => value !== undefined,
  );
}
