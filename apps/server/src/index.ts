export { buildApp, REDACTED_LOG_PATHS } from './app';
export { loadEnv, testEnv } from './env';
export type { Env } from './env';
