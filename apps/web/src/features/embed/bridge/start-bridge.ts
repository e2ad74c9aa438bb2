import {
  EMBED_MESSAGE_PREFIX,
  EMBED_PROTOCOL_VERSION,
  INCOMING_EMBED_MESSAGES,
  embedMessageName,
} from '@sportsbook/contract/browser';
import type {
  IncomingEmbedName,
  OutgoingEmbedName,
  OutgoingEmbedPayloads,
} from '@sportsbook/contract/browser';
import { switchLocaleHref } from '@/lib/locale-path';
import type { Locale } from '@sportsbook/contract/browser';
import { parseHostHandles, saveEmbedMode, type EmbedMode } from '../lib/embed-mode';
import {
  betCode,
  hostCurrency,
  hostLocale,
  hostOddsFormat,
  hostViewport,
  searchQuery,
  sportsbookPath,
} from '../lib/host-commands';
import { acceptsHostMessage } from '../lib/origin-rule';
import { createSessionRecovery, type SessionBlockedView } from './session-recovery';
import {
  chooseOddsFormat,
  exchangeHostToken,
  handAccountModalsTo,
  isSignedIn,
  openSharedSlip,
  refreshAccounts,
  revealSlip,
  switchActiveCurrency,
  watchActiveBalance,
} from './app-signals';

export interface BridgeOptions {
  mode: EmbedMode;
  /** Host origins whose messages are obeyed (EMBED_MESSAGE_ORIGINS, else EMBED_ALLOWED_ORIGINS). */
  origins: readonly string[];
  locale: Locale;
  localeInUrl: boolean;
  /** The browser sent a session cookie: what `initialized` tells the host. */
  hasSession: boolean;
  /** Client-side navigation (the app router's push). */
  navigate(path: string): void;
  /** The prompt shown when the browser drops the frame's session cookie (decision 073). */
  showSessionBlocked(view: SessionBlockedView | null): void;
  /** Written into a new tab while it waits for the host's token. */
  openingText: string;
}

export interface Bridge {
  pageLoaded(path: string): void;
  slipChanged(count: number): void;
  /** The prompt's buttons (each must run inside the player's click). */
  allowStorageAccess(): void;
  openNewTab(): void;
  stop(): void;
}

/** account-platform §2.5: a native app's web view drives navigation and integration itself. */
const SKIPPED_IN_MOBILE_APP: ReadonlySet<IncomingEmbedName> = new Set(['navigate', 'host-handles']);
const INCOMING = new Set<string>(INCOMING_EMBED_MESSAGES);
/** Account modals and the flows a host may take over. */
const HANDED_OFF: Record<string, 'sign-in' | 'sign-up' | 'deposit'> = {
  signIn: 'sign-in',
  signUp: 'sign-up',
  deposit: 'deposit',
};

/**
 * The sportsbook's side of the iframe protocol (decision 039): tells the host what happens
 * (`sportsbook:` + initialized, page-loaded, page-size-changed, balance-changed, …) and obeys
 * its commands, from the configured host origins only.
 */
