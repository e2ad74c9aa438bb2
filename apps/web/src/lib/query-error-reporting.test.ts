import { describe, expect, it } from 'vitest';
import { ApiError } from './api-fetch';
import { attachReportSink } from './error-report-queue';
import { createQueryClient } from './query-client';

/** Query errors reach error reporting, except the 401 that ends the session (decision 034). */
describe('query errors', () => {
  it('are reported, but a 401 is not', async () => {
    const reported: unknown[] = [];
    attachReportSink((error) => reported.push(error));
    const client = createQueryClient();
    const failing = (status: number) =>
      client
        .fetchQuery({
          queryKey: ['failing', status],
          retry: false,
          queryFn: () =>
            Promise.reject(new ApiError({ status, code: status, message: `HTTP ${status}` })),
        })
        .catch(() => undefined);
    await failing(401);
    await failing(500);
    expect(reported.map((error) => (error as ApiError).status)).toEqual([500]);
  });
});
