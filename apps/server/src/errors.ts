import type { BetError, BlockWire, ErrorDetail, OutOfLimitWire } from '@sportsbook/contract';
import { ErrorCode, describeZodError } from '@sportsbook/contract';
import type { z } from 'zod';

/** An error that becomes the wire error envelope with its own status code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string | number,
    message: string,
    readonly details?: ErrorDetail[],
    /** Bet placement: which bets were refused and why (betting-core §8 errors_by_bet). */
    readonly errorsByBet?: BetError[],
    /** Responsible gambling: the limit that refused, or the block in force (issue 18). */
    readonly extra?: { limit?: OutOfLimitWire; blocked?: BlockWire },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, ErrorCode.notFound, message);

const partNames: Record<string, string> = {
  querystring: 'query parameter',
  body: 'request body',
  params: 'path parameter',
  headers: 'header',
};

/** A request that does not match its route's zod schema; always a 400 with per-field details. */
export class RequestValidationError extends HttpError {
  constructor(error: z.ZodError, part: string) {
    const { message, details } = describeZodError(error);
    super(400, ErrorCode.badRequest, `Invalid ${partNames[part] ?? part}: ${message}`, details);
    this.name = 'RequestValidationError';
  }
}
