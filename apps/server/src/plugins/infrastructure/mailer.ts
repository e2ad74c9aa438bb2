import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { insertOutboxMessage, markOutboxSent } from '@sportsbook/db';
import type { Database, OutboxRow } from '@sportsbook/db';
import type { OutgoingMessage } from '../../services/mail/messages';

/**
 * Mail and SMS go to the outbox table, written in the caller's transaction so that a message
 * exists exactly when what it announces was committed; `deliver` then sends mail through SMTP
 * when SMTP_URL is set. SMS has no gateway here: the outbox is its only destination.
 */
export interface Mailer {
  enqueue(
    db: Database,
    message: OutgoingMessage & { recipient: string; playerId: number | null },
  ): Promise<OutboxRow>;
  /** Sends a committed outbox row; failures are recorded on the row, never thrown. */
  deliver(row: OutboxRow): Promise<void>;
  /**
   * Runs account work whose cost would tell a stranger whether an email is registered (the
   * lookup, the writes and the mail of sign-up, forgot-password and resend) after the answer,
   * so both kinds of request answer after the same work (decision 022). Failures are logged.
   */
  later(task: () => Promise<void>): void;
  /** Resolves once the work handed to `later` so far is done (the outbox, tests, shutdown). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app) => {
    const { SMTP_URL, MAIL_FROM } = app.config;
    const transport: Transporter | undefined = SMTP_URL
      ? nodemailer.createTransport(SMTP_URL)
      : undefined;
    if (!transport) app.log.info('SMTP_URL is not set: mail stays in the outbox table');
    app.addHook('onClose', async () => transport?.close());

    const pending = new Set<Promise<void>>();
    const idle = async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    };
    // Before the database closes, so work already promised to a player is not cut off.
    app.addHook('preClose', idle);

    app.decorate('mailer', {
      later(task) {
        const run = Promise.resolve()
          .then(task)
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'deferred account work failed');
          })
          .finally(() => pending.delete(run));
        pending.add(run);
      },
      idle,
      enqueue: (db, message) =>
        insertOutboxMessage(db, {
          channel: message.channel,
          kind: message.kind,
          playerId: message.playerId,
          recipient: message.recipient,
          subject: message.subject,
          body: message.body,
          links: message.links,
        }),
      async deliver(row) {
        if (row.channel !== 'email' || !transport) return;
        try {
          await transport.sendMail({
            from: MAIL_FROM,
            to: row.recipient,
            subject: row.subject ?? '',
            text: row.body,
          });
          await markOutboxSent(app.database.db, row.id, { sentAt: new Date() });
        } catch (error) {
          // The body holds tokens: log the outbox id and the reason only.
          app.log.warn({ outboxId: row.id, reason: (error as Error).message }, 'mail not sent');
          await markOutboxSent(app.database.db, row.id, {
            error: (error as Error).message.slice(0, 500),
          }).catch(() => undefined);
        }
      },
    } satisfies Mailer);
  },
  { name: 'mailer', dependencies: ['config', 'database'] },
);
