import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BootstrapScriptDeferrer,
  bootstrapLoader,
  deferBootstrapScriptsIn,
} from './defer-bootstrap-scripts';
import { nextCompression } from './next-compression';

/** The shape Next.js 16 renders: chunk scripts and a bootstrap preload in the head, the
 * bootstrap script after the shell, then the inline flight data. */
const HEAD =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<link rel="preload" href="/_next/static/chunks/live.js" as="script" fetchPriority="low"/>' +
  '<link rel="preload" href="/_next/static/media/font.woff2" as="font" type="font/woff2"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/signed.js" async="" integrity="sha384-x"></script>' +
  '<title>Sport</title></head>';
const SHELL =
  '<body><h1>Bet on the moments that matter — «ü»</h1>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script>';
const FLIGHT =
  '<script>self.__next_f.push([1,"<script src=\\"/x.js\\" async=\\"\\"></script>"])</script></body></html>';
const DOCUMENT = HEAD + SHELL + FLIGHT;

const LOADER = bootstrapLoader(
  ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js', '/_next/static/chunks/boot.js'],
  ['/_next/static/chunks/live.js'],
);
const EXPECTED = DOCUMENT.replace(
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '',
)
  .replace(
    '<link rel="preload" href="/_next/static/chunks/live.js" as="script" fetchPriority="low"/>',
    '',
  )
  .replace('<script src="/_next/static/chunks/react.js" async=""></script>', '')
  .replace('<script src="/_next/static/chunks/page.js" async=""></script>', '')
  .replace('<script src="/_next/static/chunks/boot.js" async=""></script>', LOADER);

function rewrite(chunks: Array<string | Buffer>): string {
  const deferrer = new BootstrapScriptDeferrer();
  return chunks.map((chunk) => deferrer.push(chunk)).join('') + deferrer.finish();
}

