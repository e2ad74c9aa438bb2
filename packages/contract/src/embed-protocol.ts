/**
 * The iframe embedding protocol between a host page and the sportsbook (account-platform §2.5,
 * §6, §7.4; docs/decisions/039). Plain constants and types, no zod: the host SDK
 * (`@sportsbook/embed`) and the web's bridge both import it, and neither may pull a schema
 * library into a host's page.
 *
 * Every message is `{ type: 'sportsbook:<name>', ...payload }` sent with `postMessage`. The
 * sportsbook sends the "outgoing" names to its parent; the host sends the "incoming" ones to
 * the iframe.
 */
export const EMBED_MESSAGE_PREFIX = 'sportsbook:';

/** Where the sportsbook exchanges a host's signed token for its session (see ./embed.ts). */
export const EMBED_SESSION_PATH = '/platform/api/v1/embed/session';

/** Sportsbook → host (account-platform §7.4). */
export const OUTGOING_EMBED_MESSAGES = [
  'sign-in',
  'sign-up',
  'deposit',
  'page-loaded',
  'page-size-changed',
  'balance-changed',
  'bet-slip-state-changed',
  'top-event-clicked',
  'notify-modal-triggered',
  'initialized',
  'notify-currency-changed',
  'session-blocked',
  'token-needed',
] as const;

/** Host → sportsbook (account-platform §2.5). */
export const INCOMING_EMBED_MESSAGES = [
  'init-session',
  'set-token',
  'host-handles',
  'change-odds-format',
  'navigate',
  'search',
  'open-bet-slip',
  'set-viewport',
  'open-bet-code',
  'set-locale',
  'set-currency',
] as const;

export type OutgoingEmbedName = (typeof OUTGOING_EMBED_MESSAGES)[number];

/**
 * Why the frame has no session although the host's token was accepted (docs/decisions/073): the
 * browser did not keep the session cookie the exchange set in the third-party frame.
 * - `cookie-blocked`: dropped; the frame asks the player for storage access (Storage Access API).
 * - `no-storage-access-api`: dropped, and the browser has no Storage Access API to ask with.
 * - `storage-access-denied`: the player or the browser refused storage access.
 * - `blocked-despite-access`: dropped although the frame has storage access.
 */
export type SessionBlockedReason =
  'cookie-blocked' | 'no-storage-access-api' | 'storage-access-denied' | 'blocked-despite-access';

/**
 * What the frame offers next: `storage-access`, a prompt whose button asks the browser for
 * access; `new-tab`, the sportsbook signed in in a tab of its own (a top-level page keeps its
 * cookies), after a fresh token from the host.
 */
export type SessionRecoveryStep = 'storage-access' | 'new-tab';

/** Why the frame asks the host for a fresh token (the one it sent is spent). */
export type TokenNeededReason = 'storage-access-granted' | 'new-tab';
export type IncomingEmbedName = (typeof INCOMING_EMBED_MESSAGES)[number];

/** The account steps a host may take over: the sportsbook asks it instead of opening a modal. */
export type HostHandledFlow = 'sign-in' | 'sign-up' | 'deposit';

export interface OutgoingEmbedPayloads {
  'sign-in': Record<string, never>;
  'sign-up': Record<string, never>;
  deposit: Record<string, never>;
  'page-loaded': { path: string; locale: string };
  /** The document's height and width in CSS pixels. */
  'page-size-changed': { height: number; width: number };
  /** Balance in subunits as text (money is exact: no floats cross the frame). */
  'balance-changed': { currency: string; balance: string };
  /** How many selections the slip holds; a custom bet (bet builder) counts once. */
  'bet-slip-state-changed': { count: number };
  'top-event-clicked': { eventId: number; path: string };
  /** A modal of ours opened (the host may dim its own page or scroll the frame into view). */
  'notify-modal-triggered': { modal: string };
  initialized: { version: number; mobileApp: boolean; signedIn: boolean };
  'notify-currency-changed': { currency: string };
  /**
   * The token was accepted but the browser dropped the frame's session cookie (decision 073);
   * the host may show its own explanation. Sent again when the next step changes.
   */
  'session-blocked': { reason: SessionBlockedReason; next: SessionRecoveryStep };
  /**
   * Send a fresh token (`set-token` with this `requestId`): the SDK asks the host's `getToken`
   * callback and answers by itself.
   */
  'token-needed': { reason: TokenNeededReason; requestId: string };
}

export type OddsFormatName = 'decimal' | 'fractional' | 'american' | 'hongkong' | 'indo' | 'malay';

export interface IncomingEmbedPayloads {
  /** A host-signed token (docs/decisions/039) the sportsbook exchanges for its session. */
  'init-session': { token: string };
  /**
   * The same exchange when the host's login changes later (a new token, another player), or the
   * answer to `token-needed`, whose `requestId` it carries back (decision 073).
   */
  'set-token': { token: string; requestId?: string };
  /** Which account steps the host handles itself (its own login, sign-up and cashier). */
  'host-handles': { flows: HostHandledFlow[] };
  'change-odds-format': { format: OddsFormatName };
  /** A path inside the sportsbook, e.g. `/sport/football`. */
  navigate: { path: string };
  search: { query: string };
  'open-bet-slip': Record<string, never>;
  /**
   * The host's viewport and the iframe's position in it, so sticky parts (the slip's bar) stay
   * visible while the host, not the iframe, scrolls.
   */
  'set-viewport': { width: number; height: number; top: number; scrollY: number };
  /** A shared bet code (betting-core bet sharing) to open in the slip. */
  'open-bet-code': { code: string };
  'set-locale': { locale: string };
  'set-currency': { currency: string };
}

export type OutgoingEmbedMessage = {
  [Name in OutgoingEmbedName]: { type: `sportsbook:${Name}` } & OutgoingEmbedPayloads[Name];
}[OutgoingEmbedName];

export type IncomingEmbedMessage = {
  [Name in IncomingEmbedName]: { type: `sportsbook:${Name}` } & IncomingEmbedPayloads[Name];
}[IncomingEmbedName];

/** The protocol's version, sent in `initialized`; a host SDK can refuse a sportsbook it predates. */
export const EMBED_PROTOCOL_VERSION = 1;

/**
 * The only messages a wildcard origin (`*` in the allowed host origins) may send (account-platform
 * §6): they carry a signed token, so whoever sends them proves who they are by the signature.
 */
export const WILDCARD_ALLOWED_EMBED_MESSAGES: readonly IncomingEmbedName[] = [
  'init-session',
  'set-token',
];

/** The name of a protocol message type, or undefined for anything else. */
export function embedMessageName(type: unknown): string | undefined {
  if (typeof type !== 'string' || !type.startsWith(EMBED_MESSAGE_PREFIX)) return undefined;
  return type.slice(EMBED_MESSAGE_PREFIX.length);
}
