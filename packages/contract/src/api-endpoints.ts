/**
 * Every HTTP call of our API the web makes: which backend answers it, its method and its path
 * (DESIGN §2, §3). The web builds URLs only from this table (its client adds the configured base
 * URL of the backend), and a server test checks that every row is a registered route, so a path
 * cannot drift between the two. The path templates use Fastify's `:param` syntax.
 *
 * Names and strings only, no schema: browser code imports this module, and keeping zod out of it
 * keeps zod out of the page's JavaScript. The schemas of each call are in api-schemas.ts.
 */

/**
 * The backends a front end talks to, each with its own configurable base URL (DESIGN §2): the
 * sportsbook API (catalogue, bets, settings), the platform API (accounts, wallet, payments) and
 * the realtime service.
 */
export type ApiBackend = 'sportsbook' | 'platform';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiEndpoint {
  backend: ApiBackend;
  method: HttpMethod;
  path: string;
}

/** The path prefixes of the APIs; each is served by one backend. */
export const API_PREFIXES = {
  sportsbookV2: '/sportsbook/api/v2',
  /** Bets live on v3 (betting-core §7). */
  sportsbookV3: '/sportsbook/api/v3',
  platform: '/platform/api',
  payments: '/payments/api',
} as const;

const v2 = API_PREFIXES.sportsbookV2;
const v3 = API_PREFIXES.sportsbookV3;
const platform = API_PREFIXES.platform;
const payments = API_PREFIXES.payments;

const sportsbook = <M extends HttpMethod, P extends string>(method: M, path: P) =>
  ({ backend: 'sportsbook', method, path }) as const;
const platformCall = <M extends HttpMethod, P extends string>(method: M, path: P) =>
  ({ backend: 'platform', method, path }) as const;

