import type { FastifyPluginAsync } from 'fastify';
import {
  campaignIdParamsSchema,
  campaignStatusParamsSchema,
  createBonusCampaignBodySchema,
  createPromoCodeBodySchema,
  issueBonusBodySchema,
  updatePromotionBodySchema,
} from '@sportsbook/contract';
import type { CreateBonusCampaignBody, UpdatePromotionBody } from '@sportsbook/contract';
import {
  createBonusCampaign,
  createPromoCode,
  getBonusCampaign,
  getPromoCode,
  insertPlayerBonus,
  listBonusCampaigns,
  newPlayerBonus,
  setBonusCampaignStatus,
  updateBonusCampaignPromotion,
} from '@sportsbook/db';
import type { BonusCampaignRow } from '@sportsbook/db';
import { lootboxTableProblem } from '@sportsbook/domain';
import { lootboxPrizesOf } from '../../../services/bonuses/lootbox-wire';
import { HttpError } from '../../../errors';
import { bonusToWire } from '../../../services/bonuses/bonus-terms';
import { announceBonus } from '../../../services/bonuses/issue-bonus';
import { FARMING_USES } from '../../../services/bonuses/hunting';
import { changedPromotion, promotionFieldsToWire } from '../../../services/bonuses/promotions';

const thousandths = (odds: number | undefined) =>
  odds === undefined ? null : Math.round(odds * 1000);

function campaignToWire(c: BonusCampaignRow) {
  return {
    id: c.id,
    type: c.type,
    name: c.name,
    status: c.status,
    freebet_type: c.variant,
    amount: c.amount?.toString() ?? null,
    currency: c.currency,
    min_odds: c.minOddsThousandths === null ? null : c.minOddsThousandths / 1000,
    max_odds: c.maxOddsThousandths === null ? null : c.maxOddsThousandths / 1000,
    selection_count_from: c.selectionCountFrom,
    selection_count_to: c.selectionCountTo,
    match_status: c.matchStatus,
    ranges: c.ranges.map((r) => ({
      min_count: r.minCount,
      max_count: r.maxCount,
      bonus_odds: r.multiplierThousandths / 1000,
    })),
    uses_count: c.usesCount,
    farming: c.farming,
    boost_multiplier:
      c.boostMultiplierThousandths === null ? null : c.boostMultiplierThousandths / 1000,
    average_bets: c.averageBets,
    open_to_all: c.openToAll,
    prizes: c.prizes.map((p) => ({
      kind: p.kind,
      weight: p.weight,
      campaign_id: p.campaignId ?? null,
      name: p.name,
    })),
    valid_to: c.validTo?.toISOString() ?? null,
    created_at: c.createdAt.toISOString(),
    ...promotionFieldsToWire(c),
  };
}

/**
 * The operator's bonus calls (issue 19, decision 044) under /operator/api/v1/bonuses, role
 * `operator` (decision 043): campaigns of each type (create, list, pause, resume, end), issuing
 * a campaign's bonus to players, promo codes.
 */
