import { randomBytes } from 'node:crypto';
import { demoModeOn, type Env } from '../../env';

declare module 'fastify' {
  interface FastifyInstance {
    /** Host id → secret of the host tokens this server accepts (decision 039). */
    embedHostSecrets: ReadonlyMap<string, string>;
  }
}

/** The demo operator of /embed-demo (docs/decisions/039). */
export const DEMO_HOST_ID = 'demo';

/**
 * The secrets host tokens are checked with: EMBED_HOST_SECRETS, and in demo mode the demo
 * operator's, made up per process unless configured (the demo page mints its tokens in the same
 * process, so they always agree).
 */
export function hostSecrets(config: Env): ReadonlyMap<string, string> {
  const secrets = new Map(config.EMBED_HOST_SECRETS);
  if (demoModeOn(config) && !secrets.has(DEMO_HOST_ID)) {
    secrets.set(DEMO_HOST_ID, randomBytes(32).toString('base64url'));
  }
  return secrets;
}
