import type { FastifyPluginAsync } from 'fastify';
import { walletTransactionsQuerySchema } from '@sportsbook/contract';
import type { WalletTransactionsQuery } from '@sportsbook/contract';
import {
  walletTransactionsCsv,
  walletTransactionsPage,
} from '../../../services/wallet/wallet-transactions';
import { requireAppHeader } from '../../infrastructure/session';

/**
 * The player's wallet transactions (issue 16 §3, account-platform §2.1): own accounts only,
 * filtered by type, day range (three months by default) and currency, cursor-paged; and the same
 * filter as a CSV download.
 */
export const walletTransactionRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAppHeader);

  app.get(
    '/wallet/transactions',
    { schema: { querystring: walletTransactionsQuerySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      return walletTransactionsPage(
        app.database.db,
        playerId,
        request.query as WalletTransactionsQuery,
      );
    },
  );

  // A plain link downloads it: a GET that reads only the session's own data.
  app.get(
    '/wallet/transactions.csv',
    { schema: { querystring: walletTransactionsQuerySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      const csv = await walletTransactionsCsv(
        app.database.db,
        playerId,
        request.query as WalletTransactionsQuery,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.body);
    },
  );
};
