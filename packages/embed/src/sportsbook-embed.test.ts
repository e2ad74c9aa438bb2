import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  createSportsbookEmbed,
  RESIZE_DEBOUNCE_MS,
  type SportsbookEmbedOptions,
} from './sportsbook-embed';

/**
 * The SDK against a hand-made window and document (no DOM library in this repository): what it
 * needs of them is small, and the fakes record what it does — which messages it obeys, what it
 * posts and where, and when it resizes.
 */
const SPORTSBOOK = 'https://sports.example.com';

function fakeHost(reportViewport = false, extra: Partial<SportsbookEmbedOptions> = {}) {
  const posted: Array<{ message: unknown; target: string }> = [];
  const contentWindow = {
    postMessage: (message: unknown, target: string) => posted.push({ message, target }),
  };
  const iframe = {
    getBoundingClientRect: () => ({ top: 72 }),
    src: '',
    title: '',
    style: {} as Record<string, string>,
    contentWindow,
    attributes: {} as Record<string, string>,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value;
    },
    removed: false,
    remove() {
      this.removed = true;
    },
  };
  const container = {
    children: [] as unknown[],
    appendChild: (child: unknown) => container.children.push(child),
  };
  const listeners = new Set<(event: MessageEvent) => void>();
  const viewportListeners = new Map<string, () => void>();
  const frames: Array<() => void> = [];
  const win = {
    innerWidth: 390,
    innerHeight: 700,
    scrollY: 0,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    location: { href: 'https://casino.example.org/sports' },
    addEventListener: (type: string, listener: (event: MessageEvent) => void) =>
      type === 'message'
        ? listeners.add(listener)
        : viewportListeners.set(type, listener as () => void),
    removeEventListener: (type: string, listener: (event: MessageEvent) => void) =>
      type === 'message' ? listeners.delete(listener) : viewportListeners.delete(type),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
  };
  const doc = { createElement: () => iframe, getElementById: () => container };
  const receive = (data: unknown, origin = SPORTSBOOK, source: unknown = contentWindow) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent);
  };
  const embed = createSportsbookEmbed({
    container: 'sportsbook',
    url: `${SPORTSBOOK}/sport`,
    hostHandles: ['sign-in', 'deposit'],
    window: win as unknown as Window,
    reportViewport,
    document: doc as unknown as Document,
    ...extra,
  });
  const runFrames = () => frames.splice(0).forEach((callback) => callback());
  return {
    embed,
    iframe,
    posted,
    receive,
    listeners,
    container,
    win,
    viewportListeners,
    runFrames,
  };
}

