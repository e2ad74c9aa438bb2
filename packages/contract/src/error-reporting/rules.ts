import { redactBody } from './redact';

/**
 * The error reporting rules of account-platform §8 as pure functions over the shape of a Sentry
 * event, so the web (browser SDK) and the server (Node SDK) apply the same ones and a unit test
 * can show each. The types are structural on purpose: the contract does not depend on an SDK.
 */
export interface ReportStackFrame {
  filename?: string;
  abs_path?: string;
}

export interface ReportException {
  type?: string;
  value?: string;
  stacktrace?: { frames?: ReportStackFrame[] };
}

export interface ReportEvent {
  type?: string;
  message?: string;
  transaction?: string;
  exception?: { values?: ReportException[] };
  extra?: Record<string, unknown>;
  contexts?: { trace?: { data?: Record<string, unknown> } } & Record<string, unknown>;
}

export interface ReportHint {
  originalException?: unknown;
}

/** Set on an error (`markSkipCapture`) that its thrower has handled and must not be reported. */
export const SKIP_CAPTURE = 'skipCapture';

export function markSkipCapture<T extends object>(error: T): T {
  Object.assign(error, { [SKIP_CAPTURE]: true });
  return error;
}

/**
 * An error of our HTTP client (the web's ApiError, or any error with the same fields): a numeric
 * status (0 when the network failed), the answer's body and, when known, the request.
 */
export interface HttpClientErrorShape {
  status: number;
  code?: string | number;
  body?: unknown;
  request?: { method?: string; url?: string; body?: unknown };
}

export function asHttpClientError(error: unknown): HttpClientErrorShape | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const candidate = error as Partial<HttpClientErrorShape> & { name?: unknown };
  if (typeof candidate.status !== 'number') return undefined;
  if (candidate.name !== 'ApiError' && candidate.request === undefined) return undefined;
  return candidate as HttpClientErrorShape;
}

/** Why an event is dropped, or undefined when it is reported; tests assert on the reason. */
export type DropReason =
  | 'skip-capture'
  | 'cancelled-request'
  | 'network-error'
  | 'aborted'
  | 'timeout'
  | 'tracking-script'
  | 'chunk-load'
  | 'script-element'
  | 'resize-observer'
  | 'out-of-limit'
  | 'jackpot-status';

const CANCELLED_NAMES = new Set(['CancelledError', 'CanceledError', 'Cancel']);
const CANCELLED_CODES = new Set(['ERR_CANCELED', 'cancelled', 'canceled']);
const ABORT_NAMES = new Set(['AbortError']);
const ABORT_CODES = new Set(['ECONNABORTED', 'ECONNRESET', 'ERR_ABORTED', 'UND_ERR_ABORTED']);
const TIMEOUT_NAMES = new Set(['TimeoutError']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);
/** What browsers say when fetch cannot reach the server (Chromium, Firefox, Safari). */
const NETWORK_MESSAGES =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|Network request failed|fetch failed)$/i;
const CHUNK_LOAD_MESSAGES =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Failed to load chunk/i;
const RESIZE_OBSERVER_MESSAGES =
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/i;
/** Analytics, tag managers and "watch" (Yandex Metrica's watch.js/tag.js) scripts. */
const TRACKING_SCRIPTS =
  /googletagmanager\.com|google-analytics\.com|\/gtag\/js|\/gtm\.js|\/analytics\.js|mc\.yandex\.|\/metrika\/|\/watch\.js|\/tag\.js|connect\.facebook\.net|fbevents\.js|static\.hotjar\.com|clarity\.ms|doubleclick\.net/i;
const JACKPOT_URL = /jackpot/i;
const JACKPOT_QUIET_STATUSES = new Set([400, 404, 500]);
const OUT_OF_LIMIT = /User is out of limit/i;

function field(error: unknown, key: string): unknown {
  return error && typeof error === 'object' ? (error as Record<string, unknown>)[key] : undefined;
}

function texts(event: ReportEvent, error: unknown): string[] {
  const out: string[] = [];
  const message = field(error, 'message');
  if (typeof message === 'string') out.push(message);
  if (event.message) out.push(event.message);
  for (const value of event.exception?.values ?? []) if (value.value) out.push(value.value);
  return out;
}

function names(event: ReportEvent, error: unknown): string[] {
  const out: string[] = [];
  const name = field(error, 'name');
  if (typeof name === 'string') out.push(name);
  for (const value of event.exception?.values ?? []) if (value.type) out.push(value.type);
  return out;
}