export const apiEndpoints = {
  // ------------------------------------------------------------ catalogue (betting-core §7)
  sports: sportsbook('GET', `${v2}/sports`),
  categories: sportsbook('GET', `${v2}/categories`),
  tournaments: sportsbook('GET', `${v2}/tournaments`),
  matches: sportsbook('GET', `${v2}/matches`),
  match: sportsbook('GET', `${v2}/matches/:id`),
  matchMarkets: sportsbook('GET', `${v2}/matches/:id/markets`),
  counters: sportsbook('POST', `${v2}/counters`),
  search: sportsbook('GET', `${v2}/search`),
  iconSprite: sportsbook('GET', `${v2}/fe-api/icons.svg`),
  // ------------------------------------------------------------ match centre (issue 21)
  matchVideo: sportsbook('GET', `${v2}/matches/:id/video`),
  matchStreams: sportsbook('GET', `${v2}/matches/:id/streams`),
  matchWidgetStatistics: sportsbook('GET', `${v2}/matches/:id/:type`),
  prediction: sportsbook('GET', `${v2}/vote`),
  vote: sportsbook('POST', `${v2}/vote`),
  // ------------------------------------------------------------ sportsbook account calls
  settings: sportsbook('GET', `${v2}/settings`),
  updateSettings: sportsbook('POST', `${v2}/settings`),
  favourites: sportsbook('GET', `${v2}/favourites/:type`),
  addFavourite: sportsbook('POST', `${v2}/favourites/:type/:id`),
  removeFavourite: sportsbook('DELETE', `${v2}/favourites/:type/:id`),
  websocketToken: sportsbook('POST', `${v2}/websocket/token`),
  websocketAuthorize: sportsbook('POST', `${v2}/websocket/authorize`),
  notifications: sportsbook('GET', `${v2}/notifications`),
  notificationCounters: sportsbook('GET', `${v2}/notifications/counters`),
  readNotifications: sportsbook('POST', `${v2}/notifications/read`),
  readAllNotifications: sportsbook('POST', `${v2}/notifications/read-all`),
  // ------------------------------------------------------------ jackpots (issue 20)
  jackpots: sportsbook('GET', `${v2}/jackpots`),
  jackpotsByIds: sportsbook('POST', `${v2}/jackpots`),
  jackpot: sportsbook('GET', `${v2}/jackpots/:id`),
  jackpotHits: sportsbook('GET', `${v2}/jackpot-hits`),
  markJackpotHitsSeen: sportsbook('POST', `${v2}/jackpot-hits/mark-as-seen`),
  // ------------------------------------------------------------ bonuses (issue 19, decision 044)
  bonuses: sportsbook('GET', `${v2}/bonuses`),
  bonusList: sportsbook('GET', `${v2}/bonuses/:typePlural`),
  bonus: sportsbook('GET', `${v2}/bonuses/:typePlural/:id`),
  bonusTerms: sportsbook('GET', `${v2}/bonuses/:typePlural/:id/terms`),
  activateBonus: sportsbook('POST', `${v2}/bonuses/:id/activate`),
  markBonusesSeen: sportsbook('POST', `${v2}/bonuses/mark-as-seen`),
  redeemPromoCode: sportsbook('POST', `${v2}/bonuses/promo-code`),
  tournamentRating: sportsbook('GET', `${v2}/bonuses/tournaments/:id/rating`),
  boostBonus: sportsbook('POST', `${v2}/bonuses/:id/boost`),
  averageBetsProgress: sportsbook('GET', `${v2}/bonuses/freebets/amb`),
  issueAverageBetsFreebet: sportsbook('POST', `${v2}/bonuses/freebets/amb`),
  /** The campaigns shown on /sport/promotions, for visitors too (decision 067). */
  promotions: sportsbook('GET', `${v2}/promotions`),
  // ------------------------------------------------------------ bets
  placeBets: sportsbook('POST', `${v3}/bets`),
  maxStake: sportsbook('POST', `${v3}/bets/max-stake`),
  betHistory: sportsbook('GET', `${v3}/bets`),
  cashout: sportsbook('POST', `${v3}/bets/cashout`),
  createShareCode: sportsbook('POST', `${v2}/bets/share-code`),
  sharedBets: sportsbook('GET', `${v2}/bets/share-code`),
  // ------------------------------------------------------------ bet builder (issue 21)
  customBetMarkets: sportsbook('GET', `${v3}/bets/custom/markets/:matchId`),
  customBetOdds: sportsbook('POST', `${v3}/bets/custom/odds`),
  // ------------------------------------------------------------ accounts and session
  signUp: platformCall('POST', `${platform}/users`),
  signIn: platformCall('POST', `${platform}/users/sign_in`),
  signOut: platformCall('DELETE', `${platform}/users/sign_out`),
  forgotPassword: platformCall('POST', `${platform}/users/password`),
  resetPassword: platformCall('PUT', `${platform}/users/password`),
  resendConfirmation: platformCall('POST', `${platform}/users/confirmation`),
  confirm: platformCall('GET', `${platform}/users/confirmation`),
  resendUnlock: platformCall('POST', `${platform}/users/unlock`),
  unlock: platformCall('GET', `${platform}/users/unlock`),
  // ------------------------------------------------------------ profile
  player: platformCall('GET', `${platform}/player`),
  updatePlayer: platformCall('PATCH', `${platform}/player`),
  changePassword: platformCall('PATCH', `${platform}/player/password`),
  updateLocale: platformCall('PATCH', `${platform}/player/update_locale`),
  phone: platformCall('GET', `${platform}/player/phone`),
  sendPhoneCode: platformCall('POST', `${platform}/player/phone`),
  verifyPhone: platformCall('POST', `${platform}/player/phone/verify`),
  compPoints: platformCall('GET', `${platform}/player/comp_points`),
  statusGroups: platformCall('GET', `${platform}/player/status_groups`),
  // ------------------------------------------------------------ wallet and payments
  accounts: platformCall('GET', `${platform}/player/accounts`),
  createAccount: platformCall('POST', `${platform}/player/accounts`),
  switchAccount: platformCall('PATCH', `${platform}/player/accounts/active`),
  createDeposit: platformCall('POST', `${payments}/deposits`),
  withdrawals: platformCall('GET', `${payments}/withdrawals`),
  createWithdrawal: platformCall('POST', `${payments}/withdrawals`),
  cancelWithdrawal: platformCall('POST', `${payments}/withdrawals/:id/cancel`),
  walletTransactions: platformCall('GET', `${payments}/wallet/transactions`),
  walletTransactionsCsv: platformCall('GET', `${payments}/wallet/transactions.csv`),
  // ------------------------------------------------------------ safer gambling (issue 18)
  siteSettings: platformCall('GET', `${platform}/site_settings`),
  limits: platformCall('GET', `${platform}/user_limits`),
  setLimit: platformCall('POST', `${platform}/user_limits`),
  removeLimit: platformCall('DELETE', `${platform}/user_limits/:id`),
  confirmLimit: platformCall('POST', `${platform}/user_limits/:id/confirm`),
  saferGamblingOverview: platformCall('GET', `${platform}/player/responsible_gambling`),
  startTimeOut: platformCall('POST', `${platform}/player/time_out`),
  startSelfExclusion: platformCall('POST', `${platform}/player/self_exclusion`),
  setRealityCheck: platformCall('PUT', `${platform}/player/reality_check`),
  depositReminder: platformCall('GET', `${platform}/player/deposit_reminder_settings`),
  setDepositReminder: platformCall('PATCH', `${platform}/player/deposit_reminder_settings`),
  trackActivity: platformCall('POST', `${platform}/player/activity_limit_track`),
  activityHistory: platformCall('GET', `${platform}/player/activity_history`),
  openSportsbookSession: platformCall('POST', `${platform}/sportsbook_sessions`),
  continueSportsbookSession: platformCall('POST', `${platform}/sportsbook_sessions/continue`),
  currentSportsbookSession: platformCall('GET', `${platform}/sportsbook_sessions/current`),
  // ------------------------------------------------------------ iframe embedding (decision 039)
  embedSession: platformCall('POST', `${platform}/v1/embed/session`),
  // ------------------------------------------------------------ content pages (decision 050)
  contentPage: sportsbook('GET', `${v2}/pages`),
  // ------------------------------------------------------------ horse racing (issue 22, decision 048)
  racing: sportsbook('GET', `${v2}/racing`),
  race: sportsbook('GET', `${v2}/racing/races/:id`),
  // ------------------------------------------------------------ lotteries (issue 22, decision 051)
  lotteries: sportsbook('GET', `${v2}/lotteries`),
  // ------------------------------------------------------------ virtual gaming arena (issue 22, decision 049)
  virtualArena: sportsbook('GET', `${v2}/virtual-gaming-arena`),
  // ------------------------------------------------------------ premium cricket (issue 22, decision 054)
  premiumCricket: sportsbook('GET', `${v2}/premium-cricket`),
  // ------------------------------------------------------------ demo mode (decision 021)
  demoMailbox: platformCall('GET', `${platform}/demo/mailbox`),
} as const satisfies Record<string, ApiEndpoint>;

export type ApiEndpointName = keyof typeof apiEndpoints;

/** The `:name` parameters of a path template, as a union of names. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Param}/${infer Rest}`
    ? Param | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Param}`
      ? Param
      : never;

export type PathParams<Name extends ApiEndpointName> = {
  [Param in PathParamNames<(typeof apiEndpoints)[Name]['path']>]: string | number;
};

/**
 * The path of a call with its parameters filled in, each one URL-encoded (a favourite's id or a
 * withdrawal's uuid can never add a path segment). Throws on a missing parameter: that is a bug.
 */
export function apiPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiPath: missing :${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** True when a path (no query) is under one of our API prefixes. */
export function isApiPath(path: string): boolean {
  return Object.values(API_PREFIXES).some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`),
  );
}
