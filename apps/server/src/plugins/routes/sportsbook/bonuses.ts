import type { FastifyPluginAsync } from 'fastify';
import {
  BONUS_PLURALS,
  bonusByIdParamsSchema,
  bonusesQuerySchema,
  bonusIdParamsSchema,
  bonusListQuerySchema,
  bonusTypePluralParamsSchema,
  buildPagination,
  issueAverageBetsBodySchema,
  markBonusesSeenBodySchema,
  promoCodeBodySchema,
  tournamentRatingQuerySchema,
} from '@sportsbook/contract';
import type { BonusListQuery, BonusesQuery, TournamentRatingQuery } from '@sportsbook/contract';
import {
  activatePlayerBonus,
  ensureOpenBonuses,
  expirePlayerBonuses,
  getPlayerById,
  getPromoCode,
  lootboxOpeningsOf,
  listPlayerBonuses,
  markPlayerBonusesSeen,
  newPlayerBonus,
  redeemPromoCode,
} from '@sportsbook/db';
import type { PlayerBonusWithCampaign } from '@sportsbook/db';
import {
  FINAL_BONUS_STATUSES,
  USABLE_STATUSES,
  isNewBonus,
  playerConditionRefusal,
  transitionBonus,
} from '@sportsbook/domain';
import { HttpError } from '../../../errors';
import { bonusToWire } from '../../../services/bonuses/bonus-terms';
import {
  campaignLive,
  convertHuntings,
  farmingStats,
  farmingTermsLines,
  leaderboardEntry,
  tournamentRating,
} from '../../../services/bonuses/hunting';
import { announceBonus } from '../../../services/bonuses/issue-bonus';
import {
  averageBetsProgressOf,
  averageBetsRows,
  boostFreebet,
  boostableNow,
  issueAverageBetsFreebet,
} from '../../../services/bonuses/boost-and-average-bets';
import { lootboxTerms } from '../../../services/bonuses/lootbox-wire';
import { openLootboxOf } from '../../../services/bonuses/open-lootbox';
import { requireAppHeader } from '../../infrastructure/session';
import { demoModeOn } from '../../../env';
import { seedDemoBonuses } from '../../../services/bonuses/seed-demo-bonuses';
import { seedDemoLootbox } from '../../../services/bonuses/seed-demo-lootbox';
import { seedDemoPromotions } from '../../../services/bonuses/seed-demo-promotions';

type Status = BonusesQuery['status'];

const matchesStatus = (row: PlayerBonusWithCampaign, status: Status) =>
  status === 'active'
    ? USABLE_STATUSES.includes(row.bonus.status) && campaignLive(row)
    : status === 'past'
      ? (FINAL_BONUS_STATUSES as readonly string[]).includes(row.bonus.status)
      : row.bonus.status === status;

/**
 * The player's bonuses (account-platform §7.2, issue 19, decision 044) under
 * /sportsbook/api/v2/bonuses: lists (page size 4, up to 500), one bonus and its terms,
 * activation, seen flags and promo codes. Signed-in only; answers are the player's own.
 */
