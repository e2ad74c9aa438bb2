import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ErrorCode } from '@sportsbook/contract';
import type { ErrorEnvelope } from '@sportsbook/contract';
import { HttpError } from '../../errors';

/**
 * Every failure leaves as the error envelope. Client mistakes (bad JSON, wrong content type,
 * validation) keep their 4xx; anything unexpected is logged and answered as a bare 500 without
 * internals.
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
      request.log.error({ err: error }, 'unhandled error');
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
    case 409:
      return ErrorCode.conflict;
    case 429:
      return ErrorCode.tooManyRequests;
    default:
      return ErrorCode.badRequest;
  }
}
