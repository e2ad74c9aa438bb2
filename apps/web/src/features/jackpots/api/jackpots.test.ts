import type { FetchQueryOptions } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@/lib/api-fetch';
import { attachReportSink } from '@/lib/error-report-queue';
import { createQueryClient } from '@/lib/query-client';
import { jackpotsQuery, recentHitsQuery, unseenHitsQuery } from './jackpots';

afterEach(() => vi.unstubAllGlobals());

/**
 * Account-platform §8: "Jackpot fetch errors with status 400, 500 or 404 are not reported;
 * others are reported." Each of the web's jackpot queries, answered with each status.
 */
describe('jackpot fetch errors', () => {
  it('with status 400, 404 or 500 are not reported; others are', async () => {
    const reported: string[] = [];
    attachReportSink((error) => {
      const { status, request } = error as ApiError;
      reported.push(`${request?.url.split('?')[0]} ${status}`);
    });
    let status = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: { message: 'nope' } }), { status })),
    );
    // Each query's own options (key, fetcher, meta) against a fresh cache per answer.
    for (const options of [jackpotsQuery(), recentHitsQuery(), unseenHitsQuery()] as unknown[])
      for (status of [400, 404, 500, 403, 502])
        await createQueryClient()
          .fetchQuery({ ...(options as FetchQueryOptions), retry: false })
          .catch(() => undefined);
    expect(reported).toEqual([
      '/sportsbook/api/v2/jackpots 403',
      '/sportsbook/api/v2/jackpots 502',
      '/sportsbook/api/v2/jackpot-hits 403',
      '/sportsbook/api/v2/jackpot-hits 502',
      '/sportsbook/api/v2/jackpot-hits 403',
      '/sportsbook/api/v2/jackpot-hits 502',
    ]);
  });
});
