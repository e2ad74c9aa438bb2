import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALES,
  ODDS_TYPES,
  buildPagination,
  channels,
  favouriteParamsSchema,
  favouriteTypeParamsSchema,
  favouritesQuerySchema,
  updateSettingsBodySchema,
  websocketAuthorizeBodySchema,
} from '@sportsbook/contract';
import type {
  FavouriteType,
  FavouritesQuery,
  OddsAcceptMode,
  OddsType,
  SettingsWire,
  UpdateSettingsBody,
  WebsocketAuthorizeResponse,
} from '@sportsbook/contract';
import { CURRENCIES, CURRENCY_CODES, parseAmount } from '@sportsbook/domain';
import {
  addFavourite,
  getEvent,
  getPlayerById,
  getPlayerSettings,
  listFavourites,
  listPlayerAccounts,
  listTournaments,
  removeFavourite,
  upsertPlayerSettings,
} from '@sportsbook/db';
import { ErrorCode } from '@sportsbook/contract';
import { HttpError, notFound } from '../../../errors';
import { createRequestCountry } from '../../../services/accounts/request-country';
import { signRealtimeToken } from '../../../services/realtime/tokens';
import { requireAppHeader } from '../../infrastructure/session';

const CHANNEL_TOKEN_TTL_SECONDS = 3600;
/** Quick-stake presets in units of the currency, turned into its subunits. */
const DEFAULT_STAKES: Record<string, string[]> = {
  BTC: ['0.0001', '0.0005', '0.001', '0.0025'],
  ETH: ['0.001', '0.005', '0.01', '0.025'],
};
const defaultStakes = (currency: string) =>
  (DEFAULT_STAKES[currency] ?? ['1', '5', '10', '25']).map((units) =>
    parseAmount(units, currency).toString(),
  );

