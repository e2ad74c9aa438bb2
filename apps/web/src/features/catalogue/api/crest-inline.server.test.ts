import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The marker module refuses to load outside React's server build; it holds nothing to test.
vi.mock('server-only', () => ({}));

const CREST =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="M32 3 Z" fill="#ab12cd"/><text>A&amp;B%</text></svg>';
let server: Server;
let hits = 0;

beforeAll(async () => {
  // A real API stand-in on a real socket: a crest, a non-SVG answer, a too-large SVG and a 404.
  server = createServer((request, response) => {
    hits += 1;
    if (request.url === '/crest.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(CREST);
    } else if (request.url === '/html.svg') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<svg></svg>');
    } else if (request.url === '/huge.svg') {
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(`<svg>${'x'.repeat(9000)}`);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.INTERNAL_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('crestSource', () => {
  it('sends the URL at first, then the crest inline as a data URL of the same SVG, fetched once', async () => {
    const { crestSource, warmCrest } = await import('./crest-inline.server');
    const before = hits;
    expect(crestSource('/crest.svg')).toBe('/crest.svg');
    expect(crestSource('/crest.svg')).toBe('/crest.svg');
    await warmCrest('/crest.svg');
    const inline = crestSource('/crest.svg');
    expect(inline.startsWith('data:image/svg+xml,')).toBe(true);
    expect(inline).not.toMatch(/[<>"#]/);
    expect(decodeURIComponent(inline.slice('data:image/svg+xml,'.length))).toBe(CREST);
    await warmCrest('/crest.svg');
    expect(crestSource('/crest.svg')).toBe(inline);
    expect(hits - before).toBe(1);
  });

  it('keeps the URL for other hosts, wrong types, large answers and failures', async () => {
    const { crestSource, warmCrest } = await import('./crest-inline.server');
    const before = hits;
    for (const logo of ['https://cdn.example.org/a.svg', '//cdn.example.org/a.svg']) {
      await warmCrest(logo);
      expect(crestSource(logo)).toBe(logo);
    }
    expect(hits).toBe(before);
    for (const path of ['/html.svg', '/huge.svg', '/missing.svg']) {
      await warmCrest(path);
      expect(crestSource(path)).toBe(path);
    }
    expect(hits - before).toBe(3);
    // A failed crest is not asked for again at once.
    await warmCrest('/missing.svg');
    expect(crestSource('/missing.svg')).toBe('/missing.svg');
    expect(hits - before).toBe(3);
  });
});
