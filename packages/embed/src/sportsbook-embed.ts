import {
  EMBED_MESSAGE_PREFIX,
  EMBED_PROTOCOL_VERSION,
  OUTGOING_EMBED_MESSAGES,
  embedMessageName,
} from '@sportsbook/contract/embed-protocol';
import type {
  HostHandledFlow,
  IncomingEmbedName,
  IncomingEmbedPayloads,
  OddsFormatName,
  OutgoingEmbedName,
  OutgoingEmbedPayloads,
  TokenNeededReason,
} from '@sportsbook/contract/embed-protocol';
import { debounce, type Timers } from './debounce';

/** How long the iframe's size settles before it is applied (issue 17 §2). */
export const RESIZE_DEBOUNCE_MS = 100;

export interface SportsbookEmbedOptions {
  /** Where the iframe goes: an element or its id. */
  container: HTMLElement | string;
  /** The sportsbook page to show first, e.g. `https://sports.example.com/sport`. */
  url: string;
  /**
   * A native app's web view: the sportsbook skips its page-change and integration listeners
   * (account-platform §2.5), the app drives navigation itself.
   */
  mobileApp?: boolean;
  /** Account steps the host takes over: the sportsbook sends `sign-in` … instead of its modals. */
  hostHandles?: HostHandledFlow[];
  /** The iframe's height before the sportsbook reports its own (CSS pixels). */
  initialHeight?: number;
  /** The iframe's accessible name. */
  title?: string;
  /**
   * Tell the sportsbook the host's viewport and the frame's position on load, resize and scroll
   * (account-platform §2.5), so what it sizes to the screen fits the visible part. On by default.
   */
  reportViewport?: boolean;
  /**
   * A fresh host token for the player signed in on the host (docs/decisions/073): asked when the
   * sportsbook needs one again — its frame lost the session cookie and got storage access, or it
   * opens itself in a new tab. The SDK sends it back with `set-token`. Without it the host
   * answers `token-needed` itself (`on('token-needed', …)` then `setToken(token, requestId)`).
   */
  getToken?: (request: { reason: TokenNeededReason }) => string | Promise<string>;
  /** Test seams: the host's window (messages, timers) and document (elements). */
  window?: Window;
  document?: Document;
}

export type EmbedListener<Name extends OutgoingEmbedName> = (
  payload: OutgoingEmbedPayloads[Name],
) => void;

/** The mounted sportsbook: typed events from it, typed commands to it. */
export interface SportsbookEmbed {
  readonly iframe: HTMLIFrameElement;
  /** The sportsbook's origin: the only one whose messages are heard, the only target of ours. */
  readonly origin: string;
  on<Name extends OutgoingEmbedName>(name: Name, listener: EmbedListener<Name>): () => void;
  /** Exchanges the host's signed token for a sportsbook session (decision 039). */
  initSession(token: string): void;
  /**
   * The host's login changed (another player, or a renewed token), or the answer to
   * `token-needed` with its `requestId`.
   */
  setToken(token: string, requestId?: string): void;
  setHostHandles(flows: HostHandledFlow[]): void;
  openBetCode(code: string): void;
  navigate(path: string): void;
  search(query: string): void;
  openBetSlip(): void;
  setLocale(locale: string): void;
  setCurrency(currency: string): void;
  setOddsFormat(format: OddsFormatName): void;
  setViewport(viewport: IncomingEmbedPayloads['set-viewport']): void;
  /** Removes the iframe and every listener. */
  destroy(): void;
}

const OUTGOING = new Set<string>(OUTGOING_EMBED_MESSAGES);

/**
 * Mounts the sportsbook in `options.container`. Commands sent before the sportsbook says
 * `initialized` wait for it (a command posted to a frame still loading would be lost), and are
 * sent again after each reload the sportsbook makes (a new session reloads it) only if the
 * host repeats them: `initialized` tells the host it may.
 */
