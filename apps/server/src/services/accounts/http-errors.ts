import { ErrorCode, PlatformErrorCode } from '@sportsbook/contract';
import { HttpError } from '../../errors';

/** The platform API's error answers, in one place so codes and statuses stay consistent. */
export const unauthorized = (message = 'Sign in to continue') =>
  new HttpError(401, ErrorCode.unauthorized, message);

export const forbidden = (code: string, message: string, field?: string) =>
  new HttpError(403, code, message, field ? [{ field, message }] : undefined);

/** 422: the request is well-formed but a field is wrong in a way only the server can tell. */
export const unprocessable = (
  field: string,
  message: string,
  code: string = PlatformErrorCode.unprocessable,
) => new HttpError(422, code, `${field}: ${message}`, [{ field, message }]);

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    ErrorCode.tooManyRequests,
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
  );

/**
 * 422 for an e-mailed link (confirmation, password reset, unlock) whose token is unknown, spent
 * or expired. Its message is a sentence a person can act on, for any client that shows it as is;
 * the web app shows its own translation of the code.
 */
export const invalidLinkToken = (field: string) =>
  new HttpError(
    422,
    PlatformErrorCode.tokenInvalid,
    'This link has expired or was already used. Ask for a new one.',
    [{ field, message: 'has expired or was already used' }],
  );
