/** The platform API (account-platform §7.1) by subject; `@sportsbook/contract` re-exports it. */
export * from './auth';
export * from './deposits';
export * from './demo-mailbox';
export * from './field-limits';
export * from './money';
export * from './profile';
export * from './responsible-gaming';
export * from './wallet-accounts';
