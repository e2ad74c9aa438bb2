import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiBaseUrls, SAME_ORIGIN } from './api-config';
import { apiRequest } from './api-fetch';
import { cancelPrivateQueries, isPrivateQuery } from './api-queries';

/**
 * Sign-out cancels the private queries in flight (issue 17 §1, a known bug): over a real socket,
 * the player's request is aborted and nothing lands in the cache, while the settings (which
 * answer visitors too) keep loading. The backend is a configured base URL on another origin,
 * so this also shows the client calling the platform where the configuration says.
 */
describe('cancelPrivateQueries', () => {
  const open = new Map<string, ServerResponse>();
  const closed: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    open.set(path, response);
    // Answer nothing: the request stays in flight until the client gives up on it.
    response.on('close', () => closed.push(path));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureApiBaseUrls({ sportsbook: origin, platform: origin });
  });
  afterAll(async () => {
    configureApiBaseUrls(SAME_ORIGIN);
    for (const response of open.values()) response.end('{}');
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('aborts the player’s request and keeps the settings’ one', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    void queryClient.prefetchQuery({
      queryKey: ['account', 'player'],
      queryFn: ({ signal }) => apiRequest('player', { signal }),
    });
    void queryClient.prefetchQuery({
      queryKey: ['account', 'settings', 'en'],
      queryFn: ({ signal }) => apiRequest('settings', { signal }),
    });
    await expect
      .poll(() => [...open.keys()].sort())
      .toEqual(['/platform/api/player', '/sportsbook/api/v2/settings']);

    await cancelPrivateQueries(queryClient);

    await expect.poll(() => closed).toEqual(['/platform/api/player']);
    expect(queryClient.getQueryState(['account', 'player'])?.fetchStatus).toBe('idle');
    expect(queryClient.getQueryData(['account', 'player'])).toBeUndefined();
    expect(queryClient.getQueryState(['account', 'settings', 'en'])?.fetchStatus).toBe('fetching');
    queryClient.clear();
  });

  it('counts everything but the settings as private', () => {
    expect(isPrivateQuery({ queryKey: ['account', 'settings', 'en'] })).toBe(false);
    for (const key of [['account', 'player'], ['bets', 'history'], ['wallet'], ['favourites']]) {
      expect(isPrivateQuery({ queryKey: key })).toBe(true);
    }
  });
});
