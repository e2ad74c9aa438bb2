import type { HostHandledFlow } from '@sportsbook/contract/browser';

/**
 * Iframe mode (decision 039): the page is framed (`window.parent !== window`) and the host asked
 * for it with `?embed=1` (or `?embed=mobile-app`, a native app's web view). The query is there on
 * the first page only, so the mode is kept in sessionStorage for the frame's later pages.
 */
export interface EmbedMode {
  /** account-platform §2.5: the page-change and integration listeners are skipped. */
  mobileApp: boolean;
  /** The account steps the host handles itself (`?embed_handles=` or a `host-handles` message). */
  hostHandles: HostHandledFlow[];
}

export const EMBED_MODE_STORAGE_KEY = 'sportsbook.embed';

const FLOWS: readonly HostHandledFlow[] = ['sign-in', 'sign-up', 'deposit'];

export const parseHostHandles = (raw: unknown): HostHandledFlow[] =>
  Array.isArray(raw) ? FLOWS.filter((flow) => raw.includes(flow)) : [];

interface EmbedWindow {
  parent: unknown;
  location: { search: string };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

export function detectEmbedMode(win: EmbedWindow): EmbedMode | null {
  if (win.parent === win) return null;
  const query = new URLSearchParams(win.location.search);
  const asked = query.get('embed');
  if (asked === '1' || asked === 'mobile-app') {
    const mode: EmbedMode = {
      mobileApp: asked === 'mobile-app',
      hostHandles: parseHostHandles((query.get('embed_handles') ?? '').split(',')),
    };
    saveEmbedMode(win, mode);
    return mode;
  }
  try {
    const stored = JSON.parse(win.sessionStorage.getItem(EMBED_MODE_STORAGE_KEY) ?? 'null') as {
      mobileApp?: unknown;
      hostHandles?: unknown;
    } | null;
    if (!stored) return null;
    return {
      mobileApp: stored.mobileApp === true,
      hostHandles: parseHostHandles(stored.hostHandles),
    };
  } catch {
    return null;
  }
}

export function saveEmbedMode(win: Pick<EmbedWindow, 'sessionStorage'>, mode: EmbedMode): void {
  try {
    win.sessionStorage.setItem(EMBED_MODE_STORAGE_KEY, JSON.stringify(mode));
  } catch {
    // Blocked storage (third-party frames may have none): the mode lasts for this page.
  }
}
