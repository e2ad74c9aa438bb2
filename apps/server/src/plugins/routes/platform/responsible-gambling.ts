import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACTIVITY_HISTORY_MAX_DAYS,
  PlatformErrorCode,
  ACTIVITY_TRACK_INTERVAL_MS,
  DEPOSIT_REMINDER_DEFAULT_SECONDS,
  REALITY_CHECK_MAX_SECONDS,
  REALITY_CHECK_POLL_MS,
  activityHistoryQuerySchema,
  buildPagination,
  limitIdParamsSchema,
  realityCheckBodySchema,
  selfExclusionBodySchema,
  setLimitBodySchema,
  timeOutBodySchema,
  updateDepositReminderBodySchema,
} from '@sportsbook/contract';
import type {
  ActivityHistoryWire,
  DepositReminderSettingsWire,
  RealityCheckBody,
  RgOverviewWire,
  SelfExclusionBody,
  SetLimitBody,
  SiteSettingsWire,
  TimeOutBody,
  UpdateDepositReminderBody,
} from '@sportsbook/contract';
import { applyLimitChanges, getPlayerById, listPlayerAccounts, updatePlayer } from '@sportsbook/db';
import type { PlayerRow } from '@sportsbook/db';
import { activeBlock, strictestAmount } from '@sportsbook/domain';
import { forbidden, unauthorized, unprocessable } from '../../../services/accounts/http-errors';
import { publishSessionsEnded } from '../../../services/realtime/sessions-ended';
import { activityHistory, trackActivity } from '../../../services/responsible-gambling/activity';
import { startPlayerBlock } from '../../../services/responsible-gambling/blocks';
import {
  blockToWire,
  limitsToWire,
  loadLimits,
} from '../../../services/responsible-gambling/limits-of';
import {
  confirmLimit,
  removeLimit,
  setLimit,
} from '../../../services/responsible-gambling/manage-limits';
import {
  continueSession,
  currentSession,
  openSession,
} from '../../../services/responsible-gambling/sportsbook-sessions';

/**
 * Responsible gambling (issue 18, decision 041): limits, time-out and self-exclusion, reality
 * checks, sportsbook sessions, activity tracking and history, reminders. Paths in RG_PATHS.
 * Every call but /site_settings needs the session; writes carry the CSRF header (the platform
 * plugin's hook). Times come from `app.clock` so tests can jump 24 hours.
 */
