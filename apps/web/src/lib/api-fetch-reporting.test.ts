import { reportingBeforeSend, type ReportEvent } from '@sportsbook/contract/error-reporting';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, type ApiError } from './api-fetch';

/**
 * The web's HTTP client errors as error reporting sees them (decision 034): the request travels
 * with the error, so the report carries URL, response body and (redacted) request body; a
 * network failure is not reported at all.
 */
afterEach(() => vi.unstubAllGlobals());

async function failure(call: Promise<unknown>): Promise<ApiError> {
  return (await call.catch((caught: unknown) => caught)) as ApiError;
}

describe('apiFetch errors in error reports', () => {
  it('carry the request URL, the answer and the redacted request body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: { message: 'nope' } }), { status: 409 }),
      ),
    );
    const error = await failure(
      apiFetch('/platform/api/v1/users/sign_in', {
        method: 'POST',
        query: { locale: 'en' },
        body: { email: 'a@b.c', password: 'hunter2' },
      }),
    );
    const event = reportingBeforeSend<ReportEvent>({}, { originalException: error });
    expect(event?.extra).toEqual({
      status: 409,
      request_method: 'POST',
      request_url: '/platform/api/v1/users/sign_in?locale=en',
      response_body: { error: { message: 'nope' } },
      request_body: { email: 'a@b.c', password: '[redacted]' },
    });
  });

  it('are dropped when the network failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiFetch('/sportsbook/api/v2/sports'));
    expect(error.status).toBe(0);
    expect(reportingBeforeSend({}, { originalException: error })).toBeNull();
  });
});
