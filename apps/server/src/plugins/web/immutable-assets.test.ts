import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { omitRevalidationHeaders } from './immutable-assets';

describe('omitRevalidationHeaders', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('sends a hashed asset without ETag and Last-Modified, and keeps its other headers', async () => {
    server = createServer((_request, response) => {
      omitRevalidationHeaders(response);
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.setHeader('ETag', 'W/"1-2"');
      response.setHeader('Last-Modified', new Date(0).toUTCString());
      response.setHeader('Content-Type', 'application/javascript');
      response.end('self.x = 1;');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('last-modified')).toBeNull();
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('self.x = 1;');
  });
});
