import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  onRequestHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@sportsbook/contract';
import { demoModeOn } from '../../env';
import { HttpError } from '../../errors';
import { tooManyRequests } from '../../services/accounts/http-errors';
import { RateLimiter } from '../../services/accounts/rate-limiter';
import {
  demoOperatorKey,
  findOperatorKey,
  parseOperatorKeys,
  type OperatorKey,
  type OperatorPrincipal,
  type OperatorRole,
} from '../../services/operator/operator-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator API's keys (OPERATOR_API_KEYS, plus the demo operator's in demo mode). */
    operatorKeys: readonly OperatorKey[];
  }
  interface FastifyRequest {
    /** Set by requireOperator on the operator API's routes. */
    operator?: OperatorPrincipal;
  }
}

/**
 * The operator API's own authentication (decision 043): a bearer key per staff member or
 * back-office integration, never a player's session cookie, so no player can call it and no
 * cookie-borne request can be forged into it (which is also why it needs no CSRF header).
 */
export const operatorAuthPlugin: FastifyPluginAsync = fp(
  async (app) => {
    const keys = parseOperatorKeys(app.config.OPERATOR_API_KEYS);
    if (demoModeOn(app.config)) {
      const demo = demoOperatorKey(app.config.OPERATOR_DEMO_KEY);
      keys.push(demo.key);
      if (!app.config.OPERATOR_DEMO_KEY && app.config.NODE_ENV !== 'test') {
        app.log.info(
          `Demo operator API key (this process only): Authorization: Bearer ${demo.secret}`,
        );
      }
    }
    app.decorate('operatorKeys', keys);
  },
  { name: 'operator-auth', dependencies: ['config'] },
);

const unauthorizedOperator = () =>
  new HttpError(
    401,
    ErrorCode.unauthorized,
    'An operator API key is required (Authorization: Bearer <key>)',
  );

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff roles an operator route admits; unset: `operator` only (the safe default). */
    operatorRoles?: readonly OperatorRole[];
  }
}

/**
 * onRequest hook of every operator route: a valid bearer key whose role the route admits
 * (`config.operatorRoles`, else `operator`), else 401 (no or unknown key) or 403 (a key of
 * another role). Failed attempts are rate-limited per client address (the socket's, or the
 * trusted proxy's: a forged header cannot dodge it).
 */
export function operatorAuthHook(app: FastifyInstance): onRequestHookHandler {
  const failures = new RateLimiter({
    limit: app.config.AUTH_RATE_LIMIT_PER_IP,
    windowMs: app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  });
  return async function checkOperator(request: FastifyRequest) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S{16,200})$/i.exec(header);
    const key = match ? findOperatorKey(app.operatorKeys, match[1]!) : undefined;
    if (!key) {
      const check = failures.hit(`operator:${request.ip}`);
      if (!check.allowed) throw tooManyRequests(check.retryAfterSeconds);
      throw unauthorizedOperator();
    }
    const admitted = request.routeOptions.config.operatorRoles ?? ['operator'];
    if (!admitted.includes(key.role)) {
      throw new HttpError(403, ErrorCode.forbidden, `The ${key.role} role may not do this`);
    }
    request.operator = { name: key.name, role: key.role };
  };
}
