import 'server-only';
import { serverApiResource } from '../../../lib/api-server.server';
import { getWebConfig } from '../../../lib/config.server';

/**
 * Team crests go into the page as `data:` images instead of one request each (decision 040). A
 * home page shows about 37 of them; as separate requests they took the browser's six HTTP/1.1
 * connections around the first paint, on a slow network for seconds, and the page's scripts
 * queued behind them. Inline, a crest costs ≈ 0.6 KB of HTML (a few hundred bytes gzipped, the
 * crests share most of their text) and no round trip.
 *
 * Only crests served by our own API (a path, or a URL under its internal address) are fetched
 * here, each once per process and never while a page waits (the first page to show a crest sends
 * its URL); any other logo, an answer that is not a small SVG, or an API that does not answer in
 * time leaves the crest as the plain `<img src>` it was.
 */
const MAX_CREST_BYTES = 4 * 1024;
const MAX_CACHED = 5_000;
const TIMEOUT_MS = 1_500;
/** After a failure, the same crest is not asked for again this long (the page uses its URL). */
const RETRY_AFTER_MS = 60_000;

const cached = new Map<string, string>();
const failedAt = new Map<string, number>();
const inFlight = new Map<string, Promise<void>>();

/**
 * A `data:` URL for an SVG, escaping only what a URL or an HTML attribute cannot hold as it is
 * (far shorter than base64 and it compresses with the page).
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg.replace(/[%#<>"\r\n]/g, (c) => encodeURIComponent(c))}`;
}

function apiUrlOf(logo: string): string | undefined {
  const api = getWebConfig().internalApiUrl;
  if (logo.startsWith('/') && !logo.startsWith('//')) return `${api}${logo}`;
  return logo.startsWith(`${api}/`) ? logo : undefined;
}

async function fetchCrest(url: string): Promise<string | undefined> {
  const response = await serverApiResource(url, { timeoutMs: TIMEOUT_MS, accept: 'image/svg+xml' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/svg+xml')) return undefined;
  const svg = await response.text();
  return svg.length <= MAX_CREST_BYTES && svg.startsWith('<svg') ? svgDataUrl(svg) : undefined;
}

/**
 * Fetches one crest into the cache (once at a time per crest). Never throws; a failure is
 * remembered for RETRY_AFTER_MS.
 */
export function warmCrest(logo: string): Promise<void> {
  const url = apiUrlOf(logo);
  if (cached.has(logo) || !url) return Promise.resolve();
  if (Date.now() - (failedAt.get(logo) ?? -Infinity) < RETRY_AFTER_MS) return Promise.resolve();
  let pending = inFlight.get(logo);
  if (!pending) {
    pending = fetchCrest(url)
      .catch(() => undefined)
      .then((inline) => {
        inFlight.delete(logo);
        if (!inline) {
          failedAt.set(logo, Date.now());
          return;
        }
        failedAt.delete(logo);
        // Crests never change for a team; a bounded map keeps a long-running server's memory flat.
        if (cached.size >= MAX_CACHED) cached.delete(cached.keys().next().value as string);
        cached.set(logo, inline);
      });
    inFlight.set(logo, pending);
  }
  return pending;
}

/**
 * The crest's image source: the inline `data:` URL once it is cached, else `logo` itself while
 * the crest is fetched in the background. A render never waits for a crest: on a busy server
 * the first render of a page with fifty new crests took seconds longer when it did.
 */
export function crestSource(logo: string): string {
  const hit = cached.get(logo);
  if (hit) return hit;
  void warmCrest(logo);
  return logo;
}
