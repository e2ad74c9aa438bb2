import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ErrorCode } from '@sportsbook/contract';
import type { ErrorEnvelope } from '@sportsbook/contract';
import { reportRouteError } from '../../error-reporting/sentry';
import { HttpError } from '../../errors';
import { isServiceUnavailable } from '../../service-unavailable';

/**
 * Every failure leaves as the error envelope. Client mistakes (bad JSON, wrong content type,
 * validation) keep their 4xx; PostgreSQL or Redis being unreachable is a 503 to retry; anything
 * unexpected is logged, reported (when a DSN is set) and answered as a bare 500 without internals.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        const body: ErrorEnvelope = {
          error: {
            code: error.code,
            message: error.message,
            ...(error.details ? { details: error.details } : {}),
            ...(error.errorsByBet ? { errors_by_bet: error.errorsByBet } : {}),
            ...error.extra,
          },
        };
        return reply.status(error.statusCode).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ error: { code: codeForStatus(status), message: error.message } });
      }
      if (isServiceUnavailable(error)) {
        // PostgreSQL or Redis is away for a moment: the process recovers on its own when it
        // returns (the pool and the Redis clients reconnect), so the client should retry.
        request.log.warn({ err: error }, 'a backing service is unavailable');
        return reply
          .status(503)
          .header('retry-after', '1')
          .send({
            error: {
              code: ErrorCode.serviceUnavailable,
              message: 'Service temporarily unavailable',
            },
          });
      }
      request.log.error({ err: error }, 'unhandled error');
      // Only the unexpected reach the error tracker: 4xx are the client's, 503 the backing
      // services' (their own alerts), both answered above (decision 034).
      reportRouteError(error, {
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        body: request.body,
      });
      return reply
        .status(500)
        .send({ error: { code: ErrorCode.internal, message: 'Internal server error' } });
    });
  },
  { name: 'error-handler' },
);

function codeForStatus(status: number): string {
  switch (status) {
    case 401:
      return ErrorCode.unauthorized;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 405:
      return ErrorCode.methodNotAllowed;
    case 409:
      return ErrorCode.conflict;
    case 429:
      return ErrorCode.tooManyRequests;
    default:
      return ErrorCode.badRequest;
  }
}
