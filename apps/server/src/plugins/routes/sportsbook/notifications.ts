import type { FastifyPluginAsync } from 'fastify';
import {
  buildPagination,
  localeFromAcceptLanguage,
  notificationsQuerySchema,
  readNotificationsBodySchema,
} from '@sportsbook/contract';
import type {
  NotificationCountersWire,
  NotificationsQuery,
  ReadNotificationsBody,
} from '@sportsbook/contract';
import { countUnreadNotifications, listNotifications, markNotificationsRead } from '@sportsbook/db';
import { localizeCaptions } from '../../../services/notifications/localize-captions';
import { notificationToWire } from '../../../services/notifications/notification-to-wire';
import { publishUnreadCounters } from '../../../services/notifications/publish-notification';
import { requireAppHeader } from '../../infrastructure/session';

/**
 * The player's notifications (account-platform §7.2) under /sportsbook/api/v2: list, unread
 * counter, mark read. Signed-in only, and only the player's own: ids of other players'
 * notifications are ignored. Marking read answers the new counter and pushes it to the
 * player's other pages.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/notifications',
    { schema: { querystring: notificationsQuerySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const { page, limit } = request.query as NotificationsQuery;
      const { rows, total } = await listNotifications(db(), { playerId, page, limit });
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return {
        data: (await localizeCaptions(db(), rows, locale)).map(notificationToWire),
        pagination: buildPagination(total, page, limit),
      };
    },
  );

  app.get('/notifications/counters', async (request, reply): Promise<NotificationCountersWire> => {
    const playerId = await app.sessions.requirePlayer(request, reply);
    return { unread: await countUnreadNotifications(db(), playerId) };
  });

  const markRead = async (playerId: number, ids?: number[]) => {
    const changed = await markNotificationsRead(db(), {
      playerId,
      now: new Date(),
      ...(ids ? { ids } : {}),
    });
    const unread = await countUnreadNotifications(db(), playerId);
    if (changed > 0) await publishUnreadCounters(app.realtime, playerId, unread);
    return { unread };
  };

  app.post(
    '/notifications/read',
    { onRequest: requireAppHeader, schema: { body: readNotificationsBodySchema } },
    async (request, reply): Promise<NotificationCountersWire> => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      return markRead(playerId, [...new Set((request.body as ReadNotificationsBody).ids)]);
    },
  );

  app.post(
    '/notifications/read-all',
    { onRequest: requireAppHeader },
    async (request, reply): Promise<NotificationCountersWire> => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      return markRead(playerId);
    },
  );
};
