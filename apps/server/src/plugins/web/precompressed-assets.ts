import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import { IMMUTABLE_ASSET_PREFIX } from './immutable-assets';

/**
 * Sends the web build's hashed scripts and stylesheets as the copies the build compressed once
 * (apps/web/scripts/precompress-static.mjs: Brotli quality 11 and gzip level 9, decision 074),
 * instead of letting Next gzip them again (level 6) on every request. A browser that takes
 * neither, a file without a copy (a build that skipped the step, a file under 1 KB) or anything
 * else falls through to Next, which serves the file as before.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
};
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** A build's compressed assets are a few megabytes; a bound keeps a probe of made-up names cheap. */
const MAX_CACHED = 2_000;

export interface PrecompressedAssets {
  /** Answers the request and returns true when it has a compressed copy the browser accepts. */
  serve(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
}

export function createPrecompressedAssets(staticDir: string): PrecompressedAssets {
  const root = path.resolve(staticDir);
  const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] });
  // A file's copy or its absence, read once: the build's hashed files never change while it runs.
  const copies = new Map<string, Promise<Buffer | undefined>>();

  function copyOf(file: string): Promise<Buffer | undefined> {
    let copy = copies.get(file);
    if (!copy) {
      copy = readFile(file).catch(() => undefined);
      if (copies.size >= MAX_CACHED) copies.clear();
      copies.set(file, copy);
    }
    return copy;
  }

  return {
    async serve(request, response) {
      const url = request.url ?? '';
      if (!url.startsWith(IMMUTABLE_ASSET_PREFIX)) return false;
      const accepted = request.headers['accept-encoding'];
      if (typeof accepted !== 'string') return false;
      const contentType = CONTENT_TYPES[path.extname(url.split('?')[0] ?? '')];
      if (!contentType) return false;
      const file = fileUnder(root, url.slice(IMMUTABLE_ASSET_PREFIX.length));
      if (!file) return false;
      const encoding = negotiator.negotiate(accepted);
      if (!encoding) return false;
      const body = await copyOf(file + SUFFIX[encoding]);
      if (!body) return false;
      response.statusCode = 200;
      response.setHeader('Content-Type', contentType);
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', body.length);
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.setHeader('Vary', 'Accept-Encoding');
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

/** The file a `/_next/static/…` path names, or undefined when it would leave the directory. */
function fileUnder(root: string, urlPath: string): string | undefined {
  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return undefined;
  }
  if (relative.includes('\0')) return undefined;
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}