function isScriptElementEvent(error: unknown): boolean {
  const target = field(error, 'target') ?? field(error, 'srcElement');
  const tag = field(target, 'tagName') ?? field(target, 'nodeName');
  return typeof tag === 'string' && tag.toUpperCase() === 'SCRIPT';
}

function stackFromTrackingScript(event: ReportEvent): boolean {
  for (const value of event.exception?.values ?? []) {
    const frames = value.stacktrace?.frames ?? [];
    if (frames.some((frame) => TRACKING_SCRIPTS.test(frame.filename ?? frame.abs_path ?? ''))) {
      return true;
    }
  }
  return false;
}

/** Account-platform §8, "Error reporting rules", in the order a reader finds them there. */
export function dropReason(event: ReportEvent, hint: ReportHint = {}): DropReason | undefined {
  const error = hint.originalException;
  if (field(error, SKIP_CAPTURE) === true) return 'skip-capture';
  const errorNames = names(event, error);
  const code = field(error, 'code');
  const codeText = typeof code === 'string' ? code : '';
  if (errorNames.some((name) => CANCELLED_NAMES.has(name)) || CANCELLED_CODES.has(codeText)) {
    return 'cancelled-request';
  }
  const http = asHttpClientError(error);
  if (http && (http.status === 0 || http.code === 'network')) return 'network-error';
  const messages = texts(event, error);
  if (errorNames.some((name) => ABORT_NAMES.has(name)) || ABORT_CODES.has(codeText)) {
    return 'aborted';
  }
  if (errorNames.some((name) => TIMEOUT_NAMES.has(name)) || TIMEOUT_CODES.has(codeText)) {
    return 'timeout';
  }
  if (errorNames.includes('TypeError') && messages.some((text) => NETWORK_MESSAGES.test(text))) {
    return 'network-error';
  }
  if (stackFromTrackingScript(event)) return 'tracking-script';
  if (
    errorNames.includes('ChunkLoadError') ||
    messages.some((text) => CHUNK_LOAD_MESSAGES.test(text))
  ) {
    return 'chunk-load';
  }
  if (isScriptElementEvent(error)) return 'script-element';
  if (messages.some((text) => RESIZE_OBSERVER_MESSAGES.test(text))) return 'resize-observer';
  if (messages.some((text) => OUT_OF_LIMIT.test(text))) return 'out-of-limit';
  if (
    http &&
    JACKPOT_URL.test(http.request?.url ?? '') &&
    JACKPOT_QUIET_STATUSES.has(http.status)
  ) {
    return 'jackpot-status';
  }
  return undefined;
}

/** HTTP client errors carry the request URL, the response body and the request body (redacted). */
export function withHttpExtras<E extends ReportEvent>(event: E, hint: ReportHint = {}): E {
  const http = asHttpClientError(hint.originalException);
  if (!http) return event;
  const extra: Record<string, unknown> = { ...event.extra, status: http.status };
  if (http.request?.method) extra.request_method = http.request.method;
  if (http.request?.url) extra.request_url = http.request.url;
  if (http.body !== undefined) extra.response_body = redactBody(http.body);
  if (http.request?.body !== undefined) extra.request_body = redactBody(http.request.body);
  return { ...event, extra };
}

/** The SDKs' `beforeSend`: null drops the event. */
export function reportingBeforeSend<E extends ReportEvent>(
  event: E,
  hint: ReportHint = {},
): E | null {
  return dropReason(event, hint) ? null : withHttpExtras(event, hint);
}

/** A transaction of the not-found route: by its name, or by its 404 answer. */
export function isNotFoundTransaction(event: ReportEvent): boolean {
  const name = event.transaction ?? '';
  if (/(^|\/)(404|_not-found|not-found)$/.test(name.split('?')[0] ?? '')) return true;
  const status = event.contexts?.trace?.data?.['http.response.status_code'];
  return status === 404 || status === '404';
}

/** The SDKs' `beforeSendTransaction`: performance transactions of the 404 route are dropped. */
export function reportingBeforeSendTransaction<E extends ReportEvent>(event: E): E | null {
  return isNotFoundTransaction(event) ? null : event;
}

/** Account-platform §9 and §8: the options every SDK of ours starts with. */
export const REPORTING_LIMITS = {
  maxBreadcrumbs: 100,
  /** Envelopes in flight at once; the transport's buffer refuses more (`bufferSize`). */
  concurrentEnvelopes: 30,
  defaultEnvironment: 'production',
} as const;
