import { describe, expect, it } from 'vitest';
import {
  SESSION_ISSUED_KEY,
  SESSION_ISSUED_TTL_MS,
  afterStorageAccess,
  askForStorageAccess,
  cookieWasDropped,
  dropShownByCheck,
  markSessionIssued,
  newTabUrl,
  planRecovery,
  takeSessionIssued,
  type StorageAccessApi,
} from './session-blocked';

/** sessionStorage as the browser has it, or as a browser blocking it has it (every call throws). */
function storage({ blocked = false } = {}) {
  const items = new Map<string, string>();
  const guard = () => {
    if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

/** The Storage Access API of `document`, as a browser answers it. */
function storageAccess({
  has = false,
  grant = true,
  hasThrows = false,
}: { has?: boolean; grant?: boolean; hasThrows?: boolean } = {}) {
  const calls: string[] = [];
  const api: StorageAccessApi = {
    hasStorageAccess: () => {
      calls.push('has');
      return hasThrows
        ? Promise.reject(new DOMException('no', 'SecurityError'))
        : Promise.resolve(has);
    },
    requestStorageAccess: () => {
      calls.push('request');
      return grant
        ? Promise.resolve()
        : Promise.reject(new DOMException('requestStorageAccess not allowed', 'NotAllowedError'));
    },
  };
  return { api, calls };
}

describe('detecting a dropped session cookie (decision 073)', () => {
  const now = 1_800_000_000_000;

  it('knows on the next load that a session was just issued, once', () => {
    const store = storage();
    expect(markSessionIssued(store, { at: now, afterAccess: false })).toBe(true);
    expect(takeSessionIssued(store, now + 4_000)).toEqual({ at: now, afterAccess: false });
    // Read once: a later page load of the same frame is an ordinary one.
    expect(takeSessionIssued(store, now + 5_000)).toBeNull();
    expect(store.items.has(SESSION_ISSUED_KEY)).toBe(false);
  });

  it('ignores a stale or future mark and rubbish', () => {
    const store = storage();
    markSessionIssued(store, { at: now, afterAccess: true });
    expect(takeSessionIssued(store, now + SESSION_ISSUED_TTL_MS + 1)).toBeNull();
    markSessionIssued(store, { at: now + 10_000, afterAccess: false });
    expect(takeSessionIssued(store, now)).toBeNull();
    store.items.set(SESSION_ISSUED_KEY, '{"at":"yesterday"}');
    expect(takeSessionIssued(store, now)).toBeNull();
    store.items.set(SESSION_ISSUED_KEY, 'not json');
    expect(takeSessionIssued(store, now)).toBeNull();
  });

  it('keeps the afterAccess flag, so a second drop is not asked about again', () => {
    const store = storage();
    markSessionIssued(store, { at: now, afterAccess: true });
    expect(takeSessionIssued(store, now + 1)?.afterAccess).toBe(true);
  });

  it('survives a browser that blocks the frame storage too', () => {
    const store = storage({ blocked: true });
    expect(markSessionIssued(store, { at: now, afterAccess: false })).toBe(false);
    expect(markSessionIssued(undefined, { at: now, afterAccess: false })).toBe(false);
    expect(takeSessionIssued(store, now)).toBeNull();
  });

  it('calls it dropped only when a session was issued and the page came without one', () => {
    const issued = { at: now, afterAccess: false };
    expect(cookieWasDropped(issued, false)).toBe(true);
    expect(cookieWasDropped(issued, true)).toBe(false);
    expect(cookieWasDropped(null, false)).toBe(false);
  });

  it('reads the check right after the exchange: only a 401 shows the drop', () => {
    expect(dropShownByCheck(401)).toBe(true);
    expect(dropShownByCheck(200)).toBe(false);
    expect(dropShownByCheck(503)).toBe(false);
    expect(dropShownByCheck(undefined)).toBe(false);
  });
});

describe('choosing the way back to a session (decision 073)', () => {
  it('asks for storage access when the browser has the API and the frame has no access', async () => {
    const { api, calls } = storageAccess();
    await expect(planRecovery(api, { afterAccess: false })).resolves.toEqual({
      reason: 'cookie-blocked',
      next: 'storage-access',
    });
    // Planning never requests access: that needs the player's click.
    expect(calls).toEqual(['has']);
  });

  it('goes to a new tab without the API', async () => {
    await expect(planRecovery({}, { afterAccess: false })).resolves.toEqual({
      reason: 'no-storage-access-api',
      next: 'new-tab',
    });
    const onlyHas: StorageAccessApi = { hasStorageAccess: () => Promise.resolve(false) };
    await expect(planRecovery(onlyHas, { afterAccess: false })).resolves.toEqual({
      reason: 'no-storage-access-api',
      next: 'new-tab',
    });
  });

  it('goes to a new tab when access is already there or was granted and the cookie is still dropped', async () => {
    const granted = { reason: 'blocked-despite-access', next: 'new-tab' };
    await expect(
      planRecovery(storageAccess({ has: true }).api, { afterAccess: false }),
    ).resolves.toEqual(granted);
    const { api, calls } = storageAccess();
    await expect(planRecovery(api, { afterAccess: true })).resolves.toEqual(granted);
    expect(calls).toEqual([]);
  });

  it('treats a hasStorageAccess that throws as no access', async () => {
    await expect(
      planRecovery(storageAccess({ hasThrows: true }).api, { afterAccess: false }),
    ).resolves.toEqual({ reason: 'cookie-blocked', next: 'storage-access' });
  });

  it('requests access synchronously, inside the click', async () => {
    const { api, calls } = storageAccess();
    const answer = askForStorageAccess(api);
    // Before any await: Safari honours the request only during the user's gesture.
    expect(calls).toEqual(['request']);
    await expect(answer).resolves.toBe('granted');
    expect(afterStorageAccess(await answer)).toBe('repeat-exchange');
  });

  it('goes to a new tab when the browser or the player refuses', async () => {
    const answer = await askForStorageAccess(storageAccess({ grant: false }).api);
    expect(answer).toBe('denied');
    expect(afterStorageAccess(answer)).toEqual({
      reason: 'storage-access-denied',
      next: 'new-tab',
    });
    const throwing: StorageAccessApi = {
      requestStorageAccess: () => {
        throw new TypeError('Illegal invocation');
      },
    };
    await expect(askForStorageAccess(throwing)).resolves.toBe('denied');
    await expect(askForStorageAccess({})).resolves.toBe('denied');
  });

  it('opens the new tab on the init page, targeting the frame page without its embed query', () => {
    const url = (pathname: string, search = '') =>
      new URL(newTabUrl({ pathname, search }, 'pay.load'), 'https://sports.example.com');
    const plain = url('/sport/search', '?embed=1&embed_handles=sign-in&q=ajax');
    expect(plain.pathname).toBe('/sport/init-sportsbook');
    expect(plain.searchParams.get('token')).toBe('pay.load');
    expect(plain.searchParams.get('redirect')).toBe('/sport/search?q=ajax');
    const german = url('/de/sport/football');
    expect(german.pathname).toBe('/de/sport/init-sportsbook');
    expect(german.searchParams.get('redirect')).toBe('/sport/football');
    expect(url('/promotions').searchParams.get('redirect')).toBe('/sport');
  });
});
