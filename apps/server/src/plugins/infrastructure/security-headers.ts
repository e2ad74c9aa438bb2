import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_POLICY } from '../web/content-security-policy';

/**
 * The security headers of every answer (decision 033). APIs keep these; the page route
 * (plugins/web/next-app.ts) replaces the policy with the pages' one, with its nonce.
 */

/** Features no page of ours uses; a script that gets in (an ad, a tag) cannot ask for them. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year; subdomains of the sportsbook's own host included (not its parent domain's). */
export const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp(
  async (app) => {
    const publicHttps = app.config.PUBLIC_URL?.startsWith('https:') ?? false;
    // request.protocol believes X-Forwarded-Proto only from TRUSTED_PROXIES (decision 022).
    const servedOverHttps = (request: FastifyRequest) =>
      publicHttps || request.protocol === 'https';

    // On the raw response so that they also reach answers that bypass reply.send (the pages,
    // hijacked for Next.js); Node merges them with the headers Fastify writes.
    app.addHook('onRequest', async (request, reply) => {
      const response = reply.raw;
      response.setHeader('x-content-type-options', 'nosniff');
      response.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
      response.setHeader('permissions-policy', PERMISSIONS_POLICY);
      response.setHeader('content-security-policy', API_POLICY);
      response.setHeader('x-frame-options', 'DENY');
      if (servedOverHttps(request)) response.setHeader('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);

/**
 * Turns `response` into a page's: the pages' policy, and the older X-Frame-Options only when it
 * says the same as frame-ancestors (it cannot list other sites, so with embedding sites it goes:
 * browsers that know CSP ignore it then anyway). The opener policy keeps other sites' windows
 * from reaching ours; it does not apply inside an iframe, and popups we open keep their opener.
 */
export function setPageSecurityHeaders(
  response: ServerResponse,
  policy: string,
  embedOrigins: readonly string[],
): void {
  response.setHeader('content-security-policy', policy);
  if (embedOrigins.length === 0) response.setHeader('x-frame-options', 'SAMEORIGIN');
  else response.removeHeader('x-frame-options');
  response.setHeader('cross-origin-opener-policy', 'same-origin-allow-popups');
}
