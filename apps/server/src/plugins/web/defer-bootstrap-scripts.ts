import type { ServerResponse } from 'node:http';
import { StringDecoder } from 'node:string_decoder';

/**
 * Paint first, then hydrate (decision 020).
 *
 * Next.js puts the page's scripts in the document's <head> as `<script src async>` tags (plus a
 * preload for the bootstrap script). The browser fetches them at once, beside the render-blocking
 * stylesheets, and runs each one as soon as it arrives. When they arrive quickly (a fast
 * connection, the HTTP cache, a repeat visit) React's hydration starts before the browser has
 * painted anything, and the first paint waits for it: on a phone that is hundreds of
 * milliseconds of blank screen for a page whose HTML was already there.
 *
 * This rewrites the HTML as it streams through: the head's script tags and script preloads come
 * out, and the bootstrap tag at the end of the server-rendered shell becomes a small inline loader
 * that adds the same scripts (same order, still async) after the next frame has been painted, or
 * at once in a hidden tab, where nothing is painted. Inline scripts (the flight data) and any
 * tag with attributes other than `src`, `async` and `nonce` (integrity, type) are left alone.
 *
 * Under the pages' Content-Security-Policy (decision 033) the loader carries the response's nonce,
 * and gives it to what it adds: the scripts would run anyway ('strict-dynamic'), the preloads need
 * it in browsers that check them against the nonce.
 */

/**
 * A Next.js chunk loaded with nothing but `src`, `async` and a nonce: the only tags this moves.
 * With a nonce, React writes the head's tags as `src async nonce` and the bootstrap tag as
 * `src nonce async`; both orders are read.
 */
const CHUNK_SCRIPT =
  '<script src="(\\/_next\\/static\\/[^"<>]+\\.js)"(?: nonce="[^"<>]*")? async=""(?: nonce="[^"<>]*")?><\\/script>';
const HEAD_SCRIPT = new RegExp(CHUNK_SCRIPT, 'g');
/** A preload of a Next.js chunk: the bootstrap's, or a `next/dynamic` part the page renders. */
const SCRIPT_PRELOAD = /<link rel="preload"(?: [a-zA-Z]+="[^"<>]*")*\/>/g;
const PRELOAD_HREF = /\shref="(\/_next\/static\/[^"<>]+\.js)"/;
const BOOTSTRAP_SCRIPT = new RegExp(CHUNK_SCRIPT);
const HEAD_END = '</head>';
/** A head larger than this is not Next's usual document: pass it through unchanged. */
const MAX_HEAD_CHARS = 256 * 1024;
const MAX_SPLIT_TAG = 1024;

/**
 * How long the loader waits for a frame before it loads the scripts anyway: a browser may hold
 * back frames of a document nobody sees (an embedding iframe scrolled out of view), and the
 * page must still hydrate there, e.g. to answer its host's messages.
 */
const FRAME_WAIT_MS = 1000;

/** JSON is valid JavaScript; `<` is escaped so a path can never close the script element. */
const inlineList = (paths: readonly string[]) => JSON.stringify(paths).replace(/</g, '\\u003c');

/** A nonce is base64 (content-security-policy.ts); anything else is not put in the document. */
const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The inline script that, once a frame has been painted, adds `sources` as async scripts and
 * `preloads` (chunks the page will import, e.g. a `next/dynamic` part it renders) as preloads,
 * each with the nonce the loader itself carries.
 */
export function bootstrapLoader(
  sources: readonly string[],
  preloads: readonly string[] = [],
  nonce?: string,
): string {
  const nonceAttribute = nonce && NONCE.test(nonce) ? ` nonce="${nonce}"` : '';
  return (
    `<script${nonceAttribute}>(function(s,p){var d=0,n=document.currentScript;n=n&&n.nonce;` +
    'function a(t,f){var e=document.createElement(t);f(e);if(n)e.nonce=n;' +
    'document.head.appendChild(e)}function l(){if(d)return;d=1;s.forEach(function(u){' +
    'a("script",function(e){e.src=u;e.async=true})});p.forEach(function(u){' +
    'a("link",function(e){e.rel="preload";e.as="script";e.href=u})})}' +
    'if(document.visibilityState==="hidden")l();' +
    'else{requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,' +
    FRAME_WAIT_MS +
    ')}})(' +
    inlineList(sources) +
    ',' +
    inlineList(preloads) +
    ')</script>'
  );
}

type State = 'head' | 'body' | 'done';

/**
 * A streaming rewriter for one HTML response. `push` takes each chunk as the server writes it and
 * returns what may be sent now; `finish` returns the rest. Text is held back only while the head
 * is incomplete or a script tag is split across chunks.
 */
export class BootstrapScriptDeferrer {
  private state: State = 'head';
  private pending = '';
  private readonly sources: string[] = [];
  private readonly preloads: string[] = [];
  private readonly decoder = new StringDecoder('utf8');

  /** `nonce`: the response's CSP nonce, which the loader must carry to run. */
  constructor(private readonly nonce?: string) {}

  push(chunk: Buffer | string): string {
    const text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    return this.process(text, false);
  }

  finish(): string {
    return this.process(this.decoder.end(), true);
  }