export function startBridge(options: BridgeOptions): Bridge {
  const mode = options.mode;
  const parent = window.parent;
  /**
   * Where our messages go: the frame's parent, which CSP frame-ancestors restricts to the
   * embedding sites. Its origin is known from Chromium's and Safari's ancestorOrigins or the
   * referrer, else from the first message it sends; until then messages wait.
   */
  let hostOrigin = initialHostOrigin(options.origins);
  const waiting: object[] = [];
  const post = <Name extends OutgoingEmbedName>(
    name: Name,
    payload: OutgoingEmbedPayloads[Name],
  ) => {
    const message = { type: `${EMBED_MESSAGE_PREFIX}${name}`, ...payload };
    if (hostOrigin) parent.postMessage(message, hostOrigin);
    else waiting.push(message);
  };
  const learnHostOrigin = (origin: string) => {
    if (hostOrigin) return;
    hostOrigin = origin;
    for (const message of waiting.splice(0)) parent.postMessage(message, origin);
  };

  // Sign-in, sign-up and deposit ask the host when it handles them; every other modal is told.
  handAccountModalsTo((modal) => {
    const flow = HANDED_OFF[modal];
    if (flow && mode.hostHandles.includes(flow)) {
      post(flow, {});
      return true;
    }
    post('notify-modal-triggered', { modal });
    return false;
  });

  const recovery = createSessionRecovery({
    post,
    show: options.showSessionBlocked,
    openingText: options.openingText,
  });

  const exchanging = { busy: false };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: unknown } | null;
    const name = embedMessageName(data?.type);
    if (!name || !INCOMING.has(name)) return;
    const command = name as IncomingEmbedName;
    if (!acceptsHostMessage(event.origin, command, options.origins)) return;
    if (event.source !== parent) return;
    if (mode.mobileApp && SKIPPED_IN_MOBILE_APP.has(command)) return;
    // The sender is the parent (checked above), so this is the parent's origin.
    learnHostOrigin(event.origin);
    void obey(command, data as Record<string, unknown>);
  };

  const obey = async (command: IncomingEmbedName, message: Record<string, unknown>) => {
    switch (command) {
      case 'init-session':
      case 'set-token': {
        const token = typeof message.token === 'string' ? message.token : '';
        const requestId = typeof message.requestId === 'string' ? message.requestId : undefined;
        if (!token || recovery.takeToken(token, requestId) || exchanging.busy) return;
        exchanging.busy = true;
        try {
          await exchangeHostToken(token);
          // Reloads once the cookie is seen to stay, else offers the way back (decision 073).
          await recovery.afterExchange();
        } catch (error) {
          console.warn('[embed] the host token was refused', error);
          recovery.exchangeFailed();
        } finally {
          exchanging.busy = false;
        }
        return;
      }
      case 'host-handles':
        mode.hostHandles = parseHostHandles(message.flows);
        saveEmbedMode(window, mode);
        return;
      case 'change-odds-format': {
        const format = hostOddsFormat(message.format);
        if (format) chooseOddsFormat(format);
        return;
      }
      case 'navigate': {
        const path = sportsbookPath(message.path);
        if (path) options.navigate(path);
        return;
      }
      case 'search': {
        const query = searchQuery(message.query);
        if (query) options.navigate(`/sport/search?q=${encodeURIComponent(query)}`);
        return;
      }
      case 'open-bet-slip':
        revealSlip();
        return;
      case 'set-viewport': {
        const viewport = hostViewport(message);
        if (!viewport) return;
        // Sticky parts (the slip's bar) can keep to the host's visible part of the frame.
        const style = document.documentElement.style;
        style.setProperty('--app-viewport-height', `${Math.max(200, viewport.height)}px`);
        style.setProperty('--host-viewport-height', `${viewport.height}px`);
        style.setProperty('--host-frame-top', `${viewport.top}px`);
        style.setProperty('--host-scroll-y', `${viewport.scrollY}px`);
        return;
      }
      case 'open-bet-code': {
        const code = betCode(message.code);
        if (!code) return;
        // The slip's shared-link loader opens it in place.
        openSharedSlip(code);
        return;
      }
      case 'set-locale': {
        const target = hostLocale(message.locale);
        if (!target || target === options.locale) return;
        window.location.assign(
          switchLocaleHref(window.location.href, target, { localeInUrl: options.localeInUrl }),
        );
        return;
      }
      case 'set-currency': {
        const currency = hostCurrency(message.currency);
        if (!currency || !(await isSignedIn())) return;
        try {
          await switchActiveCurrency(currency);
          await refreshAccounts();
        } catch (error) {
          console.warn('[embed] the currency could not be switched', error);
        }
        return;
      }
    }
  };
  window.addEventListener('message', onMessage);

  // What the app sizes to the screen (the sidebar, the slip's column: 100dvh) keeps to the height
  // the frame had at first, or the host's viewport once reported: sized to the frame's own
  // height, which follows the page's, they would grow the page, and the frame, without end.
  document.documentElement.style.setProperty('--app-viewport-height', `${window.innerHeight}px`);

  // The page's size, for the host to size the frame (the SDK debounces it).
  let lastSize = '';
  const reportSize = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    const width = Math.ceil(document.documentElement.clientWidth);
    const size = `${width}x${height}`;
    if (size === lastSize || height === 0) return;
    lastSize = size;
    post('page-size-changed', { height, width });
  };
  const resizeObserver = new ResizeObserver(reportSize);
  resizeObserver.observe(document.body);

  let currency: string | undefined;
  const stopBalance = watchActiveBalance((balance) => {
    post('balance-changed', balance);
    if (currency && currency !== balance.currency) {
      post('notify-currency-changed', { currency: balance.currency });
    }
    currency = balance.currency;
  });

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('[data-testid="top-events"] a[href]');
    if (!(link instanceof HTMLAnchorElement)) return;
    const path = new URL(link.href).pathname;
    const id = /(\d+)(?!.*\d)/.exec(path)?.[1];
    if (id) post('top-event-clicked', { eventId: Number(id), path });
  };
  document.addEventListener('click', onClick, true);

  post('page-loaded', { path: window.location.pathname, locale: options.locale });
  // At once, from the cookie the server saw: waiting for the profile would keep the host's
  // queued commands waiting as long. A stale cookie ends in a 401, and then in `sign-in`.
  post('initialized', {
    version: EMBED_PROTOCOL_VERSION,
    mobileApp: mode.mobileApp,
    signedIn: options.hasSession,
  });
  // After `initialized`: a host hears `session-blocked` once it knows the frame is up.
  recovery.checkOnLoad(options.hasSession);

  let lastPath = window.location.pathname;
  let lastCount: number | undefined;
  return {
    pageLoaded(path) {
      if (path === lastPath) return;
      lastPath = path;
      post('page-loaded', { path, locale: options.locale });
    },
    slipChanged(count) {
      if (count === lastCount) return;
      lastCount = count;
      post('bet-slip-state-changed', { count });
    },
    allowStorageAccess: () => recovery.allowStorageAccess(),
    openNewTab: () => recovery.openNewTab(),
    stop() {
      recovery.stop();
      window.removeEventListener('message', onMessage);
      document.removeEventListener('click', onClick, true);
      resizeObserver.disconnect();
      stopBalance();
      handAccountModalsTo(undefined);
    },
  };
}

/** The parent's origin when the browser tells it and it is one of the listed host origins. */
function initialHostOrigin(origins: readonly string[]): string | undefined {
  const candidates = [
    window.location.ancestorOrigins?.[0],
    document.referrer ? safeOrigin(document.referrer) : undefined,
  ];
  // Any non-token message's rule: a listed origin, not merely the wildcard.
  return candidates.find(
    (origin): origin is string =>
      Boolean(origin) && acceptsHostMessage(origin!, 'navigate', origins),
  );
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
