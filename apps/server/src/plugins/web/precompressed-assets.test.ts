import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrecompressedAssets } from './precompressed-assets';

const SCRIPT = 'self.answer = 42;\n'.repeat(200);
const STYLE = 'body { color: red }\n'.repeat(100);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** What the test server's fallback (standing in for Next) saw. */
  fellThrough: boolean;
}

describe('precompressed static assets (decision 074)', () => {
  let dir: string;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompressed-'));
    const chunks = path.join(dir, 'static', 'chunks');
    await mkdir(chunks, { recursive: true });
    await writeFile(path.join(chunks, 'app.js'), SCRIPT);
    await writeFile(path.join(chunks, 'app.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(chunks, 'app.js.gz'), gzipSync(SCRIPT));
    await writeFile(path.join(chunks, 'only-gzip.css'), STYLE);
    await writeFile(path.join(chunks, 'only-gzip.css.gz'), gzipSync(STYLE));
    await writeFile(path.join(chunks, 'plain.js'), SCRIPT);
    // Beside the static directory, where a path that climbs out would land.
    await writeFile(path.join(dir, 'secret.js.br'), brotliCompressSync('secret'));
    const assets = createPrecompressedAssets(path.join(dir, 'static'));
    server = createServer((req, res) => {
      void assets.serve(req, res).then((served) => {
        if (!served) res.setHeader('x-fell-through', '1').end('next');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  function get(urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = {};
      if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
      const req = httpRequest(
        { host: '127.0.0.1', port, path: urlPath, method, headers },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(parts),
              fellThrough: res.headers['x-fell-through'] === '1',
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the Brotli copy to a browser that takes it, as an immutable asset', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'gzip, deflate, br, zstd');
    expect(answer.fellThrough).toBe(false);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when Brotli is not accepted, or refused by q=0', async () => {
    for (const header of ['gzip', 'br;q=0, gzip']) {
      const answer = await get('/_next/static/chunks/app.js', header);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/_next/static/chunks/app.js', 'br', 'HEAD');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.body.length).toBe(0);
  });

  it('leaves to Next what it has no accepted copy of', async () => {
    const cases: Array<[string, string | undefined]> = [
      ['/_next/static/chunks/app.js', undefined],
      ['/_next/static/chunks/app.js', 'identity'],
      ['/_next/static/chunks/plain.js', 'br, gzip'],
      // Brotli preferred but only gzip exists: Next gzips the file itself.
      ['/_next/static/chunks/only-gzip.css', 'br'],
      ['/_next/static/chunks/missing.js', 'br'],
      ['/_next/static/chunks/app.js.br', 'br'],
      ['/sport', 'br'],
    ];
    for (const [urlPath, header] of cases) {
      expect((await get(urlPath, header)).fellThrough, `${urlPath} ${header}`).toBe(true);
    }
  });

  it('never reads outside the static directory', async () => {
    for (const urlPath of [
      '/_next/static/../secret.js',
      '/_next/static/%2e%2e/secret.js',
      '/_next/static/chunks/%2e%2e%2f%2e%2e/secret.js',
      '/_next/static/%E0%A4%A.js',
      '/_next/static/chunks/app%00.js',
    ]) {
      const answer = await get(urlPath, 'br');
      expect(answer.fellThrough, urlPath).toBe(true);
    }
  });

  it('sends the gzip copy of a stylesheet with its type', async () => {
    const answer = await get('/_next/static/chunks/only-gzip.css', 'gzip');
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(gunzipSync(answer.body).toString()).toBe(STYLE);
  });
});
