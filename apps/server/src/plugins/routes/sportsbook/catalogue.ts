import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  buildPagination,
  categoriesQuerySchema,
  countersBodySchema,
  idParamSchema,
  catalogueLocaleFromAcceptLanguage,
  marketsQuerySchema,
  matchesQuerySchema,
  searchQuerySchema,
  tournamentsQuerySchema,
} from '@sportsbook/contract';
import type {
  CategoriesQuery,
  CountersBody,
  CountersWire,
  MarketsQuery,
  MatchesQuery,
  SearchQuery,
  SearchResultWire,
  TournamentsQuery,
} from '@sportsbook/contract';
import {
  countEvents,
  getEvent,
  listCategories,
  listEvents,
  listFavourites,
  listMarkets,
  listTournaments,
  searchCatalogue,
} from '@sportsbook/db';
import { notFound } from '../../../errors';
import {
  categoryToWire,
  marketToWire,
  tournamentToWire,
} from '../../../services/catalogue/to-wire';
import { enrichMatches, listMatches } from '../../../services/catalogue/list-matches';

const localeOf = (request: FastifyRequest) =>
  catalogueLocaleFromAcceptLanguage(request.headers['accept-language']);

/** The catalogue read calls of betting-core §7 (sportsbook API v2). */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/categories', { schema: { querystring: categoriesQuerySchema } }, async (request) => {
    const query = request.query as CategoriesQuery;
    const { rows, total } = await listCategories(db(), {
      locale: localeOf(request),
      sportIds: query.sport_id,
      sportKeys: query.sport_key,
      sportTypes: query.sport_type,
      slug: query.slug,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: rows.map(categoryToWire),
      pagination: buildPagination(total, query.page, query.limit),
    };
  });

  app.get('/categories/:id', { schema: { params: idParamSchema } }, async (request) => {
    const { id } = request.params as { id: number };
    const { rows } = await listCategories(db(), {
      locale: localeOf(request),
      ids: [id],
      page: 1,
      limit: 1,
    });
    if (!rows[0]) throw notFound(`Category ${id} does not exist`);
    return categoryToWire(rows[0]);
  });

  app.get('/tournaments', { schema: { querystring: tournamentsQuerySchema } }, async (request) => {
    const query = request.query as TournamentsQuery;
    const { rows, total } = await listTournaments(db(), {
      locale: localeOf(request),
      sportIds: query.sport_id,
      sportKeys: query.sport_key,
      sportTypes: query.sport_type,
      categoryIds: query.category_id,
      slug: query.slug,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: rows.map(tournamentToWire),
      pagination: buildPagination(total, query.page, query.limit),
    };
  });

  app.get('/tournaments/:id', { schema: { params: idParamSchema } }, async (request) => {
    const { id } = request.params as { id: number };
    const { rows } = await listTournaments(db(), {
      locale: localeOf(request),
      ids: [id],
      page: 1,
      limit: 1,
    });
    if (!rows[0]) throw notFound(`Tournament ${id} does not exist`);
    return tournamentToWire(rows[0]);
  });

  app.get('/matches', { schema: { querystring: matchesQuerySchema } }, async (request) => {
    const query = request.query as MatchesQuery;
    // Favourites belong to a signed-in player; an anonymous visitor has none.
    const session = query.favourite ? await app.sessions.current(request) : null;
    const favouriteIds = session
      ? await listFavourites(db(), { playerId: session.playerId, type: 'match' })
      : [];
    const { data, total } = await listMatches({
      db: db(),
      locale: localeOf(request),
      query,
      favouriteIds,
      slug: query.slug,
      isProviderActive: app.providerStatus.isActive,
    });
    return { data, pagination: buildPagination(total, query.page, query.limit) };
  });

  app.get('/matches/:id', { schema: { params: idParamSchema } }, async (request) => {
    const { id } = request.params as { id: number };
    const locale = localeOf(request);
    const row = await getEvent(db(), id, locale);
    if (!row) throw notFound(`Match ${id} does not exist`);
    const [match] = await enrichMatches(db(), [row], locale, {
      timeline: true,
      isProviderActive: app.providerStatus.isActive,
    });
    return match;
  });

  app.get(
    '/matches/:id/markets',
    { schema: { params: idParamSchema, querystring: marketsQuerySchema } },
    async (request) => {
      const { id } = request.params as { id: number };
      const query = request.query as MarketsQuery;
      const locale = localeOf(request);
      const event = await getEvent(db(), id, locale);
      if (!event) throw notFound(`Match ${id} does not exist`);
      const { rows, total } = await listMarkets(db(), {
        eventId: id,
        locale,
        groupKey: query.group_key,
        marketIds: query.market_id,
        page: query.page,
        limit: query.limit,
      });
      const context = {
        matchUrnId: event.urnId,
        provider: event.provider,
        locale,
        providerActive: app.providerStatus.isActive(event.provider),
      };
      return {
        data: rows.map((row) => marketToWire(row, context)),
        pagination: buildPagination(total, query.page, query.limit),
      };
    },
  );

  app.post(
    '/counters',
    { schema: { body: countersBodySchema } },
    async (request): Promise<CountersWire> => {
      const body = request.body as CountersBody;
      const counters = await countEvents(db(), {
        locale: localeOf(request),
        sportIds: body.sport_id,
        categoryIds: body.category_id,
        tournamentIds: body.tournament_id,
        statuses: body.match_status,
        hasVideo: body.has_video,
        sportTypes: body.sport_type,
        types: body.type,
        startFrom: body.start_from ? new Date(body.start_from) : undefined,
        startTo: body.start_to ? new Date(body.start_to) : undefined,
      });
      const entries = (map: Map<number, { gamesCount: number; outrightsCount: number }>) =>
        [...map].map(([id, count]) => ({
          id,
          games_count: count.gamesCount,
          outrights_count: count.outrightsCount,
        }));
      return {
        live: counters.live,
        sports: entries(counters.sports),
        categories: entries(counters.categories),
        tournaments: entries(counters.tournaments),
      };
    },
  );

  app.get(
    '/search',
    { schema: { querystring: searchQuerySchema } },
    async (request): Promise<SearchResultWire> => {
      const query = request.query as SearchQuery;
      const locale = localeOf(request);
      const found = await searchCatalogue(db(), {
        query: query.q,
        locale,
        sportTypes: query.sport_type,
        statuses: query.match_status,
        onlyEventsName: query.only_events_name,
        limit: 50,
      });
      const [events, tournaments] = await Promise.all([
        found.eventIds.length
          ? listEvents(db(), { locale, ids: found.eventIds, page: 1, limit: found.eventIds.length })
          : { rows: [], total: 0 },
        found.tournamentIds.length
          ? listTournaments(db(), {
              locale,
              ids: found.tournamentIds,
              page: 1,
              limit: found.tournamentIds.length,
            })
          : { rows: [], total: 0 },
      ]);
      const order = new Map(found.eventIds.map((id, index) => [id, index]));
      const sorted = [...events.rows].sort(
        (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0),
      );
      return {
        data: {
          matches: await enrichMatches(db(), sorted, locale, {
            isProviderActive: app.providerStatus.isActive,
          }),
          tournaments: tournaments.rows.map(tournamentToWire),
        },
      };
    },
  );
};
