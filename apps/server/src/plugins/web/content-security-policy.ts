import { randomBytes } from 'node:crypto';

/**
 * The Content-Security-Policy of the pages and of everything else (decision 033).
 *
 * Pages: scripts run only with this response's nonce, and what they load runs because they loaded
 * it ('strict-dynamic': Next's chunk loader and the paint-first loader add script elements).
 * 'self' is kept for browsers without 'strict-dynamic' (CSP 2), which ignore nothing else here.
 */

export interface PagePolicyOptions {
  /** Sites that may frame the pages (frame-ancestors); empty: this site only. */
  embedOrigins: readonly string[];
  /** Origins beyond this one that the pages connect to (APIs, realtime, error collector). */
  connectSources: readonly string[];
  /** Origins beyond this one that the pages show images from. */
  imageSources: readonly string[];
  /** Origins beyond this one that the pages frame (a payment provider's deposit widget). */
  frameSources: readonly string[];
  /** The site's public address (PUBLIC_URL): its ws(s) origin is listed for the realtime socket. */
  publicUrl: string | undefined;
  /** Where violations are reported; nothing is reported without it. */
  reportUri: string | undefined;
  /** Next's development mode: React rebuilds call stacks with eval there, never in production. */
  dev: boolean;
}

/** For every answer that is not a page: it loads nothing, runs nothing, is framed by nobody. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** 128 random bits, as CSP3 asks; base64 is what Next.js's nonce pattern reads. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The ws:// or wss:// twin of an http(s) origin, for browsers where 'self' omits websockets. */
function socketOrigin(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`;
}

/**
 * connect-src entries for the backends the browser is configured to call (PUBLIC_API_URL and its
 * siblings): each origin, and for the realtime one its ws(s) twin too (older Safari does not let
 * an https source cover a websocket).
 */
export function backendSources(urls: {
  api?: string;
  platform?: string;
  realtime?: string;
}): string[] {
  const origins = [urls.api, urls.platform, urls.realtime]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin);
  return urls.realtime ? [...origins, socketOrigin(urls.realtime)] : origins;
}

function sourceList(...sources: (string | readonly string[] | false | undefined)[]): string {
  return [...new Set(sources.flat().filter((source): source is string => Boolean(source)))].join(
    ' ',
  );
}

export function pagePolicy(nonce: string, options: PagePolicyOptions): string {
  const nonceSource = `'nonce-${nonce}'`;
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      sourceList("'self'", nonceSource, "'strict-dynamic'", options.dev && "'unsafe-eval'"),
    ],
    // Stylesheets and <style> elements: ours (Next's CSS files) or carrying the nonce. Style
    // attributes stay allowed: React renders `style` props into the HTML (the live tracker's
    // bar widths), and a nonce cannot be put on an attribute. They cannot run script. The plain
    // style-src is only for browsers that know neither -elem nor -attr.
    ['style-src', "'self' 'unsafe-inline'"],
    ['style-src-elem', sourceList("'self'", nonceSource)],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', sourceList("'self'", 'data:', 'blob:', options.imageSources)],
    ['font-src', "'self' data:"],
    [
      'connect-src',
      sourceList(
        "'self'",
        options.publicUrl && socketOrigin(options.publicUrl),
        options.connectSources,
      ),
    ],
    ['frame-src', sourceList("'self'", options.frameSources)],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', sourceList("'self'", options.embedOrigins)],
  ];
  if (options.reportUri) directives.push(['report-uri', options.reportUri]);
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}