export const operatorBonusRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;

  app.get('/bonuses/campaigns', async () => ({
    data: (await listBonusCampaigns(db())).map(campaignToWire),
  }));

  app.post(
    '/bonuses/campaigns',
    { schema: { body: createBonusCampaignBodySchema } },
    async (request, reply) => {
      const b = request.body as CreateBonusCampaignBody;
      const prizes = b.type === 'lootbox' ? await lootboxPrizesOf(db(), b.prizes) : [];
      const tableProblem = b.type === 'lootbox' ? lootboxTableProblem(prizes) : undefined;
      if (tableProblem) throw new HttpError(422, 'invalid_prize_table', tableProblem);
      const farming = b.type === 'hunting' || b.type === 'tournament';
      const created = await createBonusCampaign(db(), {
        type: b.type,
        name: b.name,
        variant: b.type === 'freebet' ? (b.freebet_type ?? null) : null,
        amount: b.type === 'freebet' && b.amount ? BigInt(b.amount) : null,
        currency: b.currency ?? null,
        minOddsThousandths: thousandths(b.min_odds),
        maxOddsThousandths: thousandths(b.max_odds),
        selectionCountFrom: b.selection_count_from,
        selectionCountTo: b.selection_count_to,
        matchStatus: b.match_status,
        eventConditions: b.event_conditions.map((c) => ({
          ...(c.sport_type ? { sportType: c.sport_type } : {}),
          ...(c.sport_id ? { sportId: c.sport_id } : {}),
          ...(c.category_id ? { categoryId: c.category_id } : {}),
          ...(c.tournament_id ? { tournamentId: c.tournament_id } : {}),
          ...(c.event_id ? { eventId: c.event_id } : {}),
        })),
        ranges: b.ranges.map((r) => ({
          minCount: r.min_count,
          maxCount: r.max_count,
          multiplierThousandths: Math.round(r.bonus_odds * 1000),
        })),
        // A farming bonus carries every qualifying bet (decision 055).
        usesCount: farming ? FARMING_USES : b.type === 'amb' ? 1 : b.uses_count,
        farming: farming
          ? {
              minStake: b.min_stake ?? '1',
              farmOncePerEvent: b.farm_once_per_event,
              freebetVariant:
                b.freebet_type === 'freebet_all_win' ? 'freebet_all_win' : 'freebet_only_win',
              thresholds: b.thresholds,
              initialPool: b.initial_pool ?? '0',
              prizeShares: b.prize_shares,
            }
          : null,
        boostMultiplierThousandths:
          b.type === 'freebet' && b.boost_multiplier !== undefined
            ? Math.round(b.boost_multiplier * 1000)
            : null,
        // An average-bets freebet's progress (decision 058): issued once, then over.
        averageBets:
          b.type === 'amb'
            ? {
                betsCount: b.bets_count ?? 1,
                minStake: b.min_stake ?? '1',
                freebetVariant:
                  b.freebet_type === 'freebet_all_win' ? 'freebet_all_win' : 'freebet_only_win',
                ranges: b.average_stake_ranges
                  .map((r) => ({ fromAverageStake: r.from_average_stake, amount: r.amount }))
                  .sort((x, y) =>
                    BigInt(x.fromAverageStake) < BigInt(y.fromAverageStake) ? -1 : 1,
                  ),
              }
            : null,
        onlyVerified: b.only_verified,
        countryCodes: b.country_codes,
        // An average-bets progress is every player's (decision 058).
        openToAll: b.type === 'lootbox' ? false : b.type === 'amb' ? true : b.open_to_all,
        prizes,
        validDays: b.valid_days,
        ...(b.valid_to ? { validTo: new Date(b.valid_to) } : {}),
        // Decision 067: shown on /sport/promotions with its description and banners.
        showInPromotion: b.show_in_promotion ?? false,
        promotion: changedPromotion(null, b),
      });
      reply.code(201);
      return { data: campaignToWire(created) };
    },
  );

  app.post(
    '/bonuses/campaigns/:id/:action',
    { schema: { params: campaignStatusParamsSchema } },
    async (request) => {
      const { id, action } = request.params as { id: number; action: 'pause' | 'resume' | 'end' };
      const status = action === 'pause' ? 'paused' : action === 'resume' ? 'active' : 'ended';
      const row = await setBonusCampaignStatus(db(), id, status);
      if (!row) throw new HttpError(404, 'campaign_not_found', 'No such campaign, or it has ended');
      return { data: campaignToWire(row) };
    },
  );

  /**
   * Decision 067: shows or hides a campaign on /sport/promotions and sets its description,
   * banners and the promo code its card advertises (one of the campaign's own codes).
   */
  app.patch(
    '/bonuses/campaigns/:id/promotion',
    { schema: { params: campaignIdParamsSchema, body: updatePromotionBodySchema } },
    async (request) => {
      const { id } = request.params as { id: number };
      const body = request.body as UpdatePromotionBody;
      const campaign = await getBonusCampaign(db(), id);
      if (!campaign) throw new HttpError(404, 'campaign_not_found', 'No such campaign');
      const code = body.promo_code?.toUpperCase();
      if (code !== undefined) {
        const promo = await getPromoCode(db(), code);
        if (promo?.promo.campaignId !== id)
          throw new HttpError(
            422,
            'promo_code_not_of_campaign',
            `The promo code ${code} does not issue this campaign's bonus`,
          );
      }
      const row = await updateBonusCampaignPromotion(db(), id, {
        showInPromotion: body.show_in_promotion ?? campaign.showInPromotion,
        promotion: changedPromotion(campaign.promotion, {
          ...body,
          ...(code !== undefined ? { promo_code: code } : {}),
        }),
      });
      if (!row) throw new HttpError(404, 'campaign_not_found', 'No such campaign');
      return { data: campaignToWire(row) };
    },
  );

  app.post(
    '/bonuses/campaigns/:id/issue',
    { schema: { params: campaignIdParamsSchema, body: issueBonusBodySchema } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const campaign = await getBonusCampaign(db(), id);
      if (!campaign) throw new HttpError(404, 'campaign_not_found', 'No such campaign');
      if (campaign.status !== 'active')
        throw new HttpError(422, 'campaign_not_active', `The campaign is ${campaign.status}`);
      if (campaign.type === 'amb')
        throw new HttpError(
          422,
          'campaign_not_issuable',
          'An average-bets freebet is every player’s progress: it is issued when complete',
        );
      const now = new Date();
      const issued = [];
      for (const playerId of new Set((request.body as { player_ids: number[] }).player_ids)) {
        const bonus = await insertPlayerBonus(
          db(),
          newPlayerBonus(campaign, playerId, 'operator', now),
        ).catch(() => undefined);
        if (!bonus) throw new HttpError(404, 'player_not_found', `No player ${playerId}`);
        await announceBonus(db(), app.realtime, bonus, campaign);
        issued.push(bonusToWire(bonus, campaign));
      }
      reply.code(201);
      return { data: issued };
    },
  );

  app.post(
    '/bonuses/promo-codes',
    { schema: { body: createPromoCodeBodySchema } },
    async (request, reply) => {
      const b = request.body as { code: string; campaign_id: number; valid_to?: string };
      if (!(await getBonusCampaign(db(), b.campaign_id)))
        throw new HttpError(404, 'campaign_not_found', 'No such campaign');
      const created = await createPromoCode(db(), {
        code: b.code.toUpperCase(),
        campaignId: b.campaign_id,
        ...(b.valid_to ? { validTo: new Date(b.valid_to) } : {}),
      });
      if (!created) throw new HttpError(409, 'promo_code_exists', 'This promo code exists already');
      reply.code(201);
      return {
        data: {
          code: created.code,
          campaign_id: created.campaignId,
          valid_to: created.validTo?.toISOString() ?? null,
        },
      };
    },
  );
};
