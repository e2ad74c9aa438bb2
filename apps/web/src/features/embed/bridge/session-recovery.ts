import type {
  OutgoingEmbedName,
  OutgoingEmbedPayloads,
  SessionBlockedReason,
  TokenNeededReason,
} from '@sportsbook/contract/browser';
import {
  afterStorageAccess,
  askForStorageAccess,
  cookieWasDropped,
  dropShownByCheck,
  markSessionIssued,
  newTabUrl,
  planRecovery,
  takeSessionIssued,
  type RecoveryPlan,
  type StorageAccessApi,
} from '../lib/session-blocked';
import { sessionCheckStatus } from './app-signals';

/** How long the frame waits for the host's fresh token before it stops waiting. */
export const TOKEN_WAIT_MS = 15_000;

/** What the frame's prompt shows (docs/decisions/073). */
export type SessionBlockedView =
  | { step: 'storage-access'; reason: SessionBlockedReason; busy: boolean }
  | { step: 'new-tab'; reason: SessionBlockedReason; opened: boolean };

export interface SessionRecoveryOptions {
  post<Name extends OutgoingEmbedName>(name: Name, payload: OutgoingEmbedPayloads[Name]): void;
  /** The prompt's state; null hides it. */
  show(view: SessionBlockedView | null): void;
  /** Written into the new tab while it waits for the host's token. */
  openingText: string;
}

export interface SessionRecovery {
  /** On every page load of the frame: was a session issued just before, and did it arrive? */
  checkOnLoad(hasSession: boolean): void;
  /** The exchange answered 200: check that the cookie stayed, then reload, or recover. */
  afterExchange(): Promise<void>;
  /** The exchange failed while recovering: the prompt becomes usable again. */
  exchangeFailed(): void;
  /** A token from the host: true when it was for the new tab (not to be exchanged here). */
  takeToken(token: string, requestId: string | undefined): boolean;
  /** The prompt's button: must run inside the click (the browser wants the gesture). */
  allowStorageAccess(): void;
  /** The last resort's button: opens the tab inside the click (popup blockers allow that). */
  openNewTab(): void;
  stop(): void;
}

function frameStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const newRequestId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * The way back to a session when the browser drops the frame's cookie (docs/decisions/073):
 * detect it (a mark before the reload; a cheap authenticated call right after the exchange),
 * tell the host, ask for storage access in the player's click, and, on a grant, repeat the
 * exchange with a fresh token the host sends; else open the sportsbook signed in in a new tab.
 */
export function createSessionRecovery(options: SessionRecoveryOptions): SessionRecovery {
  const api = document as unknown as StorageAccessApi;
  let view: SessionBlockedView | null = null;
  /** The browser granted storage access on this page: a further drop is not asked about again. */
  let granted = false;
  let tokenWait: ReturnType<typeof setTimeout> | undefined;
  let newTab: { requestId: string; tab: Window } | undefined;

  const show = (next: SessionBlockedView | null) => {
    view = next;
    options.show(next);
  };
  const apply = ({ reason, next }: RecoveryPlan) => {
    options.post('session-blocked', { reason, next });
    show(
      next === 'storage-access'
        ? { step: next, reason, busy: false }
        : { step: next, reason, opened: false },
    );
  };
  const blocked = async (afterAccess: boolean) => apply(await planRecovery(api, { afterAccess }));
  const askForToken = (reason: TokenNeededReason, onTimeout: () => void) => {
    const requestId = newRequestId();
    clearTimeout(tokenWait);
    tokenWait = setTimeout(onTimeout, TOKEN_WAIT_MS);
    options.post('token-needed', { reason, requestId });
    return requestId;
  };

  return {
    checkOnLoad(hasSession) {
      const issued = takeSessionIssued(frameStorage(), Date.now());
      if (cookieWasDropped(issued, hasSession)) void blocked(issued!.afterAccess);
    },

    async afterExchange() {
      clearTimeout(tokenWait);
      if (dropShownByCheck(await sessionCheckStatus())) {
        await blocked(granted);
        return;
      }
      // The frame's storage may be blocked as well: then only the check above detects a drop.
      markSessionIssued(frameStorage(), { at: Date.now(), afterAccess: granted });
      // The server's render and every layer read the session from the cookie: start over.
      window.location.reload();
    },

    exchangeFailed() {
      clearTimeout(tokenWait);
      if (view?.step === 'storage-access') show({ ...view, busy: false });
    },

    takeToken(token, requestId) {
      if (!newTab || requestId !== newTab.requestId) return false;
      clearTimeout(tokenWait);
      // Top-level, the cookie is first-party: the init page exchanges the token and goes on.
      newTab.tab.location.href = newTabUrl(window.location, token);
      newTab = undefined;
      return true;
    },

    allowStorageAccess() {
      if (view?.step !== 'storage-access' || view.busy) return;
      const reason = view.reason;
      // Called before any await: the request needs the click's user activation.
      void askForStorageAccess(api).then((answer) => {
        const next = afterStorageAccess(answer);
        if (next !== 'repeat-exchange') {
          apply(next);
          return;
        }
        granted = true;
        show({ step: 'storage-access', reason, busy: true });
        // The host's token was spent on the first exchange: ask for another one.
        askForToken('storage-access-granted', () =>
          apply({ reason: 'blocked-despite-access', next: 'new-tab' }),
        );
      });
    },

    openNewTab() {
      if (view?.step !== 'new-tab') return;
      const tab = window.open('', '_blank');
      if (!tab) {
        console.warn('[embed] the browser blocked the new tab');
        return;
      }
      try {
        tab.document.title = options.openingText;
        tab.document.body.textContent = options.openingText;
      } catch {
        // A browser that gives the blank tab another origin: it stays blank until it navigates.
      }
      const requestId = askForToken('new-tab', () => {
        // No token came: the tab shows the page signed out rather than stay blank.
        if (newTab?.requestId === requestId) newTab.tab.location.href = window.location.pathname;
        newTab = undefined;
      });
      newTab = { requestId, tab };
      show({ ...view, opened: true });
    },

    stop() {
      clearTimeout(tokenWait);
    },
  };
}
