import {
  jackpotHitsListSchema,
  jackpotHitsQuerySchema,
  jackpotQuerySchema,
  jackpotSchema,
  jackpotsBodySchema,
  jackpotsListSchema,
  jackpotsQuerySchema,
  markJackpotHitsSeenBodySchema,
  markJackpotHitsSeenResponseSchema,
} from './jackpots';
import type { z } from 'zod';
import {
  bonusListQuerySchema,
  bonusListResponseSchema,
  bonusResponseSchema,
  bonusTermsResponseSchema,
  tournamentRatingQuerySchema,
  tournamentRatingResponseSchema,
  averageBetsProgressResponseSchema,
  issueAverageBetsBodySchema,
  bonusesQuerySchema,
  bonusesResponseSchema,
  markBonusesSeenBodySchema,
  markBonusesSeenResponseSchema,
  promoCodeBodySchema,
} from './bonuses';
import { promotionsQuerySchema, promotionsResponseSchema } from './promotions';
import type { ApiEndpointName } from './api-endpoints';
import {
  betHistoryListSchema,
  betHistoryQuerySchema,
  cashoutBodySchema,
  cashoutResponseSchema,
} from './bet-history';
import {
  createShareCodeBodySchema,
  maxStakeBodySchema,
  maxStakeResponseSchema,
  placeBetsBodySchema,
  placeBetsResponseSchema,
  shareCodeQuerySchema,
  shareCodeResponseSchema,
  sharedBetsResponseSchema,
} from './bets';
import {
  customMarketsQuerySchema,
  customMarketsResponseSchema,
  customOddsBodySchema,
  customOddsResponseSchema,
} from './custom-bets';
import {
  categoriesListSchema,
  categoriesQuerySchema,
  countersBodySchema,
  countersSchema,
  marketsListSchema,
  marketsQuerySchema,
  matchesListSchema,
  matchesQuerySchema,
  matchSchema,
  searchQuerySchema,
  searchResultSchema,
  tournamentsListSchema,
  tournamentsQuerySchema,
} from './catalogue';
import { contentPageQuerySchema, publishedContentPageSchema } from './content-pages';
import { embedSessionAnswerSchema, embedSessionBodySchema } from './embed';
import { raceCardSchema, racingOverviewSchema } from './racing';
import { lotteriesOverviewSchema } from './lotteries';
import { virtualArenaSchema } from './virtuals';
import { premiumCricketSchema } from './premium-cricket';
import {
  predictionResponseSchema,
  streamsResponseSchema,
  videoResponseSchema,
  voteBodySchema,
  voteQuerySchema,
  widgetStatisticsResponseSchema,
} from './match-centre';
import {
  activityHistoryQuerySchema,
  activityHistorySchema,
  activityTrackResponseSchema,
  blockResponseSchema,
  depositReminderSettingsSchema,
  realityCheckBodySchema,
  realityCheckSettingsSchema,
  realityCheckStatusSchema,
  rgLimitsListSchema,
  rgOverviewSchema,
  rgSessionSchema,
  selfExclusionBodySchema,
  setLimitBodySchema,
  setLimitResponseSchema,
  siteSettingsSchema,
  timeOutBodySchema,
  updateDepositReminderBodySchema,
} from './responsible-gambling';
import {
  notificationCountersSchema,
  notificationsListSchema,
  notificationsQuerySchema,
  readNotificationsBodySchema,
} from './notifications';
import {
  accountsListSchema,
  accountsQuerySchema,
  changePasswordBodySchema,
  compPointsSchema,
  confirmationQuerySchema,
  createAccountBodySchema,
  createDepositBodySchema,
  depositSchema,
  editPasswordBodySchema,
  emailBodySchema,
  messageResponseSchema,
  outboxListSchema,
  outboxQuerySchema,
  phoneSchema,
  playerSchema,
  sendPhoneCodeBodySchema,
  signInBodySchema,
  signUpBodySchema,
  signUpResponseSchema,
  statusGroupsSchema,
  switchAccountBodySchema,
  unlockQuerySchema,
  updateLocaleBodySchema,
  updateLocaleResponseSchema,
  updatePlayerBodySchema,
  verifyPhoneBodySchema,
} from './platform';
import { websocketTokenResponseSchema } from './realtime';
import { sportsListSchema, sportsQuerySchema } from './sports';
import {
  favouritesListSchema,
  favouritesQuerySchema,
  settingsSchema,
  updateSettingsBodySchema,
  websocketAuthorizeBodySchema,
  websocketAuthorizeResponseSchema,
} from './sportsbook-account';
import {
  createWithdrawalBodySchema,
  walletTransactionsListSchema,
  walletTransactionsQuerySchema,
  withdrawalSchema,
  withdrawalsListSchema,
  withdrawalsQuerySchema,
} from './wallet';