export const bonusRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  // The demo shows every type: a comboboost for everyone and the WELCOME5 freebet code.
  if (demoModeOn(app.config))
    app.addHook('onReady', async () => {
      await seedDemoBonuses(db());
      await seedDemoLootbox(db());
      await seedDemoPromotions(db());
    });

  /** The player's bonuses now: open campaigns joined, the expired marked. */
  const bonusesOf = async (playerId: number) => {
    const now = new Date();
    await ensureOpenBonuses(db(), playerId, now);
    await expirePlayerBonuses(db(), playerId, now);
    const rows = await listPlayerBonuses(db(), playerId);
    // A hunting converts what it reached (HUN-010) whenever it is looked at, too.
    const issued = await convertHuntings(db(), app.realtime, rows, now);
    return withPlayerConditions(
      playerId,
      issued.length ? await listPlayerBonuses(db(), playerId) : rows,
    );
  };

  /**
   * BON-001/BON-004 as the player sees them: a usable bonus whose verified-only or country
   * condition does not hold for this player now is listed `not_available` (so neither the lists of
   * usable bonuses nor the slip offer it; placement refuses it anyway) and is usable again once
   * the condition holds. The stored status is not changed.
   */
  const withPlayerConditions = async (playerId: number, rows: PlayerBonusWithCampaign[]) => {
    const player = await getPlayerById(db(), playerId);
    const who = {
      verified: player?.phoneVerifiedAt != null,
      countryCode: player?.countryCode ?? '',
    };
    return rows.map((row) => {
      if (!USABLE_STATUSES.includes(row.bonus.status)) return row;
      if (!playerConditionRefusal(row.campaign, who)) return row;
      const status = transitionBonus(row.bonus.status, 'condition_lost') ?? row.bonus.status;
      return { ...row, bonus: { ...row.bonus, status } };
    });
  };

  /**
   * The rows as the player sees them: huntings and tournaments with their farming stats
   * (decision 055), lootboxes with their opening (decision 056).
   */
  const toWire = async (playerId: number, rows: PlayerBonusWithCampaign[]) => {
    const [stats, openings] = await Promise.all([
      farmingStats(db(), rows),
      lootboxOpeningsOf(
        db(),
        playerId,
        rows.filter((r) => r.bonus.type === 'lootbox').map((r) => r.bonus.id),
      ),
    ]);
    return rows.map((r) =>
      bonusToWire(r.bonus, r.campaign, {
        opening: openings.get(r.bonus.id),
        farming: stats.get(r.bonus.id),
        boostable: r.bonus.type === 'freebet' && boostableNow(r),
      }),
    );
  };

  app.get('/bonuses', { schema: { querystring: bonusesQuerySchema } }, async (request, reply) => {
    const playerId = await app.sessions.requirePlayer(request, reply);
    reply.header('cache-control', 'no-store');
    const q = request.query as BonusesQuery;
    const rows = (await bonusesOf(playerId)).filter(
      (r) =>
        // An average-bets progress is shown by GET /bonuses/freebets/amb only (decision 058).
        r.bonus.type !== 'amb' &&
        matchesStatus(r, q.status) &&
        (q.type === undefined || r.bonus.type === q.type) &&
        // BON-005: one not available to the player (or over) is never counted as new.
        (q.unseen !== true || isNewBonus(r.bonus)) &&
        (q.available === undefined ||
          (r.bonus.status === 'available' || r.bonus.status === 'active') === q.available),
    );
    const perType = new Map<string, PlayerBonusWithCampaign[]>();
    for (const r of rows) {
      const list = perType.get(r.bonus.type) ?? [];
      if (list.length < q.limit_per_type) list.push(r);
      perType.set(r.bonus.type, list);
    }
    return { data: await toWire(playerId, [...perType.values()].flat()) };
  });

  app.get(
    '/bonuses/:typePlural',
    { schema: { params: bonusTypePluralParamsSchema, querystring: bonusListQuerySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const { typePlural } = request.params as { typePlural: keyof typeof BONUS_PLURALS };
      const q = request.query as BonusListQuery;
      const rows = (await bonusesOf(playerId)).filter(
        (r) =>
          r.bonus.type === BONUS_PLURALS[typePlural] &&
          matchesStatus(r, q.status) &&
          (q.isAvailable === undefined ||
            (r.bonus.status === 'available' || r.bonus.status === 'active') === q.isAvailable),
      );
      const page = rows.slice((q.page - 1) * q.limit, q.page * q.limit);
      return {
        data: await toWire(playerId, page),
        pagination: buildPagination(rows.length, q.page, q.limit),
      };
    },
  );

  const oneBonus = async (playerId: number, typePlural: keyof typeof BONUS_PLURALS, id: string) => {
    const [row] = await withPlayerConditions(
      playerId,
      await listPlayerBonuses(db(), playerId, [id]),
    );
    if (!row || row.bonus.type !== BONUS_PLURALS[typePlural])
      throw new HttpError(404, 'bonus_not_found', 'No such bonus');
    return row;
  };

  app.get(
    '/bonuses/:typePlural/:id',
    { schema: { params: bonusByIdParamsSchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const { typePlural, id } = request.params as { typePlural: 'freebets'; id: string };
      const row = await oneBonus(playerId, typePlural, id);
      return { data: (await toWire(playerId, [row]))[0]! };
    },
  );

  app.get(
    '/bonuses/:typePlural/:id/terms',
    { schema: { params: bonusByIdParamsSchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const { typePlural, id } = request.params as { typePlural: 'freebets'; id: string };
      const { bonus, campaign } = await oneBonus(playerId, typePlural, id);
      if (bonus.type === 'lootbox')
        return { data: { id: bonus.id, terms: lootboxTerms(campaign).join('\n') } };
      const w = bonusToWire(bonus, campaign);
      if (bonus.type === 'hunting' || bonus.type === 'tournament')
        return { data: { id: bonus.id, terms: farmingTermsLines(campaign).join('\n') } };
      const lines = [
        w.type === 'freebet_only_win'
          ? 'The stake is not returned: a win pays the winnings only.'
          : w.type === 'freebet_all_win'
            ? 'A win pays the stake and the winnings.'
            : w.type === 'freebet_no_risk'
              ? 'If the bet loses, its stake comes back as a freebet.'
              : `Combos get boosted odds: ${w.ranges.map((r) => `${r.min_count}–${r.max_count} selections × ${r.bonus_odds}`).join(', ')}.`,
        ...(w.min_odds ? [`Minimum odds ${w.min_odds.toFixed(2)}.`] : []),
        ...(w.max_odds ? [`Maximum odds ${w.max_odds.toFixed(2)}.`] : []),
        `${w.selection_count_from} to ${w.selection_count_to} selections.`,
        ...(w.expired_at ? [`Valid until ${w.expired_at}.`] : []),
        ...(bonus.type === 'freebet'
          ? [
              'A freebet is used once and whole; staking less forfeits the rest. Freebet bets cannot be cashed out.',
            ]
          : []),
        // Decision 058: a boostable freebet says so, and a boosted one what it was.
        ...(w.boost
          ? [
              w.boost.boosted
                ? `Boosted ×${w.boost.multiplier} from ${`${(Number(w.boost.boosted_from) / 100).toFixed(2)} ${w.currency ?? ''}`.trim()}.`
                : `Boostable once, before it is used: ×${w.boost.multiplier} of its amount.`,
            ]
          : []),
      ];
      return { data: { id: bonus.id, terms: lines.join('\n') } };
    },
  );

  app.post(
    '/bonuses/:id/activate',
    { onRequest: requireAppHeader, schema: { params: bonusIdParamsSchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const { id } = request.params as { id: string };
      const now = new Date();
      const [target] = await withPlayerConditions(
        playerId,
        await listPlayerBonuses(db(), playerId, [id]),
      );
      if (target?.bonus.type === 'amb')
        throw new HttpError(404, 'bonus_not_found', 'No such bonus');
      // Activating a lootbox opens it (the spec's one call for a bonus, decision 056).
      if (target?.bonus.type === 'lootbox')
        return { data: await openLootboxOf(db(), app.realtime, playerId, id) };
      // BON-004: not for this player now (verification, country); it may be later.
      if (target?.bonus.status === 'not_available')
        throw new HttpError(422, 'bonus_not_available', 'This bonus is not_available');
      await expirePlayerBonuses(db(), playerId, now);
      const activated = await activatePlayerBonus(db(), playerId, id, now);
      const [row] = await withPlayerConditions(
        playerId,
        await listPlayerBonuses(db(), playerId, [id]),
      );
      if (!row) throw new HttpError(404, 'bonus_not_found', 'No such bonus');
      if (!activated && row.bonus.status !== 'active')
        throw new HttpError(422, 'bonus_not_available', `This bonus is ${row.bonus.status}`);
      return { data: bonusToWire(row.bonus, row.campaign) };
    },
  );

  app.post(
    '/bonuses/mark-as-seen',
    { onRequest: requireAppHeader, schema: { body: markBonusesSeenBodySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const body = request.body as Array<{ id: string }>;
      const changed = await markPlayerBonusesSeen(db(), playerId, [
        ...new Set(body.map((b) => b.id)),
      ]);
      return { data: { changed } };
    },
  );

  app.post(
    '/bonuses/promo-code',
    { onRequest: requireAppHeader, schema: { body: promoCodeBodySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const code = (request.body as { code: string }).code.toUpperCase();
      const now = new Date();
      const found = await getPromoCode(db(), code);
      if (!found) throw new HttpError(404, 'promo_code_unknown', 'This promo code does not exist');
      const { promo, campaign } = found;
      if (
        (promo.validTo && promo.validTo <= now) ||
        (campaign.validTo && campaign.validTo <= now) ||
        campaign.status !== 'active'
      )
        throw new HttpError(410, 'promo_code_expired', 'This promo code has expired');
      const bonus = await redeemPromoCode(db(), {
        code,
        playerId,
        bonus: newPlayerBonus(campaign, playerId, `promo:${code}`, now),
      });
      if (!bonus)
        throw new HttpError(409, 'promo_code_used', 'You have already used this promo code');
      await announceBonus(db(), app.realtime, bonus, campaign);
      return { data: bonusToWire(bonus, campaign) };
    },
  );

  app.get(
    '/bonuses/tournaments/:id/rating',
    { schema: { params: bonusIdParamsSchema, querystring: tournamentRatingQuerySchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const { id } = request.params as { id: string };
      const q = request.query as TournamentRatingQuery;
      const { campaign } = await oneBonus(playerId, 'tournaments', id);
      const rating = await tournamentRating(db(), campaign);
      const own = rating.find((r) => r.playerId === playerId);
      return {
        data: rating
          .slice((q.page - 1) * q.limit, q.page * q.limit)
          .map((r) => leaderboardEntry(r, campaign, playerId)),
        pagination: buildPagination(rating.length, q.page, q.limit),
        current_user: own ? leaderboardEntry(own, campaign, playerId) : null,
      };
    },
  );

  /**
   * Average-bets freebets (decision 058): the player's progress toward each (GET), and the
   * freebet of a complete one issued once (POST).
   */
  const ambOffered = () => {
    if (!app.config.AVERAGE_BETS_FREEBET_ENABLED)
      throw new HttpError(404, 'amb_disabled', 'Average-bets freebets are not offered');
  };
  app.get('/bonuses/freebets/amb', async (request, reply) => {
    ambOffered();
    const playerId = await app.sessions.requirePlayer(request, reply);
    reply.header('cache-control', 'no-store');
    const rows = averageBetsRows(await bonusesOf(playerId));
    return { data: await Promise.all(rows.map((r) => averageBetsProgressOf(db(), r))) };
  });

  app.post(
    '/bonuses/freebets/amb',
    { onRequest: requireAppHeader, schema: { body: issueAverageBetsBodySchema } },
    async (request, reply) => {
      ambOffered();
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const body = request.body as { id?: string } | undefined;
      const bonus = await issueAverageBetsFreebet(
        db(),
        app.ledger,
        app.realtime,
        averageBetsRows(await bonusesOf(playerId)),
        body?.id,
        app.clock.now(),
      );
      reply.code(201);
      return { data: bonus };
    },
  );

  app.post(
    '/bonuses/:id/boost',
    { onRequest: requireAppHeader, schema: { params: bonusIdParamsSchema } },
    async (request, reply) => {
      const playerId = await app.sessions.requirePlayer(request, reply);
      reply.header('cache-control', 'no-store');
      const { id } = request.params as { id: string };
      await expirePlayerBonuses(db(), playerId, new Date());
      const [row] = await withPlayerConditions(
        playerId,
        await listPlayerBonuses(db(), playerId, [id]),
      );
      // Not the player's (or no such bonus): 404, as for every bonus call.
      if (!row || row.bonus.type === 'amb')
        throw new HttpError(404, 'bonus_not_found', 'No such bonus');
      return { data: await boostFreebet(db(), app.ledger, row) };
    },
  );
};