export const responsibleGamblingRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const now = () => app.clock.now();
  /** The last activity track per player in this process (RG-032). */
  const lastTrack = new Map<number, Date>();

  const currentPlayer = async (request: FastifyRequest, reply: FastifyReply) => {
    const playerId = await app.sessions.requirePlayer(request, reply);
    const player = await getPlayerById(db(), playerId);
    if (!player) throw unauthorized();
    return player;
  };
  const currencyOf = async (player: PlayerRow) => {
    const [active] = await listPlayerAccounts(db(), player.id);
    return active?.currency ?? 'EUR';
  };
  const realityMin = () => app.config.REALITY_CHECK_MIN_SECONDS;

  app.get('/site_settings', async (): Promise<SiteSettingsWire> => ({
    sign_up_reminder_seconds: app.config.SIGN_UP_REMINDER_SECONDS,
    deposit_reminder_seconds: DEPOSIT_REMINDER_DEFAULT_SECONDS,
    reality_check_min_seconds: realityMin(),
    reality_check_max_seconds: REALITY_CHECK_MAX_SECONDS,
    activity_track_interval_seconds: ACTIVITY_TRACK_INTERVAL_MS / 1000,
    reality_check_poll_seconds: REALITY_CHECK_POLL_MS / 1000,
  }));

  // ---------------------------------------------------------------- limits

  app.get('/user_limits', async (request, reply) => {
    const player = await currentPlayer(request, reply);
    const { rows } = await loadLimits(db(), player.id);
    const data = await limitsToWire(db(), player.id, rows, now());
    return { data, pagination: buildPagination(data.length, 1, 500) };
  });

  app.post('/user_limits', { schema: { body: setLimitBodySchema } }, async (request, reply) => {
    const player = await currentPlayer(request, reply);
    const result = await setLimit({
      db: db(),
      playerId: player.id,
      currency: await currencyOf(player),
      now: now(),
      body: request.body as SetLimitBody,
    });
    return reply.status(result.status).send(result.body);
  });

  app.delete(
    '/user_limits/:id',
    { schema: { params: limitIdParamsSchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const { id } = request.params as { id: number };
      const body = await removeLimit({
        db: db(),
        playerId: player.id,
        currency: await currencyOf(player),
        now: now(),
        id,
      });
      return reply.status(202).send(body);
    },
  );

  app.post(
    '/user_limits/:id/confirm',
    { schema: { params: limitIdParamsSchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const { id } = request.params as { id: number };
      return confirmLimit({
        db: db(),
        playerId: player.id,
        currency: await currencyOf(player),
        now: now(),
        id,
      });
    },
  );

  // ---------------------------------------------------------------- blocks and settings

  const sessionsEnded = (playerId: number) => publishSessionsEnded(app.pubsub, playerId);
  const clearCookie = (request: FastifyRequest, reply: FastifyReply) =>
    reply.clearCookie(app.config.SESSION_COOKIE_NAME, app.sessions.cookieOptions(request));

  app.post('/player/time_out', { schema: { body: timeOutBodySchema } }, async (request, reply) => {
    const player = await currentPlayer(request, reply);
    const body = request.body as TimeOutBody;
    const answer = await startPlayerBlock({
      db: db(),
      playerId: player.id,
      now: now(),
      kind: 'coolingoff',
      length: body.days,
      sessionsEnded,
    });
    clearCookie(request, reply);
    return reply.status(201).send(answer);
  });

  app.post(
    '/player/self_exclusion',
    { schema: { body: selfExclusionBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const body = request.body as SelfExclusionBody;
      const answer = await startPlayerBlock({
        db: db(),
        playerId: player.id,
        now: now(),
        kind: 'selfexclusion',
        length: body.months,
        sessionsEnded,
      });
      clearCookie(request, reply);
      return reply.status(201).send(answer);
    },
  );

  const depositReminderOf = (player: PlayerRow): DepositReminderSettingsWire => ({
    show_deposit_reminder: player.showDepositReminder && player.marketingAllowed,
    player_group_id: null,
    remind_after: DEPOSIT_REMINDER_DEFAULT_SECONDS,
  });

  app.get('/player/responsible_gambling', async (request, reply): Promise<RgOverviewWire> => {
    const player = await currentPlayer(request, reply);
    const { limits } = await loadLimits(db(), player.id);
    const block = activeBlock(limits, now());
    const reality = strictestAmount(limits, 'reality_check', now());
    return {
      block: block ? blockToWire(block) : null,
      reality_check: {
        interval_seconds: reality ? Number(reality.amount) : null,
        min_seconds: realityMin(),
        max_seconds: REALITY_CHECK_MAX_SECONDS,
      },
      deposit_reminder: depositReminderOf(player),
      marketing_allowed: player.marketingAllowed && !block,
    };
  });

  app.put(
    '/player/reality_check',
    { schema: { body: realityCheckBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const body = request.body as RealityCheckBody;
      const interval = body.interval_seconds;
      if (interval !== null && interval < realityMin())
        throw unprocessable('interval_seconds', `must be at least ${realityMin()} seconds`);
      const at = now();
      const { limits } = await loadLimits(db(), player.id);
      const current = limits.filter(
        (l) => l.type === 'reality_check' && l.status === 'active' && l.replacesId === null,
      );
      // A reminder, not a restriction: any change holds at once (RTS 13), audited all the same.
      await applyLimitChanges(db(), {
        inserts:
          interval === null
            ? []
            : [
                {
                  playerId: player.id,
                  type: 'reality_check',
                  status: 'active',
                  amount: BigInt(interval),
                  periodSeconds: interval,
                  effectiveAt: at,
                  createdAt: at,
                },
              ],
        statusUpdates: current.map((l) => ({ id: l.id, status: 'disabled' })),
        audit: [
          {
            playerId: player.id,
            actor: 'player',
            action: interval === null ? 'removed' : 'set',
            limitType: 'reality_check',
            oldValue: current[0] ? { interval_seconds: Number(current[0].amount) } : null,
            newValue: interval === null ? null : { interval_seconds: interval },
            createdAt: at,
          },
        ],
      });
      return {
        interval_seconds: interval,
        min_seconds: realityMin(),
        max_seconds: REALITY_CHECK_MAX_SECONDS,
      };
    },
  );

  app.get('/player/deposit_reminder_settings', async (request, reply) =>
    depositReminderOf(await currentPlayer(request, reply)),
  );
  app.patch(
    '/player/deposit_reminder_settings',
    { schema: { body: updateDepositReminderBodySchema } },
    async (request, reply) => {
      const player = await currentPlayer(request, reply);
      const body = request.body as UpdateDepositReminderBody;
      const updated = await updatePlayer(db(), player.id, {
        showDepositReminder: body.show_deposit_reminder,
      });
      return depositReminderOf(updated ?? player);
    },
  );

  // ---------------------------------------------------------------- sessions and activity

  /** The operator's own switch (players.sportsbook_allowed), beside the player's blocks. */
  const refuseForbidden = (player: PlayerRow) => {
    if (!player.sportsbookAllowed)
      throw forbidden(
        PlatformErrorCode.sportsbookForbidden,
        'The sportsbook is not available for your account',
      );
  };

  app.post('/sportsbook_sessions', async (request, reply) => {
    const player = await currentPlayer(request, reply);
    refuseForbidden(player);
    const { created, session } = await openSession({ db: db(), playerId: player.id, now: now() });
    return reply.status(created ? 201 : 200).send(session);
  });

  app.post('/sportsbook_sessions/continue', async (request, reply) => {
    const player = await currentPlayer(request, reply);
    refuseForbidden(player);
    return continueSession({ db: db(), playerId: player.id, now: now() });
  });

  app.get('/sportsbook_sessions/current', async (request, reply) => {
    const player = await currentPlayer(request, reply);
    reply.header('cache-control', 'no-store');
    return currentSession({
      db: db(),
      playerId: player.id,
      now: now(),
      currency: await currencyOf(player),
    });
  });

  app.post('/player/activity_limit_track', async (request, reply) => {
    const player = await currentPlayer(request, reply);
    const at = now();
    const answer = await trackActivity({
      db: db(),
      playerId: player.id,
      now: at,
      lastTrackAt: lastTrack.get(player.id),
    });
    // Without a time limit nothing is counted: the next track with one counts one interval.
    if (answer.used_seconds === null) lastTrack.delete(player.id);
    else lastTrack.set(player.id, at);
    return answer;
  });

  app.get(
    '/player/activity_history',
    { schema: { querystring: activityHistoryQuerySchema } },
    async (request, reply): Promise<ActivityHistoryWire> => {
      const player = await currentPlayer(request, reply);
      const { days } = request.query as { days?: number };
      return activityHistory({
        db: db(),
        playerId: player.id,
        now: now(),
        days: days ?? ACTIVITY_HISTORY_MAX_DAYS,
        currency: await currencyOf(player),
      });
    },
  );
};
