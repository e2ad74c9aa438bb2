import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE, contentPageQuerySchema } from '@sportsbook/contract';
import { findPublishedContentPages } from '@sportsbook/db';
import { notFound } from '../../../errors';
import {
  pickLocale,
  publishedPageToWire,
  seedContentPages,
} from '../../../services/content/content-pages';

/**
 * GET /sportsbook/api/v2/pages?path=&locale= (decision 050): the published content page of a
 * configured path, in the reader's locale or else the default one. Drafts are never served.
 * Starting the API writes the seeded pages that are missing (CONTENT_SEED_PAGES).
 */
export const contentPageRoutes: FastifyPluginAsync = async (app) => {
  const site = app.config.CONTENT_SITE;
  const paths = app.config.CONTENT_PAGE_PATHS;
  if (app.config.CONTENT_SEED_PAGES) {
    const written = await seedContentPages(app.database.db, site, paths, new Date());
    if (written > 0) app.log.info({ written }, 'seeded content pages');
  }

  app.get('/pages', { schema: { querystring: contentPageQuerySchema } }, async (request) => {
    const { path, locale } = request.query as { path: string; locale: string };
    const missing = notFound(`No content page ${path}`);
    if (!paths.includes(path)) throw missing;
    const rows = await findPublishedContentPages(app.database.db, {
      site,
      path,
      locales: [...new Set([locale, DEFAULT_LOCALE])],
    });
    const row = pickLocale(rows, locale);
    if (!row) throw missing;
    return publishedPageToWire(row);
  });
};