describe('host SDK', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('mounts the iframe in embed mode with the flows the host handles', () => {
    const { iframe, container, embed } = fakeHost();
    expect(container.children).toEqual([iframe]);
    const src = new URL(iframe.src);
    expect(src.origin).toBe(SPORTSBOOK);
    expect(src.searchParams.get('embed')).toBe('1');
    expect(src.searchParams.get('embed_handles')).toBe('sign-in,deposit');
    expect(embed.origin).toBe(SPORTSBOOK);
  });

  it('hears only the sportsbook frame: other origins and other windows are ignored', () => {
    const { embed, receive } = fakeHost();
    const heard: string[] = [];
    embed.on('balance-changed', ({ currency, balance }) => heard.push(`${currency} ${balance}`));
    receive(
      { type: 'sportsbook:balance-changed', currency: 'EUR', balance: '100' },
      'https://evil.example',
    );
    receive(
      { type: 'sportsbook:balance-changed', currency: 'EUR', balance: '200' },
      SPORTSBOOK,
      {},
    );
    receive({ type: 'sportsbook:unknown-thing', currency: 'EUR', balance: '300' });
    receive({ type: 'sportsbook:balance-changed', currency: 'EUR', balance: '4250' });
    expect(heard).toEqual(['EUR 4250']);
  });

  it('resizes the frame once the reported size has been still for 100 ms', () => {
    const { iframe, receive } = fakeHost();
    expect(iframe.style.height).toBe('600px');
    receive({ type: 'sportsbook:page-size-changed', height: 900, width: 400 });
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    receive({ type: 'sportsbook:page-size-changed', height: 1200.4, width: 400 });
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect(iframe.style.height).toBe('600px');
    vi.advanceTimersByTime(1);
    expect(iframe.style.height).toBe('1201px');
    receive({ type: 'sportsbook:page-size-changed', height: -5, width: 400 });
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect(iframe.style.height).toBe('1201px');
  });

  it('holds commands until the sportsbook is initialized, then posts them to its origin only', () => {
    const { embed, posted, receive } = fakeHost();
    embed.initSession('payload.signature');
    embed.openBetCode('ABC123');
    expect(posted).toEqual([]);
    receive({ type: 'sportsbook:initialized', version: 1, mobileApp: false, signedIn: false });
    embed.setOddsFormat('american');
    expect(posted).toEqual([
      {
        message: { type: 'sportsbook:init-session', token: 'payload.signature' },
        target: SPORTSBOOK,
      },
      { message: { type: 'sportsbook:open-bet-code', code: 'ABC123' }, target: SPORTSBOOK },
      {
        message: { type: 'sportsbook:change-odds-format', format: 'american' },
        target: SPORTSBOOK,
      },
    ]);
  });

  it('types events and commands', () => {
    const { embed } = fakeHost();
    embed.on('page-size-changed', (size) => {
      expectTypeOf(size.height).toBeNumber();
    });
    // @ts-expect-error an event the sportsbook never sends
    embed.on('made-up-event', () => undefined);
    // @ts-expect-error a balance is exact text, never a float
    embed.on('balance-changed', (change: { balance: number }) => change);
    // @ts-expect-error odds formats are a closed list
    embed.setOddsFormat('roman');
    embed.on('session-blocked', ({ reason }) => {
      expectTypeOf(reason).toEqualTypeOf<
        | 'cookie-blocked'
        | 'no-storage-access-api'
        | 'storage-access-denied'
        | 'blocked-despite-access'
      >();
    });
    // Never called: only its types are checked.
    const _mount = () =>
      // @ts-expect-error getToken answers with a token, text
      createSportsbookEmbed({ container: 'x', url: '/', getToken: () => 42 });
    expect(typeof embed.navigate).toBe('function');
  });

  it('reports the host viewport and the frame position once ready, at most once a frame', () => {
    const { posted, receive, win, viewportListeners, runFrames } = fakeHost(true);
    receive({ type: 'sportsbook:initialized', version: 1, mobileApp: false, signedIn: false });
    win.scrollY = 300;
    viewportListeners.get('scroll')!();
    viewportListeners.get('scroll')!();
    viewportListeners.get('resize')!();
    runFrames();
    expect(posted.map(({ message }) => message)).toEqual([
      { type: 'sportsbook:set-viewport', width: 390, height: 700, top: 72, scrollY: 0 },
      { type: 'sportsbook:set-viewport', width: 390, height: 700, top: 72, scrollY: 300 },
    ]);
  });

  it('answers token-needed with a fresh token from getToken, to the sportsbook only (decision 073)', async () => {
    const asked: string[] = [];
    const { embed, posted, receive } = fakeHost(false, {
      getToken: async ({ reason }) => {
        asked.push(reason);
        return `fresh.${reason}`;
      },
    });
    const blocked: string[] = [];
    embed.on('session-blocked', ({ reason, next }) => blocked.push(`${reason}→${next}`));
    receive({ type: 'sportsbook:initialized', version: 1, mobileApp: false, signedIn: false });
    receive({
      type: 'sportsbook:session-blocked',
      reason: 'cookie-blocked',
      next: 'storage-access',
    });
    // Another site, or another window of the sportsbook's origin, cannot get the host's token.
    const request = { type: 'sportsbook:token-needed', reason: 'new-tab', requestId: 'r1' };
    receive(request, 'https://evil.example');
    receive(request, SPORTSBOOK, {});
    receive({ ...request, requestId: 42 });
    receive({ ...request, reason: 'because' });
    await vi.runAllTimersAsync();
    expect(asked).toEqual([]);

    receive({ type: 'sportsbook:token-needed', reason: 'storage-access-granted', requestId: 'r2' });
    await vi.runAllTimersAsync();
    expect(asked).toEqual(['storage-access-granted']);
    expect(blocked).toEqual(['cookie-blocked→storage-access']);
    expect(posted).toContainEqual({
      message: {
        type: 'sportsbook:set-token',
        token: 'fresh.storage-access-granted',
        requestId: 'r2',
      },
      target: SPORTSBOOK,
    });
  });

  it('sends nothing when getToken fails, and lets a host answer token-needed itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = fakeHost(false, { getToken: () => Promise.reject(new Error('logged out')) });
    failing.receive({
      type: 'sportsbook:initialized',
      version: 1,
      mobileApp: false,
      signedIn: true,
    });
    failing.receive({ type: 'sportsbook:token-needed', reason: 'new-tab', requestId: 'r3' });
    await vi.runAllTimersAsync();
    expect(failing.posted).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();

    const manual = fakeHost();
    manual.embed.on('token-needed', ({ requestId }) => manual.embed.setToken('by.hand', requestId));
    manual.receive({
      type: 'sportsbook:initialized',
      version: 1,
      mobileApp: false,
      signedIn: true,
    });
    manual.receive({ type: 'sportsbook:token-needed', reason: 'new-tab', requestId: 'r4' });
    expect(manual.posted.map(({ message }) => message)).toEqual([
      { type: 'sportsbook:set-token', token: 'by.hand', requestId: 'r4' },
    ]);
  });

  it('stops listening and removes the frame on destroy', () => {
    const { embed, iframe, listeners } = fakeHost();
    embed.destroy();
    expect(listeners.size).toBe(0);
    expect(iframe.removed).toBe(true);
  });
});
