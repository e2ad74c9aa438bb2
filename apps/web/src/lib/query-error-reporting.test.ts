import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch';
import { attachReportSink } from './error-report-queue';
import { createQueryClient } from './query-client';

/**
 * Query errors reach error reporting, except the 401 that ends the session (decision 034) and
 * the refusals a query names as expected.
 */
describe('query errors', () => {
  it('are reported, but a 401 and an expected refusal are not', async () => {
    const reported: unknown[] = [];
    attachReportSink((error) => reported.push(error));
    const client = createQueryClient();
    const failing = (status: number, meta?: { expectedStatuses: number[] }) =>
      client
        .fetchQuery({
          queryKey: ['failing', status, meta ? 'expected' : 'plain'],
          retry: false,
          ...(meta ? { meta } : {}),
          queryFn: () =>
            Promise.reject(new ApiError({ status, code: status, message: `HTTP ${status}` })),
        })
        .catch(() => undefined);
    await failing(401);
    await failing(500);
    // A refusal the query expects (a closed custom bet part's 422) is an answer, not an error.
    await failing(422, { expectedStatuses: [422] });
    await failing(422);
    expect(reported.map((error) => (error as ApiError).status)).toEqual([500, 422]);
  });
});