/**
 * The schemas of every call in api-endpoints.ts: the query, the body and the answer, where the
 * call has one. The server validates requests with the same schemas; the web takes its request
 * and answer types from here (`ApiBody<'placeBets'>`, `ApiAnswer<'placeBets'>`) and its tests
 * parse what it sends with them. No answer schema: the call answers no JSON body the web reads
 * (an SVG, a CSV, a 204).
 */
export interface ApiCallSchemas {
  query?: z.ZodType;
  body?: z.ZodType;
  answer?: z.ZodType;
}

export const apiSchemas = {
  sports: { query: sportsQuerySchema, answer: sportsListSchema },
  categories: { query: categoriesQuerySchema, answer: categoriesListSchema },
  tournaments: { query: tournamentsQuerySchema, answer: tournamentsListSchema },
  matches: { query: matchesQuerySchema, answer: matchesListSchema },
  match: { answer: matchSchema },
  matchMarkets: { query: marketsQuerySchema, answer: marketsListSchema },
  counters: { body: countersBodySchema, answer: countersSchema },
  search: { query: searchQuerySchema, answer: searchResultSchema },
  iconSprite: {},
  matchVideo: { answer: videoResponseSchema },
  matchStreams: { answer: streamsResponseSchema },
  matchWidgetStatistics: { answer: widgetStatisticsResponseSchema },
  prediction: { query: voteQuerySchema, answer: predictionResponseSchema },
  vote: { body: voteBodySchema, answer: predictionResponseSchema },
  settings: { answer: settingsSchema },
  updateSettings: { body: updateSettingsBodySchema, answer: settingsSchema },
  favourites: { query: favouritesQuerySchema, answer: favouritesListSchema },
  addFavourite: {},
  removeFavourite: {},
  websocketToken: { answer: websocketTokenResponseSchema },
  websocketAuthorize: {
    body: websocketAuthorizeBodySchema,
    answer: websocketAuthorizeResponseSchema,
  },
  notifications: { query: notificationsQuerySchema, answer: notificationsListSchema },
  notificationCounters: { answer: notificationCountersSchema },
  readNotifications: { body: readNotificationsBodySchema, answer: notificationCountersSchema },
  readAllNotifications: { answer: notificationCountersSchema },
  jackpots: { query: jackpotsQuerySchema, answer: jackpotsListSchema },
  jackpotsByIds: { body: jackpotsBodySchema, answer: jackpotsListSchema },
  jackpot: { query: jackpotQuerySchema, answer: jackpotSchema },
  jackpotHits: { query: jackpotHitsQuerySchema, answer: jackpotHitsListSchema },
  markJackpotHitsSeen: {
    body: markJackpotHitsSeenBodySchema,
    answer: markJackpotHitsSeenResponseSchema,
  },
  bonuses: { query: bonusesQuerySchema, answer: bonusesResponseSchema },
  bonusList: { query: bonusListQuerySchema, answer: bonusListResponseSchema },
  bonus: { answer: bonusResponseSchema },
  bonusTerms: { answer: bonusTermsResponseSchema },
  activateBonus: { answer: bonusResponseSchema },
  markBonusesSeen: { body: markBonusesSeenBodySchema, answer: markBonusesSeenResponseSchema },
  redeemPromoCode: { body: promoCodeBodySchema, answer: bonusResponseSchema },
  tournamentRating: { query: tournamentRatingQuerySchema, answer: tournamentRatingResponseSchema },
  boostBonus: { answer: bonusResponseSchema },
  averageBetsProgress: { answer: averageBetsProgressResponseSchema },
  issueAverageBetsFreebet: { body: issueAverageBetsBodySchema, answer: bonusResponseSchema },
  promotions: { query: promotionsQuerySchema, answer: promotionsResponseSchema },
  placeBets: { body: placeBetsBodySchema, answer: placeBetsResponseSchema },
  maxStake: { body: maxStakeBodySchema, answer: maxStakeResponseSchema },
  betHistory: { query: betHistoryQuerySchema, answer: betHistoryListSchema },
  cashout: { body: cashoutBodySchema, answer: cashoutResponseSchema },
  createShareCode: { body: createShareCodeBodySchema, answer: shareCodeResponseSchema },
  sharedBets: { query: shareCodeQuerySchema, answer: sharedBetsResponseSchema },
  customBetMarkets: { query: customMarketsQuerySchema, answer: customMarketsResponseSchema },
  customBetOdds: { body: customOddsBodySchema, answer: customOddsResponseSchema },
  signUp: { body: signUpBodySchema, answer: signUpResponseSchema },
  signIn: { body: signInBodySchema, answer: playerSchema },
  signOut: {},
  forgotPassword: { body: emailBodySchema, answer: messageResponseSchema },
  resetPassword: { body: editPasswordBodySchema, answer: messageResponseSchema },
  resendConfirmation: { body: emailBodySchema, answer: messageResponseSchema },
  confirm: { query: confirmationQuerySchema, answer: messageResponseSchema },
  resendUnlock: { body: emailBodySchema, answer: messageResponseSchema },
  unlock: { query: unlockQuerySchema, answer: messageResponseSchema },
  player: { answer: playerSchema },
  updatePlayer: { body: updatePlayerBodySchema, answer: playerSchema },
  changePassword: { body: changePasswordBodySchema, answer: messageResponseSchema },
  updateLocale: { body: updateLocaleBodySchema, answer: updateLocaleResponseSchema },
  phone: { answer: phoneSchema },
  sendPhoneCode: { body: sendPhoneCodeBodySchema, answer: phoneSchema },
  verifyPhone: { body: verifyPhoneBodySchema, answer: phoneSchema },
  compPoints: { answer: compPointsSchema },
  statusGroups: { answer: statusGroupsSchema },
  accounts: { query: accountsQuerySchema, answer: accountsListSchema },
  createAccount: { body: createAccountBodySchema },
  switchAccount: { body: switchAccountBodySchema },
  createDeposit: { body: createDepositBodySchema, answer: depositSchema },
  withdrawals: { query: withdrawalsQuerySchema, answer: withdrawalsListSchema },
  createWithdrawal: { body: createWithdrawalBodySchema, answer: withdrawalSchema },
  cancelWithdrawal: { answer: withdrawalSchema },
  walletTransactions: {
    query: walletTransactionsQuerySchema,
    answer: walletTransactionsListSchema,
  },
  walletTransactionsCsv: { query: walletTransactionsQuerySchema },
  demoMailbox: { query: outboxQuerySchema, answer: outboxListSchema },
  siteSettings: { answer: siteSettingsSchema },
  limits: { answer: rgLimitsListSchema },
  setLimit: { body: setLimitBodySchema, answer: setLimitResponseSchema },
  removeLimit: { answer: setLimitResponseSchema },
  confirmLimit: { answer: setLimitResponseSchema },
  saferGamblingOverview: { answer: rgOverviewSchema },
  startTimeOut: { body: timeOutBodySchema, answer: blockResponseSchema },
  startSelfExclusion: { body: selfExclusionBodySchema, answer: blockResponseSchema },
  setRealityCheck: { body: realityCheckBodySchema, answer: realityCheckSettingsSchema },
  depositReminder: { answer: depositReminderSettingsSchema },
  setDepositReminder: {
    body: updateDepositReminderBodySchema,
    answer: depositReminderSettingsSchema,
  },
  trackActivity: { answer: activityTrackResponseSchema },
  activityHistory: { query: activityHistoryQuerySchema, answer: activityHistorySchema },
  openSportsbookSession: { answer: rgSessionSchema },
  continueSportsbookSession: { answer: rgSessionSchema },
  currentSportsbookSession: { answer: realityCheckStatusSchema },
  embedSession: { body: embedSessionBodySchema, answer: embedSessionAnswerSchema },
  contentPage: { query: contentPageQuerySchema, answer: publishedContentPageSchema },
  // horse racing (issue 22, decision 048)
  racing: { answer: racingOverviewSchema },
  race: { answer: raceCardSchema },
  // lotteries (issue 22, decision 051)
  lotteries: { answer: lotteriesOverviewSchema },
  // virtual gaming arena (issue 22, decision 049)
  virtualArena: { answer: virtualArenaSchema },
  premiumCricket: { answer: premiumCricketSchema },
} as const satisfies Record<ApiEndpointName, ApiCallSchemas>;

type SchemasOf<Name extends ApiEndpointName> = (typeof apiSchemas)[Name];

/** What the web sends as the body of a call (the schema's input: before defaults apply). */
export type ApiBody<Name extends ApiEndpointName> =
  SchemasOf<Name> extends { body: z.ZodType } ? z.input<SchemasOf<Name>['body']> : never;

/** The query a call takes, as the web writes it (strings before the server's parsing). */
export type ApiQuery<Name extends ApiEndpointName> =
  SchemasOf<Name> extends { query: z.ZodType } ? z.input<SchemasOf<Name>['query']> : never;

/** The answer of a call, on the wire (snake_case). */
export type ApiAnswer<Name extends ApiEndpointName> =
  SchemasOf<Name> extends { answer: z.ZodType } ? z.output<SchemasOf<Name>['answer']> : unknown;