  private process(text: string, last: boolean): string {
    this.pending += text;
    let out = '';
    if (this.state === 'head') {
      const end = this.pending.indexOf(HEAD_END);
      if (end === -1) {
        if (!last && this.pending.length <= MAX_HEAD_CHARS) return '';
        this.state = 'done';
      } else {
        out += this.rewriteHead(this.pending.slice(0, end));
        this.pending = this.pending.slice(end);
        this.state = this.sources.length + this.preloads.length > 0 ? 'body' : 'done';
      }
    }
    if (this.state === 'body') out += this.replaceBootstrap(last);
    if (this.state === 'done') {
      out += this.pending;
      this.pending = '';
    }
    return out;
  }

  private rewriteHead(head: string): string {
    return head
      .replace(HEAD_SCRIPT, (_tag, src: string) => {
        this.sources.push(src);
        return '';
      })
      .replace(SCRIPT_PRELOAD, (tag) => {
        const href = / as="script"/.test(tag) ? PRELOAD_HREF.exec(tag)?.[1] : undefined;
        if (!href) return tag;
        this.preloads.push(href);
        return '';
      });
  }

  /** The loader for what left the head; a preload of a script it adds anyway is not repeated. */
  private loader(): string {
    const preloads = this.preloads.filter((href) => !this.sources.includes(href));
    return bootstrapLoader(this.sources, [...new Set(preloads)], this.nonce);
  }

  /** Swaps the first Next.js script tag after the head for the loader of every moved script. */
  private replaceBootstrap(last: boolean): string {
    const match = BOOTSTRAP_SCRIPT.exec(this.pending);
    if (match) {
      const [tag, src] = match as unknown as [string, string];
      if (!this.sources.includes(src)) this.sources.push(src);
      const before = this.pending.slice(0, match.index);
      this.pending = this.pending.slice(match.index + tag.length);
      this.state = 'done';
      return before + this.loader();
    }
    if (last) {
      // No bootstrap tag in the whole document: still load what was taken out of the head.
      this.state = 'done';
      const rest = this.pending;
      this.pending = '';
      return rest + this.loader();
    }
    const keepFrom = this.splitTagStart();
    const sendable = this.pending.slice(0, keepFrom);
    this.pending = this.pending.slice(keepFrom);
    return sendable;
  }

  /**
   * Where a script tag that a later chunk may complete begins: an unclosed `<script` or a final
   * `<` (a tag name cut short). Past MAX_SPLIT_TAG characters it is not the bootstrap tag (about
   * 70 characters) but an inline script's body, which can go.
   */
  private splitTagStart(): number {
    const text = this.pending;
    const script = text.lastIndexOf('<script');
    const candidate =
      script !== -1 && text.indexOf('</script>', script) === -1 ? script : text.lastIndexOf('<');
    return candidate !== -1 && text.length - candidate <= MAX_SPLIT_TAG ? candidate : text.length;
  }
}

type Callback = (error?: Error | null) => void;

function toText(chunk: unknown, encoding: unknown): Buffer | string {
  if (typeof chunk === 'string') {
    return typeof encoding === 'string' && encoding !== 'utf8' && encoding !== 'utf-8'
      ? Buffer.from(chunk, encoding as BufferEncoding)
      : chunk;
  }
  return Buffer.from(chunk as Uint8Array);
}

/**
 * Rewrites `res`'s body through a BootstrapScriptDeferrer when it turns out to be HTML (decided at
 * the first write, once the content type is set). Install it after any compression middleware, so
 * that the rewrite sees the HTML before it is compressed.
 */
export function deferBootstrapScriptsIn(res: ServerResponse, nonce?: string): void {
  const write = res.write.bind(res) as (
    chunk: unknown,
    encoding?: unknown,
    cb?: unknown,
  ) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown, encoding?: unknown, cb?: unknown) => unknown;
  let deferrer: BootstrapScriptDeferrer | null | undefined;

  const deferrerFor = (): BootstrapScriptDeferrer | null => {
    if (deferrer === undefined) {
      const type = String(res.getHeader('content-type') ?? '');
      deferrer = type.startsWith('text/html') ? new BootstrapScriptDeferrer(nonce) : null;
      // The rewrite changes the length; without the header Node sends the body chunked.
      if (deferrer && !res.headersSent) res.removeHeader('content-length');
    }
    return deferrer;
  };

  res.write = function writeDeferred(chunk: unknown, encoding?: unknown, cb?: unknown): boolean {
    const html = deferrerFor();
    if (!html) return write(chunk, encoding, cb);
    const callback = (typeof encoding === 'function' ? encoding : cb) as Callback | undefined;
    const text = html.push(toText(chunk, typeof encoding === 'function' ? undefined : encoding));
    if (text.length > 0) return write(text, 'utf8', callback);
    if (callback) process.nextTick(callback);
    return true;
  } as typeof res.write;

  res.end = function endDeferred(chunk?: unknown, encoding?: unknown, cb?: unknown) {
    const html = deferrerFor();
    if (!html) return end(chunk, encoding, cb);
    const args = [chunk, encoding, cb];
    const callback = args.find((arg) => typeof arg === 'function') as Callback | undefined;
    const hasBody = chunk !== undefined && chunk !== null && typeof chunk !== 'function';
    const text =
      (hasBody
        ? html.push(toText(chunk, typeof encoding === 'function' ? undefined : encoding))
        : '') + html.finish();
    return text.length > 0 ? end(text, 'utf8', callback) : end(callback);
  } as typeof res.end;
}
