/**
 * Query keys of the account's data. The account feature fetches these; other features (the bet
 * slip needs the currency, balance and bet settings, the jackpots the currency) read the same
 * cache entries through `cached-account.ts` without importing the account feature.
 */
export const accountKeys = {
  all: ['account'] as const,
  player: ['account', 'player'] as const,
  accounts: ['account', 'accounts'] as const,
  compPoints: ['account', 'compPoints'] as const,
  statusGroups: ['account', 'statusGroups'] as const,
  settings: (locale: string) => ['account', 'settings', locale] as const,
  phone: ['account', 'phone'] as const,
};