describe('BootstrapScriptDeferrer', () => {
  it('moves the head scripts and the bootstrap behind one loader at the end of the shell', () => {
    const html = rewrite([DOCUMENT]);
    expect(html).toBe(EXPECTED);
    expect(html.indexOf(LOADER)).toBeGreaterThan(html.indexOf('</h1>'));
    // Tags with more than src and async stay where they were, and so do other preloads and the
    // flight data.
    expect(html).toContain('integrity="sha384-x"');
    expect(html).toContain('as="font"');
    expect(html).toContain('noModule=""');
    expect(html).toContain('self.__next_f.push');
  });

  it('gives the same document however the stream is cut, even inside a character', () => {
    const bytes = Buffer.from(DOCUMENT, 'utf8');
    for (let cut = 1; cut < bytes.length; cut += 1) {
      expect(rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
    const byteByByte = [...bytes].map((byte) => Buffer.from([byte]));
    expect(rewrite(byteByByte)).toBe(EXPECTED);
  });

  it('sends the shell before the end of the stream once the bootstrap tag has gone by', () => {
    const deferrer = new BootstrapScriptDeferrer();
    const sent = deferrer.push(HEAD + SHELL);
    expect(sent).toContain('<h1>');
    expect(sent).toContain(LOADER);
  });

  it('still loads the moved scripts when the document has no bootstrap tag', () => {
    const html = rewrite([HEAD + '<body><p>no bootstrap</p></body></html>']);
    expect(html).not.toContain('<script src="/_next/static/chunks/react.js"');
    expect(
      html.endsWith(
        bootstrapLoader(
          ['/_next/static/chunks/react.js', '/_next/static/chunks/page.js'],
          ['/_next/static/chunks/boot.js', '/_next/static/chunks/live.js'],
        ),
      ),
    ).toBe(true);
  });

  it('leaves a document without head scripts, or without a head, as it was', () => {
    const plain =
      '<!DOCTYPE html><html><head><title>x</title></head><body>' + SHELL + '</body></html>';
    expect(rewrite([plain])).toBe(plain);
    const fragment = '<p>not a document</p>';
    expect(rewrite([fragment])).toBe(fragment);
  });

  it('escapes "<" in the loader so a path cannot close its script element', () => {
    expect(bootstrapLoader(['/_next/static/</script>.js'])).not.toContain('</script>.js');
  });
});

describe('BootstrapScriptDeferrer under a nonce (decision 033)', () => {
  // The shape of `next build` output when the request carries a CSP nonce: React writes the
  // head's chunks as `src async nonce` and the bootstrap tag as `src nonce async`.
  const N = 'bm9uY2UtZm9yLXRlc3Q=';
  const NONCED =
    '<!DOCTYPE html><html><head>' +
    `<link rel="preload" href="/_next/static/chunks/live.js" as="script" fetchPriority="low" nonce="${N}"/>` +
    `<script src="/_next/static/chunks/react.js" async="" nonce="${N}"></script>` +
    `<script src="/_next/static/chunks/legacy.js" noModule="" nonce="${N}"></script>` +
    '</head><body><h1>Shell</h1>' +
    `<script nonce="${N}" id="_R_">(globalThis.TURBOPACK||[]).push({})</script>` +
    `<script src="/_next/static/chunks/boot.js" nonce="${N}" async=""></script>` +
    `<script nonce="${N}">self.__next_f.push([0])</script></body></html>`;

  it('moves the nonced tags and puts a loader with the nonce where the bootstrap tag was', () => {
    const deferrer = new BootstrapScriptDeferrer(N);
    const html = deferrer.push(NONCED) + deferrer.finish();
    const loader = bootstrapLoader(
      ['/_next/static/chunks/react.js', '/_next/static/chunks/boot.js'],
      ['/_next/static/chunks/live.js'],
      N,
    );
    expect(loader.startsWith(`<script nonce="${N}">`)).toBe(true);
    expect(html).toBe(
      NONCED.replace(/<link rel="preload"[^>]*\/>/, '')
        .replace(`<script src="/_next/static/chunks/react.js" async="" nonce="${N}"></script>`, '')
        .replace(
          `<script src="/_next/static/chunks/boot.js" nonce="${N}" async=""></script>`,
          loader,
        ),
    );
    // Every script element left carries the nonce.
    expect(html.match(/<script(?![^>]*nonce=)[^>]*>/g)).toBeNull();
  });

  it('never writes a nonce that is not base64 into the document', () => {
    expect(bootstrapLoader(['/a.js'], [], '"><img src=x>')).toMatch(/^<script>/);
  });

  it('gives its nonce to the scripts and preloads it adds', () => {
    const added: Array<Record<string, unknown>> = [];
    const script = bootstrapLoader(['/a.js'], ['/c.js'], N).replace(
      /^<script[^>]*>|<\/script>$/g,
      '',
    );
    runInNewContext(script, {
      document: {
        visibilityState: 'hidden',
        currentScript: { nonce: N },
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      },
      requestAnimationFrame: () => undefined,
      setTimeout,
    });
    expect(added.map((element) => element.nonce)).toEqual([N, N]);
  });
});

describe('bootstrapLoader', () => {
  /** Runs the loader's script against a stand-in document; returns the scripts it added. */
  function runLoader(visibility: 'visible' | 'hidden') {
    const added: Array<Record<string, unknown>> = [];
    const frames: Array<() => void> = [];
    const context = {
      document: {
        visibilityState: visibility,
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout,
    };
    const script = bootstrapLoader(['/a.js', '/b.js'], ['/c.js']).replace(
      /^<script>|<\/script>$/g,
      '',
    );
    runInNewContext(script, context);
    return { added, paintFrame: () => frames.splice(0).forEach((callback) => callback()) };
  }

  afterEach(() => vi.useRealTimers());

  it('adds the scripts, async and in order, only after a frame has been painted', () => {
    vi.useFakeTimers();
    const { added, paintFrame } = runLoader('visible');
    vi.advanceTimersByTime(500);
    expect(added).toEqual([]);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(added).toEqual([
      { tag: 'script', src: '/a.js', async: true },
      { tag: 'script', src: '/b.js', async: true },
      { tag: 'link', rel: 'preload', as: 'script', href: '/c.js' },
    ]);
    vi.advanceTimersByTime(5_000);
    expect(added).toHaveLength(3);
  });

  it('loads them anyway when no frame comes within a second, and at once in a hidden tab', () => {
    vi.useFakeTimers();
    const unpainted = runLoader('visible');
    vi.advanceTimersByTime(1_000);
    expect(unpainted.added.map((element) => element.src ?? element.href)).toEqual([
      '/a.js',
      '/b.js',
      '/c.js',
    ]);
    expect(runLoader('hidden').added).toHaveLength(3);
  });
});

describe('deferBootstrapScriptsIn', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(type: string, body: string, withLength = false): Promise<string> {
    const compress = nextCompression();
    server = createServer((request, response) => {
      compress(request, response);
      deferBootstrapScriptsIn(response);
      response.setHeader('content-type', type);
      if (withLength) response.setHeader('content-length', Buffer.byteLength(body));
      // Written in pieces, as Next streams a page.
      const third = Math.floor(body.length / 3);
      response.write(body.slice(0, third));
      response.write(Buffer.from(body.slice(third, 2 * third)));
      response.end(body.slice(2 * third));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('rewrites HTML before it is compressed', async () => {
    const url = await serve('text/html; charset=utf-8', DOCUMENT);
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(EXPECTED);
  });

  it('drops a stale content-length when the client takes the HTML uncompressed', async () => {
    const url = await serve('text/html; charset=utf-8', DOCUMENT, true);
    const raw = await new Promise<{ body: string; length: string | undefined }>((resolve) => {
      // Node's fetch always asks for compression; a bare request asks for none.
      import('node:http').then(({ get }) =>
        get(url, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ body, length: response.headers['content-length'] }));
        }),
      );
    });
    expect(raw.body).toBe(EXPECTED);
    expect(raw.length).toBeUndefined();
  });

  it('leaves every other response untouched', async () => {
    const script =
      'self.x = "<script src=\\"/_next/static/chunks/a.js\\" async=\\"\\"></script></head>";'.repeat(
        40,
      );
    const url = await serve('application/javascript', script, true);
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    // Compressed (fetch decodes it) but not rewritten, although it holds a head's end and a tag.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(script);
  });
});
