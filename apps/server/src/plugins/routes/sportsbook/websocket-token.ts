import type { FastifyPluginAsync } from 'fastify';
import { REALTIME_CONSTANTS } from '@sportsbook/contract';
import type { WebsocketTokenResponse } from '@sportsbook/contract';
import { signRealtimeToken } from '../../../services/realtime/tokens';

/**
 * POST /websocket/token (account-platform §7.2): a short-lived connection token for the realtime
 * gateway. Anonymous visitors get one too (playerId null): public channels are for everyone, and
 * the token only lets a socket connect. It changes no state, so it needs no CSRF header.
 */
export const websocketTokenRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/websocket/token',
    // No body: an empty POST is the whole request (the answer's schema is in the contract).
    {},
    async (request): Promise<WebsocketTokenResponse> => {
      const session = app.hasDecorator('sessions') ? await app.sessions.current(request) : null;
      return {
        token: signRealtimeToken({
          secret: app.config.REALTIME_TOKEN_SECRET,
          claims: {
            kind: 'connection',
            playerId: session?.playerId ?? null,
            session: session?.idHash ?? null,
          },
          ttlSeconds: REALTIME_CONSTANTS.connectionTokenTtlSeconds,
        }),
      };
    },
  );
};
