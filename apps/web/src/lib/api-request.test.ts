import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_ACCEPT, apiEndpoints } from '@sportsbook/contract/browser';
import { configureApiBaseUrls, normalizeOrigin, SAME_ORIGIN } from './api-config';
import { apiRequest, apiUrl } from './api-fetch';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The one API client against a real HTTP server standing in for another operator's backend
 * (DESIGN §2): the method and path come from the contract's table, the origin from the runtime
 * configuration, path parameters are encoded, and platform calls carry the platform's headers.
 */
describe('apiRequest on a configured backend', () => {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ data: [], unread: 3 }));
    });
  });
  let origin = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configureApiBaseUrls({ sportsbook: origin, platform: `${origin}/ignored/path` });
  });
  afterAll(async () => {
    configureApiBaseUrls(SAME_ORIGIN);
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends each call to its backend with the contract’s method and path', async () => {
    await apiRequest('removeFavourite', { params: { type: 'match', id: '1/../2' } });
    await apiRequest('readNotifications', { body: { ids: [1, 2] } });
    const answer = await apiRequest('accounts', { query: { compatibility: false } });
    expect(answer).toEqual({ data: [], unread: 3 });

    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      // A parameter can never add a path segment.
      'DELETE /sportsbook/api/v2/favourites/match/1%2F..%2F2',
      'POST /sportsbook/api/v2/notifications/read',
      'GET /platform/api/player/accounts?compatibility=false',
    ]);
    expect(seen[0]!.headers['x-platform-app']).toBe('sportsbook');
    expect(JSON.parse(seen[1]!.body)).toEqual({ ids: [1, 2] });
    expect(seen[2]!.headers.accept).toBe(PLATFORM_ACCEPT);
    expect(seen[2]!.headers['x-platform-app']).toBe('sportsbook');
  });

  it('builds link URLs (a CSV download) on the same backend', () => {
    expect(apiUrl('walletTransactionsCsv', { query: { from: '2026-01-01', to: undefined } })).toBe(
      `${origin}${apiEndpoints.walletTransactionsCsv.path}?from=2026-01-01`,
    );
  });

  it('takes only origins from the configuration; anything else means the page’s own', () => {
    expect(normalizeOrigin('https://api.example/')).toBe('https://api.example');
    expect(normalizeOrigin('https://api.example:8443/x?y')).toBe('https://api.example:8443');
    expect(normalizeOrigin('javascript:alert(1)')).toBe('');
    expect(normalizeOrigin('not a url')).toBe('');
    expect(normalizeOrigin(undefined)).toBe('');
  });
});
