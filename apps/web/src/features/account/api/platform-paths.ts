/**
 * Where the account calls go (account-platform §7.1, betting-core §7.2). Base URLs are same-origin
 * paths so the app can be pointed at another operator's backend behind the same origin.
 */
export const PLATFORM_BASE = '/platform/api';
export const SPORTSBOOK_BASE = '/sportsbook/api/v2';
export const PAYMENTS_BASE = '/payments/api';

export const PLATFORM_PATHS = {
  signUp: '/users',
  signIn: '/users/sign_in',
  signOut: '/users/sign_out',
  password: '/users/password',
  confirmation: '/users/confirmation',
  unlock: '/users/unlock',
  player: '/player',
  accounts: '/player/accounts',
  activeAccount: '/player/accounts/active',
  updateLocale: '/player/update_locale',
  phone: '/player/phone',
  phoneCode: '/player/phone',
  phoneVerify: '/player/phone/verify',
  changePassword: '/player/password',
  compPoints: '/player/comp_points',
  statusGroups: '/player/status_groups',
  demoMailbox: '/demo/mailbox',
} as const;

export const SPORTSBOOK_PATHS = {
  settings: '/settings',
  favourites: (type: string) => `/favourites/${type}`,
  favourite: (type: string, id: number | string) => `/favourites/${type}/${id}`,
} as const;

export const PAYMENTS_PATHS = {
  deposits: '/deposits',
  withdrawals: '/withdrawals',
  cancelWithdrawal: (id: string) => `/withdrawals/${encodeURIComponent(id)}/cancel`,
  walletTransactions: '/wallet/transactions',
  walletTransactionsCsv: '/wallet/transactions.csv',
} as const;
