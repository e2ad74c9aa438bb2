import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LOCALES } from '@sportsbook/contract';
import { listSitemapPages } from '@sportsbook/db';
import {
  SITEMAP_MAX_URLS,
  STATIC_SITEMAP_PATHS,
  buildRobots,
  buildSitemap,
} from '../../services/seo/sitemap';

/** A host as a browser or crawler may send it: name or address, optional port. */
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;
/** Different Host headers each get a sitemap; this many are kept, so none can fill memory. */
const MAX_CACHED_ORIGINS = 8;

/**
 * GET /sitemap.xml and /robots.txt (account-platform §2.4, decision 032). The sitemap is built
 * from the catalogue tables, bounded by the protocol's 50,000 URLs, and served from memory for
 * SITEMAP_CACHE_SECONDS; crawlers may cache it as long.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const cache = new Map<string, { xml: string; expires: number }>();
  const ttlMs = app.config.SITEMAP_CACHE_SECONDS * 1000;

  /** PUBLIC_URL when set; else the address the request came to (the host a proxy forwarded). */
  const originOf = (request: FastifyRequest): string => {
    if (app.config.PUBLIC_URL) return new URL(app.config.PUBLIC_URL).origin;
    const host = HOST.test(request.host) ? request.host : `localhost:${app.config.PORT}`;
    return `${request.protocol}://${host}`;
  };

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const now = Date.now();
    let entry = cache.get(origin);
    if (!entry || entry.expires <= now) {
      const limit = Math.floor(SITEMAP_MAX_URLS / LOCALES.length) - STATIC_SITEMAP_PATHS.length;
      const pages = await listSitemapPages(app.database.db, limit);
      entry = {
        xml: buildSitemap({ origin, localeInUrl: app.config.LOCALE_IN_URL, pages }),
        expires: now + ttlMs,
      };
      if (!cache.has(origin) && cache.size >= MAX_CACHED_ORIGINS) cache.clear();
      cache.set(origin, entry);
    }
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', `public, max-age=${app.config.SITEMAP_CACHE_SECONDS}`)
      .send(entry.xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobots(originOf(request))),
  );
};
