import type { FastifyPluginAsync } from 'fastify';
import { buildPagination, outboxQuerySchema } from '@sportsbook/contract';
import type { OutboxMessageWire } from '@sportsbook/contract';
import { listDemoMailbox } from '@sportsbook/db';
import { demoModeOn } from '../../../env';
import { notFound } from '../../../errors';
import { demoMailboxKeyHash } from '../../../services/accounts/demo-mailbox';

/**
 * GET /platform/api/demo/mailbox: in demo mode only (docs/decisions/021), the mail and SMS sent
 * to the accounts this browser proved it owns, with their links, so a newcomer on `npm start`
 * can confirm, reset and unlock without a mail server. A browser without a bound mailbox key
 * sees an empty mailbox; nobody ever sees another person's mail. Outside demo mode: 404.
 */
export const demoMailboxRoutes: FastifyPluginAsync = async (app) => {
  const enabled = demoModeOn(app.config);

  app.get('/demo/mailbox', { schema: { querystring: outboxQuerySchema } }, async (request) => {
    if (!enabled) throw notFound(`No route ${request.method} ${request.url}`);
    const { limit = 100 } = request.query as { limit?: number };
    const keyHash = demoMailboxKeyHash(request);
    // Mail and bindings are written after the answers that promise them (decision 022): a
    // newcomer who opens the mailbox right after signing up sees the mail.
    await app.mailer.idle();
    const rows = keyHash ? await listDemoMailbox(app.database.db, keyHash, limit) : [];
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
    return { data, pagination: buildPagination(rows.length, 1, limit) };
  });
};