export function createSportsbookEmbed(options: SportsbookEmbedOptions): SportsbookEmbed {
  const win = options.window ?? window;
  const doc = options.document ?? win.document;
  const container =
    typeof options.container === 'string'
      ? doc.getElementById(options.container)
      : options.container;
  if (!container)
    throw new Error(`No element to mount the sportsbook in: ${String(options.container)}`);

  const src = new URL(options.url, win.location.href);
  src.searchParams.set('embed', options.mobileApp ? 'mobile-app' : '1');
  if (options.hostHandles?.length)
    src.searchParams.set('embed_handles', options.hostHandles.join(','));
  const origin = src.origin;

  const iframe = doc.createElement('iframe');
  iframe.src = src.href;
  iframe.title = options.title ?? 'Sportsbook';
  iframe.setAttribute('allow', 'clipboard-write');
  iframe.style.width = '100%';
  iframe.style.border = '0';
  iframe.style.display = 'block';
  iframe.style.height = `${options.initialHeight ?? 600}px`;
  container.appendChild(iframe);

  const listeners = new Map<string, Set<(payload: never) => void>>();
  let ready = false;
  const queue: Array<{ type: string; payload: object }> = [];

  const post = (name: IncomingEmbedName, payload: object) => {
    const message = { type: `${EMBED_MESSAGE_PREFIX}${name}`, ...payload };
    if (!ready || !iframe.contentWindow) {
      queue.push({ type: message.type, payload });
      return;
    }
    // The target origin: if the frame navigated elsewhere, the browser drops the message.
    iframe.contentWindow.postMessage(message, origin);
  };
  const flush = () => {
    for (const { type, payload } of queue.splice(0)) {
      iframe.contentWindow?.postMessage({ type, ...payload }, origin);
    }
  };

  const timers: Timers = {
    setTimeout: (callback, ms) => win.setTimeout(callback, ms),
    clearTimeout: (handle) => win.clearTimeout(handle as number),
  };
  const resize = debounce<number>(
    (height) => {
      iframe.style.height = `${Math.ceil(height)}px`;
    },
    RESIZE_DEBOUNCE_MS,
    timers,
  );

  const onMessage = (event: MessageEvent) => {
    // Only our iframe, and only while it shows the sportsbook: another frame or a page the
    // iframe was navigated to must not be able to speak for it.
    if (event.origin !== origin || event.source !== iframe.contentWindow) return;
    const data = event.data as { type?: unknown } | null;
    const name = embedMessageName(data?.type);
    if (!name || !OUTGOING.has(name)) return;
    const payload = data as Record<string, unknown>;
    if (name === 'page-size-changed' && typeof payload.height === 'number' && payload.height > 0) {
      resize.push(payload.height);
    }
    if (name === 'initialized') {
      ready = true;
      flush();
      if (options.reportViewport !== false) reportViewport();
    }
    const { type: _type, ...rest } = payload;
    for (const listener of listeners.get(name) ?? []) listener(rest as never);
    if (name === 'token-needed') answerTokenRequest(rest);
  };

  const answerTokenRequest = (request: Record<string, unknown>) => {
    const getToken = options.getToken;
    const { reason, requestId } = request;
    if (!getToken || typeof requestId !== 'string') return;
    if (reason !== 'storage-access-granted' && reason !== 'new-tab') return;
    void Promise.resolve()
      .then(() => getToken({ reason }))
      .then(
        (token) => {
          if (typeof token === 'string' && token) post('set-token', { token, requestId });
        },
        // The host's own failure (its login ended, its server is down): the sportsbook gives up
        // waiting after a while and says so with `session-blocked`.
        (error: unknown) => console.warn('[sportsbook embed] getToken failed', error),
      );
  };
  win.addEventListener('message', onMessage);

  let viewportQueued = false;
  const reportViewport = () => {
    viewportQueued = false;
    if (!ready) return;
    post('set-viewport', {
      width: win.innerWidth,
      height: win.innerHeight,
      top: Math.round(iframe.getBoundingClientRect().top),
      scrollY: Math.round(win.scrollY),
    });
  };
  /** At most once a frame, however fast the host scrolls. */
  const onViewportChange = () => {
    if (viewportQueued) return;
    viewportQueued = true;
    win.requestAnimationFrame(reportViewport);
  };
  if (options.reportViewport !== false) {
    win.addEventListener('resize', onViewportChange);
    win.addEventListener('scroll', onViewportChange, { passive: true });
  }

  const embed: SportsbookEmbed = {
    iframe,
    origin,
    on(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as (payload: never) => void);
      return () => set.delete(listener as (payload: never) => void);
    },
    initSession: (token) => post('init-session', { token }),
    setToken: (token, requestId) =>
      post('set-token', requestId === undefined ? { token } : { token, requestId }),
    setHostHandles: (flows) => post('host-handles', { flows }),
    openBetCode: (code) => post('open-bet-code', { code }),
    navigate: (path) => post('navigate', { path }),
    search: (query) => post('search', { query }),
    openBetSlip: () => post('open-bet-slip', {}),
    setLocale: (locale) => post('set-locale', { locale }),
    setCurrency: (currency) => post('set-currency', { currency }),
    setOddsFormat: (format) => post('change-odds-format', { format }),
    setViewport: (viewport) => post('set-viewport', viewport),
    destroy() {
      win.removeEventListener('message', onMessage);
      win.removeEventListener('resize', onViewportChange);
      win.removeEventListener('scroll', onViewportChange);
      resize.cancel();
      listeners.clear();
      queue.length = 0;
      iframe.remove();
    },
  };
  return embed;
}

export { EMBED_PROTOCOL_VERSION };
