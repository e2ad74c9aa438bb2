import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  createContentPageBodySchema,
  idTextSchema,
  updateContentPageDraftBodySchema,
  type ContentPageDocument,
} from '@sportsbook/contract';
import {
  findContentPage,
  insertContentPage,
  listContentPages,
  publishContentPage,
  updateContentPageDraft,
} from '@sportsbook/db';
import { HttpError, notFound } from '../../../errors';
import type { OperatorRole } from '../../../services/operator/operator-keys';
import { operatorPageToWire, pathNotConfigured } from '../../../services/content/content-pages';

/** Pages are the `content` role's only subject, and the `operator`'s (decision 043). */
const PAGE_ROLES: OperatorRole[] = ['operator', 'content'];
const idParams = z.strictObject({ id: idTextSchema });

/**
 * Content-block pages in the operator API (decision 050): list, create (a draft), read, update
 * the draft, preview (the draft as players would get it), publish. Bodies are checked by the
 * contract's page schema, so an invalid page is a 400 naming the block's field; players never
 * get a draft (their read is /sportsbook/api/v2/pages).
 */
export const operatorPageRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const site = app.config.CONTENT_SITE;
  const config = { operatorRoles: PAGE_ROLES };
  const pageOf = async (id: number) => {
    const row = await findContentPage(db(), site, id);
    if (!row) throw notFound(`No content page ${id}`);
    return row;
  };

  app.get('/pages', { config }, async () => ({
    data: (await listContentPages(db(), site)).map(operatorPageToWire),
  }));

  app.post(
    '/pages',
    { config, schema: { body: createContentPageBodySchema } },
    async (request, reply) => {
      const body = request.body as z.output<typeof createContentPageBodySchema>;
      if (!app.config.CONTENT_PAGE_PATHS.includes(body.path)) {
        throw pathNotConfigured(body.path, app.config.CONTENT_PAGE_PATHS);
      }
      const row = await insertContentPage(db(), {
        site,
        path: body.path,
        locale: body.locale,
        draft: body.content,
        updatedBy: request.operator!.name,
        now: new Date(),
      });
      if (!row) {
        throw new HttpError(
          409,
          'conflict',
          `A page for ${body.path} in ${body.locale} exists already: update its draft`,
        );
      }
      return reply.code(201).send(operatorPageToWire(row));
    },
  );

  app.get('/pages/:id', { config, schema: { params: idParams } }, async (request) =>
    operatorPageToWire(await pageOf((request.params as { id: number }).id)),
  );

  app.put(
    '/pages/:id/draft',
    { config, schema: { params: idParams, body: updateContentPageDraftBodySchema } },
    async (request) => {
      const { id } = request.params as { id: number };
      const { content } = request.body as { content: ContentPageDocument };
      const row = await updateContentPageDraft(db(), {
        site,
        id,
        draft: content,
        updatedBy: request.operator!.name,
        now: new Date(),
      });
      if (!row) throw notFound(`No content page ${id}`);
      return operatorPageToWire(row);
    },
  );

  // The draft in the shape players get the published page, for a back office's preview.
  app.get('/pages/:id/preview', { config, schema: { params: idParams } }, async (request) => {
    const row = await pageOf((request.params as { id: number }).id);
    const wire = operatorPageToWire(row);
    return { path: row.path, locale: row.locale, preview: true, content: wire.draft };
  });

  app.post('/pages/:id/publish', { config, schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    const row = await publishContentPage(db(), {
      site,
      id,
      updatedBy: request.operator!.name,
      now: new Date(),
    });
    if (!row) throw notFound(`No content page ${id}`);
    request.log.info(
      { pageId: id, path: row.path, locale: row.locale, version: row.publishedVersion },
      'content page published',
    );
    return operatorPageToWire(row);
  });
};
