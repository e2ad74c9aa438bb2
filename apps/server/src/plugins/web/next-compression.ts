import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

// What Next's own router server uses when its `compress` option is on; Next ships both without
// type declarations, hence require and the types here.
const requireFromNext = createRequire(import.meta.url);
const compression = requireFromNext('next/dist/compiled/compression') as () => Middleware;
const { releaseCompressionStream } = requireFromNext(
  'next/dist/server/lib/release-compression-stream',
) as { releaseCompressionStream: (response: ServerResponse) => void };

/**
 * Returns a function that compresses one response as Next would (gzip/brotli by Accept-Encoding,
 * compressible types only). next.config.ts turns Next's own compression off so that the server
 * can rewrite HTML first (decision 020): install anything that rewrites the body after this.
 */
export function nextCompression(): (request: IncomingMessage, response: ServerResponse) => void {
  const compress = compression();
  return (request, response) => {
    compress(request, response, () => {});
    // As Next does: on a client disconnect the middleware never ends its zlib stream.
    response.once('close', () => {
      if (!response.writableFinished) releaseCompressionStream(response);
    });
  };
}
