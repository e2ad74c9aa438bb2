import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  catalogueLocaleFromAcceptLanguage,
  ErrorCode,
  idParamSchema,
  voteBodySchema,
  voteQuerySchema,
  WIDGET_STATISTICS_TYPES,
  widgetStatisticsParamsSchema,
} from '@sportsbook/contract';
import type { VoteBody, WidgetStatisticsType } from '@sportsbook/contract';
import { countMatchVotes, getEvent, getMatchVote, insertMatchVote } from '@sportsbook/db';
import type { z } from 'zod';
import { HttpError, notFound } from '../../../errors';
import {
  choicesOf,
  formOf,
  headToHeadOf,
  isOver,
  liveStatisticsOf,
  predictionOf,
  streamOf,
} from '../../../services/match-centre/match-centre';
import type { MatchCentreEvent } from '../../../services/match-centre/match-centre';
import { requireAppHeader } from '../../infrastructure/session';

const isWidgetType = (type: string): type is WidgetStatisticsType =>
  (WIDGET_STATISTICS_TYPES as readonly string[]).includes(type);

/**
 * The match centre (issue 21, decision 047): GET /matches/{id}/{widget statistics type},
 * /matches/{id}/video and /streams, GET and POST /vote (betting-core §7). None of these is in
 * the shared catalogue cache: statistics move with play and the poll with every vote.
 */
export const matchCentreRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  const matchOf = async (request: FastifyRequest, id: number): Promise<MatchCentreEvent> => {
    const locale = catalogueLocaleFromAcceptLanguage(request.headers['accept-language']);
    const event = await getEvent(db(), id, locale);
    if (!event || event.type !== 'match') throw notFound(`Match ${id} does not exist`);
    return event;
  };

  const videoOf = async (request: FastifyRequest) => {
    if (!app.config.VIDEO_ENABLED) throw notFound('Video is not offered on this site');
    const { id } = request.params as { id: number };
    const event = await matchOf(request, id);
    if (!event.hasVideo) throw notFound(`Match ${id} has no video`);
    return streamOf(event);
  };

  app.get('/matches/:id/video', { schema: { params: idParamSchema } }, async (request) => ({
    data: await videoOf(request),
  }));

  app.get('/matches/:id/streams', { schema: { params: idParamSchema } }, async (request) => ({
    data: [await videoOf(request)],
  }));

  app.get(
    '/matches/:id/:type',
    { schema: { params: widgetStatisticsParamsSchema } },
    async (request) => {
      const { id, type } = request.params as z.output<typeof widgetStatisticsParamsSchema>;
      if (!isWidgetType(type))
        throw notFound(
          `No statistics of type "${type}"; the types are ${WIDGET_STATISTICS_TYPES.join(', ')}`,
        );
      const event = await matchOf(request, id);
      const seed = app.config.FEED_SEED;
      const data =
        type === 'statistics'
          ? liveStatisticsOf(event)
          : type === 'head_to_head'
            ? headToHeadOf(event, seed)
            : formOf(event, seed);
      if (!data) throw notFound(`Match ${id} has no ${type} (its competitors are not known)`);
      return { data };
    },
  );

  const predictionFor = async (event: MatchCentreEvent, playerId: number | null) => {
    const [counts, vote] = await Promise.all([
      countMatchVotes(db(), event.id),
      playerId === null ? null : getMatchVote(db(), event.id, playerId),
    ]);
    return predictionOf(event, counts, vote);
  };

  app.get('/vote', { schema: { querystring: voteQuerySchema } }, async (request, reply) => {
    const query = request.query as z.output<typeof voteQuerySchema>;
    const event = await matchOf(request, query.prediction_id);
    const session = await app.sessions.current(request);
    reply.header('cache-control', 'no-store');
    return { data: await predictionFor(event, session?.playerId ?? null) };
  });

  app.post(
    '/vote',
    { onRequest: requireAppHeader, schema: { body: voteBodySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const body = request.body as VoteBody;
      const event = await matchOf(request, body.prediction_id);
      if (isOver(event))
        throw new HttpError(409, ErrorCode.conflict, 'The poll closed when the match ended');
      if (!choicesOf(event).includes(body.data.choice))
        throw new HttpError(400, ErrorCode.badRequest, 'This match cannot end in a draw', [
          { field: 'data.choice', message: `must be one of ${choicesOf(event).join(', ')}` },
        ]);
      const inserted = await insertMatchVote(db(), {
        eventId: event.id,
        playerId,
        choice: body.data.choice,
      });
      if (!inserted)
        throw new HttpError(409, ErrorCode.conflict, 'You have already voted on this match');
      reply.header('cache-control', 'no-store');
      return { data: await predictionFor(event, playerId) };
    },
  );
};
