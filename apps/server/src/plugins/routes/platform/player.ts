import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountsQuerySchema,
  buildPagination,
  changePasswordBodySchema,
  createAccountBodySchema,
  sendPhoneCodeBodySchema,
  switchAccountBodySchema,
  updateLocaleBodySchema,
  updatePlayerBodySchema,
  verifyPhoneBodySchema,
} from '@sportsbook/contract';
import type {
  ChangePasswordBody,
  CompPointsWire,
  StatusGroupsWire,
  UpdatePlayerBody,
} from '@sportsbook/contract';
import type { CurrencyCode } from '@sportsbook/domain';
import {
  createPlayerAccount,
  getPlayerAccount,
  getPlayerById,
  listPlayerAccounts,
  playerCompPoints,
  setActiveAccount,
  unbindDemoMailboxesExcept,
  updatePlayer,
} from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import type { AccountsContext } from '../../../services/accounts/context';
import {
  tooManyRequests,
  unauthorized,
  unprocessable,
} from '../../../services/accounts/http-errors';
import { changePassword } from '../../../services/accounts/change-password';
import { publishSessionsEnded } from '../../../services/realtime/sessions-ended';
import { demoMailboxKeyHash } from '../../../services/accounts/demo-mailbox';
import { getPhone } from '../../../services/accounts/get-phone';
import { sendPhoneCode } from '../../../services/accounts/send-phone-code';
import { verifyPhone } from '../../../services/accounts/verify-phone';
import { RateLimiter } from '../../../services/accounts/rate-limiter';
import { accountToWire, playerToWire } from '../../../services/accounts/to-wire';
import { compPointsWire, statusGroupsWire } from '../../../services/jackpots/loyalty-wire';

/** The signed-in player's own data (account-platform §7.1). Every call needs the session. */
export const playerRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const context = (): AccountsContext => ({ db: db(), config: app.config, mailer: app.mailer });
  const phoneAttempts = new RateLimiter({ limit: 5, windowMs: 15 * 60_000 });
  const passwordAttempts = new RateLimiter({
    limit: app.config.AUTH_RATE_LIMIT_PER_ACCOUNT,
    windowMs: app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  });

  const currentPlayer = async (request: FastifyRequest, reply: FastifyReply) => {
    const playerId = await app.sessions.requirePlayer(request, reply);
    const player = await getPlayerById(db(), playerId);
    if (!player) throw unauthorized();
    return player;
  };
  const toWire = async (player: PlayerRow) => {
    const [active] = await listPlayerAccounts(db(), player.id);
    return playerToWire(player, active?.currency ?? 'EUR', app.config);
  };

  app.get('/player', async (request, reply) => toWire(await currentPlayer(request, reply)));

  app.patch('/player', { schema: { body: updatePlayerBodySchema } }, async (request, reply) => {
    const player = await currentPlayer(request, reply);
    const body = request.body as UpdatePlayerBody;
    const updated = await updatePlayer(db(), player.id, {
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(body.nickname !== undefined ? { nickname: body.nickname } : {}),
      ...(body.mobile_phone !== undefined && body.mobile_phone !== player.mobilePhone
        ? { mobilePhone: body.mobile_phone.replace(/\s+/g, ''), phoneVerifiedAt: null }
        : {}),
    });
    return toWire(updated!);
  });

  app.patch(
    '/player/password',
    { schema: { body: changePasswordBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const attempt = passwordAttempts.hit(String(player.id));
      if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
      const body = request.body as ChangePasswordBody;
      await changePassword({ ...context(), playerId: player.id, body });
      await publishSessionsEnded(app.pubsub, player.id);
      await unbindDemoMailboxesExcept(app.database.db, player.id, demoMailboxKeyHash(request));
      // The change ended every session; the caller carries on in a new one.
      await app.sessions.start(request, reply, player.id);
      return { message: 'Your password has been changed.' };
    },
  );

  app.get(
    '/player/accounts',
    { schema: { querystring: accountsQuerySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const rows = await listPlayerAccounts(db(), player.id);
      const data = rows.map(accountToWire);
      return { data, pagination: buildPagination(data.length, 1, 500) };
    },
  );

  app.post(
    '/player/accounts',
    { schema: { body: createAccountBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const body = request.body as { currency: CurrencyCode; active?: boolean };
      const created = await createPlayerAccount(db(), {
        playerId: player.id,
        currency: body.currency,
        active: false,
      });
      if (!created) throw unprocessable('currency', `you already have a ${body.currency} account`);
      if (body.active) await setActiveAccount(db(), player.id, body.currency);
      const account = await getPlayerAccount(db(), player.id, body.currency);
      return reply.status(201).send(accountToWire(account!));
    },
  );

  app.patch(
    '/player/accounts/active',
    { schema: { body: switchAccountBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const { currency } = request.body as { currency: CurrencyCode };
      if (!(await setActiveAccount(db(), player.id, currency))) {
        throw unprocessable('currency', `you have no ${currency} account`);
      }
      return accountToWire((await getPlayerAccount(db(), player.id, currency))!);
    },
  );

  app.patch(
    '/player/update_locale',
    { schema: { body: updateLocaleBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const { locale } = request.body as { locale: string };
      const updated = await updatePlayer(db(), player.id, { language: locale });
      return { language: updated!.language };
    },
  );

  app.get('/player/phone', async (request, reply) =>
    getPhone({ ...context(), player: await currentPlayer(request, reply) }),
  );

  app.post(
    '/player/phone',
    { schema: { body: sendPhoneCodeBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const body = request.body as { number: string; country: string };
      return sendPhoneCode({ ...context(), playerId: player.id, ...body });
    },
  );

  app.post(
    '/player/phone/verify',
    { schema: { body: verifyPhoneBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const attempt = phoneAttempts.hit(String(player.id));
      if (!attempt.allowed) throw tooManyRequests(attempt.retryAfterSeconds);
      const { code } = request.body as { code: string };
      return verifyPhone({ ...context(), playerId: player.id, code });
    },
  );

  // Loyalty (issue 20, decision 045): points from settled bets, tiers from configuration.
  app.get('/player/comp_points', async (request, reply): Promise<CompPointsWire> => {
    const player = await currentPlayer(request, reply);
    return compPointsWire(await playerCompPoints(db(), player.id), app.config.LOYALTY_CONFIG);
  });

  app.get('/player/status_groups', async (request, reply): Promise<StatusGroupsWire> => {
    const player = await currentPlayer(request, reply);
    return statusGroupsWire(await playerCompPoints(db(), player.id), app.config.LOYALTY_CONFIG);
  });
  // /user_limits and /sportsbook_sessions: responsible-gambling.ts (issue 18).
};
