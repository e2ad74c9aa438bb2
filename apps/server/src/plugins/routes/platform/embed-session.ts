import type { FastifyPluginAsync } from 'fastify';
import { EMBED_SESSION_PATH, embedSessionBodySchema } from '@sportsbook/contract';
import type { EmbedSessionBody } from '@sportsbook/contract';
import { tooManyRequests } from '../../../services/accounts/http-errors';
import { RateLimiter } from '../../../services/accounts/rate-limiter';
import { exchangeHostToken } from '../../../services/embed/exchange-host-token';

/** The route's path below the platform API's prefix. */
const ROUTE = EMBED_SESSION_PATH.replace(/^\/platform\/api/, '');

/**
 * POST /platform/api/v1/embed/session: the sportsbook in a host's iframe exchanges the host's
 * signed token for a session cookie that works in the iframe (SameSite=None; Secure). Under the
 * platform API, so the CSRF header is required like on every other write (decision 006), and
 * rate-limited per client address like sign-in, before any work.
 */
export const embedSessionRoutes: FastifyPluginAsync = async (app) => {
  const perIp = new RateLimiter({
    limit: app.config.AUTH_RATE_LIMIT_PER_IP,
    windowMs: app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  app.post(ROUTE, { schema: { body: embedSessionBodySchema } }, async (request, reply) => {
    const check = perIp.hit(`embed_session:${request.ip}`);
    if (!check.allowed) throw tooManyRequests(check.retryAfterSeconds);
    const { token } = request.body as EmbedSessionBody;
    const answer = await exchangeHostToken({
      db: app.database.db,
      config: app.config,
      token,
      secrets: app.embedHostSecrets,
    });
    await app.sessions.start(request, reply, answer.player_id, { crossSite: true });
    return answer;
  });
};
