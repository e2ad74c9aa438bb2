import type {
  ActivityHistoryWire,
  ActivityTrackResponse,
  BlockResponse,
  DepositReminderSettingsWire,
  LimitPeriod,
  RealityCheckStatusWire,
  RgLimitWire,
  RgOverviewWire,
  RgSessionWire,
  SetLimitResponse,
  SettableLimitType,
  SiteSettingsWire,
} from '@sportsbook/contract/browser';
import { apiRequest } from '@/lib/api-fetch';

/**
 * The responsible-gambling calls (issue 18; account-platform §7.1), each a row of the contract's
 * endpoint table (decision 037): the one API client adds the platform's base URL, its vendor
 * Accept type and `x-platform-app`, cookies and the CSRF header on writes. Answers are kept in
 * their wire shape (snake_case): the contract's types are the web's types.
 */
export const getLimits = (): Promise<RgLimitWire[]> =>
  apiRequest('limits').then((body) => body.data);

export interface SetLimitInput {
  type: SettableLimitType;
  /** Subunits for money limits, seconds for time limits. */
  amount: bigint;
  period?: LimitPeriod;
}
export const setLimit = (input: SetLimitInput): Promise<SetLimitResponse> =>
  apiRequest('setLimit', {
    body: {
      type: input.type,
      amount: input.amount.toString(),
      ...(input.period ? { period: input.period } : {}),
    },
  });

export const removeLimit = (id: number): Promise<SetLimitResponse> =>
  apiRequest('removeLimit', { params: { id } });

export const confirmLimit = (id: number): Promise<SetLimitResponse> =>
  apiRequest('confirmLimit', { params: { id } });

export const getOverview = (): Promise<RgOverviewWire> => apiRequest('saferGamblingOverview');

export const startTimeOut = (days: number): Promise<BlockResponse> =>
  apiRequest('startTimeOut', { body: { days, confirm: true } });

export const startSelfExclusion = (months: number): Promise<BlockResponse> =>
  apiRequest('startSelfExclusion', { body: { months, confirm: true } });

export const setRealityCheck = (intervalSeconds: number | null) =>
  apiRequest('setRealityCheck', { body: { interval_seconds: intervalSeconds } });

export const setDepositReminder = (show: boolean): Promise<DepositReminderSettingsWire> =>
  apiRequest('setDepositReminder', { body: { show_deposit_reminder: show } });

export const getActivityHistory = (days: number): Promise<ActivityHistoryWire['data']> =>
  apiRequest('activityHistory', { query: { days } }).then((body) => body.data);

/**
 * Opens (or returns the open) sportsbook session. A 403 (blocked, session limit used up) is an
 * answer the runtime shows, not the end of the web session, so it stays quiet about 401 too.
 */
export const openSession = (): Promise<RgSessionWire> =>
  apiRequest('openSportsbookSession', { quietUnauthorized: true });

export const continueSession = (): Promise<RgSessionWire> =>
  apiRequest('continueSportsbookSession', { quietUnauthorized: true });

/** Polled every 30 s without cache (§4): `apiFetch` sends `cache: 'no-store'`. */
export const getRealityCheck = (): Promise<RealityCheckStatusWire> =>
  apiRequest('currentSportsbookSession', { quietUnauthorized: true });

/** §7.1: a 401 here means the activity limit is reached, not an ended session. */
export const trackActivity = (): Promise<ActivityTrackResponse> =>
  apiRequest('trackActivity', { quietUnauthorized: true });

export const getSiteSettings = (): Promise<SiteSettingsWire> => apiRequest('siteSettings');
