/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet of the
 * build's hashed assets (`<distDir>/static/**`), once per build (decision 074). The server sends
 * them as they are (apps/server/src/plugins/web/precompressed-assets.ts): a visitor downloads
 * ~13 % fewer script bytes than Next's on-the-fly gzip gives, and no request pays for compressing
 * a file that never changes. Files under 1 KB are left alone: their headers outweigh the gain.
 *
 *   node scripts/precompress-static.mjs   (run by `npm run build` in apps/web)
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|svg|json|txt|map)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const staticDir = join(webRoot, process.env.NEXT_DIST_DIR ?? '.next', 'static');

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** The copy is current when it is newer than its source (a rebuild rewrites the sources). */
async function isCurrent(copy, source) {
  try {
    return (await stat(copy)).mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

async function precompress(path) {
  const source = await stat(path);
  if (source.size < MIN_BYTES) return 0;
  const body = await readFile(path);
  let written = 0;
  if (!(await isCurrent(`${path}.br`, source))) {
    const compressed = await brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${path}.br`, compressed);
    written++;
  }
  if (!(await isCurrent(`${path}.gz`, source))) {
    await writeFile(`${path}.gz`, await gzipAsync(body, { level: 9 }));
    written++;
  }
  return written;
}

const started = Date.now();
let files = 0;
let written = 0;
// Two at a time: zlib's work runs on libuv's pool, so both cores share it.
const pending = new Set();
for await (const path of filesUnder(staticDir)) {
  files++;
  const job = precompress(path).then((count) => {
    written += count;
    pending.delete(job);
  });
  pending.add(job);
  if (pending.size >= 2) await Promise.race(pending);
}
await Promise.all(pending);
console.log(
  `Precompressed the web's static assets: ${written} copies written for ${files} files in ${Date.now() - started} ms`,
);
