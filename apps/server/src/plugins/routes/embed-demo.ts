import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { safeTextSchema } from '@sportsbook/contract';
import { demoModeOn } from '../../env';
import { tooManyRequests } from '../../services/accounts/http-errors';
import { RateLimiter } from '../../services/accounts/rate-limiter';
import { EMBED_SCRIPTS, bundleBrowserScript } from '../../services/embed/bundle-browser-script';
import { embedDemoPage, EMBED_DEMO_STYLES } from '../../services/embed/demo-page';
import { DEMO_HOST_ID } from '../../services/embed/host-secrets';
import { newHostTokenNonce, signHostToken } from '../../services/embed/host-token';
import { EMBED_SCRIPT_PATH } from './embed-script';

const loginBodySchema = z.object({
  name: safeTextSchema()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(40, 'must be at most 40 characters')
    .regex(/^[\p{L}\p{N} ._-]+$/u, 'must be letters, digits, spaces, dots, dashes'),
});

/** An origin the demo may frame: http(s), a host, maybe a port, nothing else. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The sportsbook the demo operator embeds: `?sportsbook=<origin>`, else this server under its
 * other loopback name (localhost ⇄ 127.0.0.1, so that host and sportsbook are two real origins
 * on one machine), else this server itself.
 */
function sportsbookOrigin(request: FastifyRequest): string {
  const asked = (request.query as { sportsbook?: unknown }).sportsbook;
  if (typeof asked === 'string' && ORIGIN.test(asked)) return asked.toLowerCase();
  const own = new URL(`${request.protocol}://${request.host}`);
  if (own.hostname === 'localhost') own.hostname = '127.0.0.1';
  else if (own.hostname === '127.0.0.1') own.hostname = 'localhost';
  return own.origin;
}

/** The sportsbook page the frame opens first: `?page=/sport/…`, else the home page. */
function firstPage(request: FastifyRequest): string {
  const asked = (request.query as { page?: unknown }).page;
  return typeof asked === 'string' && /^\/sport(\/[a-z0-9_-]+)*$/.test(asked) ? asked : '/sport';
}

/**
 * /embed-demo (docs/decisions/039): a fictional operator's page with its own header, balance and
 * login, the sportsbook in its iframe through the host SDK, and a log of the messages both ways.
 * Its "login" mints a host token like an operator's server would. Demo mode only: it signs in
 * whoever types a name.
 */
export const embedDemoRoutes: FastifyPluginAsync = async (app) => {
  if (!demoModeOn(app.config)) return;
  const secret = app.embedHostSecrets.get(DEMO_HOST_ID);
  if (!secret) return;
  let demoScript: Promise<string> | undefined;
  const perIp = new RateLimiter({
    limit: app.config.AUTH_RATE_LIMIT_PER_IP,
    windowMs: app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  });

  app.get('/embed-demo', async (request, reply) => {
    const sportsbook = sportsbookOrigin(request);
    // The operator's page, not ours: its own policy, which frames the sportsbook.
    reply.raw.setHeader(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' ${sportsbook}`,
        "style-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        `frame-src ${sportsbook}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        embedDemoPage({
          sportsbook,
          sdkUrl: `${sportsbook}${EMBED_SCRIPT_PATH}`,
          page: firstPage(request),
        }),
      );
  });
  app.get('/embed-demo/operator.css', async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(EMBED_DEMO_STYLES),
  );
  app.get('/embed-demo/operator.js', async (_request, reply) => {
    demoScript ??= bundleBrowserScript(EMBED_SCRIPTS.demo);
    demoScript.catch(() => (demoScript = undefined));
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await demoScript);
  });

  /** The operator's own login: its server signs a token for the player (what a real host does). */
  app.post('/embed-demo/api/login', { schema: { body: loginBodySchema } }, async (request) => {
    const check = perIp.hit(`embed_demo_login:${request.ip}`);
    if (!check.allowed) throw tooManyRequests(check.retryAfterSeconds);
    const { name } = request.body as z.output<typeof loginBodySchema>;
    const now = Math.floor(Date.now() / 1000);
    const token = signHostToken(
      {
        host: DEMO_HOST_ID,
        sub: name.toLowerCase(),
        iat: now,
        exp: now + 60,
        nonce: newHostTokenNonce(),
        currency: 'EUR',
        country: 'DE',
        first_name: name,
        last_name: 'Demo',
      },
      secret,
    );
    return { name, token };
  });
};
