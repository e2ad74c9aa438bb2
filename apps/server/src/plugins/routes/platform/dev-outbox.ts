import type { FastifyPluginAsync } from 'fastify';
import { buildPagination, outboxQuerySchema } from '@sportsbook/contract';
import type { OutboxMessageWire } from '@sportsbook/contract';
import { listOutboxMessages } from '@sportsbook/db';
import { notFound } from '../../../errors';

/**
 * GET /platform/api/dev/outbox: the mail and SMS the product sent, with their links, for the
 * web's /sport/dev/outbox page and for tests. Links carry live tokens, so the route exists only
 * outside production unless DEV_OUTBOX=true (the e2e run sets it).
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  const { DEV_OUTBOX, NODE_ENV } = app.config;
  const enabled = DEV_OUTBOX === 'true' || (DEV_OUTBOX === 'auto' && NODE_ENV !== 'production');

  app.get('/dev/outbox', { schema: { querystring: outboxQuerySchema } }, async (request) => {
    if (!enabled) throw notFound(`No route ${request.method} ${request.url}`);
    const query = request.query as { recipient?: string; limit?: number };
    const limit = query.limit ?? 100;
    const { rows, total } = await listOutboxMessages(app.database.db, {
      recipient: query.recipient,
      limit,
    });
    const data: OutboxMessageWire[] = rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      links: row.links,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
    }));
    return { data, pagination: buildPagination(total, 1, limit) };
  });
};