/**
 * The sportsbook API's account calls (account-platform §7.2): bet settings, favourites and the
 * private realtime channel token. Settings answer visitors too (defaults and site settings);
 * everything else needs the session, and state-changing calls the x-platform-app header.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.database.db;
  const config = app.config;
  const playerOf = (request: FastifyRequest, reply: FastifyReply) =>
    app.sessions.requirePlayer(request, reply);

  const requestCountry = createRequestCountry(config);
  /** userCountry: where the request comes from when known (decision 032), else the player's. */
  const settingsFor = async (
    playerId: number | null,
    request: FastifyRequest,
  ): Promise<SettingsWire> => {
    const [saved, player, accounts] = playerId
      ? await Promise.all([
          getPlayerSettings(db(), playerId),
          getPlayerById(db(), playerId),
          listPlayerAccounts(db(), playerId),
        ])
      : [undefined, undefined, []];
    const currency = accounts[0]?.currency ?? 'EUR';
    return {
      stakes: saved?.stakes ?? defaultStakes(currency),
      auto_accept_odds_change: (saved?.autoAcceptOddsChange as OddsAcceptMode) ?? 'none',
      odds_type: (saved?.oddsType as OddsType) ?? 'decimal',
      odds_types: [...ODDS_TYPES],
      one_signal_push_notification_subscription: saved?.pushSubscription ?? null,
      currencies: CURRENCY_CODES.map((code) => {
        const c = CURRENCIES[code];
        return {
          code,
          subunits: c.subunits.toString(),
          decimals: c.decimals,
          display_decimals: c.displayDecimals,
          fiat: c.fiat,
          symbol: c.symbol,
        };
      }),
      default_currency_code: 'EUR',
      locales: [...LOCALES],
      user_country: requestCountry(request) ?? player?.countryCode ?? null,
      blocked_sign_up_countries: config.BLOCKED_SIGN_UP_COUNTRIES,
      blocked_sign_in_countries: config.BLOCKED_SIGN_IN_COUNTRIES,
      video_enabled: config.VIDEO_ENABLED,
      platform_settings: {
        quick_deposit_enabled: config.QUICK_DEPOSIT_ENABLED,
        deposit_missed_fields_required: config.DEPOSIT_PROFILE_FIELDS.length > 0,
        deposit_profile_fields: config.DEPOSIT_PROFILE_FIELDS,
        iframe_mode: config.IFRAME_MODE,
        email_confirmation_required: true,
      },
      player_fields: ['first_name', 'last_name', 'nickname', 'mobile_phone'],
      // Clients learn the state at load here, and its changes from `provider status changed`.
      provider_statuses: app.providerStatus.list(),
      // Bet builder (issue 21, decision 046); a custom bet is always two or more selections.
      custom_bet_enabled: config.CUSTOM_BET_ENABLED,
      custom_bet_allowed_for_single: false,
    };
  };

  app.get('/settings', async (request) => {
    const session = await app.sessions.current(request);
    return settingsFor(session?.playerId ?? null, request);
  });

  app.post(
    '/settings',
    { onRequest: requireAppHeader, schema: { body: updateSettingsBodySchema } },
    async (request, reply) => {
      const playerId = await playerOf(request, reply);
      const body = request.body as UpdateSettingsBody;
      await upsertPlayerSettings(db(), playerId, {
        ...(body.stakes ? { stakes: body.stakes } : {}),
        ...(body.auto_accept_odds_change
          ? { autoAcceptOddsChange: body.auto_accept_odds_change }
          : {}),
        ...(body.odds_type ? { oddsType: body.odds_type } : {}),
        ...(body.one_signal_push_notification_subscription !== undefined
          ? { pushSubscription: body.one_signal_push_notification_subscription }
          : {}),
        updatedAt: new Date(),
      });
      return settingsFor(playerId, request);
    },
  );

  app.get(
    '/favourites/:type',
    { schema: { params: favouriteTypeParamsSchema, querystring: favouritesQuerySchema } },
    async (request, reply) => {
      const playerId = await playerOf(request, reply);
      const { type } = request.params as { type: FavouriteType };
      const query = request.query as FavouritesQuery;
      const ids = await listFavourites(db(), {
        playerId,
        type,
        matchStatuses: query.match_status,
        bettable: query.bettable,
      });
      const data = ids.map((id) => ({ type, id }));
      return { data, pagination: buildPagination(data.length, 1, Math.max(500, data.length)) };
    },
  );

  app.post(
    '/favourites/:type/:id',
    { onRequest: requireAppHeader, schema: { params: favouriteParamsSchema } },
    async (request, reply) => {
      const playerId = await playerOf(request, reply);
      const { type, id } = request.params as { type: FavouriteType; id: number };
      const exists =
        type === 'match'
          ? Boolean(await getEvent(db(), id, 'en'))
          : (await listTournaments(db(), { locale: 'en', ids: [id], page: 1, limit: 1 })).rows
              .length > 0;
      if (!exists) throw notFound(`No ${type} ${id}`);
      const created = await addFavourite(db(), { playerId, type, itemId: id });
      return reply.status(created ? 201 : 200).send({ type, id });
    },
  );

  app.delete(
    '/favourites/:type/:id',
    { onRequest: requireAppHeader, schema: { params: favouriteParamsSchema } },
    async (request, reply) => {
      const playerId = await playerOf(request, reply);
      const { type, id } = request.params as { type: FavouriteType; id: number };
      await removeFavourite(db(), { playerId, type, itemId: id });
      return reply.status(204).send();
    },
  );

  app.post(
    '/websocket/authorize',
    { onRequest: requireAppHeader, schema: { body: websocketAuthorizeBodySchema } },
    async (request, reply): Promise<WebsocketAuthorizeResponse> => {
      const playerId = await playerOf(request, reply);
      // The token is bound to this session: it works only on a socket that connected with a
      // connection token of the same session, and ends with it (docs/decisions/023).
      const session = (await app.sessions.current(request))!;
      const { channels: requested } = request.body as { channels: string[] };
      const own = channels.user(playerId);
      const foreign = requested.find((channel) => channel !== own);
      if (foreign) {
        throw new HttpError(403, ErrorCode.forbidden, `You may not subscribe to ${foreign}`, [
          { field: 'channels', message: `only ${own} is yours` },
        ]);
      }
      return {
        channels: requested.map((channel) => ({
          channel,
          token: signRealtimeToken({
            secret: config.REALTIME_TOKEN_SECRET,
            claims: { kind: 'channel', channel, playerId, session: session.idHash },
            ttlSeconds: CHANNEL_TOKEN_TTL_SECONDS,
          }),
        })),
      };
    },
  );
};
