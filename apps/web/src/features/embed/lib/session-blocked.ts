import type { SessionBlockedReason, SessionRecoveryStep } from '@sportsbook/contract/browser';

/**
 * A frame whose browser drops its session cookie (docs/decisions/073): how the frame tells, and
 * what it offers next. Pure: the browser's storage and Storage Access API come in as arguments.
 */

/** Set just before the frame reloads after a token exchange; read by the page that follows. */
export const SESSION_ISSUED_KEY = 'sportsbook.embed.session-issued';

/** A reload takes seconds; an older mark belongs to another visit and means nothing. */
export const SESSION_ISSUED_TTL_MS = 60_000;

export interface SessionIssued {
  /** When the exchange answered (ms since the epoch). */
  at: number;
  /** The exchange was repeated after the browser granted storage access. */
  afterAccess: boolean;
}

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Notes that a session was just issued. False when the storage is blocked too. */
export function markSessionIssued(
  storage: MarkStorage | undefined,
  issued: SessionIssued,
): boolean {
  try {
    storage?.setItem(SESSION_ISSUED_KEY, JSON.stringify(issued));
    return Boolean(storage);
  } catch {
    return false;
  }
}

/** Reads and removes the mark: each one is for the one page load that follows the exchange. */
export function takeSessionIssued(
  storage: MarkStorage | undefined,
  now: number,
): SessionIssued | null {
  try {
    const raw = storage?.getItem(SESSION_ISSUED_KEY);
    if (!raw) return null;
    storage!.removeItem(SESSION_ISSUED_KEY);
    const parsed = JSON.parse(raw) as Partial<SessionIssued> | null;
    if (typeof parsed?.at !== 'number') return null;
    if (now - parsed.at > SESSION_ISSUED_TTL_MS || parsed.at > now) return null;
    return { at: parsed.at, afterAccess: parsed.afterAccess === true };
  } catch {
    return null;
  }
}

/**
 * The page after an exchange arrived without the session cookie: the server accepted the token
 * and set the cookie, and the browser did not send it back.
 */
export function cookieWasDropped(issued: SessionIssued | null, signedIn: boolean): boolean {
  return issued !== null && !signedIn;
}

/**
 * What the frame learned from its cheap authenticated call right after the exchange: 401 means
 * the cookie never reached the browser's jar for this frame; any other failure says nothing.
 */
export function dropShownByCheck(status: number | undefined): boolean {
  return status === 401;
}

/** The part of `document` the Storage Access API adds (missing in older browsers). */
export interface StorageAccessApi {
  hasStorageAccess?: () => Promise<boolean>;
  requestStorageAccess?: () => Promise<void>;
}

export interface RecoveryPlan {
  reason: SessionBlockedReason;
  next: SessionRecoveryStep;
}

/**
 * The next step for a frame whose cookie was dropped:
 * - already got storage access and the cookie is still dropped → a new tab;
 * - no Storage Access API → a new tab;
 * - the frame has access and the cookie was still dropped (access cannot help) → a new tab;
 * - otherwise → ask for storage access (a button: the browser wants a user gesture).
 */
export async function planRecovery(
  api: StorageAccessApi,
  { afterAccess }: { afterAccess: boolean },
): Promise<RecoveryPlan> {
  if (afterAccess) return { reason: 'blocked-despite-access', next: 'new-tab' };
  if (typeof api.requestStorageAccess !== 'function') {
    return { reason: 'no-storage-access-api', next: 'new-tab' };
  }
  let hasAccess = false;
  try {
    hasAccess = typeof api.hasStorageAccess === 'function' && (await api.hasStorageAccess());
  } catch {
    // Some browsers reject in sandboxed or insecure frames: as good as no access.
  }
  if (hasAccess) return { reason: 'blocked-despite-access', next: 'new-tab' };
  return { reason: 'cookie-blocked', next: 'storage-access' };
}

/**
 * Asks the browser for storage access. Call it straight from the click handler, before any
 * `await`: Safari and Firefox honour the request only inside the user's gesture.
 */
export function askForStorageAccess(api: StorageAccessApi): Promise<'granted' | 'denied'> {
  let request: Promise<void>;
  try {
    if (typeof api.requestStorageAccess !== 'function') return Promise.resolve('denied');
    request = api.requestStorageAccess();
  } catch {
    return Promise.resolve('denied');
  }
  return Promise.resolve(request).then(
    () => 'granted' as const,
    () => 'denied' as const,
  );
}

/** After the browser's answer: repeat the exchange with a fresh token, or go to a new tab. */
export function afterStorageAccess(answer: 'granted' | 'denied'): RecoveryPlan | 'repeat-exchange' {
  return answer === 'granted'
    ? 'repeat-exchange'
    : { reason: 'storage-access-denied', next: 'new-tab' };
}

/**
 * The address a new tab opens to carry on signed in: the init page (which exchanges the token
 * top-level, where the cookie is first-party) with the frame's current page as its target,
 * locale prefix kept. A frame that is not on a sportsbook page carries on at /sport (the init page
 * would refuse any other target anyway). The token is short-lived and single-use (decision 039).
 */
export function newTabUrl(location: { pathname: string; search: string }, token: string): string {
  const match = /^(\/[A-Za-z-]+)?(\/sport(?:\/.*)?)$/.exec(location.pathname);
  const prefix = match?.[1] ?? '';
  const query = new URLSearchParams(location.search);
  query.delete('embed');
  query.delete('embed_handles');
  const rest = query.size > 0 ? `?${query}` : '';
  const target = match ? `${match[2]}${rest}` : '/sport';
  const init = new URLSearchParams({ token, redirect: target });
  return `${prefix}/sport/init-sportsbook?${init}`;
}
